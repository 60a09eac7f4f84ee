import { useRef, useState, type KeyboardEvent } from 'react'
import type { PairedGame, RoundPairing } from '../../domain/pairing/index.ts'
import {
  applyPairing,
  canPairNext,
  changePairingManually,
  isRoundRobin,
  nextRound,
  pairingRequestOf,
  recordResult,
  roundRobinPairing,
  unpairLastRound,
  type GameResult,
  type IndividualTournament,
  type PairedRound,
} from '../../domain/tournament/index.ts'
import { errorMessage } from '../../app/errorMessages.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { requestPairing, type PairingJob } from '../../workers/pairingClient.ts'
import { useChange } from './useTournament.ts'

/** Keys of the quick result entry. */
const KEY_RESULT: Readonly<Record<string, GameResult>> = {
  '1': '1-0',
  '0': '0-1',
  '=': '1/2',
  '5': '1/2',
  '+': '+/-',
  '-': '-/+',
  d: '-/-',
  D: '-/-',
}
const RESULT_LABEL: Readonly<Record<GameResult, string>> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2': '½-½',
  '+/-': '+/−',
  '-/+': '−/+',
  '-/-': '−/−',
}

/** Rounds: pair the next one, enter results from the keyboard, correct and print. */
export function RoundsSection({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const change = useChange(id)
  const notify = useAppStore((s) => s.notify)
  const [picked, setPicked] = useState<number | null>(null)
  const [job, setJob] = useState<PairingJob | null>(null)
  const [progress, setProgress] = useState<{ placed: number; total: number } | null>(null)
  const round =
    (picked !== null ? doc.rounds[picked - 1] : undefined) ?? doc.rounds[doc.rounds.length - 1]
  const next = nextRound(doc)
  const ready = canPairNext(doc)

  async function pair() {
    let pairing: RoundPairing
    if (isRoundRobin(doc)) pairing = roundRobinPairing(doc)
    else {
      const request = pairingRequestOf(doc)
      setProgress({ placed: 0, total: doc.entrants.length - request.absent.size })
      const started = requestPairing(request, {
        onProgress: (placed, total) => setProgress({ placed, total }),
      })
      setJob(started)
      const outcome = await started.outcome
      setJob(null)
      setProgress(null)
      if (!outcome.ok) {
        const code = outcome.error.code
        if (code === 'pairing/cancelled') return
        return notify(
          'error',
          code === 'pairing/no-legal-pairing'
            ? t('tournaments.noLegalPairing', { round: next })
            : errorMessage(t, code),
        )
      }
      pairing = outcome.value
    }
    const ok = await change({
      action: 'round/pair',
      detail: `R${pairing.round}`,
      round: pairing.round,
      apply: (d) => applyPairing(d, pairing),
    })
    if (ok) {
      setPicked(null)
      notify('success', t('tournaments.paired', { round: pairing.round }))
    }
  }

  return (
    <div className="rounds-section">
      <div className="toolbar no-print">
        {job ? (
          <>
            <span role="status" className="busy">
              {t('tournaments.pairing', { round: next })}
            </span>
            {progress && (
              <span className="pairing-progress">
                <progress
                  value={progress.placed}
                  max={Math.max(progress.total, 1)}
                  aria-label={t('tournaments.pairingProgressLabel')}
                />{' '}
                {t('tournaments.pairingProgress', progress)}
              </span>
            )}
            <button type="button" onClick={() => job.cancel()}>
              {t('tournaments.cancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="primary"
            disabled={!ready.ok}
            onClick={() => void pair()}
          >
            {t('tournaments.pairNext', { round: next })}
          </button>
        )}
        {!ready.ok && ready.error[0] && (
          <span className="muted">
            {errorMessage(t, ready.error[0].code, ready.error[0].params)}
          </span>
        )}
        {doc.rounds.length > 0 && (
          <label className="inline">
            {t('tournaments.tabRounds')}{' '}
            <select value={round?.round ?? ''} onChange={(e) => setPicked(Number(e.target.value))}>
              {doc.rounds.map((r) => (
                <option key={r.round} value={r.round}>
                  {t('tournaments.roundN', { round: r.round })}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" onClick={() => window.print()}>
          {t('tournaments.print')}
        </button>
      </div>
      {round && <RoundBoards id={id} doc={doc} round={round} />}
      {round &&
        round.round === doc.rounds.length &&
        round.boards.every((b) => b.result === null) && (
          <div className="toolbar no-print">
            <button
              type="button"
              className="danger"
              onClick={() =>
                void change({
                  action: 'round/unpair',
                  detail: `R${round.round}`,
                  round: round.round,
                  apply: unpairLastRound,
                })
              }
            >
              {t('tournaments.unpair')}
            </button>
            <ManualSwap id={id} round={round} fideMode={doc.settings.fideMode} />
          </div>
        )}
    </div>
  )
}

function RoundBoards({
  id,
  doc,
  round,
}: {
  id: string
  doc: IndividualTournament
  round: PairedRound
}) {
  const t = useT()
  const change = useChange(id)
  const rows = useRef<(HTMLTableRowElement | null)[]>([])
  const [boardInput, setBoardInput] = useState('')
  const [lastSaved, setLastSaved] = useState('')
  const name = (no: number) => doc.entrants.find((e) => e.startNo === no)?.name ?? `#${no}`
  const missing = round.boards.filter((b) => b.result === null).length

  async function save(board: number, result: GameResult | null) {
    const ok = await change({
      action: 'round/result',
      detail: `R${round.round} B${board} ${result ?? '—'}`,
      round: round.round,
      apply: (d) => recordResult(d, round.round, board, result),
    })
    if (ok)
      setLastSaved(t('tournaments.saved', { board, result: result ? RESULT_LABEL[result] : '—' }))
    return ok
  }

  function focusBoard(board: number) {
    rows.current[board - 1]?.focus()
  }

  async function onRowKey(e: KeyboardEvent<HTMLTableRowElement>, board: number) {
    const result = KEY_RESULT[e.key]
    if (e.key === 'ArrowDown') return focusBoard(board + 1)
    if (e.key === 'ArrowUp') return focusBoard(board - 1)
    if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault()
      return void save(board, null)
    }
    if (!result) return
    e.preventDefault()
    if (await save(board, result)) {
      const after = round.boards.find((b) => b.board > board && b.result === null)
      focusBoard(after ? after.board : board + 1)
    }
  }

  return (
    <>
      <div className="panel no-print quick-entry">
        <label>
          {t('tournaments.boardInput')}{' '}
          <input
            inputMode="numeric"
            value={boardInput}
            size={4}
            onChange={(e) => setBoardInput(e.target.value.replace(/\D/g, ''))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && boardInput) {
                e.preventDefault()
                focusBoard(Number(boardInput))
                setBoardInput('')
              }
            }}
          />
        </label>
        <span className="muted">{t('tournaments.resultEntryHelp')}</span>
        <span role="status" className="saved">
          {lastSaved}
        </span>
        <strong className={missing ? 'warn' : 'ok'}>
          {missing ? t('tournaments.missing', { count: missing }) : t('tournaments.complete')}
        </strong>
      </div>
      <h2>{t('tournaments.roundN', { round: round.round })}</h2>
      <table
        className="simple-table boards"
        aria-label={t('tournaments.boardsLabel', { round: round.round })}
      >
        <thead>
          <tr>
            <th>{t('tournaments.board')}</th>
            <th>{t('tournaments.white')}</th>
            <th>{t('tournaments.result')}</th>
            <th>{t('tournaments.black')}</th>
          </tr>
        </thead>
        <tbody>
          {round.boards.map((b) => (
            <tr
              key={b.board}
              ref={(el) => {
                rows.current[b.board - 1] = el
              }}
              tabIndex={0}
              data-board={b.board}
              aria-label={`${t('tournaments.board')} ${b.board}`}
              className={b.result ? 'done' : 'open'}
              onKeyDown={(e) => void onRowKey(e, b.board)}
            >
              <td className="num">{b.board}</td>
              <td>
                <span className="no">{b.white}</span> {name(b.white)}
              </td>
              <td className="result">
                <select
                  aria-label={`${t('tournaments.result')} ${t('tournaments.board')} ${b.board}`}
                  value={b.result ?? ''}
                  onChange={(e) =>
                    void save(b.board, (e.target.value || null) as GameResult | null)
                  }
                >
                  <option value="">·</option>
                  {(Object.keys(RESULT_LABEL) as GameResult[]).map((r) => (
                    <option key={r} value={r}>
                      {RESULT_LABEL[r]}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <span className="no">{b.black}</span> {name(b.black)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {round.bye !== null && (
        <p>{t('tournaments.bye', { name: `${round.bye} ${name(round.bye)}` })}</p>
      )}
    </>
  )
}

function swapPlayers(games: readonly PairedGame[], a: number, b: number): PairedGame[] {
  const sw = (n: number) => (n === a ? b : n === b ? a : n)
  return games.map((g) => ({ white: sw(g.white), black: sw(g.black) }))
}

function ManualSwap({
  id,
  round,
  fideMode,
}: {
  id: string
  round: PairedRound
  fideMode: boolean
}) {
  const t = useT()
  const change = useChange(id)
  const notify = useAppStore((s) => s.notify)
  const [a, setA] = useState('')
  const [b, setB] = useState('')
  const [reason, setReason] = useState('')
  async function apply() {
    const games = swapPlayers(round.boards, Number(a), Number(b))
    const at = new Date().toISOString()
    const ok = await change({
      action: 'round/manual-change',
      detail: `R${round.round} ${a}<->${b} ${reason}`,
      round: round.round,
      apply: (d) => changePairingManually(d, games, reason, at),
    })
    if (ok) {
      notify('success', t('tournaments.swapped'))
      setA('')
      setB('')
      setReason('')
    }
  }
  return (
    <details className="manual-swap">
      <summary>{t('tournaments.manualSwap')}</summary>
      <label>
        {t('tournaments.swapA')}{' '}
        <input inputMode="numeric" size={4} value={a} onChange={(e) => setA(e.target.value)} />
      </label>{' '}
      <label>
        {t('tournaments.swapB')}{' '}
        <input inputMode="numeric" size={4} value={b} onChange={(e) => setB(e.target.value)} />
      </label>{' '}
      <label>
        {t('tournaments.manualReason')}{' '}
        <input value={reason} required={fideMode} onChange={(e) => setReason(e.target.value)} />
      </label>{' '}
      <button type="button" onClick={() => void apply()} disabled={!a || !b}>
        {t('tournaments.swapApply')}
      </button>
    </details>
  )
}

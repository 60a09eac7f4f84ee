import { useCallback, useState } from 'react'
import { Link } from 'react-router'
import type { RoundPairing } from '../../domain/pairing/index.ts'
import {
  canPairNext,
  isRoundRobin,
  nextRound,
  pairingRequestOf,
  roundRobinPairing,
  type IndividualTournament,
} from '../../domain/tournament/index.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { requestPairing, type PairingJob } from '../../workers/pairingClient.ts'
import { ManualDifferences, ManualPhase, RoundsCount } from './ManualPhase.tsx'
import { PairingProgress } from './PairingProgress.tsx'
import { RoundBoards } from './RoundBoards.tsx'
import { StartListLinks } from './StartListLinks.tsx'
import { useChange } from './useTournament.ts'

/** Rounds: pair the next one, enter results from the keyboard, correct and print. */
export function RoundsSection({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const change = useChange(id)
  const notify = useAppStore((s) => s.notify)
  const [picked, setPicked] = useState<number | null>(null)
  const [job, setJob] = useState<PairingJob | null>(null)
  const [progress, setProgress] = useState<{ placed: number; total: number } | null>(null)
  /** The round just paired: its first board takes the focus so results can be typed at once. */
  const [focusRound, setFocusRound] = useState<number | null>(null)
  /** The status line of each round's last save: the round shown shows its own, never another's. */
  const [savedLines, setSavedLines] = useState<Readonly<Record<number, string>>>({})
  const onSaved = useCallback(
    (r: number, line: string) => setSavedLines((lines) => ({ ...lines, [r]: line })),
    [],
  )
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
    const proposal = {
      round: pairing.round,
      games: pairing.games.map((g) => ({ white: g.white, black: g.black })),
      bye: pairing.bye,
    }
    const ok = await change({ type: 'round-paired', payload: { pairing: proposal } })
    if (ok) {
      setPicked(null)
      setFocusRound(pairing.round)
      notify('success', t('tournaments.paired', { round: pairing.round }))
    }
  }

  return (
    <div className="rounds-section">
      <div className="toolbar rounds-toolbar no-print">
        {job ? (
          <>
            <span role="status" className="busy">
              {t('tournaments.pairing', { round: next })}
            </span>
            {progress && <PairingProgress {...progress} />}
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
            {t('tournaments.roundShown')}{' '}
            <select value={round?.round ?? ''} onChange={(e) => setPicked(Number(e.target.value))}>
              {doc.rounds.map((r) => (
                <option key={r.round} value={r.round}>
                  {t('tournaments.roundN', { round: r.round })}
                </option>
              ))}
            </select>
          </label>
        )}
        {!isRoundRobin(doc) && <RoundsCount key={doc.settings.totalRounds} id={id} doc={doc} />}
        <span className="toolbar-end">
          <button type="button" onClick={() => window.print()}>
            {t('tournaments.print')}
          </button>
          {round && (
            <>
              <Link className="button-like" to={`?print=pairings&round=${round.round}`}>
                {t('tournaments.printPairings')}
              </Link>
              <Link className="button-like" to={`?print=pairingsAlpha&round=${round.round}`}>
                {t('tournaments.printPairingsAlpha')}
              </Link>
              <Link className="button-like" to={`?print=slips&round=${round.round}`}>
                {t('tournaments.printSlips')}
              </Link>
            </>
          )}
          <StartListLinks />
        </span>
      </div>
      {round && (
        <RoundBoards
          key={round.round}
          id={id}
          doc={doc}
          round={round}
          focusFirst={focusRound === round.round}
          onFocused={() => setFocusRound(null)}
          savedLine={savedLines[round.round] ?? ''}
          onSaved={onSaved}
        />
      )}
      {round && <ManualDifferences round={round} />}
      {round &&
        round.round === doc.rounds.length &&
        round.boards.every((b) => b.result === null) && (
          <div className="toolbar no-print">
            <button
              type="button"
              className="danger"
              onClick={() =>
                void change({ type: 'round-unpaired', payload: { round: round.round } })
              }
            >
              {t('tournaments.unpair')}
            </button>
            <ManualPhase id={id} doc={doc} round={round} />
          </div>
        )}
    </div>
  )
}

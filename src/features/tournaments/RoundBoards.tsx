import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import {
  type GameResult,
  type IndividualTournament,
  type PairedRound,
} from '../../domain/tournament/index.ts'
import { pairingSheet, type SheetPlayer } from '../../domain/reports/index.ts'
import { useT } from '../../i18n/index.ts'
import { screenPoints } from '../../i18n/numbers.ts'
import { nextOpenBoard, shownResult, useResultQueue } from './resultQueue.ts'
import { useChange } from './useTournament.ts'
import { useCorrection } from './useCorrection.ts'
import { RESULT_WORDS } from './historyText.ts'

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
/**
 * The boards of a round with keyboard-first result entry. A key is bound to the board that has the
 * focus when it is pressed, the focus moves on at once, and the results are saved one after
 * another in the order typed, however fast they come.
 */
export function RoundBoards({
  id,
  doc,
  round,
  focusFirst = false,
  onFocused,
  savedLine,
  onSaved,
}: {
  id: string
  doc: IndividualTournament
  round: PairedRound
  /** Put the keyboard on the first board without a result (right after pairing). */
  focusFirst?: boolean
  onFocused?: () => void
  /** The last save of this round, kept by the caller per round so another round never shows it. */
  savedLine: string
  onSaved: (round: number, line: string) => void
}) {
  const t = useT()
  const change = useChange(id)
  const correct = useCorrection(id, doc)
  const rows = useRef<(HTMLTableRowElement | null)[]>([])
  const [boardInput, setBoardInput] = useState('')
  // Results leave the entrants as they were, so the names are looked up once per registration.
  const names = useMemo(() => new Map(doc.entrants.map((e) => [e.startNo, e.name])), [doc.entrants])
  const name = (no: number) => names.get(no) ?? `#${no}`
  // Rating and points before the round, as the pairing saw them: the round's own results do not
  // change them, so typing on the boards does not recompute them.
  const sheet = useMemo(() => pairingSheet(doc, round.round), [doc, round.round])
  const players = useMemo(() => {
    const out = new Map<number, SheetPlayer>()
    for (const b of sheet?.boards ?? [])
      out.set(b.white.startNo, b.white).set(b.black.startNo, b.black)
    return out
  }, [sheet])
  function standing(no: number) {
    const p = players.get(no)
    if (!p) return null
    const points = screenPoints(p.points, t)
    return p.rating > 0
      ? t('tournaments.boardPlayer', { rating: p.rating, points })
      : t('tournaments.boardPlayerUnrated', { points })
  }

  const save = useCallback(
    async (board: number, result: GameResult | null) => {
      const ok =
        round.round < doc.rounds.length
          ? await correct(round, board, result)
          : await change({ type: 'result-set', payload: { round: round.round, board, result } })
      if (ok)
        onSaved(
          round.round,
          t('tournaments.saved', {
            round: round.round,
            board,
            result: result ? RESULT_WORDS[result] : '—',
          }),
        )
      return ok
    },
    [change, correct, doc.rounds.length, round, t, onSaved],
  )
  const onFailed = useCallback(
    (board: number) => {
      onSaved(round.round, t('tournaments.saveFailed', { round: round.round, board }))
      rows.current[board - 1]?.focus()
    },
    [t, onSaved, round.round],
  )
  const { typed, type } = useResultQueue(round.boards, save, onFailed)
  const missing = round.boards.filter((b) => shownResult(b, typed) === null).length

  function focusBoard(board: number) {
    rows.current[board - 1]?.focus()
  }

  useEffect(() => {
    if (!focusFirst) return
    const first = round.boards.find((b) => b.result === null)
    if (first) rows.current[first.board - 1]?.focus()
    onFocused?.()
  }, [focusFirst, round, onFocused])

  function onRowKey(e: KeyboardEvent<HTMLTableRowElement>, board: number) {
    const result = KEY_RESULT[e.key]
    if (e.key === 'ArrowDown') return focusBoard(board + 1)
    if (e.key === 'ArrowUp') return focusBoard(board - 1)
    if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault()
      return void type(board, null)
    }
    if (!result) return
    e.preventDefault()
    focusBoard(nextOpenBoard(round.boards, type(board, result), board))
  }

  return (
    <>
      <div className="quick-entry">
        <h2>{t('tournaments.roundN', { round: round.round })}</h2>
        <label className="no-print">
          {t('tournaments.boardInput')}{' '}
          <input
            inputMode="numeric"
            value={boardInput}
            size={4}
            aria-describedby={`keys-${round.round}`}
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
        <strong className={missing ? 'warn no-print' : 'ok no-print'}>
          {missing ? t('tournaments.missing', { count: missing }) : t('tournaments.complete')}
        </strong>
        <span role="status" className="saved no-print">
          {savedLine}
        </span>
        <p id={`keys-${round.round}`} className="keys muted no-print">
          {t('tournaments.resultEntryHelp')}
        </p>
      </div>
      {/* Hand-written, not DataTable: each board row is the keyboard target of result entry (its own keys, arrows, spoken label and focus moved by board), where DataTable's rows are only activated whole by Enter. */}
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
          {round.boards.map((b) => {
            const shown = shownResult(b, typed)
            return (
              <tr
                key={b.board}
                ref={(el) => {
                  rows.current[b.board - 1] = el
                }}
                tabIndex={0}
                data-board={b.board}
                aria-label={t('tournaments.boardRowLabel', {
                  board: b.board,
                  white: name(b.white),
                  black: name(b.black),
                  result: shown ? RESULT_WORDS[shown] : t('tournaments.noResult'),
                })}
                className={
                  typed.get(b.board)?.saved === false ? 'pending' : shown ? 'done' : 'open'
                }
                onKeyDown={(e) => onRowKey(e, b.board)}
              >
                <td className="num">{b.board}</td>
                <td>
                  <span className="no">{b.white}</span> {name(b.white)}
                  <PlayerStanding text={standing(b.white)} />
                </td>
                <td className="result">
                  <select
                    aria-label={`${t('tournaments.result')} ${t('tournaments.board')} ${b.board}`}
                    value={shown ?? ''}
                    onChange={(e) =>
                      void type(b.board, (e.target.value || null) as GameResult | null)
                    }
                  >
                    <option value="">·</option>
                    {(Object.keys(RESULT_WORDS) as GameResult[]).map((r) => (
                      <option key={r} value={r}>
                        {RESULT_WORDS[r]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <span className="no">{b.black}</span> {name(b.black)}
                  <PlayerStanding text={standing(b.black)} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {round.bye !== null && (
        <p>{t('tournaments.bye', { name: `${round.bye} ${name(round.bye)}` })}</p>
      )}
    </>
  )
}

/** A board player's rating and points before the round, under the name. */
function PlayerStanding({ text }: { text: string | null }) {
  return text === null ? null : <span className="board-player muted">{text}</span>
}

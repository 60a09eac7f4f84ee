/**
 * Corrections of past results and of the number of rounds, with what they affect. A result of
 * round r changed when a later round is already paired leaves that pairing standing (it was
 * made on the scores then known) unless the current round has no result yet, when it may be
 * unpaired and paired again on the corrected scores. A correction that only the rating report
 * needs is kept apart and never changes pairings or standings.
 * @see FIDE C.04.2 (all results before pairing; pairings already made stand), C.02 (2026)
 */
import { err, ok, type Result } from '../core/index.ts'
import { isRoundRobin, nextRound, recordResult, type TournamentError } from './operations.ts'
import type { GameResult, IndividualTournament } from './individual.ts'

type Outcome = Result<IndividualTournament, TournamentError[]>
const refuse = (code: TournamentError['code'], params?: TournamentError['params']): Outcome =>
  err([params ? { code, params } : { code }])

/** What a change to a result of `round` touches. */
export interface CorrectionConsequences {
  /** Later rounds already paired on the old score (empty: nothing follows). */
  readonly laterRounds: readonly number[]
  /** The current round, when it has no result yet and can be unpaired and paired again. */
  readonly repairable: number | null
}

/** The later rounds paired on the old score, and whether the current round can be re-paired. */
export function correctionConsequences(
  t: IndividualTournament,
  round: number,
): CorrectionConsequences {
  const laterRounds = t.rounds.filter((r) => r.round > round).map((r) => r.round)
  const last = t.rounds[t.rounds.length - 1]
  const repairable =
    last && laterRounds.length > 0 && last.boards.every((b) => b.result === null)
      ? last.round
      : null
  return { laterRounds, repairable }
}

/**
 * Changes the result of a board of an earlier round. `previous` is the result the arbiter saw
 * when deciding; a board changed since is refused rather than overwritten.
 */
export function correctResult(
  t: IndividualTournament,
  round: number,
  board: number,
  result: GameResult | null,
  previous: GameResult | null,
): Outcome {
  const b = t.rounds[round - 1]?.boards.find((x) => x.board === board)
  if (b && b.result !== previous) return refuse('round/correction-stale', { round, board })
  return recordResult(t, round, board, result)
}

/**
 * Notes a result correction for the rating report only (a game found not to have been played,
 * a wrong forfeit): any round, FIDE mode or not; pairings and standings keep the result.
 */
export function noteRatingCorrection(
  t: IndividualTournament,
  round: number,
  board: number,
  result: GameResult,
  note: string,
): Outcome {
  const b = t.rounds[round - 1]?.boards.find((x) => x.board === board)
  if (!b) return refuse('round/unknown-board', { round, board })
  if (b.result === null) return refuse('round/no-result', { round, board })
  if (b.result === result) return refuse('round/correction-same', { round, board })
  const others = (t.ratingCorrections ?? []).filter((c) => c.round !== round || c.board !== board)
  const entry = { round, board, result, note: note.trim() }
  return ok({ ...t, ratingCorrections: [...others, entry] })
}

/** Whether the paired last round stops or starts being the final round with a new total. */
export function lastRoundRecheck(t: IndividualTournament, totalRounds: number): number | null {
  const last = t.rounds.length
  if (last === 0) return null
  const wasFinal = last === t.settings.totalRounds
  const isFinal = last === totalRounds
  return wasFinal !== isFinal ? last : null
}

/**
 * Changes the number of rounds of a Swiss (1 to 30, never below the rounds paired). When the
 * last paired round becomes or stops being the final one, its pairing was made with the other
 * last-round criteria: the arbiter is warned (level 4) and may unpair it if it has no result.
 * @see FIDE C.04.3 (criteria for the final round), C.02 (2026) checklist: number of rounds
 */
export function changeTotalRounds(t: IndividualTournament, totalRounds: number): Outcome {
  if (isRoundRobin(t)) return refuse('tournament/rounds-fixed-round-robin')
  if (!Number.isInteger(totalRounds) || totalRounds < 1 || totalRounds > 30)
    return refuse('tournament/rounds-range')
  if (totalRounds < nextRound(t) - 1)
    return refuse('tournament/rounds-below-paired', { paired: t.rounds.length })
  if (totalRounds === t.settings.totalRounds) return refuse('tournament/rounds-unchanged')
  return ok({ ...t, settings: { ...t.settings, totalRounds } })
}

import { cleanName, err, ok, shuffled, createRng, type Result } from '../core/index.ts'
import { bergerSchedule } from '../pairing/roundRobin/index.ts'
import type { PairedGame, PairingRequest, RoundPairing } from '../pairing/types.ts'
import {
  isRoundComplete,
  snapshotOf,
  type Entrant,
  type GameResult,
  type IndividualTournament,
  type PairedRound,
  type RoundRequest,
} from './individual.ts'
import { seedByArt28 } from './seeding.ts'
import type { TournamentErrorCode } from './errorCodes.ts'
import type { LogErrorCode } from '../log/index.ts'
import type { TiebreakErrorCode } from '../tiebreaks/index.ts'

/** Why an operation on a tournament was refused; shown to the arbiter, never thrown. */
export interface TournamentError {
  /** One of the tournament's codes, or the log's when a stored history does not fold. */
  readonly code: TournamentErrorCode | LogErrorCode | TiebreakErrorCode
  readonly params?: Readonly<Record<string, string | number>>
}
type Outcome = Result<IndividualTournament, TournamentError[]>
const refuse = (code: TournamentError['code'], params?: TournamentError['params']): Outcome =>
  err([params ? { code, params } : { code }])

/** The round that would be paired next (1-based). */
export function nextRound(t: IndividualTournament): number {
  return t.rounds.length + 1
}

/** True for the round-robin systems, paired from Berger tables rather than by the engine. */
export function isRoundRobin(t: IndividualTournament): boolean {
  return t.settings.system === 'round-robin' || t.settings.system === 'double-round-robin'
}

/**
 * The first round a player registered now plays. Under FAPA rules an entry after the period
 * (the initial order confirmed) joins in round 2, even before round 1 is paired.
 * @see FAPA art. 47.2 ("Finalizado el plazo, los jugadores que se inscriban se incorporarán a la
 * segunda ronda")
 */
export function joiningRound(t: IndividualTournament): number {
  const next = nextRound(t)
  return t.settings.entryRule === 'fapa' && t.numbersFrozen && next < 2 ? 2 : next
}

/** Registers a player; after the order is frozen the player joins with the next number. @see FAPA art. 47 */
export function addEntrant(
  t: IndividualTournament,
  e: Omit<Entrant, 'startNo' | 'joinedRound'>,
): Outcome {
  const name = cleanName(e.name)
  if (!name.ok) return refuse('entrant/name-too-long', name.error.params)
  if (e.registryId && t.entrants.some((x) => x.registryId === e.registryId))
    return refuse('entrant/duplicate')
  if (t.numbersFrozen && isRoundRobin(t)) return refuse('entrant/round-robin-started')
  const startNo = t.entrants.reduce((m, x) => Math.max(m, x.startNo), 0) + 1
  const entrant: Entrant = { ...e, name: name.value, startNo, joinedRound: joiningRound(t) }
  return ok({ ...t, entrants: [...t.entrants, entrant] })
}

/** Removes a player before the initial order is confirmed. */
export function removeEntrant(t: IndividualTournament, startNo: number): Outcome {
  if (t.numbersFrozen) return refuse('entrant/numbers-frozen')
  return ok({ ...t, entrants: t.entrants.filter((e) => e.startNo !== startNo) })
}

/**
 * Confirms the initial order and freezes start numbers: FAPA art. 28 order for a Swiss; for a
 * round robin, numbers drawn by the tournament's recorded lot seed.
 * @see FAPA art. 28, FIDE C.05 (drawing of numbers)
 */
export function freezeNumbers(t: IndividualTournament): Outcome {
  if (t.numbersFrozen) return refuse('entrant/numbers-frozen')
  if (t.entrants.length < 2) return refuse('entrant/too-few')
  const seeded = seedByArt28(t.entrants, t.settings.ratingMethod)
  const entrants = isRoundRobin(t)
    ? shuffled(seeded, createRng(t.settings.lotSeed)).map((e, i) => ({ ...e, startNo: i + 1 }))
    : seeded
  return ok({ ...t, entrants, numbersFrozen: true })
}

/** Sets or clears a request (bye, withdrawal) for the next round. A withdrawal stays in force. */
export function setRequest(
  t: IndividualTournament,
  startNo: number,
  request: RoundRequest | null,
): Outcome {
  if (!t.entrants.some((e) => e.startNo === startNo)) return refuse('entrant/unknown')
  const pending = { ...t.pendingRequests }
  if (request === null) delete pending[startNo]
  else pending[startNo] = request
  return ok({ ...t, pendingRequests: pending })
}

/** Players withdrawn in an earlier round who did not re-enter after it. */
export function withdrawnBefore(t: IndividualTournament): Set<number> {
  const out = new Set<number>()
  for (const r of t.rounds)
    for (const [no, req] of Object.entries(r.requests))
      if (req === 'withdrawn' && (t.reentered?.[Number(no)] ?? 0) <= r.round) out.add(Number(no))
  return out
}

/** Requests in force for the next round: earlier withdrawals, requests scheduled, pending ones. */
export function requestsForNextRound(t: IndividualTournament): Record<number, RoundRequest> {
  const out: Record<number, RoundRequest> = {}
  for (const no of withdrawnBefore(t)) out[no] = 'withdrawn'
  return { ...out, ...t.scheduledRequests?.[nextRound(t)], ...t.pendingRequests }
}

/** Checks that the next round may be paired. @see FIDE C.04.2 (all results before pairing) */
export function canPairNext(t: IndividualTournament): Result<number, TournamentError[]> {
  const round = nextRound(t)
  if (!t.numbersFrozen) return err([{ code: 'round/numbers-not-frozen' }])
  if (round > plannedRounds(t)) return err([{ code: 'round/all-paired' }])
  const last = t.rounds[t.rounds.length - 1]
  if (last && !isRoundComplete(last))
    return err([{ code: 'round/results-missing', params: { round: last.round } }])
  return ok(round)
}

/** Rounds planned: the settings for a Swiss, the Berger table's length for a round robin. */
export function plannedRounds(t: IndividualTournament): number {
  if (!isRoundRobin(t)) return t.settings.totalRounds
  const n = t.entrants.length + (t.entrants.length % 2)
  return (n - 1) * (t.settings.system === 'double-round-robin' ? 2 : 1)
}

/**
 * True once every planned round (`plannedRounds`: the settings for a Swiss, the Berger table for
 * a round robin) is paired and has all its results: the standings are final and nobody can join.
 * @see FAPA art. 47.2 (no entry once the event is over)
 */
export function isTournamentFinished(t: IndividualTournament): boolean {
  // An event with no round paired is open, whatever its table says (a round robin with no
  // entrants yet plans no rounds at all).
  return (
    t.rounds.length > 0 && t.rounds.length >= plannedRounds(t) && t.rounds.every(isRoundComplete)
  )
}

/** The engine's input for the next round of a Swiss. */
export function pairingRequestOf(t: IndividualTournament): PairingRequest {
  const round = nextRound(t)
  const absent = new Set<number>(Object.keys(requestsForNextRound(t)).map(Number))
  for (const e of t.entrants) if (e.joinedRound > round) absent.add(e.startNo)
  const snapshot = snapshotOf(t)
  return { tournament: { ...snapshot, totalRounds: t.settings.totalRounds }, round, absent }
}

/** The next round of a round robin from the Berger tables. @see FIDE C.05 Annex 1 */
export function roundRobinPairing(t: IndividualTournament): RoundPairing {
  const round = nextRound(t)
  const schedule = bergerSchedule(t.entrants.length, {
    double: t.settings.system === 'double-round-robin',
    swapLastTwoOfFirstCycle: t.settings.system === 'double-round-robin',
  })
  const r = schedule[round - 1]
  return { round, games: r ? r.games : [], bye: null }
}

/** Stores a pairing as the next round, boards in the given order. */
export function applyPairing(t: IndividualTournament, pairing: RoundPairing): Outcome {
  const check = canPairNext(t)
  if (!check.ok) return check
  if (pairing.round !== check.value) return refuse('round/stale-pairing')
  const paired: PairedRound = {
    round: pairing.round,
    boards: pairing.games.map((g, i) => ({
      board: i + 1,
      white: g.white,
      black: g.black,
      result: null,
    })),
    bye: pairing.bye,
    requests: requestsForNextRound(t),
    manualChanges: [],
  }
  const { [pairing.round]: _used, ...later } = t.scheduledRequests ?? {}
  void _used
  const scheduled = t.scheduledRequests ? { scheduledRequests: later } : {}
  return ok({ ...t, rounds: [...t.rounds, paired], pendingRequests: {}, ...scheduled })
}

/**
 * Whether a round's results may still be edited. In FIDE mode only the current round and the one
 * before it may change. @see FIDE Handbook C.02 (2026): FIDE mode
 */
export function canEditRound(
  t: IndividualTournament,
  round: number,
): Result<true, TournamentError[]> {
  const last = t.rounds.length
  if (round < 1 || round > last) return err([{ code: 'round/unknown', params: { round } }])
  if (t.settings.fideMode && round < last - 1)
    return err([{ code: 'round/locked-fide-mode', params: { round } }])
  return ok(true)
}

/** Records (or clears) the result of a board. */
export function recordResult(
  t: IndividualTournament,
  round: number,
  board: number,
  result: GameResult | null,
): Outcome {
  const allowed = canEditRound(t, round)
  if (!allowed.ok) return allowed
  const r = t.rounds[round - 1] as PairedRound
  if (!r.boards.some((b) => b.board === board))
    return refuse('round/unknown-board', { round, board })
  const boards = r.boards.map((b) => (b.board === board ? { ...b, result } : b))
  return ok({ ...t, rounds: t.rounds.map((x) => (x.round === round ? { ...r, boards } : x)) })
}

/** Removes the last round when no result of it was entered yet. */
export function unpairLastRound(t: IndividualTournament): Outcome {
  const last = t.rounds[t.rounds.length - 1]
  if (!last) return refuse('round/none')
  if (last.boards.some((b) => b.result !== null))
    return refuse('round/has-results', { round: last.round })
  return ok({ ...t, rounds: t.rounds.slice(0, -1), pendingRequests: { ...last.requests } })
}

/**
 * Replaces the pairing of the last round (no result entered yet) by a manual one and records
 * what changed, when and why. @see FIDE Handbook C.02 (2026): manual pairing step
 */
export function changePairingManually(
  t: IndividualTournament,
  games: readonly PairedGame[],
  reason: string,
  at: string,
): Outcome {
  const last = t.rounds[t.rounds.length - 1]
  if (!last) return refuse('round/none')
  if (last.boards.some((b) => b.result !== null))
    return refuse('round/has-results', { round: last.round })
  if (t.settings.fideMode && reason.trim() === '') return refuse('pairing/reason-required')
  const before = last.boards.map((b) => ({ white: b.white, black: b.black }))
  const seen = new Set<number>()
  for (const g of games) {
    if (g.white === g.black || seen.has(g.white) || seen.has(g.black))
      return refuse('pairing/player-twice')
    seen.add(g.white)
    seen.add(g.black)
  }
  const expected = new Set(before.flatMap((g) => [g.white, g.black]))
  if (seen.size !== expected.size || [...seen].some((n) => !expected.has(n)))
    return refuse('pairing/players-changed')
  const boards = games.map((g, i) => ({
    board: i + 1,
    white: g.white,
    black: g.black,
    result: null,
  }))
  const change = { at, reason: reason.trim(), before, after: games.slice() }
  const updated: PairedRound = { ...last, boards, manualChanges: [...last.manualChanges, change] }
  return ok({ ...t, rounds: [...t.rounds.slice(0, -1), updated] })
}

/** Leaves FIDE mode; it cannot be switched back on. @see FIDE Handbook C.02 (2026) */
export function leaveFideMode(t: IndividualTournament, at: string): Outcome {
  if (!t.settings.fideMode) return refuse('tournament/not-fide-mode')
  return ok({ ...t, settings: { ...t.settings, fideMode: false }, fideModeLeftAt: at })
}

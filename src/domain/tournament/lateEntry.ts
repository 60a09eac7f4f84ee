/**
 * Late entries: a player registered once the initial order is confirmed. While the rules let
 * pairing numbers be reassigned the entrant may take the place of the rating order, the players
 * below moving down one number; otherwise the entrant gets the next number. What the missed
 * rounds score and whether FAPA art. 47.2 closes entries are tournament settings.
 * @see FIDE C.04.2 (2026) Art. 2; FAPA art. 47.2
 */
import { err, ok, type Result } from '../core/index.ts'
import type { NewEntrant } from './events.ts'
import type {
  EntryRule,
  IndividualTournament,
  MissedRoundScore,
  PairedRound,
  RoundRequest,
} from './individual.ts'
import { addEntrant, isRoundRobin, joiningRound, type TournamentError } from './operations.ts'
import { compareByArt28 } from './seeding.ts'

type Outcome = Result<IndividualTournament, TournamentError[]>

/** Rounds after which pairing numbers are no longer reassigned. @see FIDE C.04.2 (2026) Art. 2.3 */
export const RENUMBER_LAST_PAIRED_ROUND = 3

/** A player whose start number changes when a late entrant is inserted. */
export interface Renumbering {
  readonly name: string
  readonly from: number
  readonly to: number
}

/** What registering a player now would do, shown to the arbiter before it is confirmed. */
export interface LateEntryPlan {
  /** The next number, the player's number in rating order (null when it cannot be offered). */
  readonly nextNumber: number
  readonly ratingOrderNumber: number | null
  /** The players renumbered if the entrant takes the rating-order number. */
  readonly renumbered: readonly Renumbering[]
  readonly joinedRound: number
}

/**
 * Whether pairing numbers may still be reassigned: a Swiss whose initial order is confirmed and
 * whose round 4 is not paired. @see FIDE C.04.2 (2026) Art. 2.3 (not after round 4 has been paired)
 */
export function canRenumber(t: IndividualTournament): boolean {
  return t.numbersFrozen && !isRoundRobin(t) && t.rounds.length <= RENUMBER_LAST_PAIRED_ROUND
}

/** The start number the entrant would hold in rating order among the players registered. */
export function ratingOrderNumber(t: IndividualTournament, e: NewEntrant): number {
  const before = compareByArt28(t.settings.ratingMethod)
  const byNumber = t.entrants.slice().sort((a, b) => a.startNo - b.startNo)
  const below = byNumber.find((x) => before(e, x) < 0)
  return below ? below.startNo : byNumber.length + 1
}

/** The options for registering `e` now, for a tournament whose initial order is confirmed. */
export function lateEntryPlan(t: IndividualTournament, e: NewEntrant): LateEntryPlan {
  const nextNumber = t.entrants.reduce((m, x) => Math.max(m, x.startNo), 0) + 1
  const at = canRenumber(t) ? ratingOrderNumber(t, e) : null
  const renumbered =
    at === null || at === nextNumber
      ? []
      : t.entrants
          .filter((x) => x.startNo >= at)
          .sort((a, b) => a.startNo - b.startNo)
          .map((x) => ({ name: x.name, from: x.startNo, to: x.startNo + 1 }))
  return {
    nextNumber,
    ratingOrderNumber: at === nextNumber ? null : at,
    renumbered,
    joinedRound: joiningRound(t),
  }
}

/**
 * Why no player can be registered now, beyond the checks of the player: FAPA art. 47.2 takes
 * no entry once round 2 is paired.
 * @see FAPA art. 47.2 ("Una vez realizado el emparejamiento de la segunda ronda, no se
 * admitirán inscripciones")
 */
export function entryClosed(t: IndividualTournament): TournamentError[] {
  return t.settings.entryRule === 'fapa' && t.rounds.length >= 2
    ? [{ code: 'entrant/fapa-47-closed' }]
    : []
}

/** Every start number of the tournament passed through `map` (players, rounds, requests...). */
export function renumberTournament(
  t: IndividualTournament,
  map: (startNo: number) => number,
): IndividualTournament {
  const game = <G extends { white: number; black: number }>(g: G): G => ({
    ...g,
    white: map(g.white),
    black: map(g.black),
  })
  const requests = (r: Readonly<Record<number, RoundRequest>>) =>
    Object.fromEntries(Object.entries(r).map(([no, q]) => [map(Number(no)), q]))
  const round = (r: PairedRound): PairedRound => ({
    ...r,
    boards: r.boards.map(game),
    bye: r.bye === null ? null : map(r.bye),
    requests: requests(r.requests),
    manualChanges: r.manualChanges.map((c) => ({
      ...c,
      before: c.before.map(game),
      after: c.after.map(game),
    })),
    ...(r.manualPhase
      ? {
          manualPhase: {
            engine: r.manualPhase.engine.map(game),
            final: r.manualPhase.final.map(game),
          },
        }
      : {}),
  })
  const scheduled = t.scheduledRequests
  const reentered = t.reentered
  return {
    ...t,
    entrants: t.entrants.map((e) => ({ ...e, startNo: map(e.startNo) })),
    rounds: t.rounds.map(round),
    pendingRequests: requests(t.pendingRequests),
    ...(t.tieDecisions
      ? { tieDecisions: t.tieDecisions.map((d) => ({ ...d, players: d.players.map(map) })) }
      : {}),
    ...(t.forbidden
      ? {
          forbidden: t.forbidden.map((p) => ({
            ...p,
            players: [map(p.players[0]), map(p.players[1])] as const,
          })),
        }
      : {}),
    ...(scheduled
      ? {
          scheduledRequests: Object.fromEntries(
            Object.entries(scheduled).map(([r, reqs]) => [Number(r), requests(reqs)]),
          ),
        }
      : {}),
    ...(t.halfByeIneligible ? { halfByeIneligible: t.halfByeIneligible.map(map) } : {}),
    ...(reentered
      ? {
          reentered: Object.fromEntries(
            Object.entries(reentered).map(([no, r]) => [map(Number(no)), r]),
          ),
        }
      : {}),
  }
}

/**
 * Registers a late entrant at start number `startNo`: the players from that number on move down
 * one, in every round, request and decision of the tournament, and the entrant takes the number.
 * Refused for a round robin, before the initial order is confirmed, once round 4 is paired, or
 * for a number outside 1..n+1. @see FIDE C.04.2 (2026) Art. 2.3
 */
export function insertEntrant(t: IndividualTournament, e: NewEntrant, startNo: number): Outcome {
  if (!t.numbersFrozen) return err([{ code: 'round/numbers-not-frozen' }])
  if (isRoundRobin(t)) return err([{ code: 'entrant/round-robin-started' }])
  if (!canRenumber(t)) return err([{ code: 'entrant/renumber-closed', params: { round: 4 } }])
  const last = t.entrants.reduce((m, x) => Math.max(m, x.startNo), 0) + 1
  if (!Number.isInteger(startNo) || startNo < 1 || startNo > last)
    return err([{ code: 'entrant/bad-start-number', params: { startNo, max: last } }])
  const added = addEntrant(t, e)
  if (!added.ok) return added
  const moved = renumberTournament(added.value, (n) =>
    n === last ? startNo : n >= startNo ? n + 1 : n,
  )
  return ok({ ...moved, entrants: moved.entrants.slice().sort((a, b) => a.startNo - b.startNo) })
}

/**
 * Sets what missed rounds score and whose entry rules apply. Fixed once a late entrant is
 * registered, so no score already earned changes.
 */
export function setEntryRules(
  t: IndividualTournament,
  missedRounds: MissedRoundScore,
  entryRule: EntryRule,
): Outcome {
  if (t.entrants.some((e) => e.joinedRound > 1)) return err([{ code: 'entrant/entry-rules-fixed' }])
  return ok({ ...t, settings: { ...t.settings, missedRounds, entryRule } })
}

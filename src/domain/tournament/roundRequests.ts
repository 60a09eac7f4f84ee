/**
 * Requests for several future rounds at once, half-point-bye eligibility, re-entry after a
 * withdrawal and the arbiter's forbidden pairs: what a player or the arbiter settles before
 * the rounds are paired.
 * @see FIDE C.02 (2026) checklist: byes and withdrawals, prohibited pairings; C.04.1.d
 */
import { err, ok, type Result } from '../core/index.ts'
import type { IndividualTournament, RoundRequest } from './individual.ts'
import { nextRound, plannedRounds, withdrawnBefore, type TournamentError } from './operations.ts'

type Outcome = Result<IndividualTournament, TournamentError[]>
const refuse = (code: TournamentError['code'], params?: TournamentError['params']): Outcome =>
  err([params ? { code, params } : { code }])

const known = (t: IndividualTournament, no: number) => t.entrants.some((e) => e.startNo === no)

/** Refuses a half-point bye to a player the arbiter marked ineligible for it. */
export function checkHalfByeAllowed(
  t: IndividualTournament,
  startNo: number,
  request: RoundRequest | null,
): TournamentError[] {
  if (request === 'half-bye' && (t.halfByeIneligible ?? []).includes(startNo))
    return [{ code: 'request/half-bye-ineligible', params: { startNo } }]
  return []
}

/**
 * Sets (or, with null, clears) the same request for several rounds not yet paired: the next
 * round's goes with the pending requests, later ones wait until their round is paired.
 */
export function scheduleRequests(
  t: IndividualTournament,
  startNo: number,
  rounds: readonly number[],
  request: RoundRequest | null,
): Outcome {
  if (!known(t, startNo)) return refuse('entrant/unknown', { startNo })
  if (!t.numbersFrozen) return refuse('round/numbers-not-frozen')
  if (request === 'withdrawn') return refuse('request/withdrawal-not-scheduled')
  const next = nextRound(t)
  const last = plannedRounds(t)
  if (rounds.length === 0) return refuse('request/no-rounds')
  for (const r of rounds)
    if (!Number.isInteger(r) || r < next || r > last)
      return refuse('request/round-out-of-range', { round: r, first: next, last })
  const ineligible = checkHalfByeAllowed(t, startNo, request)
  if (ineligible.length > 0) return err(ineligible)
  const pending = { ...t.pendingRequests }
  const scheduled: Record<number, Record<number, RoundRequest>> = {}
  for (const [r, reqs] of Object.entries(t.scheduledRequests ?? {}))
    scheduled[Number(r)] = { ...reqs }
  for (const r of rounds) {
    const target = r === next ? pending : (scheduled[r] ??= {})
    if (request === null) delete target[startNo]
    else target[startNo] = request
    if (r !== next && Object.keys(target).length === 0) delete scheduled[r]
  }
  return ok({ ...t, pendingRequests: pending, scheduledRequests: scheduled })
}

/** The rounds (paired, next or scheduled) in which the player has a half-point bye. */
export function halfByeRounds(t: IndividualTournament, startNo: number): number[] {
  const out = t.rounds.filter((r) => r.requests[startNo] === 'half-bye').map((r) => r.round)
  if (t.pendingRequests[startNo] === 'half-bye') out.push(nextRound(t))
  for (const [r, reqs] of Object.entries(t.scheduledRequests ?? {}))
    if (reqs[startNo] === 'half-bye') out.push(Number(r))
  return out.sort((a, b) => a - b)
}

/** Marks a player as (in)eligible for half-point byes; an ineligible player's pending ones go. */
export function setHalfByeEligibility(
  t: IndividualTournament,
  startNo: number,
  eligible: boolean,
): Outcome {
  if (!known(t, startNo)) return refuse('entrant/unknown', { startNo })
  const others = (t.halfByeIneligible ?? []).filter((n) => n !== startNo)
  if (eligible) return ok({ ...t, halfByeIneligible: others })
  if (halfByeRounds(t, startNo).some((r) => r >= nextRound(t)))
    return refuse('request/half-bye-pending', { startNo })
  return ok({ ...t, halfByeIneligible: [...others, startNo].sort((a, b) => a - b) })
}

/** A player withdrawn in an earlier round plays again from the next round. */
export function reenterPlayer(t: IndividualTournament, startNo: number): Outcome {
  if (!known(t, startNo)) return refuse('entrant/unknown', { startNo })
  if (!withdrawnBefore(t).has(startNo)) return refuse('request/not-withdrawn', { startNo })
  const pending = { ...t.pendingRequests }
  if (pending[startNo] === 'withdrawn') delete pending[startNo]
  return ok({
    ...t,
    pendingRequests: pending,
    reentered: { ...t.reentered, [startNo]: nextRound(t) },
  })
}

/**
 * Adds (or removes) a forbidden pair from the next round on. In FIDE mode a prohibited pairing
 * can only be added before round 1 is paired; afterwards FIDE mode must be left first.
 * @see FIDE C.02 (2026) checklist: prohibited pairings
 */
export function setForbiddenPair(
  t: IndividualTournament,
  players: readonly [number, number],
  forbidden: boolean,
): Outcome {
  const [a, b] = players[0] < players[1] ? players : [players[1], players[0]]
  if (!t.numbersFrozen) return refuse('round/numbers-not-frozen')
  if (a === b) return refuse('pairing/forbidden-same-player')
  for (const no of [a, b]) if (!known(t, no)) return refuse('entrant/unknown', { startNo: no })
  const list = t.forbidden ?? []
  const has = list.some((p) => p.players[0] === a && p.players[1] === b)
  if (!forbidden) {
    if (!has) return refuse('pairing/forbidden-unknown', { a, b })
    return ok({ ...t, forbidden: list.filter((p) => p.players[0] !== a || p.players[1] !== b) })
  }
  if (has) return refuse('pairing/forbidden-twice', { a, b })
  if (t.settings.fideMode && t.rounds.length > 0) return refuse('pairing/forbidden-fide-mode')
  return ok({ ...t, forbidden: [...list, { players: [a, b], fromRound: nextRound(t) }] })
}

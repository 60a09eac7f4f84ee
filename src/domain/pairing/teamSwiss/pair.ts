import { err, ok, type Result } from '../../core/index.ts'
import { pairBracket } from './bracket.ts'
import { allocateColours } from './colours.ts'
import { isPairable } from './feasible.ts'
import { teamState, type TeamState } from './state.ts'
import type {
  TeamPairedMatch,
  TeamSwissFailure,
  TeamSwissPairing,
  TeamSwissRequest,
} from './types.ts'

/** Rounds at the end in which distant clubs may meet. @see FAPA art. 71 */
export const ZONE_FREE_LAST_ROUNDS = 3

const byRank = (a: TeamState, b: TeamState) => b.score - a.score || a.tpn - b.tpn

/**
 * The pairing-allocated bye: among teams without a previous PAB or forfeit win, the lowest score,
 * then most matches played, then largest TPN, that leaves the others pairable.
 * @see FIDE C.04.6 art. 3.1, C2
 */
export function chooseBye(states: readonly TeamState[]): TeamState | null {
  const candidates = states
    .filter((s) => !s.byeBlocked)
    .sort((a, b) => a.score - b.score || b.played - a.played || b.tpn - a.tpn)
  return candidates.find((c) => isPairable(states.filter((s) => s !== c))) ?? null
}

function* combinations<T>(
  items: readonly T[],
  k: number,
  start = 0,
  acc: T[] = [],
): Generator<T[]> {
  if (acc.length === k) {
    yield acc.slice()
    return
  }
  for (let i = start; i <= items.length - (k - acc.length); i++) {
    acc.push(items[i] as T)
    yield* combinations(items, k, i + 1, acc)
    acc.pop()
  }
}

type Distant = ((a: number, b: number) => boolean) | null

/** Pairs the top scoregroup with the fewest, highest upfloaters that keep the rest pairable. @see FIDE C.04.6 art. 3.2, C3-C5 */
function pairTopGroup(
  remaining: TeamState[],
  distant: Distant,
): { pairs: [TeamState, TeamState][]; left: TeamState[] } | null {
  const top = remaining[0]?.score
  const group = remaining.filter((s) => s.score === top)
  const rest = remaining.filter((s) => s.score !== top)
  let attempts = 0
  for (let u = group.length % 2; u <= rest.length; u += 2) {
    for (const floaters of combinations(rest, u)) {
      if (attempts++ > 2000 && u < rest.length) break
      const left = rest.filter((s) => !floaters.includes(s))
      if (!isPairable(left)) continue
      const members = [...group, ...floaters]
      const pairs = pairBracket(members, { residents: group.length, distant })
      if (pairs)
        return {
          pairs: pairs.map(([i, j]) => [members[i] as TeamState, members[j] as TeamState]),
          left,
        }
    }
  }
  return null
}

/**
 * Pairs a round of a Swiss for teams: bye first, then scoregroup by scoregroup from the top with
 * upfloaters, then colours; distant clubs are kept apart except in the last three rounds.
 * @see FIDE C.04.6 (2026) art. 2-4, FAPA art. 71
 */
export function pairTeamSwiss(req: TeamSwissRequest): Result<TeamSwissPairing, TeamSwissFailure> {
  const fail = err({ code: 'team-swiss/no-legal-pairing' as const, round: req.round })
  let states = req.teams.filter((t) => !req.absent.has(t.tpn)).map((t) => teamState(t, req.round))
  let bye: number | null = null
  if (states.length % 2 === 1) {
    const b = chooseBye(states)
    if (!b) return fail
    bye = b.tpn
    states = states.filter((s) => s !== b)
  }
  if (!isPairable(states)) return fail
  const zonesOn =
    req.distant && req.round <= req.totalRounds - ZONE_FREE_LAST_ROUNDS ? req.distant : null
  let remaining = states.slice().sort(byRank)
  const pairs: [TeamState, TeamState][] = []
  while (remaining.length > 0) {
    const step = pairTopGroup(remaining, zonesOn)
    if (!step) return fail
    pairs.push(...step.pairs)
    remaining = step.left.sort(byRank)
  }
  const matches: TeamPairedMatch[] = pairs
    .sort(
      ([a1, b1], [a2, b2]) =>
        Math.max(a2.score, b2.score) - Math.max(a1.score, b1.score) ||
        Math.min(a1.tpn, b1.tpn) - Math.min(a2.tpn, b2.tpn),
    )
    .map(([a, b]) => allocateColours(a, b, req.initialColour))
  return ok({ round: req.round, matches, bye })
}

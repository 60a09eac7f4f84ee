import type { Colour } from '../../tournament/index.ts'
import { canComplete } from './completion.ts'
import type { CriteriaScale, Role, Vertex } from './criteria.ts'
import {
  bestMatching,
  byeUnmatched,
  mateOf,
  unmatchedPlayers,
  type Solution,
  type TieBreak,
} from './graph.ts'
import { lookAheadAtBound } from './lookAhead.ts'
import { byRank, type DutchPlayer } from './players.ts'
import { scaleFor } from './scale.ts'

/** One bracket to pair and the players still below it. */
export interface BracketInput {
  readonly mdps: readonly DutchPlayer[]
  readonly residents: readonly DutchPlayer[]
  readonly lower: readonly DutchPlayer[]
  /** True when an odd number of players is left and the bye vertex takes part. */
  readonly withBye: boolean
  readonly initial: Colour
  /** False turns every shortcut off: each bracket is then decided by its exact graph. */
  readonly shortcuts: boolean
}

export const vertex = (role: Role, player: DutchPlayer, next = false): Vertex => ({
  role,
  player,
  next,
})
export const BYE: Vertex = { role: 'bye', player: null, next: false }

/** The players of the next scoregroup (C8 looks ahead to them) and those further down. */
export function splitLower(input: BracketInput): {
  next: DutchPlayer[]
  deep: DutchPlayer[]
} {
  const nextScore = input.lower[0]?.score
  return {
    next: input.lower.filter((p) => p.score === nextScore),
    deep: input.lower.filter((p) => p.score !== nextScore),
  }
}

/** Who may take the PAB further down: the lowest-scored eligible players among `deep`. */
export function byeTakers(deep: readonly DutchPlayer[], sc: CriteriaScale): Set<number> {
  return new Set(deep.filter((p) => p.pabEligible && p.score === sc.deepByeScore).map((p) => p.id))
}

/**
 * Solves one bracket graph (`head`: the bracket's vertices). The last bracket is its own graph,
 * every player paired (one with the PAB vertex when the count is odd). With shortcuts, a bracket
 * with few players below (a quarter of its own) is solved with all of them at once. Otherwise, with
 * shortcuts, the bracket alone first, kept when {@link quickIsBest} shows the next bracket cannot
 * do better; then the bracket with the next scoregroup, kept when the players left over can
 * still complete the round; otherwise the bracket with every player left (C4, C8).
 */
export function solveBracket(
  input: BracketInput,
  head: readonly Vertex[],
  tie: TieBreak,
  patch: Partial<CriteriaScale>,
): Solution | null {
  const { next } = splitLower(input)
  if (input.lower.length === 0) return solveWhole(input, head, tie, patch)
  // Few players below: the whole graph costs about what the bracket's own does, and it decides
  // at once where the narrower graphs may take two or three solves to reach it.
  if (input.shortcuts && input.lower.length <= head.length / 4)
    return solveWhole(input, head, tie, patch)
  if (input.shortcuts) {
    const quick = solveRelaxed(input, head, tie, patch, [])
    if (quick && quickIsBest(input, head, quick, next)) return quick
  }
  const relaxed = solveRelaxed(input, head, tie, patch, next)
  if (relaxed) return relaxed
  return solveWhole(input, head, tie, patch)
}

/** The bracket graph with every player left (and the PAB vertex), everyone matched. */
function solveWhole(
  input: BracketInput,
  head: readonly Vertex[],
  tie: TieBreak,
  patch: Partial<CriteriaScale>,
): Solution | null {
  const { next, deep } = splitLower(input)
  const nextScore = next[0]?.score
  const sc = { ...scaleFor(input, next, deep), ...patch }
  const vertices = [
    ...head,
    ...input.lower.map((p) => vertex('lower', p, p.score === nextScore)),
    ...(input.withBye ? [BYE] : []),
  ]
  return bestMatching(vertices, sc, tie, true)
}

/**
 * Whether the bracket's own best solution is the best with the next scoregroup in view too: it
 * floats nobody, or one player whom the next bracket can seat with at most one of its players
 * left over (C8 cannot do better), and it agrees with the wider graph on the PAB (C5).
 * A shortcut: false means "not shown", and the wider graph decides.
 */
function quickIsBest(
  input: BracketInput,
  head: readonly Vertex[],
  sol: Solution,
  next: readonly DutchPlayer[],
): boolean {
  const floaters: DutchPlayer[] = []
  for (let i = 0; i < head.length; i++) {
    const j = mateOf(sol, i)
    if (j >= 0 && j < head.length) continue
    if (j >= 0) return false
    floaters.push(head[i]?.player as DutchPlayer)
  }
  if (floaters.length === 0) return true
  if (floaters.length > 1) return false
  const deep = input.lower.filter((p) => p.score !== next[0]?.score)
  if (input.withBye && scaleFor(input, next, deep).deepByeScore !== sol.scale.deepByeScore)
    return false
  return lookAheadAtBound(floaters, input.lower, input.withBye, byeTakers(input.lower, sol.scale))
}

/**
 * The bracket graph restricted to the bracket and `next`: everyone else may absorb floaters.
 * Exact when accepted, which it is only when the players left over can still complete the round:
 * an edge to a player further down weighs what leaving the bracket player unmatched does.
 */
function solveRelaxed(
  input: BracketInput,
  head: readonly Vertex[],
  tie: TieBreak,
  patch: Partial<CriteriaScale>,
  next: readonly DutchPlayer[],
): Solution | null {
  const inNext = new Set(next.map((p) => p.id))
  const deep = input.lower.filter((p) => !inNext.has(p.id))
  const sc = { ...scaleFor(input, next, deep), ...patch }
  const relaxed = [
    ...head,
    ...next.map((p) => vertex('lower', p, true)),
    ...(input.withBye ? [BYE] : []),
  ]
  const sol = bestMatching(relaxed, sc, tie, false)
  if (!sol) return null
  const rest = [...unmatchedPlayers(sol), ...deep].sort(byRank)
  return canComplete(rest, byeUnmatched(sol), byeTakers(deep, sc)) ? sol : null
}

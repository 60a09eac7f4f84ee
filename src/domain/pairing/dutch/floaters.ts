import { compatible } from './colours.ts'
import { canComplete } from './completion.ts'
import {
  CRITERIA_FIELDS,
  aloneFor,
  compareCriteria,
  Q,
  togetherFor,
  type Criteria,
  type Vertex,
} from './criteria.ts'
import { mateOf, NO_TIE, byeUnmatched, type Solution } from './graph.ts'
import { lookAheadAtBound } from './lookAhead.ts'
import { byRank, type DutchPlayer } from './players.ts'
import type { FloatersVerdict } from './search.ts'
import { byeTakers, solveBracket, vertex, type BracketInput } from './solve.ts'

/**
 * Decides whether a remainder candidate whose local costs (C10-C21) equal those of the bracket's
 * optimum, but whose floaters `out` differ from the optimum's, is as good on the criteria that
 * look past the bracket (C4, C5, C8, C9): then it is an optimum too.
 */
export type FloatersCheck = (out: ReadonlySet<number>) => boolean

/**
 * The exact check: the best completion of the round below the bracket (C5, C8, C9, and C4's
 * "can be completed at all") is computed for both floater sets (with the MDPs left in the limbo,
 * who float either way) and compared.
 */
export function sameOutlook(
  input: BracketInput,
  byId: ReadonlyMap<number, DutchPlayer>,
  floaters: ReadonlySet<number>,
  pabUnplayed: boolean,
  limbo: readonly DutchPlayer[],
): FloatersCheck {
  const players = (ids: ReadonlySet<number>): DutchPlayer[] => [
    ...limbo,
    ...[...ids].map((id) => byId.get(id) as DutchPlayer),
  ]
  let mine: Criteria | null | undefined
  return (out) => {
    if (out.size === floaters.size && [...out].every((id) => floaters.has(id))) return true
    if (mine === undefined) mine = outlook(input, players(floaters), pabUnplayed)
    const theirs = outlook(input, players(out), pabUnplayed)
    return mine !== null && theirs !== null && compareCriteria(mine, theirs) === 0
  }
}

/**
 * C5-C9 of the best way the round continues when `floaters` leave the bracket (null when it
 * cannot be completed): the floaters, who may not meet each other, with the players below.
 */
function outlook(
  input: BracketInput,
  floaters: readonly DutchPlayer[],
  pabUnplayed: boolean,
): Criteria | null {
  const head = floaters.map((p) => vertex('limbo', p))
  const sol = solveBracket({ ...input, shortcuts: false }, head, NO_TIE, { pabUnplayed })
  return sol ? solutionCriteria(sol).slice(Q.C5, Q.C9 + 1) : null
}

/** The criteria vector of a solved graph: its pairs' fields plus its unmatched vertices'. */
export function solutionCriteria(sol: Solution): Criteria {
  const total: Criteria = new Array<bigint>(CRITERIA_FIELDS).fill(0n)
  sol.vertices.forEach((v, i) => {
    const j = mateOf(sol, i)
    if (j >= 0 && j < i) return
    const f = j < 0 ? aloneFor(v, sol.scale) : togetherFor(v, sol.vertices[j] as Vertex, sol.scale)
    f?.forEach((x, k) => (total[k] = (total[k] ?? 0n) + x))
  })
  return total
}

/** Floater sets {@link withExactCheck} decides exactly before it answers 'unknown'. */
const EXACT_CHECKS = 2

/**
 * The argued check first, then (for the first few floater sets it does not accept, each once) the
 * exact one:
 * true when the floaters are as good as the optimum's, false when they are worse, 'unknown' once
 * the exact checks are spent. The exact check is built on first use.
 */
export function withExactCheck(argued: FloatersCheck, exact: () => FloatersCheck): FloatersVerdict {
  let check: FloatersCheck | null = null
  const decided = new Map<string, boolean>()
  return (out) => {
    if (argued(out)) return true
    const key = [...out].sort((a, b) => a - b).join(' ')
    let verdict = decided.get(key)
    if (verdict === undefined) {
      if (decided.size >= EXACT_CHECKS) return 'unknown'
      check ??= exact()
      verdict = check(out)
      decided.set(key, verdict)
    }
    return verdict
  }
}

/**
 * The argued check (a shortcut): floater sets that differ from the optimum's by one player of
 * the same score who can take the same place below (same next-bracket partner, or the bye on the
 * same terms).
 */
export function equivalentFloaters(
  input: BracketInput,
  sol: Solution,
  head: readonly Vertex[],
  floaters: ReadonlySet<number>,
  pabUnplayed: boolean,
): FloatersCheck {
  const index = new Map(head.map((v, i) => [v.player?.id ?? -1, i]))
  const byId = new Map(head.map((v) => [v.player?.id ?? -1, v.player as DutchPlayer]))
  return (out) => {
    if (out.size !== floaters.size) return false
    const added = [...out].filter((id) => !floaters.has(id))
    const removed = [...floaters].filter((id) => !out.has(id))
    if (added.length === 0) return true
    if (added.length !== 1) return false
    const f = byId.get(added[0] as number)
    const old = byId.get(removed[0] as number)
    const j = mateOf(sol, index.get(old?.id ?? -1) ?? -1)
    if (!f || !old || f.score !== old.score) return false
    if (j < 0) return completesInstead(input, sol, old, f) && seatedBelow(input, sol, f)

    const partner = sol.vertices[j]
    if (!partner) return false
    if (partner.role === 'bye')
      return f.pabEligible && (!pabUnplayed || f.unplayed === old.unplayed)
    if (partner.role !== 'lower' || partner.player === null) return false
    if (compatible(f, partner.player)) return true
    // f meets another next-bracket player who was left to float; the old partner floats instead.
    const x = partner.player
    return sol.vertices.some(
      (v, i) =>
        v.role === 'lower' &&
        v.player !== null &&
        mateOf(sol, i) < 0 &&
        compatible(f, v.player) &&
        completesInstead(input, sol, v.player, x),
    )
  }
}

/**
 * For a solution found on the bracket alone (its floater seated at the C8 bound), whether `f`
 * too can be seated in the next bracket at that bound; in a wider graph C8 was weighed there.
 */
function seatedBelow(input: BracketInput, sol: Solution, f: DutchPlayer): boolean {
  if (input.lower.length === 0 || sol.vertices.some((v) => v.role === 'lower')) return true
  return lookAheadAtBound([f], input.lower, input.withBye, byeTakers(input.lower, sol.scale))
}

/** True when the round still completes with `f` floating further down instead of `old`. */
function completesInstead(
  input: BracketInput,
  sol: Solution,
  old: DutchPlayer,
  f: DutchPlayer,
): boolean {
  const inGraph = new Set(sol.vertices.map((v) => v.player?.id ?? -1))
  const deep = input.lower.filter((p) => !inGraph.has(p.id))
  const left = sol.vertices
    .filter((v, i) => v.player && mateOf(sol, i) < 0 && v.player.id !== old.id)
    .map((v) => v.player as DutchPlayer)
  const rest = [...left, f, ...deep].sort(byRank)
  return canComplete(rest, byeUnmatched(sol), byeTakers(deep, sol.scale))
}

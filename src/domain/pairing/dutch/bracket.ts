import type { CriteriaScale } from './criteria.ts'
import { equivalentFloaters, sameOutlook, withExactCheck, type FloatersCheck } from './floaters.ts'
import { firstByOneExchange } from './exchanges.ts'
import { firstByFloaterClasses } from './floaterClasses.ts'
import { mateOf } from './graph.ts'
import { perfectCandidate, SEARCH_BUDGET } from './perfect.ts'
import { byRank, type DutchPlayer } from './players.ts'
import {
  addCost,
  floaterCost,
  pairCost,
  searchTranspositions,
  zeroCost,
  type FloatersVerdict,
  type LocalCost,
} from './search.ts'
import { solveBracket, vertex, type BracketInput } from './solve.ts'
import { mdpTie, remainderTie } from './ties.ts'

export type { BracketInput } from './solve.ts'

export interface BracketOutcome {
  readonly pairs: readonly (readonly [DutchPlayer, DutchPlayer])[]
  readonly downfloaters: readonly DutchPlayer[]
  readonly bye: DutchPlayer | null
}

/** Stage one: which MDPs are paired and with whom (MDP sets, then S2 transpositions). */
interface MdpStage {
  readonly pairs: [DutchPlayer, DutchPlayer][]
  /** Pairs the remainder makes in the optimum (its S1 size). */
  readonly k: number
  /** True when the bracket downfloats one player only, to the PAB (C9 applies). */
  readonly pabUnplayed: boolean
  /** Local costs of the remainder in the optimum found. */
  readonly target: LocalCost
  readonly scale: CriteriaScale
  /**
   * Accepts another remainder floater set as good as the optimum's on C4, C5, C8, C9. With
   * shortcuts, the argued check, then the exact one (false: worse).
   */
  readonly floatersOk: FloatersVerdict
  /** The exact check alone: whether another floater set is as good as the optimum's. */
  readonly exactFloaters: () => FloatersCheck
}

/**
 * Solves the whole bracket once with the MDP order as tie-break (C.04.3 D.1 for MDPs): fixes the
 * MDPs' opponents and tells the remainder what its best local costs are.
 */
function pairMdps(input: BracketInput): MdpStage | null {
  const { mdps, residents } = input
  const head = [
    ...mdps.map((p) => vertex('mdp', p)),
    ...residents.map((p) => vertex('resident', p)),
  ]
  const m = mdps.length
  const n = residents.length
  const tie = mdpTie(m, n)
  let sol = solveBracket(input, head, tie, {})
  if (!sol) return null
  const first = sol
  const leaving = head
    .map((_, i) => i)
    .filter((i) => mateOf(first, i) < 0 || mateOf(first, i) >= m + n)
  const only = leaving.length === 1 ? mateOf(sol, leaving[0] as number) : -1
  const pabUnplayed = sol.vertices[only]?.role === 'bye'
  if (pabUnplayed) {
    sol = solveBracket(input, head, tie, { pabUnplayed })
    if (!sol) return null
  }
  const pairs: [DutchPlayer, DutchPlayer][] = []
  let k = 0
  const target = zeroCost()
  const floaters = new Set<number>()
  for (let i = m; i < m + n; i++) {
    const j = mateOf(sol, i)
    const me = residents[i - m] as DutchPlayer
    if (j >= m + n || j < 0) {
      floaters.add(me.id)
      addCost(target, floaterCost(me, sol.scale))
    } else if (j < m) pairs.push([mdps[j] as DutchPlayer, me])
    else if (j > i) {
      k++
      addCost(target, pairCost(me, residents[j - m] as DutchPlayer, sol.scale))
    }
  }
  const byId = new Map(residents.map((p) => [p.id, p]))
  let check: FloatersCheck | null = null
  const exact = (): FloatersCheck =>
    (check ??= sameOutlook(input, byId, floaters, pabUnplayed, limboOf(mdps, pairs)))
  const floatersOk = input.shortcuts
    ? withExactCheck(equivalentFloaters(input, sol, head, floaters, pabUnplayed), exact)
    : exact()
  return { pairs, k, pabUnplayed, target, scale: sol.scale, floatersOk, exactFloaters: exact }
}

/** The MDPs no pair takes: they float again. */
const limboOf = (
  mdps: readonly DutchPlayer[],
  pairs: readonly (readonly [DutchPlayer, DutchPlayer])[],
): DutchPlayer[] => mdps.filter((p) => !pairs.some(([a]) => a === p))

/**
 * Pairs one bracket: with shortcuts, a perfect candidate when there is one; otherwise the MDPs
 * first, then the remainder in rule order (S2 transpositions with the optimum's costs; with
 * shortcuts, then class by class of floater sets), and when that search cannot decide, the
 * remainder's own graph with the D.1/D.2 order as tie-break.
 * @see FIDE C.04.3 (2025) Articles 2-4
 */
export function pairBracket(input: BracketInput): BracketOutcome | null {
  if (input.shortcuts) {
    const perfect = perfectCandidate(input)
    if (perfect) return settle(input, perfect.pairs, perfect.floaters)
  }
  const first = pairMdps(input)
  if (!first) return null
  const used = new Set(first.pairs.flatMap(([a, b]) => [a.id, b.id]))
  const rest = input.residents.filter((p) => !used.has(p.id))
  const limbo = limboOf(input.mdps, first.pairs)
  const quick = searchTranspositions(
    rest,
    first.k,
    first.scale,
    first.target,
    first.floatersOk,
    SEARCH_BUDGET,
    input.shortcuts,
  )
  const found =
    quick === 'unknown' && input.shortcuts
      ? firstByFloaterClasses(
          rest,
          first.k,
          first.scale,
          first.target,
          first.exactFloaters(),
          input.lower,
        )
      : quick
  // The remainder's pairs found by a search: the MDPs' pairs with them, the rest floats.
  const withRemainder = (pairs: readonly (readonly [DutchPlayer, DutchPlayer])[]) => {
    const paired = new Set(pairs.flatMap(([a, b]) => [a.id, b.id]))
    const floating = [...limbo, ...rest.filter((p) => !paired.has(p.id))]
    return settle(input, [...first.pairs, ...pairs], floating)
  }
  if (found !== 'unknown') return withRemainder(found)
  const exchanged = input.shortcuts ? firstByOneExchange(input, rest, limbo, first) : 'unknown'
  if (exchanged !== 'unknown') return withRemainder(exchanged)
  const head = [...rest.map((p) => vertex('resident', p)), ...limbo.map((p) => vertex('limbo', p))]
  const sol = solveBracket(input, head, remainderTie(rest.length, first.k), {
    pabUnplayed: first.pabUnplayed,
  })
  if (!sol) return null
  const pairs: (readonly [DutchPlayer, DutchPlayer])[] = [...first.pairs]
  const downfloaters: DutchPlayer[] = []
  let bye: DutchPlayer | null = null
  for (let i = 0; i < head.length; i++) {
    const j = mateOf(sol, i)
    const me = head[i]?.player as DutchPlayer
    if (j >= 0 && j < head.length) {
      if (j > i) pairs.push([me, head[j]?.player as DutchPlayer])
    } else if (j >= 0 && sol.vertices[j]?.role === 'bye' && input.lower.length === 0) bye = me
    else downfloaters.push(me)
  }
  return { pairs, downfloaters: downfloaters.sort(byRank), bye }
}

/** Outcome of a bracket whose pairs are known: in the last bracket the one left takes the PAB. */
function settle(
  input: BracketInput,
  pairs: readonly (readonly [DutchPlayer, DutchPlayer])[],
  floating: readonly DutchPlayer[],
): BracketOutcome {
  const sorted = [...floating].sort(byRank)
  if (input.lower.length === 0 && input.withBye && sorted.length === 1)
    return { pairs, downfloaters: [], bye: sorted[0] ?? null }
  return { pairs, downfloaters: sorted, bye: null }
}

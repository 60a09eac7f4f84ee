import type { CriteriaScale } from './criteria.ts'
import { mateOf } from './graph.ts'
import { SEARCH_BUDGET } from './perfect.ts'
import type { DutchPlayer } from './players.ts'
import { transpositionsReaching, type FloatersVerdict, type LocalCost } from './search.ts'
import { solveBracket, vertex, type BracketInput } from './solve.ts'
import { remainderTie } from './ties.ts'

/** The remainder's optimum as the MDP stage found it (see `pairBracket`). */
export interface RemainderOptimum {
  /** Pairs the remainder makes in the optimum (its S1 size). */
  readonly k: number
  readonly pabUnplayed: boolean
  readonly target: LocalCost
  readonly scale: CriteriaScale
  readonly floatersOk: FloatersVerdict
}

/**
 * The remainder's first candidate in rule order when no candidate of the original S1 and S2 is
 * optimal and one resident exchange is (a shortcut). The remainder graph is solved with only the
 * first two keys of the exchange order as tie-break (D.2 a, b: fewest players swapped, smallest
 * BSN-sum difference), numbers far smaller than the whole order's. When its optimum swaps one
 * player, the exchanges of that difference are walked in D.2 c order (the highest BSN moved
 * S1->S2 first), each split's S2 transpositions searched for the first candidate at the optimum's
 * costs. 'unknown' when the optimum swaps more players, or a search cannot decide: the whole
 * order's graph decides then.
 * @see FIDE C.04.3 D.1, D.2
 */
export function firstByOneExchange(
  input: BracketInput,
  rest: readonly DutchPlayer[],
  limbo: readonly DutchPlayer[],
  optimum: RemainderOptimum,
): [DutchPlayer, DutchPlayer][] | 'unknown' {
  const { k } = optimum
  const n = rest.length
  const head = [...rest.map((p) => vertex('resident', p)), ...limbo.map((p) => vertex('limbo', p))]
  const sol = solveBracket(input, head, remainderTie(n, k, 2), {
    pabUnplayed: optimum.pabUnplayed,
  })
  if (!sol) return 'unknown'
  // Who the optimum moves, read as the tie-break reads it: the lower of two S1 players paired
  // together, or an S1 player leaving the remainder, moves to S2; the higher of two S2 players
  // paired together moves to S1.
  const down: number[] = []
  const up: number[] = []
  for (let i = 0; i < n; i++) {
    const j = mateOf(sol, i)
    if (j < 0 || j >= n) {
      if (i < k) down.push(i)
    } else if (j > i) {
      if (j < k) down.push(j)
      else if (i >= k) up.push(i)
    }
  }
  if (down.length !== 1 || up.length !== 1) return 'unknown'
  const gap = (up[0] as number) - (down[0] as number)
  for (let x = k - 1; x >= 0; x--) {
    const y = x + gap
    if (y < k || y >= n) continue
    const s1 = rest.filter((_, i) => (i < k && i !== x) || i === y)
    const s2 = rest.filter((_, i) => (i >= k && i !== y) || i === x)
    const found = transpositionsReaching(
      [...s1, ...s2],
      k,
      optimum.scale,
      optimum.target,
      optimum.floatersOk,
      SEARCH_BUDGET,
      true,
    )
    if (found !== 'above') return found
  }
  return 'unknown'
}

import { compatible } from './colours.ts'
import type { CriteriaScale } from './criteria.ts'
import type { FloatersCheck } from './floaters.ts'
import type { DutchPlayer } from './players.ts'
import { colourCosts, firstOptimal, type LocalCost } from './search.ts'

/** Floater classes tried at most, and exact outlook checks made at most, before the graph decides. */
export const FLOATER_CLASSES = { classes: 64, checks: 24 } as const

/**
 * The remainder's first optimal S2 transposition (D.1 order), found class by class of floater
 * sets. Floaters with the same {@link outlookKeys} continue the round alike, so each multiset of
 * keys (a class) is checked once, exactly, against the optimum's floaters on the criteria that
 * look past the bracket (`exact`: C4, C5, C8, C9). For each class that passes, the transpositions
 * whose floaters are in it are the assignments of S1 to S2 with one floater row per key, and the
 * first of them at the target's local costs is {@link firstOptimal}'s. The answer is the earliest
 * of those candidates over the classes.
 *
 * A shortcut for remainders whose walk in D.1 order meets many candidates at the target's local
 * costs with worse floaters before the first optimal one. 'unknown' when there are too many
 * classes or checks for it to pay, when no transposition is optimal (the optimum then needs an
 * exchange, D.2), or when a class's costs contradict the optimum: the remainder's graph decides.
 * @see FIDE C.04.3 (2025) D.1, B.4-B.8
 */
export function firstByFloaterClasses(
  players: readonly DutchPlayer[],
  k: number,
  sc: CriteriaScale,
  target: LocalCost,
  exact: FloatersCheck,
  lower: readonly DutchPlayer[],
  limits: { readonly classes: number; readonly checks: number } = FLOATER_CLASSES,
): [DutchPlayer, DutchPlayer][] | 'unknown' {
  const s2 = players.slice(k)
  const out = s2.length - k
  if (out < 1 || k < 1) return 'unknown'
  const keys = outlookKeys(s2, lower)
  const distinct = [...new Set(keys)]
  const keyOf = keys.map((x) => distinct.indexOf(x))
  const counts = distinct.map((_, d) => keyOf.filter((x) => x === d).length)
  const classes = multisets(counts, out, limits.classes)
  if (!classes) return 'unknown'
  const pairs = colourCosts(players, k, sc)
  const bsn = new Map(players.map((p, i) => [p.id, i]))
  let best: [DutchPlayer, DutchPlayer][] | null = null
  let bestOrder: number[] | null = null
  let checks = 0
  for (const cls of classes) {
    const found = firstOptimal(
      players,
      k,
      sc,
      pairs,
      target,
      () => true,
      false,
      (row, col) => keyOf[col] === cls[row],
    )
    if (found === 'unknown' || found === 'above') continue
    if (++checks > limits.checks) return 'unknown'
    // One set of the class stands for all of it: the first S2 players of each key.
    const taken = new Set<number>()
    const sample = cls.map((d) => {
      const j = keyOf.findIndex((x, at) => x === d && !taken.has(at))
      taken.add(j)
      return (s2[j] as DutchPlayer).id
    })
    if (!exact(new Set(sample))) continue
    // Cheaper pairs with floaters as good as the optimum's would beat the optimum itself.
    if (found === 'walk') return 'unknown'
    const order = found.map(([, b]) => bsn.get(b.id) as number)
    if (bestOrder === null || compareOrders(order, bestOrder) < 0) {
      best = found
      bestOrder = order
    }
  }
  return best ?? 'unknown'
}

/**
 * What the criteria past the bracket (C4-C9) can see of a floater: its score, whether it may take
 * the PAB and its unplayed games (C2, C5, C9), and whom below it may meet (C1, C3). Floater sets
 * with the same keys, as multisets, continue the round alike.
 */
function outlookKeys(s2: readonly DutchPlayer[], lower: readonly DutchPlayer[]): string[] {
  return s2.map((p) => {
    const meets = lower.map((q) => (compatible(p, q) ? '1' : '0')).join('')
    return `${p.score}/${p.pabEligible ? 1 : 0}/${p.unplayed}/${meets}`
  })
}

/**
 * The multisets of `size` keys (each key d at most counts[d] times), as non-decreasing key lists;
 * null when there are more than `limit`.
 */
function multisets(counts: readonly number[], size: number, limit: number): number[][] | null {
  const all: number[][] = []
  const cur: number[] = []
  const grow = (from: number): boolean => {
    if (cur.length === size) {
      all.push([...cur])
      return all.length <= limit
    }
    for (let d = from; d < counts.length; d++) {
      if (cur.filter((x) => x === d).length >= (counts[d] as number)) continue
      cur.push(d)
      const ok = grow(d)
      cur.pop()
      if (!ok) return false
    }
    return true
  }
  return grow(0) ? all : null
}

/** D.1 order of two transpositions: by the S2 players their S1 players meet, in S1 order. */
function compareOrders(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number)
  return 0
}

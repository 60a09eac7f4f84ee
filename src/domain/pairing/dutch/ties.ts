import type { TieBreak } from './graph.ts'

const none = (count: number): bigint[] => new Array<bigint>(count).fill(0n)

/**
 * Order of MDP choices in a heterogeneous bracket: MDP sets by their smallest differing BSN,
 * then S2 transpositions (each MDP's opponent as low in BSN as possible). MDPs are vertices
 * 0..m-1 and residents m..m+n-1. @see FIDE C.04.3 (2025) Article 4, D.1
 */
export function mdpTie(m: number, n: number): TieBreak {
  return {
    fields: 2,
    alone: () => none(2),
    pair: (x, y) => {
      const [i, j] = x < m ? [x, y] : [y, x]
      if (i >= m || j < m || j >= m + n) return none(2)
      return [1n << BigInt(m - 1 - i), BigInt(n - (j - m)) * BigInt(n + 1) ** BigInt(m - 1 - i)]
    },
  }
}

/**
 * Order of remainder candidates: exchanges (fewest swaps, smallest BSN-sum difference, highest
 * BSN moved S1->S2, lowest moved S2->S1) then S2 transpositions. Remainder players are vertices
 * 0..n-1 in BSN order; S1 is the first k. With `fields` 2, only the first two keys of the
 * exchange order (fewest swaps, smallest sum difference). @see FIDE C.04.3 D.1, D.2
 */
export function remainderTie(n: number, k: number, fields: 2 | 5 = 5): TieBreak {
  const W = BigInt(n + 2)
  // Powers and bits by exponent, computed once per graph instead of once per pair.
  // The powers (some n log n bits each) only when the transposition key is kept.
  const power: bigint[] = [1n]
  if (fields === 5) for (let e = 1; e < n; e++) power.push((power[e - 1] as bigint) * W)
  const bit = Array.from({ length: n + 2 }, (_, e) => 1n << BigInt(e))
  const cut = (keys: bigint[]): bigint[] => (fields === 5 ? keys : keys.slice(0, 2))
  const floats = (u: number): bigint[] =>
    u < k ? cut([0n, BigInt(u + 1), bit[u + 1] as bigint, 0n, 0n]) : none(fields)
  return {
    fields,
    alone: floats,
    pair: (x, y) => {
      if (x >= n && y >= n) return none(fields)
      if (x >= n || y >= n) return floats(Math.min(x, y))
      const a = Math.min(x, y)
      const b = Math.max(x, y)
      const trans = fields === 5 ? BigInt(n - b) * (power[n - 1 - a] as bigint) : 0n
      if (b < k) return cut([1n, BigInt(b + 1), bit[b + 1] as bigint, 0n, trans])
      if (a >= k) return cut([0n, -BigInt(a + 1), 0n, bit[n - (a + 1)] as bigint, trans])
      return cut([1n, 0n, 0n, 0n, trans])
    },
  }
}

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
 * 0..n-1 in BSN order; S1 is the first k. @see FIDE C.04.3 D.1, D.2
 */
export function remainderTie(n: number, k: number): TieBreak {
  const W = BigInt(n + 2)
  // Powers and bits by exponent, computed once per graph instead of once per pair.
  const power: bigint[] = [1n]
  for (let e = 1; e < n; e++) power.push((power[e - 1] as bigint) * W)
  const bit = Array.from({ length: n + 2 }, (_, e) => 1n << BigInt(e))
  return {
    fields: 5,
    alone: (u) => (u < k ? [0n, BigInt(u + 1), bit[u + 1] as bigint, 0n, 0n] : none(5)),
    pair: (x, y) => {
      if (x >= n && y >= n) return none(5)
      if (x >= n || y >= n) {
        const u = Math.min(x, y)
        return u < k ? [0n, BigInt(u + 1), bit[u + 1] as bigint, 0n, 0n] : none(5)
      }
      const a = Math.min(x, y)
      const b = Math.max(x, y)
      const trans = BigInt(n - b) * (power[n - 1 - a] as bigint)
      if (b < k) return [1n, BigInt(b + 1), bit[b + 1] as bigint, 0n, trans]
      if (a >= k) return [0n, -BigInt(a + 1), 0n, bit[n - (a + 1)] as bigint, trans]
      return [1n, 0n, 0n, 0n, trans]
    },
  }
}

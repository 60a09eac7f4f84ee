import type { WeightedEdge } from '../../../../src/domain/pairing/matching/index.ts'

/** Best (cardinality, weight) over every matching, by exhaustive search; for tiny graphs only. */
export function bestByBruteForce(
  n: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
): { size: number; weight: bigint } {
  const used = new Uint8Array(n)
  let best = { size: 0, weight: 0n }
  const better = (size: number, weight: bigint): boolean =>
    maxCardinality
      ? size > best.size || (size === best.size && weight > best.weight)
      : weight > best.weight
  const go = (from: number, size: number, weight: bigint): void => {
    if (better(size, weight)) best = { size, weight }
    for (let i = from; i < edges.length; i++) {
      const e = edges[i]!
      if (e.u === e.v || used[e.u] === 1 || used[e.v] === 1) continue
      used[e.u] = used[e.v] = 1
      go(i + 1, size + 1, weight + e.w)
      used[e.u] = used[e.v] = 0
    }
  }
  go(0, 0, 0n)
  return best
}

/** Size and weight of `mate`, failing on an asymmetric mate or a pair that is not an edge. */
export function measureMatching(
  n: number,
  edges: readonly WeightedEdge[],
  mate: Int32Array,
): { size: number; weight: bigint } {
  if (mate.length !== n) throw new Error(`mate has length ${mate.length}, expected ${n}`)
  let size = 0
  let weight = 0n
  for (let v = 0; v < n; v++) {
    const p = mate[v]!
    if (p === -1) continue
    if (mate[p] !== v) throw new Error(`mate is not symmetric at ${v}`)
    if (p < v) continue
    let bestW = -1n
    for (const e of edges) {
      if (((e.u === v && e.v === p) || (e.u === p && e.v === v)) && e.w > bestW) bestW = e.w
    }
    if (bestW < 0n) throw new Error(`pair ${v}-${p} is not an edge`)
    size++
    weight += bestW
  }
  return { size, weight }
}

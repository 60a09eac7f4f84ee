/** Exhaustive maximum-cardinality maximum-weight matching for tiny graphs (development only). */
export function bruteMatching(
  n: number,
  edges: readonly { u: number; v: number; w: bigint }[],
): Int32Array {
  const adj = new Map<number, bigint>()
  for (const e of edges) {
    adj.set(e.u * n + e.v, e.w)
    adj.set(e.v * n + e.u, e.w)
  }
  const memo = new Map<number, { c: number; w: bigint; pick: number }>()
  const solve = (mask: number): { c: number; w: bigint; pick: number } => {
    if (mask === 0) return { c: 0, w: 0n, pick: -1 }
    const hit = memo.get(mask)
    if (hit) return hit
    let i = 0
    while (!(mask & (1 << i))) i++
    const rest = mask & ~(1 << i)
    let best = { ...solve(rest), pick: -1 }
    for (let j = i + 1; j < n; j++) {
      if (!(rest & (1 << j))) continue
      const w = adj.get(i * n + j)
      if (w === undefined) continue
      const sub = solve(rest & ~(1 << j))
      const c = sub.c + 1
      const tw = sub.w + w
      if (c > best.c || (c === best.c && tw > best.w)) best = { c, w: tw, pick: j }
    }
    memo.set(mask, best)
    return best
  }
  const mate = new Int32Array(n).fill(-1)
  let mask = (1 << n) - 1
  while (mask) {
    let i = 0
    while (!(mask & (1 << i))) i++
    const r = solve(mask)
    if (r.pick >= 0) {
      mate[i] = r.pick
      mate[r.pick] = i
      mask &= ~(1 << r.pick)
    }
    mask &= ~(1 << i)
  }
  return mate
}

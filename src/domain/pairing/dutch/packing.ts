/**
 * Packs signed lexicographic criteria into one bigint weight per edge: the first field dominates
 * every later one, so the heaviest matching is the best by the criteria in priority order.
 * Each field gets just the bits its largest possible matching total needs (at most one edge per
 * vertex), which keeps most weights small enough for fast arithmetic.
 */
export function packWeights(
  rows: readonly (readonly bigint[])[],
  ends: readonly number[],
  vertices: number,
  fieldCount: number,
): bigint[] {
  const perVertex: bigint[][] = Array.from({ length: fieldCount }, () =>
    new Array<bigint>(vertices).fill(0n),
  )
  rows.forEach((row, k) => {
    const u = ends[2 * k] as number
    const v = ends[2 * k + 1] as number
    for (let i = 0; i < fieldCount; i++) {
      const x = row[i] ?? 0n
      const a = x < 0n ? -x : x
      if (a === 0n) continue
      const col = perVertex[i] as bigint[]
      if (a > (col[u] ?? 0n)) col[u] = a
      if (a > (col[v] ?? 0n)) col[v] = a
    }
  })
  // Mixed radix: a field's matching total lies in [-bound, bound], so 2 * bound + 1 values.
  const radix: bigint[] = new Array<bigint>(fieldCount).fill(1n)
  let scale = 1n
  for (let i = fieldCount - 1; i >= 0; i--) {
    radix[i] = scale
    // An edge never outweighs the mean of its two ends' largest values.
    const bound = ((perVertex[i] as bigint[]).reduce((s, x) => s + x, 0n) + 1n) / 2n
    scale *= 2n * bound + 1n
  }
  return rows.map((row) => {
    let w = 0n
    for (let i = 0; i < fieldCount; i++) {
      const v = row[i] ?? 0n
      if (v !== 0n) w += v * (radix[i] ?? 1n)
    }
    return w
  })
}

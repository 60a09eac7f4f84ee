/**
 * Packs signed lexicographic criteria into one bigint weight per edge: the first field dominates
 * every later one, so the heaviest matching is the best by the criteria in priority order.
 */
export function packWeights(rows: readonly (readonly bigint[])[], fieldCount: number, maxEdges: number): bigint[] {
  const maxAbs: bigint[] = new Array<bigint>(fieldCount).fill(0n)
  for (const row of rows) {
    for (let i = 0; i < fieldCount; i++) {
      const v = row[i] ?? 0n
      const a = v < 0n ? -v : v
      if (a > (maxAbs[i] ?? 0n)) maxAbs[i] = a
    }
  }
  const shifts: bigint[] = new Array<bigint>(fieldCount).fill(0n)
  let shift = 0n
  for (let i = fieldCount - 1; i >= 0; i--) {
    shifts[i] = shift
    const bound = (maxAbs[i] ?? 0n) * BigInt(maxEdges + 1)
    if (bound > 0n) shift += BigInt(bound.toString(2).length + 1)
  }
  return rows.map((row) => {
    let w = 0n
    for (let i = 0; i < fieldCount; i++) {
      const v = row[i] ?? 0n
      if (v !== 0n) w += v << (shifts[i] ?? 0n)
    }
    return w
  })
}

/**
 * Packs lexicographic criteria into one bigint edge weight: the first field dominates every
 * later one. Each field is maximised; a cost is stored as (bound - cost).
 */
export class WeightPacker {
  private readonly rows: bigint[][] = []
  private readonly maxima: bigint[] = []

  constructor(private readonly fieldCount: number) {
    for (let i = 0; i < fieldCount; i++) this.maxima.push(0n)
  }

  /** Records one edge's field values (non-negative) and returns its row index. */
  add(values: readonly bigint[]): number {
    const row: bigint[] = []
    for (let i = 0; i < this.fieldCount; i++) {
      const v = values[i] ?? 0n
      row.push(v)
      if (v > (this.maxima[i] ?? 0n)) this.maxima[i] = v
    }
    this.rows.push(row)
    return this.rows.length - 1
  }

  /** Final weights, sized so that a matching of `maxEdges` edges cannot carry into a higher field. */
  weights(maxEdges: number): bigint[] {
    const shifts: bigint[] = new Array<bigint>(this.fieldCount).fill(0n)
    let shift = 0n
    for (let i = this.fieldCount - 1; i >= 0; i--) {
      shifts[i] = shift
      const bound = (this.maxima[i] ?? 0n) * BigInt(maxEdges + 1)
      shift += BigInt(bound.toString(2).length + 1)
    }
    return this.rows.map((row) => {
      let w = 0n
      for (let i = 0; i < this.fieldCount; i++) w += (row[i] ?? 0n) << (shifts[i] ?? 0n)
      return w
    })
  }
}

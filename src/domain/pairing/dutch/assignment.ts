/**
 * Minimum-cost assignment of n rows to n columns (Hungarian method with row and column
 * potentials, O(n^3)), kept open afterwards so that a caller can ask, row by row, whether an
 * optimal assignment gives a row a chosen column.
 *
 * Costs are integers held in a Float64Array, `Infinity` for a forbidden cell. Every value the
 * method forms is a sum or difference of costs, so it stays exact while n times the largest
 * finite cost is far below 2^53 (the caller checks that).
 */
export class Assignment {
  /** Column of each row. */
  readonly colOf: Int32Array
  /** Row of each column. */
  readonly rowOf: Int32Array
  private readonly u: Float64Array
  private readonly v: Float64Array

  private constructor(
    private readonly n: number,
    private readonly cost: Float64Array,
    colOf: Int32Array,
    rowOf: Int32Array,
    u: Float64Array,
    v: Float64Array,
  ) {
    this.colOf = colOf
    this.rowOf = rowOf
    this.u = u
    this.v = v
  }

  /** Solves the n x n problem `cost[row * n + col]`; null when every assignment uses a forbidden cell. */
  static solve(n: number, cost: Float64Array): Assignment | null {
    // Potentials and column owners 1-based; column 0 is the free slot the search starts from.
    const u = new Float64Array(n + 1)
    const v = new Float64Array(n + 1)
    const owner = new Int32Array(n + 1)
    const way = new Int32Array(n + 1)
    const minv = new Float64Array(n + 1)
    const used = new Uint8Array(n + 1)
    if (!Assignment.reduce(n, cost, u, v, owner)) return null
    const placed = new Uint8Array(n + 1)
    for (let j = 1; j <= n; j++) placed[owner[j] as number] = 1
    for (let i = 1; i <= n; i++) {
      if (placed[i] === 1) continue
      owner[0] = i
      let j0 = 0
      minv.fill(Infinity)
      used.fill(0)
      do {
        used[j0] = 1
        const i0 = owner[j0] as number
        const row = (i0 - 1) * n
        const ui = u[i0] as number
        let delta = Infinity
        let j1 = -1
        for (let j = 1; j <= n; j++) {
          if (used[j] === 1) continue
          const cur = (cost[row + j - 1] as number) - ui - (v[j] as number)
          if (cur < (minv[j] as number)) {
            minv[j] = cur
            way[j] = j0
          }
          if ((minv[j] as number) < delta) {
            delta = minv[j] as number
            j1 = j
          }
        }
        if (j1 < 0 || delta === Infinity) return null
        for (let j = 0; j <= n; j++) {
          if (used[j] === 1) {
            const o = owner[j] as number
            u[o] = (u[o] as number) + delta
            v[j] = (v[j] as number) - delta
          } else minv[j] = (minv[j] as number) - delta
        }
        j0 = j1
      } while (owner[j0] !== 0)
      do {
        const j1 = way[j0] as number
        owner[j0] = owner[j1] as number
        j0 = j1
      } while (j0 !== 0)
    }
    const colOf = new Int32Array(n)
    const rowOf = new Int32Array(n)
    for (let j = 1; j <= n; j++) {
      rowOf[j - 1] = (owner[j] as number) - 1
      colOf[(owner[j] as number) - 1] = j - 1
    }
    return new Assignment(n, cost, colOf, rowOf, u.subarray(1), v.subarray(1))
  }

  /**
   * Starting potentials and a first partial assignment: each row's least cost, then each column's
   * least remaining cost, and every row that finds a free zero-cost cell takes it. The search then
   * only adds the rows left over (on a bracket where most pairs cost nothing: almost none, instead
   * of a full search per row). False when some row or column has no allowed cell.
   */
  private static reduce(
    n: number,
    cost: Float64Array,
    u: Float64Array,
    v: Float64Array,
    owner: Int32Array,
  ): boolean {
    for (let i = 1; i <= n; i++) {
      let least = Infinity
      for (let j = 0; j < n; j++) least = Math.min(least, cost[(i - 1) * n + j] as number)
      if (least === Infinity) return false
      u[i] = least
    }
    for (let j = 1; j <= n; j++) {
      let least = Infinity
      for (let i = 1; i <= n; i++)
        least = Math.min(least, (cost[(i - 1) * n + j - 1] as number) - (u[i] as number))
      if (least === Infinity) return false
      v[j] = least
    }
    for (let i = 1; i <= n; i++) {
      for (let j = 1; j <= n; j++) {
        if (owner[j] !== 0) continue
        if ((cost[(i - 1) * n + j - 1] as number) - (u[i] as number) - (v[j] as number) !== 0)
          continue
        owner[j] = i
        break
      }
    }
    return true
  }

  /**
   * The assignments that are best by `costs[0]`, among them best by `costs[1]`, and so on: each
   * criterion is solved on the cells the earlier ones left tight (zero reduced cost: exactly the
   * cells of their optimal assignments, an assignment being bipartite), so every number stays a
   * count. The result's tight cells ({@link allowed}) are those of the lexicographic optima.
   */
  static lexicographic(n: number, costs: readonly Float64Array[]): Assignment | null {
    let last: Assignment | null = null
    for (const cost of costs) {
      const masked = new Float64Array(n * n)
      let zero = true
      for (let r = 0; r < n; r++)
        for (let c = 0; c < n; c++) {
          const x = last && !last.allowed(r, c) ? Infinity : (cost[r * n + c] as number)
          masked[r * n + c] = x
          if (x !== 0 && x !== Infinity) zero = false
        }
      if (zero && last) continue
      last = Assignment.solve(n, masked)
      if (!last) return null
    }
    return last
  }

  /** Whether cell (r, c) is finite with zero reduced cost: some optimal assignment may use it. */
  allowed(r: number, c: number): boolean {
    return (this.cost[r * this.n + c] as number) !== Infinity && this.tight(r, c)
  }

  /** Whether cell (r, c) has zero reduced cost: some optimal assignment may use it. */
  private tight(r: number, c: number): boolean {
    return (
      (this.cost[r * this.n + c] as number) - (this.u[r] as number) - (this.v[c] as number) === 0
    )
  }

  /**
   * Whether some optimal assignment gives row `i` column `j` and keeps every row marked in
   * `fixed` where it is; if so, switches to such an assignment. The potentials stay optimal, so
   * the optimal assignments are exactly the perfect ones on zero-reduced-cost cells: the answer is
   * an alternating path of such cells from the row now holding `j` to the column `i` leaves.
   */
  reassign(i: number, j: number, fixed: Uint8Array): boolean {
    const target = this.colOf[i] as number
    if (target === j) return true
    const start = this.rowOf[j] as number
    if (fixed[start] === 1 || !this.tight(i, j)) return false
    const n = this.n
    // Breadth-first search over rows: a row reached takes the column of the row it came from.
    const parent = new Int32Array(n).fill(-1)
    const seen = new Uint8Array(n)
    const queue = new Int32Array(n)
    let head = 0
    let tail = 0
    queue[tail++] = start
    seen[start] = 1
    seen[i] = 1
    let end = -1
    while (head < tail && end < 0) {
      const r = queue[head++] as number
      for (let c = 0; c < n; c++) {
        if (c === j || c === this.colOf[r] || !this.tight(r, c)) continue
        if (c === target) {
          end = r
          break
        }
        const next = this.rowOf[c] as number
        if (seen[next] === 1 || fixed[next] === 1) continue
        seen[next] = 1
        parent[next] = r
        queue[tail++] = next
      }
    }
    if (end < 0) return false
    // From the last row back to the first: each row takes the column its successor held.
    let x = end
    let col = target
    for (;;) {
      const old = this.colOf[x] as number
      this.colOf[x] = col
      this.rowOf[col] = x
      if (x === start) break
      col = old
      x = parent[x] as number
    }
    this.colOf[i] = j
    this.rowOf[j] = i
    return true
  }
}

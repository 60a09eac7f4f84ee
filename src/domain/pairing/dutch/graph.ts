import { certifiedMatching } from '../matching/certified.ts'
import {
  CRITERIA_FIELDS,
  NUMBER,
  aloneFor,
  fillAlone,
  fillTogether,
  togetherFor,
  type CriteriaScale,
  type Vertex,
} from './criteria.ts'
import { solveMatching } from './matcher.ts'
import { packWeights } from './packing.ts'
import type { DutchPlayer } from './players.ts'

/** Tie-break fields of the rule's generation order: for a matched pair and for an unmatched vertex. */
export interface TieBreak {
  readonly fields: number
  pair(x: number, y: number): bigint[]
  alone(x: number): bigint[]
}

/** No tie-break: any best matching will do. */
export const NO_TIE: TieBreak = { fields: 0, pair: () => [], alone: () => [] }

/**
 * A solved bracket graph: its vertices (the bracket's players first, in the order they were
 * given), the mate of each (-1: unmatched) and the scale its weights were built on.
 */
export interface Solution {
  readonly vertices: readonly Vertex[]
  readonly mate: Int32Array
  readonly scale: CriteriaScale
}

/** Mate of vertex `i`, -1 when unmatched. */
export const mateOf = (sol: Solution, i: number): number => sol.mate[i] ?? -1

/** The players of the graph left unmatched, in graph order. */
export function unmatchedPlayers(sol: Solution): DutchPlayer[] {
  const out: DutchPlayer[] = []
  sol.vertices.forEach((v, i) => {
    if (v.player && mateOf(sol, i) < 0) out.push(v.player)
  })
  return out
}

/** True when the graph has a bye vertex and it was left unmatched (the PAB goes further down). */
export function byeUnmatched(sol: Solution): boolean {
  const at = sol.vertices.findIndex((v) => v.role === 'bye')
  return at >= 0 && mateOf(sol, at) < 0
}

/**
 * Best matching of the bracket graph by the criteria then the tie-break. With `full`, every
 * vertex must be matched (null when impossible); otherwise vertices may stay unmatched and
 * contribute their `alone` fields. Weights are relative to everyone unmatched: a pair weighs what
 * matching its two vertices adds to leaving both alone.
 */
export function bestMatching(
  vertices: readonly Vertex[],
  sc: CriteriaScale,
  tie: TieBreak,
  full: boolean,
): Solution | null {
  const mate = numberMatching(vertices, sc, tie, full) ?? bigintMatching(vertices, sc, tie, full)
  if (full && mate.some((m) => m < 0)) return null
  return { vertices, mate, scale: sc }
}

/** Field values stay below this in the Number path, and so does every packed weight. */
const NUMBER_LIMIT = 2 ** 50
/** Field values of the edges kept between the two passes of the Number path (8 bytes each). */
const KEPT_ROWS_LIMIT = 2 ** 21

/**
 * The graph in Numbers: criteria and tie-break fields of every pair as small integers, packed by
 * the same mixed radix as {@link packWeights}, solved through a sparse certified run when the
 * graph is large. Undefined when some value or the packed range does not fit: the bigint path
 * decides then.
 */
function numberMatching(
  vertices: readonly Vertex[],
  sc: CriteriaScale,
  tie: TieBreak,
  full: boolean,
): Int32Array | undefined {
  const n = vertices.length
  const width = CRITERIA_FIELDS + tie.fields
  const alone = new Float64Array(n * width)
  const scratch = new Array<number>(CRITERIA_FIELDS).fill(0)
  for (let i = 0; i < n; i++) {
    fillAlone(NUMBER, vertices[i] as Vertex, sc, scratch)
    const t = tie.alone(i)
    for (let f = 0; f < width; f++)
      alone[i * width + f] =
        f < CRITERIA_FIELDS ? (scratch[f] as number) : Number(t[f - CRITERIA_FIELDS] ?? 0n)
  }
  const row = new Float64Array(width)
  const own = new Float64Array(width)
  // The relative fields of pair (i, j) into `row` (and the pair's own fields into `own`); false
  // when C1-C3 forbid the pair.
  const relative = (i: number, j: number): boolean => {
    if (!fillTogether(NUMBER, vertices[i] as Vertex, vertices[j] as Vertex, sc, scratch))
      return false
    const t = tie.fields > 0 ? tie.pair(i, j) : null
    for (let f = 0; f < width; f++) {
      const v =
        f < CRITERIA_FIELDS ? (scratch[f] as number) : Number(t?.[f - CRITERIA_FIELDS] ?? 0n)
      own[f] = v
      row[f] = v - (alone[i * width + f] as number) - (alone[j * width + f] as number)
    }
    return true
  }
  // Pass one: the allowed pairs and, per field and vertex, the largest value of its edges either
  // way (relative and own) and how many of its edges carry the field. The relative fields are
  // kept for pass two while they take little memory (a 230-player bracket: 4 MB).
  const ranges = new FieldRanges(width, n)
  const ends: number[] = []
  const keep = (n * (n - 1) * width) / 2 <= KEPT_ROWS_LIMIT
  const rows = keep ? new Float64Array((n * (n - 1) * width) / 2) : null
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (!relative(i, j)) continue
      rows?.set(row, (ends.length / 2) * width)
      ends.push(i, j)
      if (!ranges.edge(i, j, row, own)) return undefined
    }
  const m = ends.length / 2
  const radix = new Float64Array(width)
  let scale = 1
  for (let f = width - 1; f >= 0; f--) {
    radix[f] = scale
    scale *= ranges.span(f, alone) + 1
    if (!(scale < NUMBER_LIMIT)) {
      // Every field fits but not their product: the same rows, packed into bigints.
      if (!alone.every((a) => Math.abs(a) < NUMBER_LIMIT)) return undefined
      const rowOf = (k: number): Float64Array => {
        if (rows) return rows.subarray(k * width, (k + 1) * width)
        relative(ends[2 * k] as number, ends[2 * k + 1] as number)
        return row
      }
      return solvePacked(n, ends, packWide(n, m, width, ends, rowOf), full)
    }
  }
  // Pass two: the packed weights.
  const w = new Float64Array(m)
  for (let k = 0; k < m; k++) {
    const r = rows ?? row
    const at = rows ? k * width : 0
    if (!rows) relative(ends[2 * k] as number, ends[2 * k + 1] as number)
    let x = 0
    for (let f = 0; f < width; f++) x += (r[at + f] as number) * (radix[f] as number)
    w[k] = x
  }
  if (full) perfectMatchingShift(w, ends, n)
  const kept: number[] = []
  for (let k = 0; k < m; k++) if ((w[k] as number) > 0) kept.push(k)
  const eu = Int32Array.from(kept, (k) => ends[2 * k] as number)
  const ev = Int32Array.from(kept, (k) => ends[2 * k + 1] as number)
  const wk = Float64Array.from(kept, (k) => w[k] as number)
  const certified = n > CERTIFY_FROM ? certifiedMatching(n, eu, ev, wk, full) : null
  if (certified) return certified
  return solveMatching(
    n,
    Array.from(wk, (x, i) => ({ u: eu[i] as number, v: ev[i] as number, w: BigInt(x) })),
    full,
  )
}

/**
 * Per field of a graph's edges, what bounds the field's total over any matching, so that the
 * mixed radix gives each field just the values its totals can take. A matching's total in field
 * `f` lies in each of three intervals, and the radix takes the narrowest (their intersection):
 * - each vertex's most positive and most negative relative edge value count for half each (an
 *   edge's value is the mean of its two ends' shares);
 * - the pairs' own values, bounded likewise, less the matched vertices' values alone: a field a
 *   vertex carries alone (a floater's C14-C20) counts once per vertex, not once per edge end;
 * - when every edge carrying the field meets one vertex (the PAB vertex for C5 and C9), the
 *   matching holds one of them only.
 */
class FieldRanges {
  private readonly up: Float64Array
  private readonly down: Float64Array
  private readonly ownUp: Float64Array
  private readonly ownDown: Float64Array
  private readonly carrying: Int32Array
  private readonly carried: Int32Array
  constructor(
    private readonly width: number,
    private readonly n: number,
  ) {
    this.up = new Float64Array(width * n)
    this.down = new Float64Array(width * n)
    this.ownUp = new Float64Array(width * n)
    this.ownDown = new Float64Array(width * n)
    this.carrying = new Int32Array(width * n)
    this.carried = new Int32Array(width)
  }
  /** Records edge (i, j); false when a value does not fit the Number path. */
  edge(i: number, j: number, row: Float64Array, own: Float64Array): boolean {
    const n = this.n
    for (let f = 0; f < this.width; f++) {
      const r = row[f] as number
      const o = own[f] as number
      if (!(Math.abs(r) < NUMBER_LIMIT && Math.abs(o) < NUMBER_LIMIT)) return false
      if (o > 0) raise(this.ownUp, f * n, i, j, o)
      else if (o < 0) raise(this.ownDown, f * n, i, j, -o)
      if (r === 0) continue
      this.carried[f]!++
      this.carrying[f * n + i]!++
      this.carrying[f * n + j]!++
      raise(r > 0 ? this.up : this.down, f * n, i, j, Math.abs(r))
    }
    return true
  }
  /** Highest total minus lowest total field `f` can take over the matchings (`alone`: per vertex). */
  span(f: number, alone: Float64Array): number {
    const { n, width } = this
    const carried = this.carried[f] as number
    if (carried === 0) return 0
    let up = 0
    let down = 0
    let ownUp = 0
    let ownDown = 0
    let aloneUp = 0
    let aloneDown = 0
    for (let v = 0; v < n; v++) {
      const at = f * n + v
      if (this.carrying[at] === carried) return (this.up[at] as number) + (this.down[at] as number)
      up += this.up[at] as number
      down += this.down[at] as number
      ownUp += this.ownUp[at] as number
      ownDown += this.ownDown[at] as number
      const a = alone[v * width + f] as number
      if (a < 0) aloneUp -= a
      else aloneDown += a
    }
    const high = Math.min(Math.floor(up / 2), Math.floor(ownUp / 2) + aloneUp)
    const low = Math.min(Math.floor(down / 2), Math.floor(ownDown / 2) + aloneDown)
    return high + low
  }
}

/** Raises the entries of vertices `i` and `j` (from `base`) to at least `x`. */
function raise(a: Float64Array, base: number, i: number, j: number, x: number): void {
  if (x > (a[base + i] as number)) a[base + i] = x
  if (x > (a[base + j] as number)) a[base + j] = x
}

/** Graphs of more vertices than this are solved sparse first (see certifiedMatching). */
const CERTIFY_FROM = 60

/** The exact path: every field a bigint, packed without limit. */
function bigintMatching(
  vertices: readonly Vertex[],
  sc: CriteriaScale,
  tie: TieBreak,
  full: boolean,
): Int32Array {
  const width = CRITERIA_FIELDS + tie.fields
  const alone = vertices.map((v, i) => [...aloneFor(v, sc), ...tie.alone(i)])
  const rows: bigint[][] = []
  const ends: number[] = []
  for (let i = 0; i < vertices.length; i++) {
    const ai = alone[i] as bigint[]
    for (let j = i + 1; j < vertices.length; j++) {
      const t = togetherFor(vertices[i] as Vertex, vertices[j] as Vertex, sc)
      if (!t) continue
      const tp = tie.pair(i, j)
      const aj = alone[j] as bigint[]
      const row: bigint[] = new Array<bigint>(width)
      for (let f = 0; f < width; f++) {
        const v = f < CRITERIA_FIELDS ? (t[f] ?? 0n) : (tp[f - CRITERIA_FIELDS] ?? 0n)
        row[f] = v - (ai[f] ?? 0n) - (aj[f] ?? 0n)
      }
      rows.push(row)
      ends.push(i, j)
    }
  }
  return solvePacked(vertices.length, ends, packWeights(rows, ends, vertices.length, width), full)
}

/** Solves the graph of packed bigint weights (edge k joins ends[2k] and ends[2k + 1]). */
function solvePacked(
  n: number,
  ends: readonly number[],
  weights: bigint[],
  full: boolean,
): Int32Array {
  if (full) perfectMatchingShift(weights, ends, n)
  const edges: { u: number; v: number; w: bigint }[] = []
  for (let k = 0; k < weights.length; k++) {
    const w = weights[k] as bigint
    if (w > 0n) edges.push({ u: ends[2 * k] as number, v: ends[2 * k + 1] as number, w })
  }
  const certified =
    n > CERTIFY_FROM
      ? certifiedMatching(
          n,
          Int32Array.from(edges, (e) => e.u),
          Int32Array.from(edges, (e) => e.v),
          edges.map((e) => e.w),
          full,
        )
      : null
  return certified ?? solveMatching(n, edges, full)
}

/**
 * The weights {@link packWeights} gives rows of small integer fields (each below 2^50), read
 * twice from `rowOf` (row k of the `m` edges, reused between calls) instead of kept as bigints:
 * the same mixed radix, each field's bound from its largest value per vertex. Runs of fields
 * whose radix product stays below 2^53 are packed in Numbers first, so an edge costs a few
 * bigint steps instead of one per field.
 */
function packWide(
  n: number,
  m: number,
  width: number,
  ends: readonly number[],
  rowOf: (k: number) => Float64Array,
): bigint[] {
  const perVertex = new Float64Array(width * n)
  for (let k = 0; k < m; k++) {
    const r = rowOf(k)
    const u = ends[2 * k] as number
    const v = ends[2 * k + 1] as number
    for (let f = 0; f < width; f++) {
      const a = Math.abs(r[f] as number)
      if (a === 0) continue
      if (a > (perVertex[f * n + u] as number)) perVertex[f * n + u] = a
      if (a > (perVertex[f * n + v] as number)) perVertex[f * n + v] = a
    }
  }
  // The field's values: 2 * bound + 1, bound = (sum of the vertex maxima + 1) / 2 (packWeights).
  const values: bigint[] = []
  for (let f = 0; f < width; f++) {
    let sum = 0n
    for (let v = 0; v < n; v++) sum += BigInt(perVertex[f * n + v] as number)
    values.push(2n * ((sum + 1n) / 2n) + 1n)
  }
  // Groups of consecutive fields, from the last: within one, field f weighs `local[f]` (the
  // product of the values of the group's later fields) and the group's sum stays below 2^53.
  const local = new Float64Array(width)
  const groups: { first: number; last: number; radix: bigint }[] = []
  let radix = 1n
  for (let f = width - 1; f >= 0;) {
    const last = f
    let product = 1
    let first = f
    while (first >= 0) {
      const next = product * Number(values[first] as bigint)
      if (first < last && !(next < 2 ** 53)) break
      local[first] = product
      product = next
      first--
    }
    groups.push({ first: first + 1, last, radix })
    for (let g = first + 1; g <= last; g++) radix *= values[g] as bigint
    f = first
  }
  const weights = new Array<bigint>(m)
  for (let k = 0; k < m; k++) {
    const r = rowOf(k)
    let w = 0n
    for (const g of groups) {
      let x = 0
      for (let f = g.first; f <= g.last; f++) x += (r[f] as number) * (local[f] as number)
      if (x !== 0) w += BigInt(x) * g.radix
    }
    weights[k] = w
  }
  return weights
}

/**
 * Every perfect matching meets each vertex once, so taking the same amount off all the edges of
 * one vertex lowers every perfect matching alike and keeps the best one best. Vertex by vertex,
 * the edges are brought down until the lightest weighs 1: no edge then outweighs the others only
 * because its vertex's edges all do (the PAB vertex of the last bracket, whose C5 field tops
 * every edge), which would cost the matching many dual steps. In place.
 */
function perfectMatchingShift<T extends number | bigint>(
  weights: T[] | Float64Array,
  ends: readonly number[],
  n: number,
): void {
  const w = weights as T[]
  const one = (typeof w[0] === 'bigint' ? 1n : 1) as T
  const sub = (a: T, b: T): T => ((a as number) - (b as number)) as T
  const add = (a: T, b: T): T => ((a as number) + (b as number)) as T
  let lowest = sub(one, one)
  for (const x of w) if (x < lowest) lowest = x
  for (let k = 0; k < w.length; k++) w[k] = add(sub(w[k] as T, lowest), one)
  const incident: number[][] = Array.from({ length: n }, () => [])
  ends.forEach((v, at) => incident[v]?.push(at >> 1))
  for (const edges of incident) {
    let least: T | null = null
    for (const k of edges) if (least === null || (w[k] as T) < least) least = w[k] as T
    if (least === null || least <= one) continue
    for (const k of edges) w[k] = add(sub(w[k] as T, least), one)
  }
}

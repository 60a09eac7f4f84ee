/**
 * Alfil's own maximum-weight matching on general graphs, used by the Swiss engines to choose a
 * round (FIDE C.04.3 turns the pairing criteria into one weight per allowed pair).
 *
 * Method: Edmonds' primal-dual blossom algorithm with dual variables (blossoms shrink, nest,
 * expand; augmentations run through nested blossoms). All free vertices grow one alternating
 * forest; an augmentation dissolves only its two trees, the other trees keep their labels and
 * stale least-slack edges are recomputed on demand, from a short least-slack list per vertex. Worst case O(n^3); on dense random graphs it
 * scans each edge a few times per tree that touches it.
 *
 * Exactness: every comparison is exact, whatever the size of the weights. Three arithmetics run
 * the same algorithm, chosen from the largest weight:
 * - below 2^50: Float64 duals (integers under 2^53, watched by a budget);
 * - from 2^50: fixed-width 48-bit limbs in Float64Arrays, no allocation per operation;
 * - bigint, should either budget ever run out (it does not on graphs of realistic size).
 * Duals are kept doubled, so an integer-weight run never meets a fraction.
 *
 * Fixing or forbidding pairs: there is no warm start. To fix a pair, leave both players out of
 * the call; to forbid one, leave its edge out; to favour one, raise its weight above anything the
 * other edges can add up to (for example its share of a top criterion bit).
 *
 * Speed (test/bench/matching.bench.ts, dense random graphs, 90 % of pairs allowed): see that file's
 * header for the figures measured when it was last run.
 */
import { BigIntDuals, NUMBER_PATH_WEIGHT_LIMIT, NumberDuals, type DualArithmetic } from './duals.ts'
import { LimbDuals } from './limbDuals.ts'
import { createState } from './state.ts'
import { solve } from './solver.ts'

/** An undirected edge between vertices `u` and `v` with a non-negative integer weight. */
export interface WeightedEdge {
  readonly u: number
  readonly v: number
  readonly w: bigint
}

/** Options of {@link maxWeightMatching}. */
export interface MatchingOptions {
  /** Among matchings of maximum cardinality, return one of maximum weight. */
  readonly maxCardinality?: boolean
}

function checkEdges(n: number, edges: readonly WeightedEdge[]): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`matching: bad vertex count ${n}`)
  for (const { u, v, w } of edges) {
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n) {
      throw new RangeError(`matching: edge ${u}-${v} outside 0..${n - 1}`)
    }
    if (w < 0n) throw new RangeError(`matching: negative weight on edge ${u}-${v}`)
  }
}

function run(
  n: number,
  eu: Int32Array,
  ev: Int32Array,
  duals: DualArithmetic,
  maxCardinality: boolean,
): Int32Array | null {
  const s = createState(n, eu, ev, duals, maxCardinality)
  if (!solve(s)) return null
  const partner = new Int32Array(n).fill(-1)
  for (let v = 0; v < n; v++) if (s.mate[v] !== -1) partner[v] = s.endVertex[s.mate[v]!]!
  return partner
}

/**
 * Maximum-weight matching on vertices `0..n-1` (Edmonds' primal-dual blossom method, O(n^3)),
 * exact for any non-negative bigint weights; with `maxCardinality`, the heaviest among the largest
 * matchings. Returns `mate[i]` = partner of `i` or -1. Self-loops are ignored, parallel edges
 * allowed; a vertex outside `0..n-1` or a negative weight is a caller bug (RangeError). Ties
 * between equally heavy matchings are broken deterministically (same input, same answer).
 * @see FIDE C.04.3 (the Dutch system reduces each round to such a matching)
 */
export function maxWeightMatching(
  n: number,
  edges: readonly WeightedEdge[],
  options: MatchingOptions = {},
): Int32Array {
  checkEdges(n, edges)
  const kept = edges.filter((e) => e.u !== e.v)
  const m = kept.length
  const eu = new Int32Array(m)
  const ev = new Int32Array(m)
  let maxWeight = 0n
  for (let e = 0; e < m; e++) {
    const edge = kept[e]!
    eu[e] = edge.u
    ev[e] = edge.v
    if (edge.w > maxWeight) maxWeight = edge.w
  }
  const maxCardinality = options.maxCardinality === true
  if (maxWeight < BigInt(NUMBER_PATH_WEIGHT_LIMIT)) {
    const weights = new Float64Array(m)
    for (let e = 0; e < m; e++) weights[e] = Number(kept[e]!.w)
    const fast = run(
      n,
      eu,
      ev,
      new NumberDuals(n, eu, ev, weights, Number(maxWeight)),
      maxCardinality,
    )
    if (fast) return fast
  }
  const weights = kept.map((e) => e.w)
  if (maxWeight >= BigInt(NUMBER_PATH_WEIGHT_LIMIT)) {
    const limbs = run(n, eu, ev, new LimbDuals(n, eu, ev, weights, maxWeight), maxCardinality)
    if (limbs) return limbs
  }
  const exact = run(n, eu, ev, new BigIntDuals(n, eu, ev, weights, maxWeight), maxCardinality)
  if (!exact) throw new Error('matching: exact arithmetic reported overflow')
  return exact
}

/**
 * Maximum-weight matching on a dense graph through a sparse part of it. A Swiss bracket of n
 * players has n^2/2 allowed pairs, but its best matching uses one edge per player, nearly always
 * among each player's heaviest few. So the blossom algorithm runs on the `keep` heaviest edges of
 * every vertex; its dual variables then either prove that matching optimal on the whole graph (no
 * edge left out has negative slack: the LP certificate of the odd-set formulation) or name the
 * edges that spoil the proof, which join the sparse graph before the next run. The answer is the
 * exact optimum either way; only the work changes (about n * keep edges scanned per stage instead
 * of n^2 / 2).
 */
import { BigIntDuals, NUMBER_PATH_WEIGHT_LIMIT, NumberDuals, type DualArithmetic } from './duals.ts'
import { LimbDuals } from './limbDuals.ts'
import { createState, type MatchState } from './state.ts'
import { solve } from './solver.ts'

/** Heaviest edges kept per vertex in the first sparse run. */
const KEEP = 12
/** Sparse runs before the whole graph is solved directly. */
const ROUNDS = 3

/** Edge weights: Numbers (integers below 2^50) or bigints of any size. */
export type Weights = Float64Array | readonly bigint[]

/**
 * Maximum-weight matching (with `maxCardinality`: a perfect one) of the graph with edges
 * `eu[e]`-`ev[e]` of non-negative integer weight `w[e]`. Returns the mate of each vertex (-1:
 * unmatched), or null when no certificate was reached in a few runs (or no perfect matching was
 * found): the caller then solves the whole graph directly.
 */
export function certifiedMatching(
  n: number,
  eu: Int32Array,
  ev: Int32Array,
  w: Weights,
  maxCardinality: boolean,
): Int32Array | null {
  const m = eu.length
  const inSparse = heaviestPerVertex(n, eu, ev, w, KEEP)
  let keep = KEEP
  for (let round = 0; round < ROUNDS; round++) {
    const picked: number[] = []
    for (let e = 0; e < m; e++) if (inSparse[e] === 1) picked.push(e)
    const s = solveSparse(n, eu, ev, w, picked, maxCardinality)
    if (!s) return null
    const mate = new Int32Array(n).fill(-1)
    for (let v = 0; v < n; v++)
      if (s.mate[v] !== -1) mate[v] = s.endVertex[s.mate[v] as number] as number
    if (maxCardinality && mate.some((x) => x < 0)) {
      // Too sparse to hold a perfect matching: widen every vertex's choice and run again.
      keep *= 3
      heaviestPerVertex(n, eu, ev, w, keep).forEach(
        (x, e) => (inSparse[e] = (inSparse[e] as number) | x),
      )
      continue
    }
    const spoilers = violations(s, eu, ev, w, inSparse)
    if (spoilers.length === 0) return mate
    // The spoilers join the sparse graph; once it would hold half the edges (a bracket of
    // near-equal pairs whose duals are far from the whole graph's), the whole graph is solved.
    // One by one: a spread of some 100,000 spoilers would pass the engine's argument limit.
    for (const e of spoilers) {
      picked.push(e)
      inSparse[e] = 1
    }
    if (picked.length > m / 2) return null
  }
  return null
}

/** Runs the blossom algorithm on the picked edges, in the cheapest exact arithmetic. */
function solveSparse(
  n: number,
  eu: Int32Array,
  ev: Int32Array,
  w: Weights,
  picked: readonly number[],
  maxCardinality: boolean,
): MatchState | null {
  const su = Int32Array.from(picked, (e) => eu[e] as number)
  const sv = Int32Array.from(picked, (e) => ev[e] as number)
  const big = picked.map((e) => BigInt(w[e] as number | bigint))
  const top = big.reduce((a, b) => (b > a ? b : a), 0n)
  const arithmetics: (() => DualArithmetic)[] = [
    ...(top < BigInt(NUMBER_PATH_WEIGHT_LIMIT)
      ? [() => new NumberDuals(n, su, sv, Float64Array.from(big, Number), Number(top))]
      : [() => new LimbDuals(n, su, sv, big, top)]),
    () => new BigIntDuals(n, su, sv, big, top),
  ]
  for (const make of arithmetics) {
    const s = createState(n, su, sv, make(), maxCardinality)
    s.finishDuals = !maxCardinality
    if (solve(s)) return s
  }
  return null
}

/**
 * Marks, for every vertex, its `keep` heaviest edges; among equal weights the nearest vertices
 * first, so that a graph of equal weights still keeps a perfect matching (pairs of neighbours).
 */
function heaviestPerVertex(
  n: number,
  eu: Int32Array,
  ev: Int32Array,
  w: Weights,
  keep: number,
): Uint8Array {
  const incident: number[][] = Array.from({ length: n }, () => [])
  for (let e = 0; e < eu.length; e++) {
    incident[eu[e] as number]?.push(e)
    incident[ev[e] as number]?.push(e)
  }
  const mark = new Uint8Array(eu.length)
  for (const list of incident) {
    const near = (e: number): number => Math.abs((eu[e] as number) - (ev[e] as number))
    if (list.length > keep) list.sort((a, b) => heavier(w, a, b) || near(a) - near(b) || a - b)
    for (let i = 0; i < Math.min(keep, list.length); i++) mark[list[i] as number] = 1
  }
  return mark
}

/** Negative when edge `a` weighs more than edge `b`. */
function heavier(w: Weights, a: number, b: number): number {
  const x = w[a] as number | bigint
  const y = w[b] as number | bigint
  return x > y ? -1 : x < y ? 1 : 0
}

/**
 * Edges left out whose slack under the run's duals is negative (they could improve the matching),
 * in the duals' doubled units (slack = y_u + y_v + the duals of the blossoms holding both - 2w).
 */
function violations(
  s: MatchState,
  eu: Int32Array,
  ev: Int32Array,
  w: Weights,
  inSparse: Uint8Array,
): number[] {
  const { vertex: y, blossom: z } = s.duals.snapshot()
  const numbers = w instanceof Float64Array
  const dual = numbers ? Float64Array.from(y, Number) : null
  const chains = new Map<number, number[]>()
  const chain = (v: number): number[] => {
    let c = chains.get(v)
    if (!c) {
      c = []
      for (let b = s.parent[v] as number; b !== -1; b = s.parent[b] as number) c.push(b)
      chains.set(v, c.reverse())
    }
    return c
  }
  // The duals of the blossoms holding both ends (none unless they share an outer blossom).
  const shared = (u: number, v: number): bigint => {
    if (s.inBlossom[u] !== s.inBlossom[v] || s.inBlossom[u] === u) return 0n
    const cu = chain(u)
    const cv = chain(v)
    let sum = 0n
    for (let i = 0; i < Math.min(cu.length, cv.length) && cu[i] === cv[i]; i++)
      sum += z[cu[i] as number] as bigint
    return sum
  }
  const out: number[] = []
  for (let e = 0; e < eu.length; e++) {
    if (inSparse[e] === 1) continue
    const u = eu[e] as number
    const v = ev[e] as number
    const negative = dual
      ? (dual[u] as number) + (dual[v] as number) - 2 * (w[e] as number) < 0 &&
        (dual[u] as number) + (dual[v] as number) - 2 * (w[e] as number) + Number(shared(u, v)) < 0
      : (y[u] as bigint) + (y[v] as bigint) - 2n * (w[e] as bigint) + shared(u, v) < 0n
    if (negative) out.push(e)
  }
  return out
}

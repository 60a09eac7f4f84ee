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
import { NUMBER_PATH_WEIGHT_LIMIT, NumberDuals } from './duals.ts'
import { createState, type MatchState } from './state.ts'
import { solve } from './solver.ts'

/** Heaviest edges kept per vertex in the first sparse run. */
const KEEP = 12
/** Sparse runs before the whole graph is solved directly. */
const ROUNDS = 6

/**
 * Maximum-weight matching (with `maxCardinality`: a perfect one, or null when the sparse runs
 * find none) of the graph with edges `eu[e]`-`ev[e]` of integer weight `w[e]` (0 <= w < 2^50).
 * Returns the mate of each vertex (-1: unmatched), or null when the weights do not fit the
 * Number arithmetic or no certificate was reached: the caller then solves the graph directly.
 */
export function certifiedMatching(
  n: number,
  eu: Int32Array,
  ev: Int32Array,
  w: Float64Array,
  maxCardinality: boolean,
): Int32Array | null {
  const m = eu.length
  let maxW = 0
  for (let e = 0; e < m; e++) maxW = Math.max(maxW, w[e] as number)
  if (maxW >= NUMBER_PATH_WEIGHT_LIMIT) return null
  const inSparse = heaviestPerVertex(n, eu, ev, w, KEEP)
  let keep = KEEP
  for (let round = 0; round < ROUNDS; round++) {
    const picked: number[] = []
    for (let e = 0; e < m; e++) if (inSparse[e] === 1) picked.push(e)
    const su = Int32Array.from(picked, (e) => eu[e] as number)
    const sv = Int32Array.from(picked, (e) => ev[e] as number)
    const sw = Float64Array.from(picked, (e) => w[e] as number)
    let top = 0
    for (const x of sw) top = Math.max(top, x)
    const s = createState(n, su, sv, new NumberDuals(n, su, sv, sw, top), maxCardinality)
    s.finishDuals = !maxCardinality
    if (!solve(s)) return null
    const mate = new Int32Array(n).fill(-1)
    for (let v = 0; v < n; v++)
      if (s.mate[v] !== -1) mate[v] = s.endVertex[s.mate[v] as number] as number
    if (maxCardinality && mate.some((x) => x < 0)) {
      // Too sparse to hold a perfect matching: widen every vertex's choice and run again.
      keep *= 3
      heaviestPerVertex(n, eu, ev, w, keep).forEach((x, e) => (inSparse[e] = (inSparse[e] as number) | x))
      continue
    }
    const spoilers = violations(s, eu, ev, w, inSparse)
    if (spoilers.length === 0) return mate
    for (const e of spoilers) inSparse[e] = 1
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
  w: Float64Array,
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
    if (list.length > keep)
      list.sort((a, b) => (w[b] as number) - (w[a] as number) || near(a) - near(b) || a - b)
    for (let i = 0; i < Math.min(keep, list.length); i++) mark[list[i] as number] = 1
  }
  return mark
}

/**
 * Edges left out whose slack under the run's duals is negative (they could improve the matching),
 * at most a few per vertex, the worst first, in the duals' doubled units (slack = y_u + y_v + the
 * duals of the blossoms holding both - 2w).
 */
function violations(
  s: MatchState,
  eu: Int32Array,
  ev: Int32Array,
  w: Float64Array,
  inSparse: Uint8Array,
): number[] {
  const { vertex: y, blossom: z } = s.duals.snapshot()
  const dual = Float64Array.from(y, Number)
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
  const worst = new Map<number, { e: number; slack: number }[]>()
  for (let e = 0; e < eu.length; e++) {
    if (inSparse[e] === 1) continue
    const u = eu[e] as number
    const v = ev[e] as number
    let slack = (dual[u] as number) + (dual[v] as number) - 2 * (w[e] as number)
    if (s.inBlossom[u] === s.inBlossom[v] && s.inBlossom[u] !== u) {
      const cu = chain(u)
      const cv = chain(v)
      for (let i = 0; i < Math.min(cu.length, cv.length) && cu[i] === cv[i]; i++)
        slack += Number(z[cu[i] as number])
    }
    if (slack >= 0) continue
    for (const x of [u, v]) {
      const list = worst.get(x) ?? []
      list.push({ e, slack })
      worst.set(x, list)
    }
  }
  const out = new Set<number>()
  for (const list of worst.values()) {
    list.sort((a, b) => a.slack - b.slack || a.e - b.e)
    for (const { e } of list.slice(0, KEEP)) out.add(e)
  }
  return [...out].sort((a, b) => a - b)
}

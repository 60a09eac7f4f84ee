import {
  CRITERIA_FIELDS,
  aloneFor,
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
 * contribute their `alone` fields. Weights are relative to everyone unmatched.
 */
export function bestMatching(
  vertices: readonly Vertex[],
  sc: CriteriaScale,
  tie: TieBreak,
  full: boolean,
): Solution | null {
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
  const weights = packWeights(rows, ends, vertices.length, width)
  const edges: { u: number; v: number; w: bigint }[] = []
  if (full) perfectMatchingShift(weights, ends, vertices.length)
  for (let k = 0; k < weights.length; k++) {
    const w = weights[k] as bigint
    if (w > 0n) edges.push({ u: ends[2 * k] as number, v: ends[2 * k + 1] as number, w })
  }
  const mate = solveMatching(vertices.length, edges, full)
  if (full && mate.some((m) => m < 0)) return null
  return { vertices, mate, scale: sc }
}

/**
 * Every perfect matching meets each vertex once, so taking the same amount off all the edges of
 * one vertex lowers every perfect matching alike and keeps the best one best. Vertex by vertex,
 * the edges are brought down until the lightest weighs 1: no edge then outweighs the others only
 * because its vertex's edges all do (the PAB vertex of the last bracket, whose C5 field tops
 * every edge), which would cost the matching many dual steps. In place.
 */
function perfectMatchingShift(weights: bigint[], ends: readonly number[], n: number): void {
  let lowest = 0n
  for (const w of weights) if (w < lowest) lowest = w
  for (let k = 0; k < weights.length; k++) weights[k] = (weights[k] as bigint) - lowest + 1n
  const incident: number[][] = Array.from({ length: n }, () => [])
  ends.forEach((v, at) => incident[v]?.push(at >> 1))
  for (const edges of incident) {
    let least: bigint | null = null
    for (const k of edges)
      if (least === null || (weights[k] as bigint) < least) least = weights[k] as bigint
    if (least === null || least <= 1n) continue
    for (const k of edges) weights[k] = (weights[k] as bigint) - least + 1n
  }
}

import {
  CRITERIA_FIELDS,
  aloneFor,
  togetherFor,
  type CriteriaScale,
  type Vertex,
} from './criteria.ts'
import { solveMatching } from './matcher.ts'
import { packWeights } from './packing.ts'

/** Tie-break fields of the rule's generation order: for a matched pair and for an unmatched vertex. */
export interface TieBreak {
  readonly fields: number
  pair(x: number, y: number): bigint[]
  alone(x: number): bigint[]
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
): Int32Array | null {
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
  let lift = 0n
  if (full) for (const w of weights) if (-w >= lift) lift = -w + 1n
  for (let k = 0; k < weights.length; k++) {
    const w = (weights[k] as bigint) + lift
    if (w > 0n) edges.push({ u: ends[2 * k] as number, v: ends[2 * k + 1] as number, w })
  }
  const mate = solveMatching(vertices.length, edges, full)
  if (full && mate.some((m) => m < 0)) return null
  return mate
}

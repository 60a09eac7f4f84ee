import { maxWeightMatching } from '../matching/index.ts'

/** Maximum-cardinality, maximum-weight matching: mate index or -1 per vertex. */
export function solveMatching(
  n: number,
  edges: readonly { u: number; v: number; w: bigint }[],
): Int32Array {
  return maxWeightMatching(n, edges, { maxCardinality: true })
}

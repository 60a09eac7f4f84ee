import { maxWeightMatching } from '../matching/index.ts'

/** Maximum-weight matching (by default among the largest ones): mate index or -1 per vertex. */
export function solveMatching(
  n: number,
  edges: readonly { u: number; v: number; w: bigint }[],
  maxCardinality = true,
): Int32Array {
  return maxWeightMatching(n, edges, { maxCardinality })
}

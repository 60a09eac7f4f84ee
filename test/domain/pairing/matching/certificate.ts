import { BigIntDuals, NumberDuals } from '../../../../src/domain/pairing/matching/duals.ts'
import { LimbDuals } from '../../../../src/domain/pairing/matching/limbDuals.ts'
import { createState, type MatchState } from '../../../../src/domain/pairing/matching/state.ts'
import { solve } from '../../../../src/domain/pairing/matching/solver.ts'
import type { WeightedEdge } from '../../../../src/domain/pairing/matching/index.ts'

/** The three exact arithmetics the solver can run on. */
export type ArithmeticPath = 'number' | 'limbs' | 'bigint'

/** Runs the solver on one arithmetic path and returns its final state. */
export function solveOnPath(
  n: number,
  edges: readonly WeightedEdge[],
  path: ArithmeticPath,
): MatchState {
  const eu = Int32Array.from(edges, (e) => e.u)
  const ev = Int32Array.from(edges, (e) => e.v)
  const maxW = edges.reduce((m, e) => (e.w > m ? e.w : m), 0n)
  const duals =
    path === 'number'
      ? new NumberDuals(
          n,
          eu,
          ev,
          Float64Array.from(edges, (e) => Number(e.w)),
          Number(maxW),
        )
      : path === 'limbs'
        ? new LimbDuals(
            n,
            eu,
            ev,
            edges.map((e) => e.w),
            maxW,
          )
        : new BigIntDuals(
            n,
            eu,
            ev,
            edges.map((e) => e.w),
            maxW,
          )
  const s = createState(n, eu, ev, duals, false)
  s.finishDuals = true
  if (!solve(s)) throw new Error('arithmetic budget exceeded')
  return s
}

/**
 * Problems with the LP optimality certificate of a maximum-weight matching (Edmonds' odd-set
 * formulation, all values doubled): feasible duals, tight matched edges, zero duals on free
 * vertices and full blossoms wherever a blossom dual is positive. Empty means proven optimal.
 */
export function certificateProblems(s: MatchState, edges: readonly WeightedEdge[]): string[] {
  const { n } = s
  const { vertex: y, blossom: z } = s.duals.snapshot()
  const problems: string[] = []
  const inUse = (b: number): boolean => b >= n && s.base[b] !== -1
  const ancestors = (v: number): number[] => {
    const out: number[] = []
    for (let b = s.parent[v]!; b !== -1; b = s.parent[b]!) out.push(b)
    return out
  }
  for (let v = 0; v < n; v++) {
    if (y[v]! < 0n) problems.push(`vertex ${v} has negative dual`)
    if (s.mate[v] === -1 && y[v] !== 0n) problems.push(`free vertex ${v} has non-zero dual`)
  }
  edges.forEach((e, i) => {
    const up = new Set(ancestors(e.u))
    const shared = ancestors(e.v).filter((b) => up.has(b))
    const slack = y[e.u]! + y[e.v]! - 2n * e.w + shared.reduce((acc, b) => acc + z[b]!, 0n)
    if (slack < 0n) problems.push(`edge ${i} violates its constraint`)
    const matched = s.mate[e.u] !== -1 && s.mate[e.u]! >> 1 === i
    if (matched && slack !== 0n) problems.push(`matched edge ${i} is not tight`)
  })
  for (let b = n; b < 2 * n; b++) {
    if (!inUse(b)) continue
    if (z[b]! < 0n) problems.push(`blossom ${b} has negative dual`)
    if (z[b] === 0n) continue
    const members = new Set<number>()
    for (let v = 0; v < n; v++) if (ancestors(v).includes(b)) members.add(v)
    let inside = 0
    for (const v of members) if (s.mate[v] !== -1 && members.has(s.endVertex[s.mate[v]!]!)) inside++
    if (inside !== members.size - 1) problems.push(`blossom ${b} with positive dual is not full`)
  }
  return problems
}

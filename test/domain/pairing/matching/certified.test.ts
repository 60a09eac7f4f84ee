import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { certifiedMatching } from '../../../../src/domain/pairing/matching/certified.ts'
import {
  maxWeightMatching,
  type WeightedEdge,
} from '../../../../src/domain/pairing/matching/index.ts'
import { measureMatching } from './bruteForce.ts'

/** A dense graph (most pairs allowed) with few distinct weights, as a Swiss bracket gives. */
const denseGraph = fc
  .record({
    n: fc.integer({ min: 2, max: 40 }),
    seed: fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 820, maxLength: 820 }),
    levels: fc.integer({ min: 1, max: 6 }),
    missing: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ n, seed, levels, missing }) => {
    const edges: WeightedEdge[] = []
    let k = 0
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) {
        const r = seed[k++ % seed.length] as number
        if (r % 100 < missing) continue
        edges.push({ u, v, w: BigInt(1 + (r % levels) * 7 + (u === n - 1 ? 50 : 0)) })
      }
    return { n, edges }
  })

const run = (n: number, edges: readonly WeightedEdge[], maxCardinality: boolean) =>
  certifiedMatching(
    n,
    Int32Array.from(edges, (e) => e.u),
    Int32Array.from(edges, (e) => e.v),
    Float64Array.from(edges, (e) => Number(e.w)),
    maxCardinality,
  )

describe('certifiedMatching: a sparse run proven optimal by its duals (FIDE C.04.3: the heaviest legal round)', () => {
  test('weighs the same as the dense maximum-weight matching', () => {
    fc.assert(
      fc.property(denseGraph, ({ n, edges }) => {
        const mate = run(n, edges, false)
        expect(mate).not.toBeNull()
        const dense = maxWeightMatching(n, edges)
        expect(measureMatching(n, edges, mate as Int32Array).weight).toBe(
          measureMatching(n, edges, dense).weight,
        )
      }),
      { numRuns: 60, seed: 15 },
    )
  })

  test('with maximum cardinality: a perfect matching as heavy as the dense one, or null', () => {
    fc.assert(
      fc.property(denseGraph, ({ n, edges }) => {
        const dense = maxWeightMatching(n, edges, { maxCardinality: true })
        const mate = run(n, edges, true)
        if (mate === null) return
        expect(mate.every((x) => x >= 0)).toBe(true)
        expect(measureMatching(n, edges, mate)).toEqual(measureMatching(n, edges, dense))
      }),
      { numRuns: 60, seed: 16 },
    )
  })

  test('a vertex whose every edge is far heavier (the PAB vertex) does not spoil the proof', () => {
    const n = 62
    const edges: WeightedEdge[] = []
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) edges.push({ u, v, w: v === n - 1 ? 1000n : 1n })
    const mate = run(n, edges, true)
    expect(mate).not.toBeNull()
    expect(measureMatching(n, edges, mate as Int32Array)).toEqual({ size: 31, weight: 1030n })
  })
})

import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { createRng } from '../../../../src/domain/core/index.ts'
import {
  maxWeightMatching,
  type WeightedEdge,
} from '../../../../src/domain/pairing/matching/index.ts'
import { certificateProblems, solveOnPath } from './certificate.ts'
import { measureMatching } from './bruteForce.ts'

function randomGraph(
  seed: number,
  n: number,
  density: number,
  weight: (r: number) => bigint,
): WeightedEdge[] {
  const rng = createRng(seed)
  const edges: WeightedEdge[] = []
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++)
      if (rng.next() < density) edges.push({ u, v, w: weight(rng.next()) })
  }
  return edges
}

const few = (r: number): bigint => BigInt(Math.floor(r * 8))
const wide = (r: number): bigint => BigInt(Math.floor(r * 2 ** 40))
// A Swiss bracket's pairs weigh nearly the same: most of each weight is shared.
const nearEqual = (r: number): bigint => 2n ** 44n + BigInt(Math.floor(r * 64))

describe('maxWeightMatching proves its optimality with dual variables (FIDE C.04.3 optimal pairing)', () => {
  test.each([
    ['sparse, few distinct weights', 60, 0.08, few],
    ['sparse, wide weights', 80, 0.06, wide],
    ['dense, few distinct weights', 50, 0.9, few],
    ['dense, wide weights', 70, 0.9, wide],
    // Degrees far above the least-slack lists' length: lists are used up and built again.
    ['dense, near-equal weights, 120 vertices', 120, 0.95, nearEqual],
  ] as const)('%s: certificate holds on every arithmetic path', (_name, n, density, weight) => {
    for (let seed = 1; seed <= 6; seed++) {
      const edges = randomGraph(seed * 31 + n, n, density, weight)
      for (const path of ['number', 'limbs', 'bigint'] as const) {
        expect(certificateProblems(solveOnPath(n, edges, path), edges)).toEqual([])
      }
    }
  })

  test('random graphs up to 40 vertices: certificate holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 12 }),
        (n, density, seed, spread) => {
          const edges = randomGraph(seed, n, density, (r) => BigInt(Math.floor(r * spread)))
          expect(certificateProblems(solveOnPath(n, edges, 'number'), edges)).toEqual([])
        },
      ),
      { numRuns: 400 },
    )
  })

  test.each([
    ['48-bit limbs straddled', 47n],
    ['200-bit weights', 200n],
  ])('limbs with %s: certificate holds', (_name, shift) => {
    for (let seed = 1; seed <= 20; seed++) {
      const n = 10 + seed * 3
      const edges = randomGraph(
        seed,
        n,
        0.3,
        (r) => (BigInt(Math.floor(r * 6)) << shift) + BigInt(Math.floor(r * 1e6) % 5),
      )
      expect(certificateProblems(solveOnPath(n, edges, 'limbs'), edges)).toEqual([])
    }
  })

  test('maximum cardinality equals maximum weight after lifting every weight past any size gain', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const n = 30 + seed * 5
      const edges = randomGraph(seed, n, 0.15, wide)
      const lift = BigInt(n) * (1n << 41n)
      const lifted = edges.map((e) => ({ ...e, w: e.w + lift }))
      const direct = measureMatching(
        n,
        edges,
        maxWeightMatching(n, edges, { maxCardinality: true }),
      )
      const viaLift = measureMatching(n, edges, maxWeightMatching(n, lifted))
      expect(direct).toEqual(viaLift)
    }
  })
})

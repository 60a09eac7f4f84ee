import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  maxWeightMatching,
  type WeightedEdge,
} from '../../../../src/domain/pairing/matching/index.ts'
import { bestByBruteForce, measureMatching } from './bruteForce.ts'

const edge = (u: number, v: number, w: number | bigint): WeightedEdge => ({ u, v, w: BigInt(w) })
const pairs = (mate: Int32Array): number[][] => {
  const out: number[][] = []
  mate.forEach((p, v) => {
    if (p > v) out.push([v, p])
  })
  return out
}

describe('maxWeightMatching on hand-made graphs (FIDE C.04.3: the round is the heaviest legal matching)', () => {
  test.each([
    ['no edges', 3, [], false, [-1, -1, -1]],
    ['single edge', 2, [edge(0, 1, 5)], false, [1, 0]],
    [
      'path prefers the heavy middle edge',
      4,
      [edge(0, 1, 3), edge(1, 2, 7), edge(2, 3, 3)],
      false,
      [-1, 2, 1, -1],
    ],
    [
      'path with maximum cardinality takes both ends',
      4,
      [edge(0, 1, 3), edge(1, 2, 7), edge(2, 3, 3)],
      true,
      [1, 0, 3, 2],
    ],
    [
      'triangle takes its heaviest edge',
      3,
      [edge(0, 1, 4), edge(1, 2, 6), edge(0, 2, 5)],
      false,
      [-1, 2, 1],
    ],
    [
      'triangle with a pendant: blossom then augmentation through it',
      4,
      [edge(0, 1, 8), edge(1, 2, 9), edge(0, 2, 10), edge(2, 3, 7)],
      false,
      [1, 0, 3, 2],
    ],
    [
      'zero-weight edge only counts under maximum cardinality',
      4,
      [edge(0, 1, 5), edge(2, 3, 0)],
      true,
      [1, 0, 3, 2],
    ],
    [
      'maximum cardinality gives up the heaviest edge',
      4,
      [edge(0, 1, 2), edge(1, 2, 10), edge(2, 3, 2)],
      true,
      [1, 0, 3, 2],
    ],
    [
      'weight alone keeps the heaviest edge',
      4,
      [edge(0, 1, 2), edge(1, 2, 10), edge(2, 3, 2)],
      false,
      [-1, 2, 1, -1],
    ],
  ])('%s', (_name, n, edges, maxCardinality, expected) => {
    expect(Array.from(maxWeightMatching(n, edges, { maxCardinality }))).toEqual(expected)
  })

  test('two blossoms joined by an odd cycle nest and then expand', () => {
    // Pentagon 0..4 and triangle 5..7 with a bridge 4-5: forces blossoms inside blossoms.
    const edges = [
      edge(0, 1, 9),
      edge(1, 2, 9),
      edge(2, 3, 9),
      edge(3, 4, 9),
      edge(4, 0, 9),
      edge(5, 6, 8),
      edge(6, 7, 8),
      edge(7, 5, 8),
      edge(4, 5, 6),
      edge(0, 8, 2),
      edge(7, 9, 3),
    ]
    const mate = maxWeightMatching(10, edges)
    expect(measureMatching(10, edges, mate)).toEqual(bestByBruteForce(10, edges, false))
    expect(measureMatching(10, edges, mate)).toEqual({ size: 4, weight: 32n })
  })

  test('an inner blossom expands when its dual reaches zero', () => {
    // Blossom 1-2-3 is entered through 1 and later must open to pair 2 and 3 with outside vertices.
    const edges = [
      edge(0, 1, 10),
      edge(1, 2, 12),
      edge(2, 3, 12),
      edge(3, 1, 12),
      edge(2, 4, 11),
      edge(3, 5, 11),
      edge(4, 6, 4),
      edge(5, 7, 4),
    ]
    const mate = maxWeightMatching(8, edges)
    expect(pairs(mate)).toEqual([
      [0, 1],
      [2, 4],
      [3, 5],
    ])
  })

  test('weights of 2^200 scale are compared exactly (a Number would tie them)', () => {
    const big = 1n << 200n
    const edges = [
      edge(0, 1, big + 1n),
      edge(1, 2, big + 3n),
      edge(2, 3, big + 1n),
      edge(0, 3, big - 2n),
    ]
    expect(pairs(maxWeightMatching(4, edges))).toEqual([
      [0, 1],
      [2, 3],
    ])
    const edges2 = [edge(0, 1, big + 1n), edge(1, 2, 2n * big + 3n), edge(2, 3, big + 1n)]
    expect(pairs(maxWeightMatching(4, edges2))).toEqual([[1, 2]])
  })

  test('completion check on a dense graph of equal weights pairs everyone but the odd one out', () => {
    const n = 301
    const edges: WeightedEdge[] = []
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) if ((u * 7 + v * 13) % 10 !== 0) edges.push(edge(u, v, 1))
    const got = measureMatching(n, edges, maxWeightMatching(n, edges, { maxCardinality: true }))
    expect(got).toEqual({ size: 150, weight: 150n })
  })

  test('disjoint triangles leave one vertex of each unmatched', () => {
    const edges = Array.from({ length: 40 }, (_, t) => [
      edge(3 * t, 3 * t + 1, 5),
      edge(3 * t + 1, 3 * t + 2, 5),
      edge(3 * t, 3 * t + 2, 5),
    ]).flat()
    const mate = maxWeightMatching(120, edges, { maxCardinality: true })
    expect(measureMatching(120, edges, mate)).toEqual({ size: 40, weight: 200n })
  })

  test('rejects an edge that leaves the vertex range', () => {
    expect(() => maxWeightMatching(2, [edge(0, 2, 1)])).toThrow(RangeError)
  })
})

const graphArb = (weight: fc.Arbitrary<bigint>) =>
  fc.integer({ min: 1, max: 11 }).chain((n) =>
    fc
      .array(
        fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), weight),
        {
          maxLength: 30,
        },
      )
      .map((raw) => ({ n, edges: raw.map(([u, v, w]) => edge(u, v, w)) })),
  )

describe('maxWeightMatching agrees with exhaustive search (FIDE C.04.3 optimal pairing)', () => {
  const cases: [string, fc.Arbitrary<bigint>][] = [
    ['small weights', fc.bigInt({ min: 0n, max: 20n })],
    ['weights below 2^50', fc.bigInt({ min: 0n, max: (1n << 50n) - 1n })],
    [
      'weights of 2^200 scale with small differences',
      fc.bigInt({ min: 0n, max: 6n }).map((k) => (k << 200n) + k * 7n),
    ],
    ['weights up to 2^256', fc.bigInt({ min: 0n, max: 1n << 256n })],
  ]
  test.each(cases)('%s', (_name, weight) => {
    fc.assert(
      fc.property(graphArb(weight), fc.boolean(), ({ n, edges }, maxCardinality) => {
        const got = measureMatching(n, edges, maxWeightMatching(n, edges, { maxCardinality }))
        const want = bestByBruteForce(n, edges, maxCardinality)
        expect(got.weight).toBe(want.weight)
        if (maxCardinality) expect(got.size).toBe(want.size)
      }),
      { numRuns: 300 },
    )
  })
})

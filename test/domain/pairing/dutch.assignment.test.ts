import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { Assignment } from '../../../src/domain/pairing/dutch/assignment.ts'

function permutations(n: number): number[][] {
  if (n === 0) return [[]]
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  )
}

/** Every assignment by brute force: row r gets column perm[r]; Infinity when a cell is forbidden. */
function costs(n: number, cost: Float64Array): { perm: number[]; total: number }[] {
  return permutations(n).map((perm) => ({
    perm,
    total: perm.reduce((s, c, r) => s + (cost[r * n + c] as number), 0),
  }))
}

const matrix = fc
  .integer({ min: 1, max: 6 })
  .chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.array(fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(-1)), {
        minLength: n * n,
        maxLength: n * n,
      }),
    ),
  )
  .map(([n, cells]) => ({ n, cost: Float64Array.from(cells, (x) => (x < 0 ? Infinity : x)) }))

describe('assignment of S1 to S2 with the cheapest total (Hungarian method)', () => {
  test('a 3 x 3 example: the cheapest assignment costs 5', () => {
    const cost = Float64Array.from([4, 1, 3, 2, 0, 5, 3, 2, 2])
    const a = Assignment.solve(3, cost)
    expect(a && [...a.colOf]).toEqual([1, 0, 2])
  })

  test('no assignment when every one uses a forbidden cell', () => {
    const cost = Float64Array.from([1, Infinity, 2, Infinity])
    expect(Assignment.solve(2, cost)).toBeNull()
  })

  test('the total equals the brute-force minimum', () => {
    fc.assert(
      fc.property(matrix, ({ n, cost }) => {
        const all = costs(n, cost)
        const min = Math.min(...all.map((x) => x.total))
        const a = Assignment.solve(n, cost)
        if (min === Infinity) return a === null
        const total = [...(a?.colOf ?? [])].reduce((s, c, r) => s + (cost[r * n + c] as number), 0)
        return total === min
      }),
      { numRuns: 300, seed: 20261130 },
    )
  })

  test('walking the rows in order, each takes the lowest column an optimal assignment allows', () => {
    fc.assert(
      fc.property(matrix, ({ n, cost }) => {
        const a = Assignment.solve(n, cost)
        if (!a) return true
        const all = costs(n, cost)
        const min = Math.min(...all.map((x) => x.total))
        // The lexicographically first optimal permutation, by brute force.
        const first = all
          .filter((x) => x.total === min)
          .map((x) => x.perm)
          .sort((p, q) => {
            const i = p.findIndex((c, r) => c !== q[r])
            return i < 0 ? 0 : (p[i] as number) - (q[i] as number)
          })[0]
        const fixed = new Uint8Array(n)
        for (let i = 0; i < n; i++) {
          for (let c = 0; c < n; c++) {
            if (fixed[a.rowOf[c] as number] === 1 || cost[i * n + c] === Infinity) continue
            if (a.reassign(i, c, fixed)) break
          }
          fixed[i] = 1
        }
        const total = [...a.colOf].reduce((s, c, r) => s + (cost[r * n + c] as number), 0)
        return total === min && JSON.stringify([...a.colOf]) === JSON.stringify(first)
      }),
      { numRuns: 300, seed: 20261130 },
    )
  })
})

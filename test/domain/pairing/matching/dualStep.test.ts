import { describe, expect, test } from 'vitest'
import { createRng } from '../../../../src/domain/core/index.ts'
import { NumberDuals } from '../../../../src/domain/pairing/matching/duals.ts'
import { solve } from '../../../../src/domain/pairing/matching/solver.ts'
import {
  FREE,
  INNER,
  OUTER,
  createState,
  type MatchState,
} from '../../../../src/domain/pairing/matching/state.ts'

/**
 * Number duals that check every step the solver commits against the whole graph: the step must be
 * the least of the slacks it is bounded by (an edge from an outer blossom to a vertex outside the
 * forest, half an edge between two outer blossoms, half an inner blossom's dual, and without
 * maximum cardinality the smallest vertex dual). A least-slack edge the solver failed to track
 * would show as a step larger than that bound.
 */
class CheckedDuals extends NumberDuals {
  state: MatchState | null = null
  steps = 0
  readonly wrong: string[] = []
  override commitDelta(): boolean {
    const s = this.state
    if (s) this.check(s)
    return super.commitDelta()
  }
  private check(s: MatchState): void {
    const inner = this as unknown as {
      y: Float64Array
      z: Float64Array
      w2: Float64Array
      delta: number
    }
    const { y, z, w2, delta } = inner
    let bound = Infinity
    if (!s.maxCardinality)
      for (let v = 0; v < s.n; v++) if (s.mate[v] === -1) bound = Math.min(bound, y[v]!)
    for (let e = 0; e < s.eu.length; e++) {
      const bu = s.inBlossom[s.eu[e]!]!
      const bv = s.inBlossom[s.ev[e]!]!
      if (bu === bv) continue
      const slack = y[s.eu[e]!]! + y[s.ev[e]!]! - w2[e]!
      const lu = s.label[bu]
      const lv = s.label[bv]
      if (lu === OUTER && lv === OUTER) bound = Math.min(bound, slack / 2)
      else if ((lu === OUTER && lv === FREE) || (lu === FREE && lv === OUTER))
        bound = Math.min(bound, slack)
    }
    for (let b = s.n; b < 2 * s.n; b++)
      if (s.base[b] !== -1 && s.parent[b] === -1 && s.label[b] === INNER)
        bound = Math.min(bound, z[b]! / 2)
    this.steps++
    if (delta !== bound) this.wrong.push(`step ${this.steps}: ${delta}, bound ${bound}`)
  }
}

function denseGraph(seed: number, n: number, levels: number) {
  const rng = createRng(seed)
  const eu: number[] = []
  const ev: number[] = []
  const w: number[] = []
  for (let u = 0; u < n; u++)
    for (let v = u + 1; v < n; v++)
      if (rng.next() < 0.9) {
        eu.push(u)
        ev.push(v)
        // Nearly equal weights, as in a Swiss bracket: most of each weight is shared.
        w.push(1000 + Math.floor(rng.next() * levels))
      }
  return { eu: Int32Array.from(eu), ev: Int32Array.from(ev), w: Float64Array.from(w) }
}

describe('the blossom solver steps its duals exactly as far as the whole graph allows (FIDE C.04.3 optimal pairing)', () => {
  test.each([
    [40, 1, false],
    [60, 10, false],
    [100, 37, false],
    [120, 64, true],
    [140, 5, true],
    [80, 1_000_000, false],
    [120, 1_000_000, true],
  ] as const)(
    'dense graph of %i vertices, %i weight levels, maximum cardinality %s: every step equals the least bounding slack',
    (n, levels, maxCardinality) => {
      let steps = 0
      for (let seed = 1; seed <= 8; seed++) {
        const { eu, ev, w } = denseGraph(seed * 97 + n, n, levels)
        const duals = new CheckedDuals(n, eu, ev, w, 1000 + levels)
        const s = createState(n, eu, ev, duals, maxCardinality)
        duals.state = s
        expect(solve(s)).toBe(true)
        expect(duals.wrong).toEqual([])
        steps += duals.steps
      }
      // The check ran: each graph took dual steps.
      expect(steps).toBeGreaterThan(8)
    },
  )
})

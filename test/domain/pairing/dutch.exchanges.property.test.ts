import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Colour } from '../../../src/domain/tournament/index.ts'
import { pairBracket } from '../../../src/domain/pairing/dutch/bracket.ts'
import type { BracketInput } from '../../../src/domain/pairing/dutch/solve.ts'
import {
  bracketOf,
  draws,
  expectSameOutcome,
  historyPlayer,
  randomBarred,
  reader,
} from './dutchPlayer.ts'

/**
 * A homogeneous bracket of 6-13 residents, many past games between them (so that S1 and S2 as
 * they stand often cannot be paired and a resident exchange is needed), sometimes players below.
 */
const bracket = fc
  .record({
    residents: fc.integer({ min: 6, max: 13 }),
    below: fc.constantFrom(0, 0, 2, 3),
    barredRate: fc.integer({ min: 10, max: 55 }).map((x) => x / 100),
    cells: draws(200),
  })
  .map(({ residents, below, barredRate, cells }): BracketInput => {
    const n = residents + below
    const next = reader(cells)
    const barred = randomBarred(n, barredRate, next)
    const players = Array.from({ length: n }, (_, i) => {
      // Mostly alternating colours: few absolute preferences (C3 would forbid too much).
      const colours: Colour[] = [next() < 0.5 ? 'white' : 'black']
      for (let g = 1; g < 4; g++) {
        const last = colours[g - 1] as Colour
        colours.push(next() < 0.8 ? (last === 'white' ? 'black' : 'white') : last)
      }
      const score = i < residents ? 6 : 2
      return historyPlayer(i + 1, score, colours, false, barred[i] as Set<number>, [
        next() < 0.2,
        next() < 0.1,
      ])
    })
    return bracketOf(players, 0, residents)
  })

describe('FIDE C.04.3 D.2: resident exchanges in rule order', () => {
  test('on random homogeneous brackets, pairs and floaters with shortcuts equal those of the exact graph, exchanges included', () => {
    let exchanged = 0
    fc.assert(
      fc.property(bracket, (input) => {
        const exact = pairBracket({ ...input, shortcuts: false })
        const fast = pairBracket(input)
        if (!exact) return
        expectSameOutcome(fast, exact)
        // S1 is the first k residents, k the pairs made: two of S1 (or of S2) paired together
        // mean an exchange.
        const k = exact.pairs.length
        const s1 = new Set(input.residents.slice(0, k).map((p) => p.id))
        if (exact.pairs.some(([a, b]) => s1.has(a.id) === s1.has(b.id))) exchanged++
      }),
      { numRuns: 1500, seed: 67 },
    )
    // Some 340 of the 1,500 brackets pair after an exchange (the one-exchange stage decides
    // about 240 of them).
    expect(exchanged).toBeGreaterThan(250)
  })
})

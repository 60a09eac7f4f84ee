import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  checkRoundPairing,
  pairRound,
  recordedPairing,
} from '../../../../src/domain/pairing/index.ts'
import {
  generateTournament,
  type GeneratorOptions,
} from '../../../../src/domain/pairing/generator/index.ts'
import {
  absentInRound,
  truncateBeforeRound,
  type TournamentSnapshot,
} from '../../../../src/domain/tournament/index.ts'
import { legalPairingExists } from './legalPairing.ts'

const options: fc.Arbitrary<GeneratorOptions> = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    players: fc.integer({ min: 4, max: 14 }),
    rounds: fc.integer({ min: 2, max: 6 }),
    drawRate: fc.constantFrom(0, 0.2, 0.5),
    forfeitRate: fc.constantFrom(0, 0.05, 0.2),
    byeRate: fc.constantFrom(0, 0.05, 0.15),
    lateEntries: fc.integer({ min: 0, max: 2 }),
    acceleration: fc.boolean(),
    initialColour: fc.constantFrom('white' as const, 'black' as const, null),
    minRating: fc.constant(1000),
    maxRating: fc.constantFrom(1000, 1800, 2700),
  })
  .map((o) => ({ ...o, rounds: Math.min(o.rounds, o.players - 1) }))

function violationsOf(t: TournamentSnapshot, rounds: number) {
  const out = []
  for (let r = 1; r <= rounds; r++) {
    out.push(
      ...checkRoundPairing(truncateBeforeRound(t, r), recordedPairing(t, r), absentInRound(t, r)),
    )
  }
  return out
}

describe('FIDE C.04.3 C1-C3 on generated tournaments', () => {
  test('every round of 200 random tournaments passes the absolute checker; "no legal pairing" only when none exists', () => {
    let complete = 0
    fc.assert(
      fc.property(options, (o) => {
        const result = generateTournament(o, pairRound)
        if (result.ok) {
          complete++
          expect(violationsOf(result.value, o.rounds)).toEqual([])
          return
        }
        const failure = result.error[0]
        if (!failure || !('partial' in failure))
          throw new Error(`bad options ${JSON.stringify(result.error)}`)
        expect(failure.code).toBe('pairing/no-legal-pairing')
        expect(violationsOf(failure.partial, failure.round - 1)).toEqual([])
        expect(legalPairingExists(failure.partial, failure.round, new Set(failure.absent))).toBe(
          false,
        )
      }),
      { numRuns: 200, seed: 20260201 },
    )
    expect(complete).toBeGreaterThan(150)
  })
})

describe('exhaustive legal-pairing search used above', () => {
  const t = generateTournament(
    {
      seed: 5,
      players: 4,
      rounds: 3,
      drawRate: 0,
      forfeitRate: 0,
      byeRate: 0,
      lateEntries: 0,
      acceleration: false,
      initialColour: 'white',
      minRating: 1000,
      maxRating: 2000,
    },
    pairRound,
  )
  test('FIDE C.04.1.b: after a complete 4-player all-play-all a fourth round has no legal pairing', () => {
    if (!t.ok) throw new Error('generation failed')
    const opponents = t.value.players.map((p) => new Set(p.rounds.map((e) => e?.opponent)).size)
    expect(opponents).toEqual([3, 3, 3, 3])
    expect(legalPairingExists({ ...t.value, totalRounds: 4 }, 4, new Set())).toBe(false)
  })

  test('a fresh field and a field with one player absent both have a legal pairing', () => {
    if (!t.ok) throw new Error('generation failed')
    expect(legalPairingExists(truncateBeforeRound(t.value, 1), 1, new Set())).toBe(true)
    expect(legalPairingExists(truncateBeforeRound(t.value, 2), 2, new Set([4]))).toBe(true)
  })
})

import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { colourFor, pairColourCost } from '../../../src/domain/pairing/dutch/colours.ts'
import { buildPlayers } from '../../../src/domain/pairing/dutch/players.ts'
import { benchRound } from '../../helpers/pairingHistory.ts'

describe('C.04.3 C12-C13 without topscorers: the preference-only cost equals the E.1-E.5 allocation', () => {
  test('every pair of random players (no topscorer) misses what colourFor makes them miss', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 6 }),
        (seed, played) => {
          const { tournament, round, absent } = benchRound({
            players: 12,
            played,
            totalRounds: played + 3,
            seed,
            drawRate: 0.3,
            forfeitRate: 0.1,
            byeRate: 0.1,
            withdrawRate: 0,
            forbiddenGroup: 0,
          })
          const players = buildPlayers({ tournament, round, absent })
          for (const a of players)
            for (const b of players) {
              if (a === b) continue
              const ca = colourFor(a, b, 'black')
              const aMissed = a.pref !== null && a.pref !== ca
              const bMissed = b.pref !== null && b.pref === ca
              expect(pairColourCost(a, b, 'black')).toEqual({
                topscorerCd: 0,
                topscorerRepeat: 0,
                prefMissed: Number(aMissed) + Number(bMissed),
                strongMissed:
                  Number(aMissed && a.strength >= 2) + Number(bMissed && b.strength >= 2),
              })
            }
        },
      ),
      { numRuns: 200, seed: 12 },
    )
  })
})

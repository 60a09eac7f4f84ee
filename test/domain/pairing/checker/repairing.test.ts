import { describe, expect, test } from 'vitest'
import { err, ok } from '../../../../src/domain/core/index.ts'
import {
  recordedPairing,
  repairTournament,
  type PairingEngine,
} from '../../../../src/domain/pairing/checker/index.ts'
import type { PairingRequest } from '../../../../src/domain/pairing/types.ts'
import { listFixtures, loadFixture } from '../../../helpers/fixtures.ts'

const file = listFixtures('dutch-forbidden').find((f) => f.endsWith('forbid-0001.trf')) ?? ''
const t = loadFixture(file)

describe('FIDE C.02 checker: re-pair every round of a complete TRF and list discrepancies', () => {
  test('an engine that reproduces the file has no discrepancy, and sees only rounds 1..r-1', () => {
    const seen: [number, number, number[]][] = []
    const engine: PairingEngine = (req: PairingRequest) => {
      seen.push([
        req.round,
        Math.max(...req.tournament.players.map((p) => p.rounds.length)),
        [...req.absent].sort((a, b) => a - b),
      ])
      return ok(recordedPairing(t, req.round))
    }
    expect(repairTournament(t, engine)).toEqual([])
    // forbid-0001: 3 is absent (Z) in round 4; 3 (H), 11 (H) and 12 (Z) in round 5; 12 from round 2.
    expect(seen).toEqual([
      [1, 0, []],
      [2, 1, [12]],
      [3, 2, [12]],
      [4, 3, [3, 12]],
      [5, 4, [3, 11, 12]],
    ])
  })

  test('swapped colours and a different bye are reported with the round and both pairings', () => {
    const engine: PairingEngine = (req) => {
      const rec = recordedPairing(t, req.round)
      if (req.round !== 5) return ok(rec)
      const [first, ...rest] = rec.games
      if (!first) throw new Error('no games')
      return ok({ ...rec, games: [{ white: first.black, black: first.white }, ...rest], bye: 10 })
    }
    const found = repairTournament(t, engine)
    const rec5 = recordedPairing(t, 5)
    expect(
      found.map((d) => [d.round, d.missing, d.unexpected, d.expected.bye, d.produced?.bye]),
    ).toEqual([
      [5, [rec5.games[0]], [{ white: rec5.games[0]?.black, black: rec5.games[0]?.white }], 9, 10],
    ])
  })

  test('a round with no legal pairing is a discrepancy carrying the failure', () => {
    const engine: PairingEngine = (req) =>
      req.round === 2
        ? err({ code: 'pairing/no-legal-pairing', round: 2 })
        : ok(recordedPairing(t, req.round))
    const found = repairTournament(t, engine)
    expect(found.map((d) => [d.round, d.failure?.code, d.produced, d.missing.length])).toEqual([
      [2, 'pairing/no-legal-pairing', null, 5],
    ])
  })
})

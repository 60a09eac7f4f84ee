import { describe, expect, test } from 'vitest'
import { pairRound } from '../../../src/domain/pairing/dutch/index.ts'
import { BENCH_DEFAULTS, benchRound } from '../../helpers/pairingHistory.ts'

/**
 * Rounds whose lowest brackets float two players out of a remainder where most floater sets at
 * the optimum's colour costs are worse below (the transposition walk gives up), so the remainder
 * is decided class by class of floater sets: round 5 of 83 players and round 7 of 1,000 (the
 * benchmark's target position). The pairing must be the exact graph's, board by board.
 */
describe('C.04.3 D.1: a remainder decided by floater classes is paired as its exact graph pairs it', () => {
  test.each([
    { players: 83, round: 5, boards: 40 },
    { players: 1000, round: 7, boards: 483 },
  ])(
    'round $round of $players players',
    ({ players, round: number, boards }) => {
      const { tournament, round, absent } = benchRound({
        ...BENCH_DEFAULTS,
        players,
        played: number - 1,
        seed: 7000 + players,
      })
      const fast = pairRound({ tournament, round, absent })
      const exact = pairRound({ tournament, round, absent }, { shortcuts: false })
      if (!fast.ok || !exact.ok) throw new Error('both pairings must succeed')
      expect(fast.value.games.length).toBe(boards)
      expect(fast.value).toEqual(exact.value)
    },
    120_000,
  )
})

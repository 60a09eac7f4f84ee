import { describe, expect, test } from 'vitest'
import {
  buildContext,
  computeDirectEncounter,
  computeStandings,
  drawLots,
  type StandingRow,
} from '../../../src/domain/tiebreaks/index.ts'
import { tournament } from './builders.ts'

function deValues(
  rounds: readonly (readonly string[])[],
  players: number,
  group: readonly number[],
  forfeits = false,
  reading: 'c07' | 'liguilla' = 'c07',
): number[] {
  const ctx = buildContext(tournament(players, rounds), { model: 'c07-2024' })
  const values = computeDirectEncounter(
    ctx,
    group.map((s) => s - 1),
    { includeForfeits: forfeits, reading },
  )
  return group.map((s) => values.get(s - 1)?.value ?? -1)
}

// Five-player round robin (player 5 wins it); players 1, 2 and 3 tie on 2 points and their
// mutual games give 1 (player 1), 0.5 (player 2) and 1.5 (player 3).
const LIGUILLA = tournament(5, [
  ['1-2 1-0', '3-4 =', '5 Z'],
  ['2-3 =', '4-5 =', '1 Z'],
  ['3-1 1-0', '2-5 =', '4 Z'],
  ['1-4 1-0', '3-5 0-1', '2 Z'],
  ['1-5 0-1', '2-4 1-0', '3 Z'],
])

const order = (rows: readonly StandingRow[]): number[] => rows.map((r) => r.startNo)

describe('direct encounter', () => {
  test('FAPA art. 29.2.b / FIDE C.07 art. 6.2: three tied players are ranked by their mini-league', () => {
    const res = computeStandings(LIGUILLA, {
      tiebreaks: ['DE'],
      unplayed: 'fapa',
      system: 'round-robin',
    })
    expect(res.ok && order(res.value)).toEqual([5, 3, 1, 2, 4])
    expect(res.ok && res.value.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5])
  })

  test('FIDE C.07 art. 6.2: players still level in the mini-table are re-run on their own', () => {
    // Mini-table of 1-4: players 1 and 2 have 2 points, 3 and 4 have 1; 1 beat 2 and 4 beat 3.
    const rounds = [
      ['1-2 1-0', '3-4 0-1'],
      ['2-3 1-0', '1-4 1-0'],
      ['3-1 1-0', '2-4 1-0'],
    ]
    expect(deValues(rounds, 4, [1, 2, 3, 4])).toEqual([3, 2, 0, 1])
  })

  test('FAPA art. 29.2.b: the liguilla ranks by mini-league points once, leaving 1 and 2 level', () => {
    const rounds = [
      ['1-2 1-0', '3-4 0-1'],
      ['2-3 1-0', '1-4 1-0'],
      ['3-1 1-0', '2-4 1-0'],
    ]
    expect(deValues(rounds, 4, [1, 2, 3, 4], false, 'liguilla')).toEqual([2, 2, 0, 0])
  })

  test('FIDE C.07 art. 6.3: in a Swiss, a player is placed first only if no missing game could catch him', () => {
    // 1 beat 2 and 3; 2 and 3 never met, so they stay tied.
    const rounds = [
      ['1-2 1-0', '3-4 1-0'],
      ['3-1 0-1', '2-4 1-0'],
    ]
    expect(deValues(rounds, 4, [1, 2, 3])).toEqual([2, 0, 0])
  })

  test('FIDE C.07 art. 6.3: a missing game that could change the order leaves the group tied', () => {
    // 1 beat 2; 3 met neither: 3 could still reach 1's mini-table score.
    const rounds = [['1-2 1-0', '3-4 1-0']]
    expect(deValues(rounds, 4, [1, 2, 3])).toEqual([0, 0, 0])
  })

  test('FIDE C.07 art. 6.1: two games between the same players are averaged', () => {
    const rounds = [['1-2 1-0'], ['2-1 ='], ['1-2 0-1']]
    // 1 scored 1.5 of 3, 2 scored 1.5 of 3: level.
    expect(deValues(rounds, 2, [1, 2])).toEqual([0, 0])
  })

  test('FIDE C.07 art. 6.1: forfeits count only when the regulations include them', () => {
    const rounds = [['1-2 +-']]
    expect(deValues(rounds, 2, [1, 2])).toEqual([0, 0])
    expect(deValues(rounds, 2, [1, 2], true)).toEqual([1, 0])
  })
})

describe('a tie that survives the chain', () => {
  // FAPA art. 29.2 on LIGUILLA: SB leaves 2 and 3 level (3.5), they drew (DE) and won once each.
  const chain = ['SB', 'DE', 'WIN']

  test('FAPA art. 29.2.d: flagged for a playoff, sharing the place', () => {
    const res = computeStandings(LIGUILLA, {
      tiebreaks: chain,
      unplayed: 'fapa',
      system: 'round-robin',
      finalTie: 'playoff',
    })
    const rows = res.ok ? res.value : []
    expect(rows.filter((r) => r.playoff).map((r) => [r.startNo, r.rank])).toEqual([
      [2, 2],
      [3, 2],
    ])
    expect(rows.find((r) => r.startNo === 1)?.rank).toBe(4)
  })

  test('FAPA art. 29.2.e / FIDE C.07 art. 4: the recorded lot decides, the same for the same seed', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const lots = drawLots([2, 3], seed)
      const res = computeStandings(LIGUILLA, {
        tiebreaks: chain,
        unplayed: 'fapa',
        system: 'round-robin',
        lotSeed: seed,
      })
      const rows = res.ok ? res.value : []
      const second = rows.find((r) => r.rank === 2)
      expect(second?.startNo).toBe(lots.get(2) === 1 ? 2 : 3)
      expect(second?.lot).toBe(1)
    }
  })

  test('FIDE C.07 art. 4: lots are reproducible and every seed yields a permutation', () => {
    const keys = [4, 9, 1, 7, 3]
    const seen = new Set<string>()
    for (let seed = 0; seed < 20; seed++) {
      const a = drawLots(keys, seed)
      expect(drawLots(keys.slice().reverse(), seed)).toEqual(a)
      expect([...a.values()].sort()).toEqual([1, 2, 3, 4, 5])
      seen.add(keys.map((k) => a.get(k)).join())
    }
    expect(seen.size).toBeGreaterThan(10)
  })
})

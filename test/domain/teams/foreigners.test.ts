import { describe, expect, test } from 'vitest'
import {
  checkLineupForeigners,
  checkListForeigners,
  foreignerStatus,
  lineupQuota,
  percentRoundedUp,
} from '../../../src/domain/teams/index.ts'
import { player } from './helpers.ts'

describe('FAPA art. 18: percentages rounded up to the next whole player', () => {
  test.each([
    [25, 4, 1],
    [25, 6, 2],
    [25, 8, 2],
    [10, 8, 1],
    [20, 8, 2],
    [25, 10, 3],
    [10, 10, 1],
    [20, 10, 2],
  ])('%i %% of %i boards is %i', (pct, boards, expected) => {
    expect(percentRoundedUp(pct, boards)).toBe(expected)
  })

  test.each([
    [4, { total: 1, eu: 1, nonEu: 1 }],
    [6, { total: 2, eu: 2, nonEu: 2 }],
    [8, { total: 2, eu: 2, nonEu: 1 }],
    [30, { total: 8, eu: 3, nonEu: 2 }],
  ])('lineup quota for %i boards', (boards, quota) => {
    expect(lineupQuota(boards)).toEqual(quota)
  })
})

describe('FAPA art. 18: who counts as a foreigner', () => {
  test.each([
    ['Spanish', { nationality: 'es' as const, fideRating: 2500 }, 'national'],
    ['EU player rated 2300', { nationality: 'eu' as const, fideRating: 2300 }, 'eu'],
    [
      'EU player under 2200 is exempt',
      { nationality: 'eu' as const, fideRating: 2150 },
      'national',
    ],
    [
      'non-EU with two years of residence is exempt',
      { nationality: 'non-eu' as const, fideRating: 2400, residenceYears: 2 },
      'national',
    ],
    [
      'titled FM under 2200 still counts',
      { nationality: 'non-eu' as const, fideRating: 2150, title: 'FM' },
      'non-eu',
    ],
  ])('%s', (_, extra, status) => {
    expect(foreignerStatus(player('p', 'c', extra))).toBe(status)
  })
})

describe('FAPA art. 18: list and lineup limits', () => {
  const eu = (id: string) => player(id, 'c', { nationality: 'eu', fideRating: 2300 })
  const non = (id: string) => player(id, 'c', { nationality: 'non-eu', fideRating: 2300 })

  test('a list may hold four foreigners, two of them non-EU', () => {
    expect(checkListForeigners([eu('a'), eu('b'), non('c'), non('d')])).toEqual([])
    expect(
      checkListForeigners([non('a'), non('b'), non('c')]).map((v) => [v.code, v.playerId]),
    ).toEqual([['list/too-many-non-eu', 'c']])
    expect(
      checkListForeigners([eu('a'), eu('b'), eu('c'), eu('d'), eu('e')]).map((v) => v.code),
    ).toEqual(['list/too-many-foreigners'])
  })

  test('8 boards: a second non-EU player on board 6 makes the lineup improper from board 6', () => {
    const lineup = [
      non('a'),
      player('b', 'c'),
      player('c', 'c'),
      player('d', 'c'),
      player('e', 'c'),
      non('f'),
      null,
      null,
    ]
    const v = checkLineupForeigners(lineup, 8)
    expect(v.map((x) => [x.code, x.article, x.fromBoard])).toEqual([
      ['lineup/foreigner-quota', '18', 6],
    ])
  })

  test('4 boards: one foreigner is allowed, the second is improper', () => {
    expect(checkLineupForeigners([eu('a'), player('b', 'c'), null, null], 4)).toEqual([])
    expect(
      checkLineupForeigners([eu('a'), player('b', 'c'), eu('x'), null], 4).map((x) => x.fromBoard),
    ).toEqual([3])
  })
})

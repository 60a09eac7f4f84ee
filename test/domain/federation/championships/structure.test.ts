import { describe, expect, test } from 'vitest'
import {
  divisionPromotionDecision,
  seasonDivisions,
  seasonRights,
  zonalPromotionDecision,
  type DivisionSettings,
  type RankedEntry,
} from '../../../../src/domain/federation/championships/index.ts'
import { player, rated } from './helpers.ts'

const settings: DivisionSettings = {
  bases: { fide: 1400, feda: 1500 },
  ratingEntry: {
    1: { minFideAverage: 2100, minFedaAverage: null },
    2: { minFideAverage: null, minFedaAverage: 1900 },
    3: { minFideAverage: null, minFedaAverage: 1700 },
  },
  firstDivisionSize: 2,
  secondDivisionSize: 3,
}

const ranking = (n: number): RankedEntry[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Z${i + 1}`, playerId: `z${i + 1}` }))

describe('FAPA art. 55.2 season divisions', () => {
  const players = [
    player('a', { ratings: rated(2200, 2150) }), // 1st by FIDE average
    player('b', { ratings: rated(null, 1950) }), // 2nd by FEDA average
    player('c', { ratings: rated(null, 1920) }), // 2nd
    player('d', { ratings: rated(null, 1800) }), // 3rd
    player('e', { ratings: rated(null, 1750) }), // 3rd
    player('f', { ratings: rated(null, 1710) }), // 3rd
    player('g', { ratings: rated(null, null) }), // 4th: FEDA base 1500
    player('h', { ratings: rated(1600, null), licensed: false }), // not licensed: left out
  ]
  const placements = seasonDivisions(players, new Map(), settings)
  const divisionOf = (id: string) => placements.find((p) => p.player.id === id)?.division

  test('FAPA art. 55.2: 1st filled to its size from 2nd by FEDA rating (b 1950 before c 1920)', () => {
    expect(['a', 'b', 'c'].map(divisionOf)).toEqual([1, 1, 2])
    const b = placements.find((p) => p.player.id === 'b')
    expect(b?.reasons.at(-1)).toEqual({
      code: 'championship/division-by-fill',
      article: 'FAPA art. 55.2',
      params: { division: 1, from: 2, size: 2, feda: 1950 },
    })
  })

  test('FAPA art. 55.2: 2nd then filled to its size from 3rd (c stays, d 1800 and e 1750 move up, f 1710 stays)', () => {
    expect(['d', 'e', 'f'].map(divisionOf)).toEqual([2, 2, 3])
  })

  test('FAPA art. 55 4ª División: no other division reached; art. 55.1.3: unlicensed players left out', () => {
    expect(divisionOf('g')).toBe(4)
    expect(placements.find((p) => p.player.id === 'g')?.reasons).toEqual([
      { code: 'championship/division-4-by-default', article: 'FAPA art. 55 4ª' },
    ])
    expect(divisionOf('h')).toBeUndefined()
  })

  test('FAPA art. 55.2: grouped by division, best FEDA first', () => {
    expect(placements.map((p) => p.player.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
  })

  test('FAPA art. 55.2: a zonal promotion (3rd) and a 2nd by average: plays the higher, 2nd', () => {
    const rights = new Map([['d', [{ division: 3 as const, reason: 'zonal-promotion' as const }]]])
    const wide = { ...settings, firstDivisionSize: 0, secondDivisionSize: 0 }
    const both = seasonDivisions([player('d', { ratings: rated(null, 1905) })], rights, wide)
    expect(both[0]?.division).toBe(2)
    expect(both[0]?.reasons.map((r) => [r.code, r.article])).toEqual([
      ['championship/division-by-zonal-promotion', 'FAPA art. 55.1.7'],
      ['championship/division-by-feda-average', 'FAPA art. 55.2'],
      ['championship/plays-higher-division', 'FAPA art. 55.2'],
    ])
  })
})

describe('FAPA art. 55.1.7 zonal promotions from final standings', () => {
  test('FAPA art. 55.1.7: 23 paired in the penultimate round promote 3 (2.3 rounded up), first three of the ranking', () => {
    const d = zonalPromotionDecision(ranking(24), 23, '2025-11-10', '2026-01-15')
    expect(d.count).toBe(3)
    expect(d.promoted.map((p) => [p.place, p.playerId, p.to])).toEqual([
      [1, 'z1', 3],
      [2, 'z2', 3],
      [3, 'z3', 3],
    ])
    expect([d.playsThisSeason, d.article]).toEqual([true, 'FAPA art. 55.1.7'])
  })
  test('FAPA art. 55.1.7: a zonal ending after 3rd division starts promotes for the next season', () => {
    expect(zonalPromotionDecision(ranking(10), 10, '2026-02-01', '2026-01-15')).toMatchObject({
      count: 1,
      playsThisSeason: false,
    })
  })
})

describe('FAPA art. 55.2 division promotions by previous classification', () => {
  test('FAPA art. 55.2: 3rd division with 2 places of the circular gives the first two a 2nd-division right', () => {
    const d = divisionPromotionDecision(ranking(8), 3, 2)
    expect(d.promoted.map((p) => [p.playerId, p.to])).toEqual([
      ['z1', 2],
      ['z2', 2],
    ])
    expect([d.playsThisSeason, d.article]).toEqual([false, 'FAPA art. 55.2'])
  })
  test('FAPA art. 55.2: no places set in the circular promotes nobody', () => {
    expect(divisionPromotionDecision(ranking(8), 2, 0).promoted).toEqual([])
  })
})

describe('FAPA art. 55.1.7 and 55.2 rights of a season', () => {
  test('this season: zonal promotions that may play now; last season: late zonal promotions and division promotions', () => {
    const now = zonalPromotionDecision(ranking(1), 5, '2025-10-01', '2026-01-15')
    const late = zonalPromotionDecision(
      [{ name: 'L', playerId: 'late' }],
      5,
      '2025-03-01',
      '2025-01-15',
    )
    const playedLastSeason = zonalPromotionDecision(
      [{ name: 'P', playerId: 'played' }],
      5,
      '2024-10-01',
      '2025-01-15',
    )
    const third = divisionPromotionDecision([{ name: 'T', playerId: 'third' }], 3, 1)
    const rights = seasonRights([now], [late, playedLastSeason, third])
    expect(Object.fromEntries(rights)).toEqual({
      z1: [{ division: 3, reason: 'zonal-promotion' }],
      late: [{ division: 3, reason: 'zonal-promotion' }],
      third: [{ division: 2, reason: 'previous-classification' }],
    })
  })
  test('an unmatched line of a ranking gives no right', () => {
    const d = zonalPromotionDecision([{ name: 'X', playerId: null }], 5, '2025-10-01', '2026-01-15')
    expect(seasonRights([d], []).size).toBe(0)
  })
})

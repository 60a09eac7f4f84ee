import { describe, expect, test } from 'vitest'
import {
  ageCategoriesOf,
  ageCategoryEligibility,
  ageOnSeasonDecember31,
  type AgeCategory,
} from '../../../../src/domain/federation/championships/index.ts'
import { SEASON, player } from './helpers.ts'

describe('FAPA art. 58 age on 31 December of the year the season ends', () => {
  test('season 2025-26 ends in 2026: born 2016 is 10 on 31 Dec 2026', () => {
    expect(ageOnSeasonDecember31(2016, SEASON)).toBe(10)
  })
  test('a season inside one calendar year counts that year', () => {
    expect(ageOnSeasonDecember31(2016, { startDate: '2026-01-10', endDate: '2026-12-20' })).toBe(10)
  })

  test.each<[string, number, AgeCategory, boolean, string | null]>([
    ['FAPA art. 58 Sub 10: 10 years on 31 Dec may enter', 2016, 'U10', true, null],
    ['FAPA art. 58 Sub 10: 11 years on 31 Dec may not', 2015, 'U10', false, 'championship/too-old'],
    ['FAPA art. 58 Sub 12: 12 years may enter', 2014, 'U12', true, null],
    ['FAPA art. 58 Sub 12: 13 years may not', 2013, 'U12', false, 'championship/too-old'],
    ['FAPA art. 58 Sub 14: 14 years may enter', 2012, 'U14', true, null],
    ['FAPA art. 58 Sub 16: 17 years may not', 2009, 'U16', false, 'championship/too-old'],
    ['FAPA art. 58 Sub 18: 18 years may enter', 2008, 'U18', true, null],
    ['FAPA art. 58 Sub 18: 19 years may not', 2007, 'U18', false, 'championship/too-old'],
    ['FAPA art. 58 Veteranos: 55 on 31 Dec may enter', 1971, 'veterans', true, null],
    [
      'FAPA art. 58 Veteranos: 54 on 31 Dec may not',
      1972,
      'veterans',
      false,
      'championship/too-young',
    ],
  ])('%s', (_name, birthYear, category, eligible, code) => {
    const result = ageCategoryEligibility(player('p', { birthYear }), category, SEASON)
    expect(result.eligible).toBe(eligible)
    expect(result.reasons.map((r) => r.code)).toEqual(code === null ? [] : [code])
  })

  test('FAPA art. 58 a licence in force is required', () => {
    const r = ageCategoryEligibility(
      player('p', { birthYear: 2016, licensed: false }),
      'U10',
      SEASON,
    )
    expect(r).toEqual({
      eligible: false,
      reasons: [{ code: 'championship/no-licence', article: 'FAPA art. 58' }],
    })
  })

  test('FAPA art. 58 without a birth year no age category can be decided', () => {
    expect(
      ageCategoryEligibility(player('p', { birthYear: null }), 'U18', SEASON).reasons.map(
        (r) => r.code,
      ),
    ).toEqual(['championship/no-birth-year'])
  })

  test('FAPA art. 56 and 58: a Sub 10 player may enter every youth category', () => {
    expect(ageCategoriesOf(player('p', { birthYear: 2017 }), SEASON)).toEqual([
      'U10',
      'U12',
      'U14',
      'U16',
      'U18',
    ])
    expect(ageCategoriesOf(player('p', { birthYear: 2011 }), SEASON)).toEqual(['U16', 'U18'])
    expect(ageCategoriesOf(player('p', { birthYear: 1960 }), SEASON)).toEqual(['veterans'])
    expect(ageCategoriesOf(player('p', { birthYear: 1990 }), SEASON)).toEqual([])
  })
})

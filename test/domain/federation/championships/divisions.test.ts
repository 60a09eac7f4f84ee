import { describe, expect, test } from 'vitest'
import {
  ART_55_SIZES,
  divisionOf,
  fillDivisions,
  playerAverages,
  type DivisionEntrant,
  type DivisionRight,
  type DivisionSettings,
} from '../../../../src/domain/federation/championships/index.ts'
import { player, rated } from './helpers.ts'

const settings: DivisionSettings = {
  bases: { fide: 1400, feda: 1500 },
  ratingEntry: {
    1: { minFideAverage: 2100, minFedaAverage: 2150 },
    2: { minFideAverage: 1900, minFedaAverage: 1950 },
    3: { minFideAverage: null, minFedaAverage: 1700 },
  },
  ...ART_55_SIZES,
}

describe('FAPA art. 55.2 averages of a player over the circular lists', () => {
  test('FAPA art. 55.2: FIDE average takes FEDA when FIDE is missing: (2000 + 1900) / 2 = 1950', () => {
    expect(
      playerAverages(
        [
          { fide: 2000, feda: 1980 },
          { fide: null, feda: 1900 },
        ],
        settings.bases,
      ),
    ).toEqual({
      fide: 1950,
      feda: 1940, // (1980 + 1900) / 2
      fideFrom: 'mixed', // 2000 from FIDE, 1900 from FEDA
      fedaFrom: 'feda',
    })
  })
  test('FAPA art. 55.2: no rating at all takes the base ratings in force', () => {
    const base = { fideFrom: 'base', fedaFrom: 'base' }
    expect(playerAverages([], settings.bases)).toEqual({ fide: 1400, feda: 1500, ...base })
    expect(playerAverages(rated(null, null), { fide: 1000, feda: 1200 })).toEqual({
      fide: 1000,
      feda: 1200,
      ...base,
    })
  })
})

describe('FAPA art. 55.2 division of a player', () => {
  const right = (
    division: 1 | 2 | 3 | 4,
    reason: DivisionRight['reason'] = 'previous-classification',
  ): DivisionRight => ({
    division,
    reason,
  })
  test.each<[string, ReturnType<typeof rated>, DivisionRight[], number, string[]]>([
    [
      'FAPA art. 55.2: FIDE average 2100 enters 1st',
      rated(2100, 2000),
      [],
      1,
      ['championship/division-by-fide-average'],
    ],
    [
      'FAPA art. 55.2: FEDA average 2150 enters 1st',
      rated(2000, 2150),
      [],
      1,
      ['championship/division-by-feda-average'],
    ],
    [
      'FAPA art. 55.2: FIDE falls back to FEDA (1950 >= 1900) for 2nd, and the reason says so',
      rated(null, 1950),
      [],
      2,
      ['championship/division-by-fide-average-from-feda'],
    ],
    [
      'FAPA art. 55.2: 3rd by FEDA average 1700',
      rated(1650, 1700),
      [],
      3,
      ['championship/division-by-feda-average'],
    ],
    [
      'FAPA art. 55 4ª: nothing else applies: 4th',
      rated(1600, 1650),
      [],
      4,
      ['championship/division-4-by-default'],
    ],
    [
      'FAPA art. 55 4ª: unrated players take the bases: 4th',
      [],
      [],
      4,
      ['championship/division-4-by-default'],
    ],
    [
      'FAPA art. 55.2: eligible for two divisions plays the higher (2nd by classification, 3rd by rating)',
      rated(1650, 1700),
      [right(2)],
      2,
      [
        'championship/division-by-previous-classification',
        'championship/division-by-feda-average',
        'championship/plays-higher-division',
      ],
    ],
    [
      'FAPA art. 55.1.7: a zonal promotion gives 3rd',
      rated(1500, 1500),
      [right(3, 'zonal-promotion')],
      3,
      ['championship/division-by-zonal-promotion'],
    ],
  ])('%s', (_n, ratings, rights, division, codes) => {
    const r = divisionOf(player('p', { ratings }), rights, settings)
    expect(r.division).toBe(division)
    expect(r.reasons.map((x) => x.code)).toEqual(codes)
  })
})

describe('FAPA art. 55.2 filling 1st to 30 and 2nd to 50', () => {
  const entrant = (
    id: string,
    division: 1 | 2 | 3,
    feda: number | null,
    fide: number | null = null,
  ): DivisionEntrant => ({
    player: player(id, { ratings: rated(fide, feda) }),
    division,
  })
  const many = (prefix: string, n: number, division: 1 | 2 | 3, feda: number): DivisionEntrant[] =>
    Array.from({ length: n }, (_, i) =>
      entrant(`${prefix}${String(i).padStart(2, '0')}`, division, feda - i),
    )

  test('FAPA art. 55.2: 28 in 1st take the two best FEDA ratings of 2nd', () => {
    const entrants = [
      ...many('a', 28, 1, 2300),
      entrant('b1', 2, 1900),
      entrant('b2', 2, 2010),
      entrant('b3', 2, null, 2005),
      entrant('b4', 2, 1800),
    ]
    const { movedUp } = fillDivisions(entrants, { ...settings, secondDivisionSize: 0 })
    // b2 2010 FEDA, then b3 without FEDA takes FIDE 2005 (the FEDA fall-back), then b1 1900 stays
    expect(movedUp).toEqual([
      { id: 'b2', from: 2, to: 1 },
      { id: 'b3', from: 2, to: 1 },
    ])
  })

  test('FAPA art. 55.2: then 2nd is completed to 50 from 3rd, after giving players to 1st', () => {
    const entrants = [
      ...many('a', 29, 1, 2300),
      ...many('b', 49, 2, 2000),
      ...many('c', 3, 3, 1800),
    ]
    const result = fillDivisions(entrants, settings)
    // 1st takes b00 (best of 2nd): 2nd has 48, so it takes c00 and c01
    expect(result.movedUp.map((m) => m.id)).toEqual(['b00', 'c00', 'c01'])
    const count = (d: number): number => result.entrants.filter((e) => e.division === d).length
    expect([count(1), count(2), count(3)]).toEqual([30, 50, 1])
  })

  test('FAPA art. 55.2: a full 1st takes nobody', () => {
    expect(
      fillDivisions([...many('a', 30, 1, 2300), ...many('b', 5, 2, 2000)], settings).movedUp,
    ).toEqual([])
  })
})

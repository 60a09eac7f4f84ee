import { describe, expect, test } from 'vitest'
import {
  ART_55_SIZES,
  eligibilityFor,
  eligibilityTable,
  type ChampionshipRef,
  type EligibilityContext,
} from '../../../../src/domain/federation/championships/index.ts'
import { SEASON, player, rated } from './helpers.ts'

const ctx: EligibilityContext = {
  season: SEASON,
  divisions: {
    bases: { fide: 1400, feda: 1500 },
    ratingEntry: {
      1: { minFideAverage: 2100, minFedaAverage: null },
      2: { minFideAverage: 1900, minFedaAverage: null },
      3: { minFideAverage: 1700, minFedaAverage: null },
    },
    ...ART_55_SIZES,
  },
  rights: new Map([['champ', [{ division: 1, reason: 'previous-classification' }]]]),
}

describe('FAPA art. 54-63 eligibility for the season', () => {
  test.each<[string, ReturnType<typeof player>, ChampionshipRef, boolean, string[]]>([
    [
      'FAPA art. 54: the final is open to federated players only',
      player('x', { licensed: false, ratings: rated(2200, null) }),
      { kind: 'final', division: 1 },
      false,
      ['championship/no-licence', 'championship/division-by-fide-average'],
    ],
    [
      'FAPA art. 55.2: a 1800 player may not play the 1st',
      player('x', { ratings: rated(1800, null) }),
      { kind: 'final', division: 1 },
      false,
      ['championship/division-by-fide-average', 'championship/other-division'],
    ],
    [
      "FAPA art. 55.2: last season's classification gives 1st",
      player('champ', { ratings: rated(1800, null) }),
      { kind: 'final', division: 1 },
      true,
      [
        'championship/division-by-previous-classification',
        'championship/division-by-fide-average',
        'championship/plays-higher-division',
      ],
    ],
    [
      'FAPA art. 55.1.3: the zonal is for 4th-division players',
      player('x', { ratings: rated(1600, null) }),
      { kind: 'zonal' },
      true,
      ['championship/division-4-by-default'],
    ],
    [
      'FAPA art. 55.1.3: a 3rd-division player does not play a zonal',
      player('x', { ratings: rated(1750, null) }),
      { kind: 'zonal' },
      false,
      ['championship/division-by-fide-average', 'championship/other-division'],
    ],
    [
      'FAPA art. 61: rapid needs a licence in force',
      player('x', { licensed: false }),
      { kind: 'rapid' },
      false,
      ['championship/no-licence'],
    ],
    [
      'FAPA art. 58: veterans',
      player('x', { birthYear: 1970 }),
      { kind: 'age', category: 'veterans' },
      true,
      [],
    ],
  ])('%s', (_n, p, ref, eligible, codes) => {
    const r = eligibilityFor(p, ref, ctx)
    expect(r.eligible).toBe(eligible)
    expect(r.reasons.map((x) => x.code)).toEqual(codes)
  })

  test('the eligibility table has one result per player and championship, in order', () => {
    const refs: ChampionshipRef[] = [
      { kind: 'age', category: 'U12' },
      { kind: 'blitz' },
      { kind: 'zonal' },
    ]
    const rows = eligibilityTable(
      [player('kid', { birthYear: 2015 }), player('adult', { licensed: false })],
      refs,
      ctx,
    )
    expect(rows.map((r) => r.player.id)).toEqual(['kid', 'adult'])
    // Each cell is the verdict for its championship, in the order the championships were given.
    const [kid, adult] = [player('kid', { birthYear: 2015 }), player('adult', { licensed: false })]
    expect(rows.map((r) => r.results)).toEqual([
      refs.map((ref) => eligibilityFor(kid, ref, ctx)),
      refs.map((ref) => eligibilityFor(adult, ref, ctx)),
    ])
    expect(rows.map((r) => r.results.map((x) => x.eligible))).toEqual([
      [true, true, true],
      [false, false, false],
    ])
  })
})

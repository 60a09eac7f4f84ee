import { describe, expect, it } from 'vitest'
import {
  categoryFor,
  DERIVED_SEED_SCORE_TABLE,
  evaluateNorms,
  requiredSeedPoints,
  resolveNormContext,
  seedAverages,
  seedForeignMinimum,
  seedRatings,
  seedSameFederationLimit,
  seedUnratedValue,
  type NormGame,
  type NormResult,
} from '../../../src/domain/norms/index.ts'
import type { TournamentSnapshot } from '../../../src/domain/tournament/index.ts'
import { extras, normTournament, opps, type Opp } from './helpers.ts'

const SEED = { rules: 'seed' } as const

function norm(s: TournamentSnapshot, title: NormResult['title'], ctx = {}): NormResult {
  const r = evaluateNorms(s, 1, { ...SEED, ...ctx }, { titles: [title] })[0]
  if (!r) throw new Error('no result')
  return r
}

function cond(r: NormResult, id: string) {
  const c = r.conditions.find((x) => x.id === id)
  if (!c) throw new Error(`no condition ${id}`)
  return c
}

function game(rating: number, opponent = 2): NormGame {
  return {
    round: 1,
    opponent,
    opponentName: '',
    rating,
    title: '',
    federation: 'FRA',
    colour: 'white',
    outcome: 'draw',
    points: 1 as NormGame['points'],
  }
}

/** Nine IMs rated `rating`: four FRA, three GER, two ESP; the candidate is French (host FRA). */
function imField(results: readonly Opp['res'][], rating = 2390): Opp[] {
  const feds = ['FRA', 'FRA', 'FRA', 'FRA', 'GER', 'GER', 'GER', 'ESP', 'ESP']
  return results.map((res, i) => ({ rating, title: 'IM', fed: feds[i % 9] as string, res }))
}

const EMPTY = normTournament({ candidate: { rating: 2400, fed: 'FRA' }, opponents: [] })
const ctx = resolveNormContext(EMPTY, SEED)

describe('seed 8.5 and 8.7 foreign players', () => {
  it.each([
    [
      '8.5: 9 rounds, 10 players, one third -> at least 4 foreign opponents',
      seedForeignMinimum(9),
      4,
    ],
    ['8.5: 13 rounds, 14 players -> ceil(14/3) = 5', seedForeignMinimum(13), 5],
    ['8.7 example: 9 rounds -> ([2x10]+1)/3 = 7', seedSameFederationLimit(9), 7],
    [
      '8.7 example: 13 rounds -> ([2x14]+1)/3 = 9.67 -> 10 (the text writes [2x13] but gives 10)',
      seedSameFederationLimit(13),
      10,
    ],
  ])('%s', (_n, got, expected) => expect(got).toBe(expected))

  it('8.5: a French candidate in a French event with 3 foreign opponents of 9 fails: needs 4', () => {
    const o = imField(Array(9).fill(0.5)).map((x, i) => ({ ...x, fed: i < 3 ? 'GER' : 'FRA' }))
    const c = cond(
      norm(normTournament({ candidate: { rating: 2400, fed: 'FRA' }, opponents: o }), 'IM'),
      'foreign-opponents',
    )
    expect(c.detail).toBe('foreign opponents: 3 of 9, needs 4 (8.5)')
  })

  it('8.7: a Spanish guest of a French event, 7 of 10 players French passes, 8 fails', () => {
    const seven = imField(Array(9).fill(0.5)).map((x, i) => ({ ...x, fed: i < 7 ? 'FRA' : 'GER' }))
    const eight = imField(Array(9).fill(0.5)).map((x, i) => ({ ...x, fed: i < 8 ? 'FRA' : 'GER' }))
    const ok7 = cond(
      norm(normTournament({ candidate: { rating: 2400, fed: 'ESP' }, opponents: seven }), 'IM'),
      'same-federation',
    )
    const ko8 = cond(
      norm(normTournament({ candidate: { rating: 2400, fed: 'ESP' }, opponents: eight }), 'IM'),
      'same-federation',
    )
    expect([ok7.have, ok7.need, ok7.ok, ko8.have, ko8.ok]).toEqual([7, 7, true, 8, false])
  })

  it('8.6: a candidate and opponents from two federations only fail: needs 3', () => {
    const o = imField(Array(9).fill(0.5)).map((x, i) => ({ ...x, fed: i < 5 ? 'GER' : 'FRA' }))
    const c = cond(
      norm(normTournament({ candidate: { rating: 2400, fed: 'FRA' }, opponents: o }), 'IM'),
      'federations',
    )
    expect([c.have, c.need, c.ok]).toEqual([2, 3, false])
  })
})

describe('seed 8.8, 8.8w, 8.9 exemptions', () => {
  const allFrench = imField(Array(9).fill(0.5)).map((x) => ({ ...x, fed: 'FRA' }))

  it('8.8: a Swiss with 20 foreign rated players (GER 7, ESP 7, ITA 6), 10 of them GM/IM, waives 8.5 and 8.6', () => {
    const field = [
      ...extras(7, 'GER', 2450, 'IM'),
      ...extras(7, 'ESP', 2300),
      ...extras(6, 'ITA', 2450, 'GM'),
    ]
    const r = norm(
      normTournament({
        candidate: { rating: 2400, fed: 'FRA' },
        opponents: allFrench,
        extras: field,
      }),
      'IM',
    )
    expect([cond(r, 'foreign-opponents').exempt, cond(r, 'foreign-opponents').detail]).toEqual([
      true,
      'foreign opponents: exempt by 8.8 (8.5)',
    ])
  })

  it('8.8: 19 foreign players are not enough', () => {
    const field = [
      ...extras(6, 'GER', 2450, 'IM'),
      ...extras(7, 'ESP', 2300),
      ...extras(6, 'ITA', 2450, 'GM'),
    ]
    const r = norm(
      normTournament({
        candidate: { rating: 2400, fed: 'FRA' },
        opponents: allFrench,
        extras: field,
      }),
      'IM',
    )
    expect(cond(r, 'foreign-opponents').ok).toBe(false)
  })

  it('8.8 vs 8.8w: 20 foreign, only 4 GM/IM but 10 rated 2300+: exempt for a WIM result, not for IM', () => {
    const field = [
      ...extras(4, 'GER', 2450, 'IM'),
      ...extras(6, 'ESP', 2300),
      ...extras(10, 'ITA', 2100),
    ]
    const s = normTournament({
      candidate: { rating: 2300, fed: 'FRA', sex: 'w' },
      opponents: allFrench,
      extras: field,
    })
    expect(cond(norm(s, 'WIM'), 'foreign-opponents').detail).toBe(
      'foreign opponents: exempt by 8.8w (8.5)',
    )
    expect(cond(norm(s, 'IM'), 'foreign-opponents').ok).toBe(false)
  })

  it('8.9: a national championship final waives 8.5-8.7', () => {
    const r = norm(
      normTournament({ candidate: { rating: 2400, fed: 'FRA' }, opponents: allFrench }),
      'IM',
      { nationalChampionship: true },
    )
    expect(cond(r, 'federations').detail).toBe('federations: exempt by 8.9 (8.6)')
  })
})

describe('seed 8.3, 8.31, 8.33, 8.4 rated and titled shares', () => {
  it('8.3: 2 unrated of 10 players -> 8 rated >= 80 % passes; 3 unrated -> 7 < 8 fails', () => {
    const two = imField(Array(9).fill(0.5)).map((x, i) => ({ ...x, rating: i < 2 ? 0 : x.rating }))
    const three = imField(Array(9).fill(0.5)).map((x, i) => ({
      ...x,
      rating: i < 3 ? 0 : x.rating,
    }))
    const a = cond(
      norm(normTournament({ candidate: { rating: 2400, fed: 'FRA' }, opponents: two }), 'IM'),
      'rated-share',
    )
    const b = cond(
      norm(normTournament({ candidate: { rating: 2400, fed: 'FRA' }, opponents: three }), 'IM'),
      'rated-share',
    )
    expect([a.have, a.need, a.ok, b.have, b.ok]).toEqual([8, 8, true, 7, false])
  })

  it('8.31 and 9.3: unrated count 2000, 8.33 2100 in an open zonal', () => {
    expect(seedUnratedValue(ctx)).toBe(2000)
    expect(seedUnratedValue({ ...ctx, zonal: 'open' })).toBe(2100)
    expect(seedUnratedValue({ ...ctx, zonal: 'women' })).toBe(2000)
  })

  it('unrated at 2000 (seed 9.3) vs 1400 raised to the floor (B.01): 2400 + 8x2400 + unrated over 10 = 2360; B.01 IM Ra (8x2400 + 2050)/9 = 2361', () => {
    const o = imField([...Array(8).fill(0.5), 0.5], 2400).map((x, i) => ({
      ...x,
      rating: i === 8 ? 0 : 2400,
    }))
    const s = normTournament({ candidate: { rating: 2400, fed: 'FRA' }, opponents: o })
    expect(norm(s, 'IM').ra).toBe(2360)
    expect(evaluateNorms(s, 1, { rules: 'b01-2024' }, { titles: ['IM'] })[0]?.ra).toBe(2361)
  })

  it('8.4: 4 of 10 titled or 2300+ fails (needs 5); for a WGM result in a women-only event 2100 counts', () => {
    const o: Opp[] = [
      ...opps(Array(4).fill(0.5), 2400, 'WGM', 'GER'),
      ...opps(Array(5).fill(0.5), 2150, '', 'ESP'),
    ]
    const s = normTournament({ candidate: { rating: 2150, fed: 'FRA', sex: 'w' }, opponents: o })
    const open = cond(norm(s, 'WGM', { womenOnly: false }), 'titled-share')
    const women = cond(norm(s, 'WGM', { womenOnly: true }), 'titled-share')
    expect([open.have, open.need, open.ok, women.have, women.ok]).toEqual([4, 5, false, 10, true])
  })
})

describe('seed 9.x and 11.x averages and categories', () => {
  it.each([
    ['11.2: (2400 + 2401)/2 = 2400.5 -> 2401', 2400, [2401], 2401],
    ['11.2: (2400 + 2400 + 2401)/3 = 2400.33 -> 2400', 2400, [2400, 2401], 2400],
    ['11.1 with the candidate: (2300 + 9x2550)/10 = 2525', 2300, Array(9).fill(2550), 2525],
  ])('%s', (_n, cand, ratings, expected) => {
    expect(
      seedAverages(
        { startNo: 1, rating: cand },
        ratings.map((r, i) => game(r, i + 2)),
        ctx,
      ).withCandidate,
    ).toBe(expected)
  })

  it('9.4: the honorary GM is rated at the average of the others: (2400 + 2500)/2 = 2450', () => {
    const parts = [
      { startNo: 1, rating: 2400 },
      { startNo: 2, rating: 2500 },
      { startNo: 3, rating: 2300 },
    ]
    expect(seedRatings(parts, { ...ctx, honoraryGm: 3 })).toEqual([2400, 2500, 2450])
  })

  it.each([
    [2250, 0],
    [2251, 1],
    [2275, 1],
    [2276, 2],
    [2386, 6],
    [2600, 14],
  ])('11.0: average %i is category %i (category 1 = 2251-2275, +25 each)', (avg, cat) => {
    expect(categoryFor(avg)).toBe(cat)
  })

  it.each([
    ['IM cat 6 (2376): dp >= 74 -> 61 % -> 5.5/9', 6, 'IM', 9, 11],
    ['IM cat 5 (2351): dp >= 99 -> 64 % -> 6/9 (the 1985 check point)', 5, 'IM', 9, 12],
    ['GM cat 10 (2476): dp >= 124 -> 67 % -> 6/9', 10, 'GM', 9, 12],
    ['GM cat 1 (2251): dp >= 349 -> 89 % -> 12/13', 1, 'GM', 13, 24],
    ['WIM cat 6 (2376): dp >= -126 -> 33 % -> 3/9', 6, 'WIM', 9, 6],
  ] as const)('11.31/11.32 derived: %s', (_n, cat, title, games, hp) => {
    expect(DERIVED_SEED_SCORE_TABLE.source).toBe('derived')
    expect(requiredSeedPoints(DERIVED_SEED_SCORE_TABLE, cat, title, games)).toBe(hp)
  })
})

describe('seed title results end to end', () => {
  it('IM: (2350 + 9x2390)/10 = 2386, category 6 needs 61 %: 5.5/9 passes, 5/9 fails', () => {
    const pass = norm(
      normTournament({
        candidate: { rating: 2350, fed: 'FRA' },
        opponents: imField([1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0]),
      }),
      'IM',
    )
    const fail = norm(
      normTournament({
        candidate: { rating: 2350, fed: 'FRA' },
        opponents: imField([1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0, 0]),
      }),
      'IM',
    )
    expect([pass.ra, pass.category, pass.requiredPoints, pass.achieved, fail.achieved]).toEqual([
      2386,
      6,
      11,
      true,
      false,
    ])
    const score = cond(fail, 'score')
    expect([score.article, score.tableSource, score.detail]).toEqual([
      '11.3',
      'derived',
      'score in category 6: 5 of 9, needs 5.5 (11.3 (derived))',
    ])
  })

  it('10.10: 7.5/9 with 5.5 needed is 2 full points over -> 9 + 2 = 11 games', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2350, fed: 'FRA' },
        opponents: imField([1, 1, 1, 1, 1, 1, 0.5, 0.5, 0.5]),
      }),
      'IM',
    )
    expect([r.points, r.requiredPoints, r.applicationGames]).toEqual([15, 11, 11])
  })

  it('10.10: at most three: a WIM result 9/9 with 3 needed (6 over) -> 9 + 3 = 12 games', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2350, fed: 'FRA', sex: 'w' },
        opponents: imField(Array(9).fill(1)),
      }),
      'WIM',
    )
    expect([r.requiredPoints, r.applicationGames]).toEqual([6, 12])
  })

  it('8.32: (2400 + 9x2440 + 1700)/11 = 2369 (cat 5, IM 64 %), 6/10 = 60 % fails; dropping the win over 1700: (2400 + 9x2440)/10 = 2436 (cat 8, 54 %), 5/9 = 56 % passes', () => {
    const o: Opp[] = [
      { rating: 1700, fed: 'FRA', res: 1 },
      ...imField([1, 1, 1, 1, 0.5, 0.5, 0, 0, 0], 2440),
    ]
    const r = norm(normTournament({ candidate: { rating: 2400, fed: 'FRA' }, opponents: o }), 'IM')
    expect([r.achieved, r.droppedRounds, r.games, r.points, r.ra, r.category]).toEqual([
      true,
      [1],
      9,
      10,
      2436,
      8,
    ])
  })

  it('10.9: 5/9 after round 9 in category 8 is an IM result; losing rounds 10-11 (5/11 = 45 %) does not take it away', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2400, fed: 'FRA' },
        opponents: imField([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0], 2440),
      }),
      'IM',
    )
    expect([r.achieved, r.lastRound, r.droppedRounds, r.games]).toEqual([true, 9, [10, 11], 9])
  })

  it('9.21: GM, (2200 + 9x2550)/10 = 2515 (cat 11, 64 %): 5.5/9 = 61 % fails the table; without the candidate 2550 + dp(61 %) 80 = 2630 >= 2600', () => {
    const o = imField([1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0], 2550).map((x) => ({
      ...x,
      title: 'GM',
    }))
    const r = norm(normTournament({ candidate: { rating: 2200, fed: 'FRA' }, opponents: o }), 'GM')
    const c = cond(r, 'score')
    expect([r.achieved, c.article, c.have, c.detail]).toEqual([
      true,
      '9.21',
      2630,
      'performance (without the candidate): 2630, needs 2600 (9.21)',
    ])
  })

  it.each([
    [
      '10.1 GM: 2 GMs of 9 < 3',
      'GM',
      ['GM', 'GM', 'IM', 'IM', 'IM', 'IM', 'IM', 'IM', 'IM'],
      false,
    ],
    ['10.3 IM: 2 GMs suffice', 'IM', ['GM', 'GM', 'FM', 'FM', 'FM', 'FM', 'FM', 'FM', 'FM'], true],
    [
      '10.3 IM: 1 GM + 1 IM < 3 and < 2 GMs',
      'IM',
      ['GM', 'IM', 'FM', 'FM', 'FM', 'FM', 'FM', 'FM', 'FM'],
      false,
    ],
    [
      '10.4 WIM: 3 WIMs',
      'WIM',
      ['WIM', 'WIM', 'WIM', 'WFM', 'WFM', 'WFM', 'WFM', 'WFM', 'WFM'],
      true,
    ],
    [
      '10.4 WIM: 1 WGM + 1 IM = 2 of GM/IM/WGM',
      'WIM',
      ['WGM', 'IM', 'WFM', 'WFM', 'WFM', 'WFM', 'WFM', 'WFM', 'WFM'],
      true,
    ],
    [
      '10.2 WGM: 2 of GM/IM/WGM/2300+ < 3',
      'WGM',
      ['WGM', 'IM', 'WFM', 'WFM', 'WFM', 'WFM', 'WFM', 'WFM', 'WFM'],
      false,
    ],
  ] as const)('%s', (_n, title, titles, ok) => {
    const o = imField(Array(9).fill(0.5), 2200).map((x, i) => ({
      ...x,
      title: titles[i] as string,
    }))
    expect(
      cond(
        norm(normTournament({ candidate: { rating: 2200, fed: 'FRA' }, opponents: o }), title),
        'titled-opponents',
      ).ok,
    ).toBe(ok)
  })

  it('5.4: GM results need one round a day in the last three rounds', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'FRA' },
      opponents: imField(Array(9).fill(0.5), 2550),
    })
    const dates = [
      '2020-05-01',
      '2020-05-02',
      '2020-05-03',
      '2020-05-04',
      '2020-05-05',
      '2020-05-06',
      '2020-05-07',
      '2020-05-08',
      '2020-05-08',
    ]
    const c = cond(norm(s, 'GM', { roundDates: dates }), 'gm-last-rounds')
    expect(c.ok).toBe(false)
  })

  it('5.6: 2020-05-01 to 2020-08-15 is 107 days > 90; a league (5.61) may take longer', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'FRA' },
      opponents: imField(Array(9).fill(0.5)),
    })
    expect(
      cond(norm(s, 'IM', { startDate: '2020-05-01', endDate: '2020-08-15' }), 'duration').have,
    ).toBe(107)
    expect(
      cond(
        norm(s, 'IM', { startDate: '2020-05-01', endDate: '2020-08-15', league: true }),
        'duration',
      ).ok,
    ).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import {
  addYears,
  checkB01Application,
  checkSeedApplication,
  SEED_DIRECT_TITLES,
  titlesByRating,
  type NormRecord,
} from '../../../src/domain/norms/index.ts'

function rec(
  id: string,
  startDate: string,
  games: number,
  extra: Partial<NormRecord> = {},
): NormRecord {
  return {
    id,
    title: 'GM',
    rules: 'seed',
    tournament: id,
    startDate,
    games,
    system: 'round-robin',
    maxRoundsPerDay: 1,
    ...extra,
  }
}

function cond(
  app: { conditions: readonly { id: string; ok: boolean; have: number | null }[] },
  id: string,
) {
  const c = app.conditions.find((x) => x.id === id)
  if (!c) throw new Error(`no ${id}`)
  return c
}

describe('seed title applications (1.11, 1.7, 10.5-10.7, 5.5, 5.6)', () => {
  const two = [rec('a', '2010-05-01', 11), rec('b', '2012-03-01', 13)]

  it('1.11: two round-robin results of 11 + 13 = 24 games and 2510 in 2013 -> GM', () => {
    const app = checkSeedApplication(
      'GM',
      two,
      [{ date: '2013-01-01', rating: 2510 }],
      '2013-06-01',
    )
    expect([app.ok, app.games]).toEqual([true, 24])
  })

  it('1.7: 2500 first reached on 2018-01-01, more than seven years after the first result (2010-05-01 + 7 = 2017-05-01), and 2480 now -> fails', () => {
    const ratings = [
      { date: '2016-01-01', rating: 2490 },
      { date: '2018-01-01', rating: 2505 },
      { date: '2019-01-01', rating: 2480 },
    ]
    const app = checkSeedApplication('GM', two, ratings, '2019-06-01')
    expect([app.ok, cond(app, 'rating').have]).toEqual([false, 2490])
  })

  it('1.7: the same player applying while rated 2505 (2018-06-01) succeeds: the rating at application time counts', () => {
    const ratings = [{ date: '2018-01-01', rating: 2505 }]
    expect(
      checkSeedApplication(
        'GM',
        [rec('a', '2012-05-01', 11), rec('b', '2012-09-01', 13)],
        ratings,
        '2018-06-01',
      ).ok,
    ).toBe(true)
  })

  it('10.5: two Swiss results of 24 games need 30 without a round robin or Olympiad', () => {
    const swiss = two.map((r) => ({ ...r, system: 'swiss' as const }))
    const app = checkSeedApplication(
      'GM',
      swiss,
      [{ date: '2013-01-01', rating: 2510 }],
      '2013-06-01',
    )
    expect([cond(app, 'games').ok, app.ok]).toEqual([false, false])
  })

  it('10.7: start dates 2010-05-01 and 2016-05-02 are more than six years apart', () => {
    const app = checkSeedApplication(
      'GM',
      [rec('a', '2010-05-01', 11), rec('b', '2016-05-02', 13)],
      [{ date: '2016-01-01', rating: 2510 }],
      '2016-06-01',
    )
    expect(cond(app, 'six-years').ok).toBe(false)
  })

  it('10.6: no result at one round a day fails; 5.5: two results at 40/2h + 1h fail', () => {
    const both = two.map((r) => ({ ...r, maxRoundsPerDay: 2, slowFortyInTwo: true }))
    const app = checkSeedApplication(
      'GM',
      both,
      [{ date: '2013-01-01', rating: 2510 }],
      '2013-06-01',
    )
    expect([
      cond(app, 'one-round-a-day').ok,
      cond(app, 'slow-forty').have,
      cond(app, 'slow-forty').ok,
    ]).toEqual([false, 2, false])
  })

  it('5.6: an event of 2011-01-01 to 2011-04-30 (120 days) fails unless a league (5.61)', () => {
    const long = [rec('a', '2011-01-01', 11, { endDate: '2011-04-30' }), rec('b', '2012-03-01', 13)]
    const rating = [{ date: '2013-01-01', rating: 2510 }]
    expect(cond(checkSeedApplication('GM', long, rating, '2013-06-01'), 'ninety-days').ok).toBe(
      false,
    )
    const league = [{ ...long[0]!, league: true }, long[1]!]
    expect(checkSeedApplication('GM', league, rating, '2013-06-01').ok).toBe(true)
  })

  it('8.9: results only from national championships are not accepted', () => {
    const nat = two.map((r) => ({ ...r, national: true }))
    expect(
      cond(
        checkSeedApplication('GM', nat, [{ date: '2013-01-01', rating: 2510 }], '2013-06-01'),
        'not-only-national',
      ).ok,
    ).toBe(false)
  })

  it('addYears keeps the day: 2010-05-01 + 7 = 2017-05-01', () => {
    expect(addYears('2010-05-01', 7)).toBe('2017-05-01')
  })
})

describe('B.01 title applications (1.5.1, 1.5.3, 1.5.6, 1.4.3e)', () => {
  const b01 = (
    id: string,
    date: string,
    games: number,
    extra: Partial<NormRecord> = {},
  ): NormRecord =>
    rec(id, date, games, { rules: 'b01-2024', system: 'swiss', foreignRuleMet: true, ...extra })

  it('1.5.1: 9 + 9 + 9 = 27 games, 2500 and a 1.5.6 event -> GM', () => {
    const app = checkB01Application(
      'GM',
      [
        b01('a', '2023-01-01', 9, { qualifyingEvent: true }),
        b01('b', '2023-06-01', 9),
        b01('c', '2024-02-01', 9),
      ],
      [{ date: '2024-03-01', rating: 2501 }],
      '2024-04-01',
    )
    expect([app.ok, app.games]).toEqual([true, 27])
  })

  it('1.5.1: 9 + 9 + 8 = 26 < 27 fails', () => {
    const app = checkB01Application(
      'GM',
      [
        b01('a', '2023-01-01', 9, { qualifyingEvent: true }),
        b01('b', '2023-06-01', 9),
        b01('c', '2024-02-01', 8, { eightGameException: true }),
      ],
      [{ date: '2024-03-01', rating: 2501 }],
      '2024-04-01',
    )
    expect([cond(app, 'games').have, app.ok]).toEqual([26, false])
  })

  it('1.5.6: norms after 30 June 2022 with none from a qualifying event fail', () => {
    const app = checkB01Application(
      'IM',
      [
        b01('a', '2023-01-01', 9, { title: 'IM' }),
        b01('b', '2023-06-01', 9, { title: 'IM' }),
        b01('c', '2024-02-01', 9, { title: 'IM' }),
      ],
      [{ date: '2024-03-01', rating: 2401 }],
      '2024-04-01',
    )
    expect([cond(app, 'qualifying-event').ok, app.ok]).toEqual([false, false])
  })

  it('1.4.3e: every norm under a federation exemption fails', () => {
    const ex = { foreignRuleMet: false, qualifyingEvent: true }
    const app = checkB01Application(
      'GM',
      [b01('a', '2021-01-01', 9, ex), b01('b', '2021-06-01', 9, ex), b01('c', '2022-02-01', 9, ex)],
      [{ date: '2022-03-01', rating: 2501 }],
      '2022-04-01',
    )
    expect(cond(app, 'foreign-rule').ok).toBe(false)
  })
})

describe('titles by rating and direct titles', () => {
  it.each([
    ['seed 1.31: 2300 after 24 games -> FM', 'seed', 2300, 24, 'm', ['FM']],
    ['seed 1.31: 2300 after 23 games -> nothing', 'seed', 2300, 23, 'm', []],
    ['seed 1.61: 2150 after 30 games, a woman -> WFM', 'seed', 2150, 30, 'w', ['WFM']],
    ['B.01 1.3: 2250 after 30 games -> CM', 'b01-2024', 2250, 30, 'm', ['CM']],
    [
      'B.01 1.3: 2310, a woman -> FM, CM, WFM, WCM',
      'b01-2024',
      2310,
      40,
      'w',
      ['FM', 'CM', 'WFM', 'WCM'],
    ],
  ] as const)('%s', (_n, rules, rating, games, sex, titles) => {
    expect(titlesByRating(rules, rating, games, sex).map((t) => t.title)).toEqual(titles)
  })

  it('seed 1.15 and 1.16: first alone in the World Junior is the GM title; a tie is a 9-game GM result', () => {
    const byArticle = new Map(SEED_DIRECT_TITLES.map((d) => [d.article, d]))
    expect([
      byArticle.get('1.15')?.award,
      byArticle.get('1.16')?.award,
      byArticle.get('1.16')?.title,
    ]).toEqual(['title', 'result-9', 'GM'])
  })
})

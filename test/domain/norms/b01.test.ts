import { describe, expect, it } from 'vitest'
import {
  b01Ra,
  b01RequiredPoints,
  evaluateNorms,
  type NormResult,
} from '../../../src/domain/norms/index.ts'
import type { TournamentSnapshot } from '../../../src/domain/tournament/index.ts'
import { extras, normTournament, opps, type Opp } from './helpers.ts'

const B01 = { rules: 'b01-2024' } as const

/** Nine 2500 opponents: GMs from FRA, ESP, ITA (three each). */
function gmField(results: readonly Opp['res'][]): Opp[] {
  const feds = ['FRA', 'ESP', 'ITA']
  return results.map((res, i) => ({ rating: 2500, title: 'GM', fed: feds[i % 3] as string, res }))
}

function norm(s: TournamentSnapshot, title: NormResult['title'], ctx = {}): NormResult {
  const r = evaluateNorms(s, 1, { ...B01, ...ctx }, { titles: [title] })[0]
  if (!r) throw new Error('no result')
  return r
}

function cond(r: NormResult, id: string) {
  const c = r.conditions.find((x) => x.id === id)
  if (!c) throw new Error(`no condition ${id}`)
  return c
}

describe('B.01 1.4.6-1.4.7 Ra', () => {
  it.each([
    [
      '1.4.6d unrated = 1400, 1.4.6c raised to the WIM floor 1850: (8x2400 + 1850)/9 = 2338.9 -> 2339',
      [...Array(8).fill(2400), 0],
      'WIM',
      2339,
    ],
    [
      '1.4.6c GM floor 2200: (8x2400 + 2200)/9 = 2377.8 -> 2378',
      [...Array(8).fill(2400), 0],
      'GM',
      2378,
    ],
    [
      '1.4.6c only the lowest is raised: (2100 + 2200 + 7x2400)/9 = 2344.4 -> 2344',
      [2100, 2000, ...Array(7).fill(2400)],
      'GM',
      2344,
    ],
    ['1.4.7 .5 rounds up: (2401 + 2400)/2 = 2400.5 -> 2401', [2401, 2400], 'WIM', 2401],
    [
      '1.4.7 below .5 rounds down: (2401 + 2400 + 2400)/3 = 2400.33 -> 2400',
      [2401, 2400, 2400],
      'WIM',
      2400,
    ],
  ] as const)('%s', (_name, ratings, title, expected) => {
    expect(b01Ra(ratings, title)).toBe(expected)
  })
})

describe('B.01 1.4.8-1.4.9 performance', () => {
  it('1.4.8: 6/9 against Ra 2500 -> p 66.7 % -> 67 % -> dp 125 -> Rp 2625: GM norm', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2450, fed: 'GER' },
        opponents: gmField([1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]),
      }),
      'GM',
    )
    expect([r.games, r.points, r.ra, r.percent, r.rp, r.achieved]).toEqual([
      9,
      12,
      2500,
      67,
      2625,
      true,
    ])
    expect(r.conditions.filter((c) => !c.ok)).toEqual([])
  })

  it('1.4.8: 5.5/9 against Ra 2500 -> 61 % -> dp 80 -> Rp 2580 < 2600: no GM norm, an IM norm', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: gmField([1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0]),
    })
    const gm = norm(s, 'GM')
    expect([gm.rp, gm.achieved]).toEqual([2580, false])
    expect(cond(gm, 'performance').detail).toBe('performance Rp: 2580, needs 2600 (1.4.8)')
    expect(norm(s, 'IM').achieved).toBe(true)
  })

  it('1.4.8 required points with Ra 2500 over 9: 5.5 gives 61 % (dp 80, 2580), 6 gives 67 % (dp 125, 2625) -> 12 half-points', () => {
    expect(b01RequiredPoints(2500, 9, 'GM')).toBe(12)
  })

  it('1.4.8b 35 %: 3/9 = 33 % fails even at a high Ra; 3.5/9 = 39 % -> need ceil(0.7 x 9) = 7 half-points', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: gmField([1, 1, 1, 0, 0, 0, 0, 0, 0]),
    })
    const c = cond(norm(s, 'WIM'), 'minimum-score')
    expect([c.have, c.need, c.ok]).toEqual([6, 7, false])
  })

  it('1.4.8 minimum Ra: eight 2300 opponents and 7/9 (Rp 2300 + 220 = 2520) is no GM norm, Ra 2300 < 2380', () => {
    const o = opps([1, 1, 1, 1, 1, 1, 1, 0, 0], 2300, 'GM').map((x, i) => ({
      ...x,
      fed: ['FRA', 'ESP', 'ITA'][i % 3] as string,
    }))
    const r = norm(normTournament({ candidate: { rating: 2400, fed: 'GER' }, opponents: o }), 'GM')
    expect([r.ra, cond(r, 'minimum-ra').ok]).toEqual([2300, false])
  })

  it('1.4.8 extra points: 7/9 with 6 needed -> one more game: 10 for the application', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2450, fed: 'GER' },
        opponents: gmField([1, 1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5]),
      }),
      'GM',
    )
    expect([r.points, r.requiredPoints, r.applicationGames]).toEqual([14, 12, 10])
  })

  it('1.7 an event over 13 rounds counts 13 games: 15 games -> 13', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2450, fed: 'GER' },
        opponents: gmField(Array(15).fill(0.5)),
      }),
      'IM',
    )
    expect([r.games, r.achieved, r.applicationGames]).toEqual([15, true, 13])
  })
})

describe('B.01 1.4.1 number of games', () => {
  it('9 rounds, round 5 a forfeit win: 8 games, 5.5/8 = 68.75 % -> 69 % -> dp 141, Ra 2500 -> Rp 2641: GM norm', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2450, fed: 'GER' },
        opponents: gmField([1, 1, 0.5, 0.5, '+', 1, 0.5, 0.5, 0.5]),
      }),
      'GM',
    )
    expect([r.games, r.points, r.percent, r.rp, r.achieved, r.eightGameException]).toEqual([
      8,
      11,
      69,
      2641,
      true,
      true,
    ])
  })

  it('9 rounds, round 5 a forfeit loss: 8 games and no exception', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2450, fed: 'GER' },
        opponents: gmField([1, 1, 0.5, 0.5, '-', 1, 0.5, 0.5, 0.5]),
      }),
      'GM',
    )
    expect([r.games, cond(r, 'games').ok, r.achieved]).toEqual([8, false, false])
  })

  it('9 rounds, a PAB in round 2: 8 games counted under the exception', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2450, fed: 'GER' },
        opponents: gmField([1, 1, 0.5, 0.5, 1, 0.5, 0.5, 0.5]),
        pabRounds: [2],
      }),
      'GM',
    )
    expect([r.games, cond(r, 'games').ok]).toEqual([8, true])
  })
})

describe('B.01 1.4.3-1.4.4 federations', () => {
  const mixed = (feds: readonly string[]): Opp[] =>
    feds.map((fed) => ({ rating: 2500, title: 'GM', fed, res: 0.5 }))

  it('1.4.3 own federation at most floor(3 x 9 / 5) = 5: six GER opponents fail', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2450, fed: 'GER' },
        opponents: mixed(['GER', 'GER', 'GER', 'GER', 'GER', 'GER', 'FRA', 'ESP', 'ITA']),
      }),
      'IM',
    )
    const c = cond(r, 'own-federation')
    expect([c.have, c.need, c.ok]).toEqual([6, 5, false])
  })

  it('1.4.3 one federation at most floor(2 x 9 / 3) = 6: seven FRA opponents fail', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2450, fed: 'GER' },
        opponents: mixed(['FRA', 'FRA', 'FRA', 'FRA', 'FRA', 'FRA', 'FRA', 'ESP', 'ITA']),
      }),
      'IM',
    )
    expect([cond(r, 'single-federation').have, cond(r, 'single-federation').ok]).toEqual([7, false])
  })

  it('1.4.3 two other federations: all opponents FRA gives 1, and FID never counts as foreign', () => {
    const r = norm(
      normTournament({
        candidate: { rating: 2450, fed: 'GER' },
        opponents: mixed(['GER', 'GER', 'GER', 'FRA', 'FRA', 'FRA', 'FID', 'FID', 'FID']),
      }),
      'IM',
    )
    expect([cond(r, 'foreign-federations').have, cond(r, 'foreign-federations').ok]).toEqual([
      1,
      false,
    ])
  })

  it('1.4.4d Swiss exemption: every round 20 foreign rated players from 3 federations, 10 GM/IM/WGM/WIM', () => {
    const field = [
      ...extras(7, 'GER', 2450, 'IM'),
      ...extras(7, 'ESP', 2300),
      ...extras(6, 'ITA', 2450, 'GM'),
    ]
    const s = normTournament({
      candidate: { rating: 2450, fed: 'FRA' },
      opponents: mixed(Array(9).fill('FRA')),
      extras: field,
    })
    const r = norm(s, 'IM')
    expect(cond(r, 'own-federation').exempt).toBe(true)
    expect(r.foreignRuleMet).toBe(false)
  })

  it('1.4.4d counted round by round: one of the 20 foreign players absent in round 5 leaves 19, no exemption', () => {
    const field = [
      ...extras(7, 'GER', 2450, 'IM'),
      ...extras(7, 'ESP', 2300),
      ...extras(6, 'ITA', 2450, 'GM'),
    ]
    const s = normTournament({
      candidate: { rating: 2450, fed: 'FRA' },
      opponents: mixed(Array(9).fill('FRA')),
      extras: field,
    })
    const absentOnce: TournamentSnapshot = {
      ...s,
      players: s.players.map((p) =>
        p.startNo === s.players.length
          ? {
              ...p,
              rounds: p.rounds.map((r, i) =>
                i === 4 ? { opponent: null, colour: null, outcome: 'absent' as const } : r,
              ),
            }
          : p,
      ),
    }
    const c = cond(norm(absentOnce, 'IM'), 'own-federation')
    expect([c.exempt ?? false, c.ok]).toEqual([false, false])
  })

  it('1.4.4a the final of a national championship waives the federation rules', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'FRA' },
      opponents: mixed(Array(9).fill('FRA')),
    })
    expect(cond(norm(s, 'IM', { nationalChampionship: true }), 'foreign-federations').exempt).toBe(
      true,
    )
  })
})

describe('B.01 1.4.5 titled opponents', () => {
  it('9 games: titled at least ceil(9/2) = 5 and GMs at least max(3, ceil(9/3)) = 3; 4 titled and 2 GMs fail', () => {
    const o: Opp[] = [
      ...opps([0.5, 0.5], 2500, 'GM', 'FRA'),
      ...opps([0.5, 0.5], 2500, 'IM', 'ESP'),
      ...opps([0.5, 0.5, 0.5, 0.5, 0.5], 2500, 'CM', 'ITA'),
    ]
    const r = norm(normTournament({ candidate: { rating: 2450, fed: 'GER' }, opponents: o }), 'GM')
    expect([cond(r, 'titled-opponents').have, cond(r, 'titled-opponents').need]).toEqual([4, 5])
    expect([
      cond(r, 'target-title-opponents').have,
      cond(r, 'target-title-opponents').need,
    ]).toEqual([2, 3])
  })

  it('13 games need ceil(13/3) = 5 opponents of the target title; WGM counts for a WIM norm', () => {
    const o: Opp[] = [
      ...opps(Array(5).fill(0.5), 2300, 'WGM', 'FRA'),
      ...opps(Array(8).fill(0.5), 2300, 'FM', 'ESP'),
    ]
    const r = norm(
      normTournament({ candidate: { rating: 2200, fed: 'GER', sex: 'w' }, opponents: o }),
      'WIM',
    )
    const c = cond(r, 'target-title-opponents')
    expect([c.have, c.need, c.ok]).toEqual([5, 5, true])
  })
})

describe('B.01 1.4.7 Ra with the rating floor, through a whole IM norm', () => {
  it('B.01 1.4.7 with 1.4.6c: 8 IMs of 2300 and one 1900 raised to the IM floor 2050: Ra (8x2300 + 2050)/9 = 2272.2 -> 2272', () => {
    const feds = ['FRA', 'ESP', 'ITA']
    const opponents: Opp[] = [
      ...Array.from({ length: 8 }, (_, i) => ({
        rating: 2300,
        title: 'IM',
        fed: feds[i % 3] as string,
        res: 1 as const,
      })),
      { rating: 1900, title: '', fed: 'POR', res: 0.5 },
    ]
    const r = norm(normTournament({ candidate: { rating: 2350, fed: 'GER' }, opponents }), 'IM')
    expect([r.ra, cond(r, 'minimum-ra').detail, cond(r, 'minimum-ra').ok]).toEqual([
      2272,
      'opponents average Ra: 2272, needs 2230 (1.4.8)',
      true,
    ])
  })
})

import { describe, expect, it } from 'vitest'
import {
  evaluateNorms,
  forecastNorms,
  formatPlayerNormReport,
  toPlayerNormReport,
} from '../../../src/domain/norms/index.ts'
import { normTournament, type Opp } from './helpers.ts'

const FEDS = ['FRA', 'ESP', 'ITA']
function field(results: readonly Opp['res'][], titles: readonly string[], rating = 2500): Opp[] {
  return results.map((res, i) => ({
    rating,
    title: titles[i] ?? '',
    fed: FEDS[i % 3] as string,
    res,
  }))
}

describe('forecast after a round (B.01 1.4 applied to the final 9 games)', () => {
  it('4/6 against six 2500 GMs: Ra 2500, 9 games need 6 (67 %, Rp 2625): 2 more points from 3 rounds', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: field([1, 1, 0.5, 0.5, 0.5, 0.5], Array(6).fill('GM')),
      totalRounds: 9,
    })
    const gm = forecastNorms(s, 1, { rules: 'b01-2024' }, { titles: ['GM'] })[0]
    expect([
      gm?.roundsPlayed,
      gm?.roundsLeft,
      gm?.pointsSoFar,
      gm?.pointsNeeded,
      gm?.status,
      gm?.open,
    ]).toEqual([6, 3, 8, 4, 'possible', []])
  })

  it('1.4.5 still open: 2 titled of 6, 9 games need ceil(9/2) = 5 -> 3 more titled and 1 more GM from 3 rounds', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: field([1, 1, 0.5, 0.5, 0.5, 0.5], ['GM', 'GM']),
      totalRounds: 9,
    })
    const gm = forecastNorms(s, 1, { rules: 'b01-2024' }, { titles: ['GM'] })[0]
    expect(gm?.open.map((o) => [o.id, o.have, o.need, o.missing, o.impossible])).toEqual([
      ['titled-opponents', 2, 5, 3, false],
      ['target-title-opponents', 2, 3, 1, false],
    ])
    expect(gm?.status).toBe('possible')
  })

  it('1.4.5 out of range: 1 titled of 6 needs 4 more titled in 3 rounds', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: field([1, 1, 0.5, 0.5, 0.5, 0.5], ['GM']),
      totalRounds: 9,
    })
    expect(forecastNorms(s, 1, { rules: 'b01-2024' }, { titles: ['GM'] })[0]?.status).toBe(
      'out-of-range',
    )
  })

  it('out of range on points: 1/6 needs 11 half-points from 3 rounds (at most 6)', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: field([0.5, 0.5, 0, 0, 0, 0], Array(6).fill('GM')),
      totalRounds: 9,
    })
    const gm = forecastNorms(s, 1, { rules: 'b01-2024' }, { titles: ['GM'] })[0]
    expect([gm?.pointsNeeded, gm?.status]).toEqual([10, 'out-of-range'])
  })

  it('seed: IM, (2350 + 6x2390)/7 = 2384.3 -> 2384 (category 6, 61 %): 9 games need 5.5; 3.5 so far -> 2 from 3 rounds', () => {
    const o: Opp[] = field([1, 1, 0.5, 0.5, 0.5, 0], Array(6).fill('IM'), 2390)
    const s = normTournament({
      candidate: { rating: 2350, fed: 'GER' },
      opponents: o,
      totalRounds: 9,
    })
    const im = forecastNorms(s, 1, { rules: 'seed' }, { titles: ['IM'] })[0]
    expect([im?.ra, im?.pointsSoFar, im?.pointsNeeded, im?.status]).toEqual([
      2384,
      7,
      4,
      'possible',
    ])
  })
})

describe('norm report', () => {
  it('lists every condition with its article, numbers and verdict', () => {
    const s = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: field([1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0], Array(9).fill('GM')),
    })
    const results = evaluateNorms(s, 1, { rules: 'b01-2024' }, { titles: ['GM'] })
    const report = toPlayerNormReport(s, 1, results)
    expect(report.norms[0]).toMatchObject({
      title: 'GM',
      achieved: false,
      games: 9,
      points: 5.5,
      ra: 2500,
      rp: 2580,
    })
    const text = formatPlayerNormReport(report)
    // Every condition of a GM norm, in B.01 terms: 35 % of 9 rounds up to 3.5; the own
    // federation at most three fifths (5) and one federation at most two thirds (6) of 9; half
    // titled (5), a third GM (3).
    expect(text.split('\n')).toEqual([
      '#1 Candidate',
      '  GM (b01-2024): no norm: 5.5/9, Ra 2500, Rp 2580',
      '    [x] games counted: 9, needs 9 (1.4.1)',
      '    [x] score (35 %): 5.5 of 9, needs 3.5 (1.4.8b)',
      '    [x] opponents average Ra: 2500, needs 2380 (1.4.8)',
      '    [ ] performance Rp: 2580, needs 2600 (1.4.8)',
      '    [x] other federations: 3, needs 2 (1.4.3)',
      '    [x] opponents from own federation: 0 of 9, at most 5 (1.4.3)',
      '    [x] opponents from one federation: 3 of 9, at most 6 (1.4.3)',
      '    [x] titled opponents: 9 of 9, needs 5 (1.4.5)',
      '    [x] GM or higher opponents: 9 of 9, needs 3 (1.4.5)',
      '    [x] rounds on one day: 1, at most 2 (1.1)',
    ])
  })
})

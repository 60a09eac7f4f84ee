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
    expect(text.split('\n').slice(0, 3)).toEqual([
      '#1 Candidate',
      '  GM (b01-2024): no norm: 5.5/9, Ra 2500, Rp 2580',
      '    [x] games counted: 9, needs 9 (1.4.1)',
    ])
    expect(text).toContain('    [ ] performance Rp: 2580, needs 2600 (1.4.8)')
  })
})

import { describe, expect, it } from 'vitest'
import { inferSystem, resolveNormContext, ruleSetForDate } from '../../../src/domain/norms/index.ts'
import { normTournament, opps } from './helpers.ts'

describe('rule set and context defaults', () => {
  it.each([
    ['2023-12-31', 'seed'],
    ['2024-01-01', 'b01-2024'],
    [undefined, 'b01-2024'],
  ] as const)(
    'seed 10.11 / B.01 in force 2024-01-01: a tournament starting %s uses %s',
    (date, rules) => {
      expect(ruleSetForDate(date)).toBe(rules)
    },
  )

  it('the host federation defaults to the most frequent one; the system to Swiss when pairs are not all met', () => {
    const s = normTournament({
      candidate: { rating: 2400, fed: 'ESP' },
      opponents: opps(Array(9).fill(0.5), 2400, 'IM', 'FRA'),
    })
    const ctx = resolveNormContext(s)
    expect([ctx.hostFederation, ctx.system, ctx.maxRoundsPerDay, ctx.zonal]).toEqual([
      'FRA',
      'swiss',
      1,
      'none',
    ])
    expect(inferSystem(s)).toBe('swiss')
  })

  it('round dates give the most rounds on one day (two on 2024-03-02)', () => {
    const s = normTournament({ candidate: { rating: 2400, fed: 'ESP' }, opponents: [] })
    expect(
      resolveNormContext(s, { roundDates: ['2024-03-01', '2024-03-02', '2024-03-02'] })
        .maxRoundsPerDay,
    ).toBe(2)
  })
})

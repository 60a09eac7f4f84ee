import { describe, expect, test } from 'vitest'
import { applyLineupFindings, type LineupFinding } from '../../../src/domain/teams/index.ts'

const boards = ['1-0', '1/2', '0-1', '1-0'] as const
const rounds = [
  { round: 1, fixtures: [{ homeId: 'o2', awayId: 'g2', boards }] },
  {
    round: 2,
    fixtures: [
      { homeId: 'm2', awayId: 'o2', boards, awayImproperFrom: 2 },
      { homeId: 'g2', awayId: 'a2', boards },
    ],
  },
]
const finding = (x: Partial<LineupFinding>): LineupFinding => ({
  round: 1,
  homeId: 'o2',
  awayId: 'g2',
  side: 'home',
  fromBoard: 4,
  article: '74.4',
  ...x,
})

describe('FAPA art. 74.5: season-wide findings become improper lineups from their board', () => {
  test('74.4 and 74.2 on one side: the lowest board wins; 75.3 on a side already improper from an earlier board changes nothing', () => {
    const r = applyLineupFindings(rounds, [
      finding({ fromBoard: 4 }),
      finding({ fromBoard: 3, article: '74.2' }),
      finding({
        round: 2,
        homeId: 'm2',
        awayId: 'o2',
        side: 'away',
        fromBoard: 3,
        article: '75.3',
      }),
    ])
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.rounds[0]?.fixtures[0]).toEqual({
      homeId: 'o2',
      awayId: 'g2',
      boards,
      homeImproperFrom: 3,
    })
    expect(r.value.rounds[1]?.fixtures[0]?.awayImproperFrom).toBe(2)
    expect(r.value.applied.map((f) => [f.article, f.fromBoard])).toEqual([
      ['74.4', 4],
      ['74.2', 3],
    ])
    // The input is not changed, and applying the result again applies nothing.
    expect(rounds[0]?.fixtures[0]).toEqual({ homeId: 'o2', awayId: 'g2', boards })
    const again = applyLineupFindings(r.value.rounds, [finding({ fromBoard: 4 })])
    expect(again.ok && again.value.applied).toEqual([])
  })

  test('74.4 on an earlier board than a finding already applied lowers it', () => {
    const r = applyLineupFindings(rounds, [
      finding({ round: 2, homeId: 'm2', awayId: 'o2', side: 'away', fromBoard: 1 }),
    ])
    expect(r.ok && r.value.rounds[1]?.fixtures[0]?.awayImproperFrom).toBe(1)
  })

  test('a finding naming a match not in the rounds or a board the match has not refuses the set, located', () => {
    const r = applyLineupFindings(rounds, [
      finding({}),
      finding({ round: 3 }),
      finding({ homeId: 'g2', awayId: 'o2' }),
      finding({ fromBoard: 5, article: '75.3' }),
    ])
    expect(r).toEqual({
      ok: false,
      error: [
        {
          code: 'teams/finding-no-match',
          field: 'findings[1]',
          params: { round: 3, article: '74.4' },
        },
        {
          code: 'teams/finding-no-match',
          field: 'findings[2]',
          params: { round: 1, article: '74.4' },
        },
        {
          code: 'teams/finding-board',
          field: 'findings[3]',
          params: { round: 1, article: '75.3' },
        },
      ],
    })
  })
})

import { describe, expect, test } from 'vitest'
import { markCommunicated, type Communication } from '../../../src/domain/teams/index.ts'

type Fixture = { homeId: string; awayId: string; boards: string[]; communicated?: Communication }
const rounds: { round: number; fixtures: Fixture[] }[] = [
  {
    round: 1,
    fixtures: [
      { homeId: 'a', awayId: 'b', boards: ['1-0'] },
      { homeId: 'c', awayId: 'd', boards: ['0-1'] },
    ],
  },
]

describe('FAPA art. 82.4: a result communicated by e-mail or telephone, with its day and time', () => {
  test('82.4: the flag is set on its match only, and removed with null', () => {
    const r = markCommunicated(
      rounds,
      { round: 1, fixture: 1 },
      { date: '2026-12-07', time: '18:40' },
    )
    expect(r.ok && r.value[0]?.fixtures).toEqual([
      { homeId: 'a', awayId: 'b', boards: ['1-0'] },
      {
        homeId: 'c',
        awayId: 'd',
        boards: ['0-1'],
        communicated: { date: '2026-12-07', time: '18:40' },
      },
    ])
    if (!r.ok) return
    const back = markCommunicated(r.value, { round: 1, fixture: 1 }, null)
    expect(back.ok && back.value).toEqual(rounds)
  })

  test('82.4: a day not on the calendar and a time past 23:59 are refused on their fields; a missing match is not found', () => {
    expect(
      markCommunicated(rounds, { round: 1, fixture: 0 }, { date: '2026-02-30', time: '24:00' }),
    ).toEqual({
      ok: false,
      error: [
        { code: 'teams/bad-date', field: 'date' },
        { code: 'teams/bad-time', field: 'time' },
      ],
    })
    expect(markCommunicated(rounds, { round: 2, fixture: 0 }, null)).toEqual({
      ok: false,
      error: [{ code: 'db/not-found' }],
    })
  })
})

import { describe, expect, test } from 'vitest'
import { asTeamId } from '../../../src/domain/core/index.ts'
import { computeTeamStandings, teamTotals } from '../../../src/domain/teams/index.ts'
import { match } from './helpers.ts'

const T = ['a', 'b', 'c', 'd'].map(asTeamId)
const rows = (r: ReturnType<typeof computeTeamStandings>) =>
  r.map((x) => [x.teamId, x.rank, x.primary])

describe('FAPA art. 73.2 and 77.1.2: primary scores', () => {
  const ms = [
    match(1, 'a', 'b', '1-0 1-0 1/2 0-1'),
    match(1, 'c', 'd', '1/2 -+ 1/2 1/2'),
    match(2, 'b', 'c', '1-0 1-0 1-0 1-0'),
    match(2, 'd', 'a', '0-1 0-1 0-1 0-1'),
  ]

  test('1st-3rd: board points less half a point per absence not on the last boards', () => {
    const c = teamTotals(asTeamId('c'), ms, 'board-points')
    expect([c.boardPoints, c.absences, c.deduction]).toEqual([3, 1, 1])
    const r = computeTeamStandings(T, ms, { primary: 'board-points', chain: 'league', lotSeed: 1 })
    // a 2.5+4 = 6.5, b 1.5+4 = 5.5, d 2.5, c 1.5 - 0.5 = 1.0 (in half-points).
    expect(rows(r)).toEqual([
      ['a', 1, 13],
      ['b', 2, 11],
      ['d', 3, 5],
      ['c', 4, 2],
    ])
  })

  test('4th: match points 2-1-0, in half-units with the same deduction', () => {
    const r = computeTeamStandings(T, ms, { primary: 'match-points', chain: 'swiss', lotSeed: 1 })
    // b and d both have 2 MP, no absences and the same Buchholz (opponents a and c); the extended
    // Sonneborn-Berger (opponent MP x game points won) favours b, who took 1.5 from a.
    expect(rows(r)).toEqual([
      ['a', 1, 8],
      ['b', 2, 4],
      ['d', 3, 4],
      ['c', 4, -1],
    ])
  })
})

describe('FAPA art. 29.3: league tie-breaks', () => {
  test('29.3.a: equal points, fewer absences ranks first', () => {
    const ms = [match(1, 'a', 'b', '1-0 1-0 +- -+'), match(1, 'c', 'd', '1/2 1/2 1/2 1/2')]
    const r = computeTeamStandings(T, ms, { primary: 'board-points', chain: 'league', lotSeed: 1 })
    expect(rows(r)).toEqual([
      ['a', 1, 6],
      ['c', 2, 4],
      ['d', 3, 4],
      ['b', 4, 1],
    ])
    // c and d: same points and absences; the 2-2 mini-league and every board are level, so lots decide.
    expect(r[1]?.lot).toBeDefined()
  })

  test('29.3.b: with equal points and absences the mutual match decides', () => {
    const ms = [
      match(1, 'a', 'b', '1-0 1/2 1/2 1/2'),
      match(1, 'c', 'd', '1/2 1/2 1/2 1/2'),
      match(2, 'a', 'c', '1-0 1-0 1/2 0-1'),
      match(2, 'b', 'd', '1-0 1-0 1-0 1/2'),
    ]
    const r = computeTeamStandings(T, ms, { primary: 'board-points', chain: 'league', lotSeed: 1 })
    // a 2.5+2.5 = 5, b 1.5+3.5 = 5: a beat b.
    expect(rows(r).slice(0, 2)).toEqual([
      ['a', 1, 10],
      ['b', 2, 10],
    ])
  })

  test('art. 76.1: a withdrawn team is ranked last whatever its points', () => {
    const ms = [match(1, 'a', 'b', '1-0 1-0 1-0 1-0'), match(1, 'c', 'd', '1/2 1/2 1/2 1/2')]
    const r = computeTeamStandings(T, ms, {
      primary: 'board-points',
      chain: 'league',
      lotSeed: 1,
      departed: new Set([asTeamId('a')]),
    })
    expect(r.map((x) => x.rank)).toEqual([1, 2, 3, 4])
    expect(
      r
        .slice(0, 2)
        .map((x) => x.teamId)
        .sort(),
    ).toEqual(['c', 'd'])
    expect(r.slice(2).map((x) => [x.teamId, x.departed])).toEqual([
      ['b', false],
      ['a', true],
    ])
  })
})

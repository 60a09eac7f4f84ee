import { describe, expect, test } from 'vitest'
import { asClubId, asTeamId, createRng } from '../../../src/domain/core/index.ts'
import {
  bergerRounds,
  blitzGroupStage,
  blitzRanking,
  drawStartingNumbers,
  finals,
  fourthDivisionRanking,
  fourthDivisionSystem,
  leagueFixtures,
  placementMatches,
  sameClubFirstNumbers,
  semifinals,
  serpentine,
  strengthOrderFromLastSeason,
  swapSamePosition,
  thirdDivisionGroups,
  thirdDivisionPlaces,
  type LastSeason,
} from '../../../src/domain/teams/index.ts'

const T = asTeamId
const seeded = (n: number, club: (i: number) => string = (i) => `c${i}`) =>
  Array.from({ length: n }, (_, i) => ({ teamId: T(`t${i + 1}`), clubId: asClubId(club(i + 1)) }))
const names = (xs: readonly { teamId: string }[]) => xs.map((x) => x.teamId)

describe('FIDE C.05 Annex 1: Berger tables used by the leagues (FAPA art. 71)', () => {
  test('6 teams: rounds 1 and 2 of the Berger table', () => {
    const r = bergerRounds(6).map((pairs) => pairs.map((p) => `${p.white}-${p.black}`).join(' '))
    expect(r).toEqual(['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1'])
  })

  test('12 teams: 11 rounds, everybody meets everybody once', () => {
    const rounds = leagueFixtures(Array.from({ length: 12 }, (_, i) => T(`t${i + 1}`)))
    expect(rounds).toHaveLength(11)
    const met = new Set(
      rounds.flatMap((r) => r.fixtures.map((f) => [f.homeId, f.awayId].sort().join('|'))),
    )
    expect(met.size).toBe(66)
  })

  test('an odd field rests one team per round', () => {
    const rounds = leagueFixtures([T('a'), T('b'), T('c')])
    expect(rounds.map((r) => r.resting)).toEqual(['a', 'c', 'b'])
  })

  test('starting numbers are drawn by lot, reproducibly from the seed (art. 72)', () => {
    const teams = Array.from({ length: 12 }, (_, i) => T(`t${i + 1}`))
    const a = drawStartingNumbers(teams, createRng(7))
    expect(a).toEqual(drawStartingNumbers(teams, createRng(7)))
    expect(a.slice().sort()).toEqual(teams.slice().sort())
    expect(a).not.toEqual(teams)
  })
})

describe('FAPA art. 71: the 4th-division system by field size', () => {
  test.each([
    [12, 'league', 11],
    [13, 'swiss', 8],
    [24, 'swiss', 8],
    [25, 'swiss', 9],
    [40, 'swiss', 9],
    [41, 'swiss', 10],
  ] as const)('%i teams: %s of %i rounds', (n, system, rounds) => {
    expect(fourthDivisionSystem(n)).toEqual({ system, rounds })
  })
})

describe('FAPA art. 72: 3rd-division groups', () => {
  test('serpentine: group 1 is 1-4-5-8-9-12-13-16-17-20-21-24, group 2 is 2-3-6-7-...-23', () => {
    const [g1, g2] = serpentine(Array.from({ length: 24 }, (_, i) => i + 1))
    expect(g1).toEqual([1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24])
    expect(g2).toEqual([2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 22, 23])
  })

  test('two teams of a club in one group: the weaker swaps with the same position of the other group', () => {
    // t1 and t5 share a club and both fall in group 1 (positions 1 and 3): t5 swaps with t6.
    const order = seeded(24, (i) => (i === 5 ? 'c1' : `c${i}`))
    const [g1, g2] = thirdDivisionGroups(order)
    expect(names(g1).slice(0, 4)).toEqual(['t1', 't4', 't6', 't8'])
    expect(names(g2).slice(0, 4)).toEqual(['t2', 't3', 't5', 't7'])
  })

  test('each team keeps its strength position, and the team a club swap moved is marked', () => {
    const order = seeded(8, (i) => (i === 4 ? 'c1' : `c${i}`))
    const [g1, g2] = thirdDivisionPlaces(order)
    // t1 and t4 share a club in group 1: t4 (position 4, the weaker) swaps with t3.
    expect(g1.map((p) => [p.teamId, p.position, p.group, p.swapped])).toEqual([
      ['t1', 1, 1, false],
      ['t3', 3, 1, true],
      ['t5', 5, 1, false],
      ['t8', 8, 1, false],
    ])
    expect(g2.map((p) => [p.teamId, p.position, p.swapped])).toEqual([
      ['t2', 2, false],
      ['t4', 4, true],
      ['t6', 6, false],
      ['t7', 7, false],
    ])
  })

  test('the committee may swap a distant team with the same position of the other group', () => {
    const groups = thirdDivisionGroups(seeded(8))
    const [g1, g2] = swapSamePosition(groups, T('t8'))
    expect(names(g1)).toEqual(['t1', 't4', 't5', 't7'])
    expect(names(g2)).toEqual(['t2', 't3', 't6', 't8'])
  })

  test('strength order: relegated from 2nd first, then percentage, then points', () => {
    const e = (id: string, division: 2 | 3 | 4, points: number, possible: number): LastSeason => ({
      teamId: T(id),
      clubId: asClubId(id),
      division,
      points,
      possible,
    })
    const order = strengthOrderFromLastSeason(
      [
        e('x', 3, 40, 88),
        e('y', 2, 20, 176),
        e('z', 3, 60, 132),
        e('w', 4, 30, 32),
        e('v', 3, 50, 88),
      ],
      createRng(1),
    )
    // v has 56.8 %; z and x both have 45.45 %, and z has more points.
    expect(order.map((o) => o.teamId)).toEqual(['y', 'v', 'z', 'x', 'w'])
  })

  test('4th division: average of the first four at the base rating, ties by rated players, then five boards', () => {
    const r = fourthDivisionRanking(
      [
        { teamId: T('a'), ratings: [1600, 1500, 0, 1400, 1300] },
        { teamId: T('b'), ratings: [1600, 1500, 1400, 1400, 1500] },
        { teamId: T('c'), ratings: [1700, 1500, 1400, 1300, 1200] },
        { teamId: T('d'), ratings: [1900, 1800, 1700, 1600] },
      ],
      1400,
      createRng(3),
    )
    // a, b and c all average 1475; b and c have four rated players, then b's fifth board is stronger.
    expect(r).toEqual(['d', 'b', 'c', 'a'])
  })
})

describe('FAPA art. 85-100: team blitz and rapid', () => {
  test('ranking by the best eight, unrated players left out (art. 87)', () => {
    const r = blitzRanking(
      [
        { teamId: T('a'), ratings: [2000, 1000, 0, 0, 0, 0, 0, 0] },
        { teamId: T('b'), ratings: [1600, 1600, 1600, 1600, 1600, 1600, 1600, 1600] },
      ],
      createRng(1),
    )
    expect(r).toEqual(['b', 'a'])
  })

  test('club mates in one group meet in round 1 (art. 88)', () => {
    const group = seeded(6, (i) => (i === 3 ? 'c1' : `c${i}`))
    const numbers = sameClubFirstNumbers(group, createRng(5))
    const round1 = bergerRounds(6)[0]!.map((p) =>
      [numbers[p.white - 1], numbers[p.black - 1]].sort().join('-'),
    )
    expect(round1).toContain('t1-t3')
  })

  test('semifinals 1A-2B and 1B-2A with the group winners White, placement matches by position', () => {
    const A = ['a1', 'a2', 'a3', 'a4', 'a5'].map(T)
    const B = ['b1', 'b2', 'b3', 'b4'].map(T)
    expect(semifinals(A, B).map((m) => [m.white, m.black])).toEqual([
      ['a1', 'b2'],
      ['b1', 'a2'],
    ])
    const p = placementMatches(A, B, createRng(2))
    expect(p.map((m) => [m.places, [m.white, m.black].sort()])).toEqual([
      [
        [5, 6],
        ['a3', 'b3'],
      ],
      [
        [7, 8],
        ['a4', 'b4'],
      ],
    ])
    const f = finals([T('a1'), T('b1')], [T('a2'), T('b2')], createRng(4))
    expect(f.map((m) => m.places)).toEqual([
      [1, 2],
      [3, 4],
    ])
  })
})

describe('FAPA art. 88: the blitz group stage', () => {
  test('10 teams: groups of five by the serpentine, club mates of group A meet in round 1', () => {
    // t1 and t4 share a club and both fall in group A (positions 1 and 4).
    const order = seeded(10, (i) => (i === 4 ? 'c1' : `c${i}`))
    const g = blitzGroupStage(order, createRng(9))
    expect(g.groupA.slice().sort()).toEqual(['t1', 't4', 't5', 't8', 't9'])
    expect(g.groupB.slice().sort()).toEqual(['t10', 't2', 't3', 't6', 't7'])
    const round1 = g.fixturesA
      .filter((f) => f.round === 1)
      .map((f) => [f.homeId, f.awayId].sort().join('-'))
    expect(round1).toContain('t1-t4')
    // A single round robin of five: 10 matches, each team meets the four others.
    expect(g.fixturesA).toHaveLength(10)
  })
})

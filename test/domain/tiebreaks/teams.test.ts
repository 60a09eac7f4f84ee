import { describe, expect, test } from 'vitest'
import {
  computeTeamStandings,
  FAPA_CHAINS,
  MATCH_SCORING_3_1_0,
  valueAsNumber,
  type TeamCompetition,
  type TeamStandingsConfig,
} from '../../../src/domain/tiebreaks/index.ts'
import { league, match } from './teamBuilders.ts'

// Four teams, four boards, one cycle. Teams 1 and 2 finish on 4 MP (1 beat 2); GP 7, 7.5, 6.5, 3.
const LEAGUE_A = league(4, 4, [
  match(1, 1, 2, '1 1 = 0'),
  match(1, 3, 4, '1 1 0 0'),
  match(2, 1, 3, '0 = 0 ='),
  match(2, 2, 4, '1 1 1 ='),
  match(3, 4, 1, '0 0 0 ='),
  match(3, 2, 3, '0 = 1 1'),
])

// Teams 1-3 beat each other in a circle and all beat team 4: a three-way tie the mini-league
// cannot break.
const LEAGUE_B = league(4, 4, [
  match(1, 1, 2, '1 1 0 ='),
  match(1, 3, 4, '1 1 1 1'),
  match(2, 2, 3, '= 1 1 0'),
  match(2, 4, 1, '0 0 0 0'),
  match(3, 3, 1, '0 1 1 ='),
  match(3, 2, 4, '1 1 1 0'),
])

function standings(
  comp: TeamCompetition,
  tiebreaks: readonly string[],
  extra: Partial<TeamStandingsConfig> = {},
) {
  const res = computeTeamStandings(comp, {
    primary: 'MP',
    tiebreaks,
    unplayed: 'fapa',
    finalTie: 'shared',
    ...extra,
  })
  if (!res.ok) throw new Error(JSON.stringify(res.error))
  return res.value
}

function valuesOf(
  comp: TeamCompetition,
  code: string,
  extra: Partial<TeamStandingsConfig> = {},
): number[] {
  return standings(comp, [code], extra)
    .slice()
    .sort((a, b) => a.teamNo - b.teamNo)
    .map((r) => valueAsNumber(r.values[0] ?? { value: NaN, scale: 1, items: [] }))
}

describe('team scores', () => {
  test('FIDE C.07 art. 11.1: match points 2-1-0 and game points', () => {
    const rows = standings(LEAGUE_A, []).sort((a, b) => a.teamNo - b.teamNo)
    expect(rows.map((r) => [r.matchPoints, r.gamePoints / 2])).toEqual([
      [4, 7],
      [4, 7.5],
      [3, 6.5],
      [1, 3],
    ])
  })
  test('FIDE C.07 art. 11.1: match points 3-1-0', () => {
    const comp = { ...LEAGUE_A, matchScoring: MATCH_SCORING_3_1_0 }
    expect(standings(comp, []).map((r) => [r.teamNo, r.matchPoints])).toEqual([
      [1, 6],
      [2, 6],
      [3, 4],
      [4, 1],
    ])
  })
  test('FIDE C.07 art. 13.1 / FAPA art. 29.4.f: game points as the secondary score', () => {
    expect(valuesOf(LEAGUE_A, 'MPvGP')).toEqual([7, 7.5, 6.5, 3])
  })
})

describe('FAPA art. 29.3 team league chain', () => {
  test('FAPA art. 29.3.b: the direct encounter puts team 1 (winner of 1-2) first', () => {
    expect(standings(LEAGUE_A, ['DE']).map((r) => [r.teamNo, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ])
  })

  test('FAPA art. 29.3.c: Sistema Holandés weights board 1 by n ... board n by 1 in the tied teams’ matches', () => {
    // Team 1 vs 2: 1x4 + 1x3 + 0.5x2 + 0 = 8; team 2: 0 + 0 + 0.5x2 + 1x1 = 2.
    const rows = standings(LEAGUE_A, ['HOL'])
    expect(
      rows
        .slice(0, 2)
        .map((r) => [r.teamNo, valueAsNumber(r.values[0] ?? { value: 0, scale: 1, items: [] })]),
    ).toEqual([
      [1, 8],
      [2, 2],
    ])
  })

  test('FAPA art. 29.3.b-c: a three-way tie level in the mini-league goes to the Sistema Holandés', () => {
    const rows = standings(LEAGUE_B, ['DE', 'HOL'])
    expect(rows.map((r) => r.teamNo)).toEqual([1, 2, 3, 4])
    expect(
      rows.slice(0, 3).map((r) => valueAsNumber(r.values[0] ?? { value: 9, scale: 1, items: [] })),
    ).toEqual([0, 0, 0])
    expect(
      rows.slice(0, 3).map((r) => valueAsNumber(r.values[1] ?? { value: 0, scale: 1, items: [] })),
    ).toEqual([12, 9.5, 8.5])
  })

  test('FAPA art. 29.3.b: a four-way tie level in the liguilla goes to the Sistema Holandés', () => {
    // Teams 1-4 all on 3 MP after one cycle: 1 beat 2, 2 beat 3, 3 beat 4, 4 beat 1, 1-3 and 2-4 drawn.
    const comp = league(4, 2, [
      match(1, 1, 2, '1 ='),
      match(1, 3, 4, '1 ='),
      match(2, 2, 3, '= 1'),
      match(2, 4, 1, '1 ='),
      match(3, 1, 3, '1 0'),
      match(3, 2, 4, '0 1'),
    ])
    const rows = standings(comp, ['DE', 'HOL'], { directEncounter: 'liguilla' })
    expect(rows.map((r) => r.matchPoints)).toEqual([3, 3, 3, 3])
    // Mini-league = whole league, so DE leaves all four level; HOL (board 1 x2, board 2 x1):
    // team 1: 2.5 + 0.5 + 2 = 5; team 4: 0.5 + 2.5 + 2 = 5; team 3: 2.5 + 1 + 1; team 2: 0.5 + 2 + 1.
    expect(
      rows.map((r) => [r.teamNo, valueAsNumber(r.values[1] ?? { value: 0, scale: 1, items: [] })]),
    ).toEqual([
      [1, 5],
      [4, 5],
      [3, 4.5],
      [2, 3.5],
    ])
  })

  test('FIDE C.07 art. 13.3: EDE breaks a level match-point mini-league on the game points between the tied teams', () => {
    // 1 beat 2 3-1, 2 beat 3 2.5-1.5, 3 beat 1 2.5-1.5; all beat team 4. Mutual GP: 4.5, 3.5, 4.
    const comp = league(4, 4, [
      match(1, 1, 2, '1 1 1 0'),
      match(1, 3, 4, '1 1 1 1'),
      match(2, 2, 3, '1 1 = 0'),
      match(2, 4, 1, '0 0 0 0'),
      match(3, 3, 1, '1 1 = 0'),
      match(3, 2, 4, '1 1 1 1'),
    ])
    const byDe = standings(comp, ['DE'])
    expect(byDe.slice(0, 3).map((r) => r.rank)).toEqual([1, 1, 1])
    const byEde = standings(comp, ['EDE'])
    expect(byEde.map((r) => [r.teamNo, r.rank])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
      [4, 4],
    ])
  })

  test('FAPA art. 29.3.a: fewer forfeits first', () => {
    // As LEAGUE_A but team 1 leaves board 4 empty in round 3 (still winning 3-1).
    const comp = league(4, 4, [
      ...LEAGUE_A.matches.filter((m) => m.round !== 3 || m.home !== 4),
      match(3, 4, 1, '0 0 0 +'),
    ])
    expect(valuesOf(comp, 'FORF')).toEqual([1, 0, 0, 0])
    expect(standings(comp, FAPA_CHAINS['fapa-29.3'].tiebreaks).map((r) => r.teamNo)).toEqual([
      2, 1, 3, 4,
    ])
  })

  test('FAPA art. 29.3.d / FIDE C.07 art. 12.2: board-by-board points (team 1: 2, 2.5, 1.5, 1; team 2: 1, 1.5, 2.5, 2.5)', () => {
    const rows = standings(LEAGUE_A, ['TBR'])
    expect(
      rows.slice(0, 2).map((r) => [r.teamNo, (r.values[0]?.items ?? []).map((x) => x.value / 2)]),
    ).toEqual([
      [1, [2, 2.5, 1.5, 1]],
      [2, [1, 1.5, 2.5, 2.5]],
    ])
  })

  test('FAPA art. 29.3.f: a tie for the title that survives the chain is flagged for a playoff', () => {
    const rows = standings(LEAGUE_B, ['DE'], { finalTie: 'playoff' })
    expect(rows.filter((r) => r.playoff).map((r) => [r.teamNo, r.rank])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ])
  })
})

describe('team Sonneborn-Berger and board count', () => {
  test.each([
    ['EMGSB', [16.5, 17, 20, 10]],
    ['EMMSB', [10, 8, 9, 3]],
    ['EGGSB', [35.75, 37.25, 38.25, 20.25]],
    ['EGMSB', [21, 19, 17, 6.5]],
    ['EMGSB/C1', [13, 13.5, 18, 4]],
  ])('FIDE C.07 art. 13.2 / FAPA art. 29.3.e: %s', (code, expected) => {
    expect(valuesOf(LEAGUE_A, code)).toEqual(expected)
  })
  test('FIDE C.07 art. 12.1: BC is board number x points, lower is better', () => {
    expect(valuesOf(LEAGUE_A, 'BC').slice(0, 2)).toEqual([15.5, 21.5])
    expect(
      standings(LEAGUE_A, ['BC'])
        .map((r) => r.teamNo)
        .slice(0, 2),
    ).toEqual([1, 2])
  })
})

describe('FAPA art. 29.4 team Swiss', () => {
  // Five teams, team 5 has a bye in round 1 and team 4 in round 2, each worth a won match.
  const SWISS = league(
    5,
    4,
    [
      match(1, 1, 2, '1 1 1 1'),
      match(1, 3, 4, '= = = ='),
      match(1, 5, null),
      match(2, 1, 3, '1 1 = ='),
      match(2, 2, 5, '0 0 0 0'),
      match(2, 4, null),
    ],
    undefined,
    { matchPoints: 2, gamePoints: 8 },
  )
  test('FAPA art. 29 "Desempate FIDE": a bye counts as a drawn match for the opponents and the team itself', () => {
    expect(valuesOf(SWISS, 'BH:MP')).toEqual([1, 7, 6, 3, 3])
  })
  test('FIDE C.07 art. 16.4 for teams: a bye adds the team’s own score', () => {
    expect(valuesOf(SWISS, 'BH:MP', { unplayed: 'c07-2024' })).toEqual([1, 8, 7, 4, 4])
  })
  test('FAPA art. 29.4.b: Buchholz-1 drops the lowest opponent', () => {
    expect(valuesOf(SWISS, 'BH:MP/C1')).toEqual([1, 4, 4, 2, 3])
  })
  test('FAPA art. 29.4.e: progressive match points', () => {
    expect(valuesOf(SWISS, 'PS:MP')).toEqual([6, 0, 2, 4, 6])
  })
})

import { describe, expect, test } from 'vitest'
import { asTeamId } from '../../../src/domain/core/index.ts'
import {
  BOARDS_PER_DIVISION,
  absenceDeduction,
  applyDeparture,
  droppedPlayers,
  findEliminations,
  forfeitLimit,
  homeColour,
  scoreMatch,
  scoredBoards,
  type Appearance,
} from '../../../src/domain/teams/index.ts'
import { match, pid } from './helpers.ts'

/** Eight boards with the listed (1-based) boards absent. */
const absent = (...boards: number[]) => Array.from({ length: 8 }, (_, i) => !boards.includes(i + 1))

describe('FAPA art. 77.1.2: half a point off for each absence not on the last boards', () => {
  test.each([
    ['boards 5 and 8 missing: 0.5 off', [5, 8], 1],
    ['board 5 missing: 0.5 off', [5], 1],
    ['boards 7 and 8 missing: nothing off', [7, 8], 0],
    ['only board 8 missing: nothing off', [8], 0],
  ])('%s', (_, boards, halfPoints) => {
    expect(absenceDeduction(absent(...boards))).toBe(halfPoints)
  })

  test('boards 2 and 5 missing of 8: 1 point off', () => {
    expect(absenceDeduction(absent(2, 5))).toBe(2)
  })

  test('every pattern of absences on 4, 6 and 8 boards: half a point for each absent board with a manned board after it', () => {
    let patterns = 0
    for (const boards of [4, 6, 8]) {
      for (let mask = 0; mask < 2 ** boards; mask++) {
        const present = Array.from({ length: boards }, (_, i) => (mask & (1 << i)) === 0)
        const notOnLastBoards = present.filter(
          (p, i) => !p && present.slice(i + 1).includes(true),
        ).length
        expect([boards, mask, absenceDeduction(present)]).toEqual([boards, mask, notOnLastBoards])
        patterns++
      }
    }
    expect(patterns).toBe(16 + 64 + 256)
  })
})

describe('FAPA art. 73: boards, colours and match result', () => {
  test('8 boards in 1st-2nd, 6 in 3rd, 4 in 4th (73.2)', () => {
    expect(BOARDS_PER_DIVISION).toEqual({ 1: 8, 2: 8, 3: 6, 4: 4 })
  })

  test('home team White on odd boards (73.1)', () => {
    expect([1, 2, 3, 4].map(homeColour)).toEqual(['white', 'black', 'white', 'black'])
  })

  test('2.5-1.5 in 4 boards: board points 5-3 half-points, match points 2-0 (73.2)', () => {
    const s = scoreMatch(match(1, 'h', 'a', '1-0 1/2 0-1 1-0'))
    expect([
      s.home.boardPoints,
      s.away.boardPoints,
      s.home.matchPoints,
      s.away.matchPoints,
    ]).toEqual([5, 3, 2, 0])
  })

  test('2-2 is a drawn match: 1 match point each', () => {
    const s = scoreMatch(match(1, 'h', 'a', '1-0 0-1 1/2 1/2'))
    expect([s.home.matchPoints, s.away.matchPoints]).toEqual([1, 1])
  })
})

describe('FAPA art. 77.1.1 and 77.2: absences and forfeited matches', () => {
  test('a lost game per absent player, with the 77.1.2 deduction', () => {
    const s = scoreMatch(match(1, 'h', 'a', '1/2 +- 1/2 1/2 1/2 1/2 1/2 +-'))
    expect([s.home.boardPoints, s.away.boardPoints, s.away.absences, s.away.deduction]).toEqual([
      10, 6, 2, 1,
    ])
  })

  test('fewer than half present loses the match by forfeit; the winner takes each board it manned', () => {
    const s = scoreMatch(match(1, 'h', 'a', '1/2 0-1 -+ -+'))
    expect(s.home.lostByForfeit).toBe(false)
    const t = scoreMatch(match(1, 'h', 'a', '0-1 -+ -- -+'))
    expect([
      t.home.lostByForfeit,
      t.home.boardPoints,
      t.away.boardPoints,
      t.away.matchPoints,
    ]).toEqual([true, 0, 6, 2])
    // Board by board: the away side takes boards 1, 2 and 4, where it had a player, not board 3.
    expect(scoredBoards(match(1, 'h', 'a', '0-1 -+ -- -+'))).toEqual([
      [0, 2],
      [0, 2],
      [0, 0],
      [0, 2],
    ])
    // Even a board the forfeiting side won at the board goes to the side that manned it.
    expect(scoredBoards(match(1, 'h', 'a', '1-0 -+ -+ -+'))).toEqual([
      [0, 2],
      [0, 2],
      [0, 2],
      [0, 2],
    ])
  })
})

describe('FAPA art. 74.5: improper lineup loses the points from its board', () => {
  test('home improper from board 3 of 4: boards 3-4 go to the away side', () => {
    const s = scoreMatch(match(1, 'h', 'a', '1-0 1-0 1-0 1/2', { homeImproperFrom: 3 }))
    expect([s.home.boardPoints, s.away.boardPoints, s.home.matchPoints]).toEqual([4, 4, 1])
  })
})

describe('FAPA art. 65: withdrawals', () => {
  // Four teams, three rounds; t4 leaves after round 1 (1 of 3 played) or round 2 (2 of 3).
  const matches = [
    match(1, 't1', 't4', '1-0 1-0 1-0 1-0'),
    match(1, 't2', 't3', '1/2 1/2 1/2 1/2'),
    match(2, 't4', 't2', '1-0 1-0 0-1 0-1'),
    match(2, 't3', 't1', '1/2 1/2 1/2 1/2'),
    match(3, 't3', 't4', '1-0 1-0 1-0 1-0'),
    match(3, 't1', 't2', '1/2 1/2 1/2 1/2'),
  ]
  test('before 50 % of its matches its results are annulled (65.1)', () => {
    const e = applyDeparture(matches, {
      teamId: asTeamId('t4'),
      afterRound: 1,
      reason: 'withdrawn',
    })
    expect(e.annulled.map((m) => m.round)).toEqual([1, 2, 3])
    expect(e.matches).toHaveLength(3)
  })

  test('at 50 % or later the remaining matches go to the opponents (65.2)', () => {
    const e = applyDeparture(matches, {
      teamId: asTeamId('t4'),
      afterRound: 2,
      reason: 'withdrawn',
    })
    expect(e.annulled).toEqual([])
    expect(e.awarded.map((m) => m.boards.join(' '))).toEqual(['+- +- +- +-'])
    expect(scoreMatch(e.awarded[0]!).home.boardPoints).toBe(8)
  })
})

describe('FAPA art. 78: eliminations', () => {
  test.each([
    ['league', 1, 10],
    ['league', 2, 10],
    ['league', 3, 7],
    ['league', 4, 5],
    ['blitz', 4, 10],
    ['rapid', 1, 10],
  ] as const)(
    '%s division %i: eliminated at %i individual absences (78.1, 92, 100)',
    (kind, division, n) => {
      expect(forfeitLimit(kind, division)).toBe(n)
    },
  )

  test('4th division: the fifth absence eliminates; a whole-team no-show eliminates at once', () => {
    const ms = [
      match(1, 'x', 'y', '1-0 1-0 -+ -+'),
      match(2, 'x', 'z', '1-0 -+ 1-0 -+'),
      match(3, 'w', 'x', '1-0 1-0 1-0 +-'),
      match(3, 'y', 'z', '+- +- +- +-'),
    ]
    const d = findEliminations(ms, () => 4)
    expect(d.map((x) => [x.teamId, x.afterRound])).toEqual([
      ['x', 3],
      ['z', 3],
    ])
  })

  test('a justified whole-team absence does not eliminate (78.1)', () => {
    const ms = [match(1, 'y', 'z', '+- +- +- +-', { absenceJustified: true })]
    expect(findEliminations(ms, () => 4)).toEqual([])
  })

  test('a player absent from two matches is out (74.2, 78.5)', () => {
    const a = (round: number, present: boolean): Appearance => ({
      round,
      teamId: asTeamId('x'),
      playerId: pid('p'),
      present,
    })
    expect(droppedPlayers([a(1, false), a(2, true)]).size).toBe(0)
    expect([...droppedPlayers([a(1, false), a(2, true), a(3, false)])]).toEqual(['p'])
  })
})

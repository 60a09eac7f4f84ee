import { describe, expect, test } from 'vitest'
import { asPlayerId, asTeamId, type PlayerId, type TeamId } from '../../../src/domain/core/index.ts'
import {
  checkLineup,
  computeAttachments,
  gamesPlayedUp,
  improperFromBoard,
  type Appearance,
  type LineupContext,
} from '../../../src/domain/teams/index.ts'
import { ids, order, pid, player, team } from './helpers.ts'

// Club x: A in 1st (a1..a12), B in 2nd (b1..b12), C in 4th (c1..c8); club y: A in 1st.
const teams = [
  team('xa', 'x', 'A', 1),
  team('xb', 'x', 'B', 2),
  team('xc', 'x', 'C', 4),
  team('ya', 'y', 'A', 1),
]
const orders = [
  order('xa', ids('a', 12)),
  order('xb', ids('b', 12)),
  order('xc', ids('c', 8)),
  order('ya', ids('y', 12)),
]
const players = new Map(
  [...ids('a', 12), ...ids('b', 12), ...ids('c', 8)].map(
    (id) => [asPlayerId(id), player(id, 'x')] as const,
  ),
)
for (const id of ids('y', 12)) players.set(asPlayerId(id), player(id, 'y'))
players.set(asPlayerId('u1'), player('u1', 'x', { licensed: false }))
players.set(asPlayerId('s1'), player('s1', 'x', { sanctioned: true }))

function ctx(teamId: string, extra: Partial<LineupContext> = {}): LineupContext {
  const t = teams.find((x) => x.id === teamId)!
  return {
    team: t,
    boards: t.division <= 2 ? 8 : t.division === 3 ? 6 : 4,
    teams,
    orders,
    players,
    attachments: new Map(),
    dropped: new Set(),
    otherSheets: [],
    ...extra,
  }
}
const lu = (...xs: (string | null)[]) => xs.map((x) => (x === null ? null : pid(x)))
const summary = (v: ReturnType<typeof checkLineup>) =>
  v.map((x) => [x.code, x.article, x.fromBoard])

describe('FAPA art. 74.1: strict board order', () => {
  test('skipping players keeps the order: a1 a3 a4 a6 a7 a8 a10 a12', () => {
    expect(checkLineup(ctx('xa'), lu('a1', 'a3', 'a4', 'a6', 'a7', 'a8', 'a10', 'a12'))).toEqual([])
  })

  test('a5 on board 2 ahead of a4 on board 3 is improper from board 2', () => {
    const v = checkLineup(ctx('xa'), lu('a1', 'a5', 'a4', 'a6', 'a7', 'a8', 'a9', 'a10'))
    expect(summary(v)).toEqual([['lineup/order-violated', '74.1', 2]])
    expect(improperFromBoard(v)).toBe(2)
  })

  test('missing last boards need not be named (art. 74.7)', () => {
    expect(checkLineup(ctx('xa'), lu('a1', 'a2', 'a3', 'a4', 'a5', 'a6', null, null))).toEqual([])
  })
})

describe('FAPA art. 75: moving players between a club teams', () => {
  test('feeder players take the last boards in their own team order (75.2)', () => {
    expect(checkLineup(ctx('xa'), lu('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b1', 'b2'))).toEqual([])
    const v = checkLineup(ctx('xa'), lu('a1', 'a2', 'a3', 'a4', 'a5', 'b2', 'b1', 'a6'))
    expect(summary(v)).toEqual([['lineup/order-violated', '74.1', 6]])
  })

  test('a player attached by 75.3 still ranks by his origin: b1 (not attached) before attached b2', () => {
    const attachments = new Map<PlayerId, TeamId>([[pid('b2'), asTeamId('xa')]])
    expect(
      checkLineup(ctx('xa', { attachments }), lu('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b1', 'b2')),
    ).toEqual([])
  })

  test('never down or sideways (75.1): every move to a team of the same or a lower division is refused', () => {
    // A second team of club x in 2nd (D) gives the sideways moves.
    const withD = [...teams, team('xd', 'x', 'D', 2)]
    const ordersD = [...orders, order('xd', ids('d', 8))]
    const playersD = new Map(players)
    for (const id of ids('d', 8)) playersD.set(asPlayerId(id), player(id, 'x'))
    const moves: [from: string, to: string][] = [
      ['a', 'xb'], // 1st -> 2nd
      ['a', 'xd'], // 1st -> 2nd
      ['a', 'xc'], // 1st -> 4th
      ['b', 'xc'], // 2nd -> 4th
      ['d', 'xc'], // 2nd -> 4th
      ['b', 'xd'], // 2nd -> 2nd, sideways
      ['d', 'xb'], // 2nd -> 2nd, sideways
    ]
    for (const [from, to] of moves) {
      const target = withD.find((t) => t.id === to)!
      const boards = target.division === 4 ? 4 : 8
      const own = ids(to.slice(1), boards - 1)
      const c = {
        ...ctx('xa'),
        team: target,
        teams: withD,
        orders: ordersD,
        players: playersD,
        boards,
      }
      const v = checkLineup(c, lu(...own, `${from}1`))
      expect(summary(v), `${from}1 for ${to}`).toEqual([
        ['lineup/moved-down-or-sideways', '75.1', boards],
      ])
    }
  })

  test('an attached player cannot go back to his team (75.3)', () => {
    const attachments = new Map<PlayerId, TeamId>([[pid('b2'), asTeamId('xa')]])
    const v = checkLineup(
      ctx('xb', { attachments }),
      lu('b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'),
    )
    expect(summary(v)[0]).toEqual(['season/after-attachment', '75.3', 2])
  })

  test('players of a withdrawn team cannot move up (75.5)', () => {
    const v = checkLineup(
      ctx('xb', { withdrawn: new Set([asTeamId('xc')]) }),
      lu('b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'c1'),
    )
    expect(summary(v)).toEqual([['lineup/from-withdrawn-team', '75.5', 8]])
  })

  test('the fifth game moved up attaches the player to that team (75.2-75.3)', () => {
    const apps: Appearance[] = [1, 2, 3, 4].map((round) => ({
      round,
      teamId: asTeamId('xb'),
      playerId: pid('c1'),
      present: true,
    }))
    expect(computeAttachments(apps, orders, teams).get(pid('c1'))).toBeUndefined()
    expect(gamesPlayedUp(apps, orders, teams, pid('c1'))).toBe(4)
    const fifth = [
      ...apps,
      { round: 5, teamId: asTeamId('xa'), playerId: pid('c1'), present: true },
    ]
    expect(computeAttachments(fifth, orders, teams).get(pid('c1'))).toBe('xa')
  })

  test('absent appearances do not count towards attachment', () => {
    const apps: Appearance[] = [1, 2, 3, 4, 5].map((round) => ({
      round,
      teamId: asTeamId('xa'),
      playerId: pid('b1'),
      present: round !== 3,
    }))
    expect(computeAttachments(apps, orders, teams).has(pid('b1'))).toBe(false)
  })
})

describe('FAPA art. 74.4 and 74.6: improper lineups', () => {
  test('a player on the sheets of 1st and 2nd in one round: the lower team is improper (74.4)', () => {
    const sheetA = { teamId: asTeamId('xa'), playerIds: [pid('b1')] }
    const v = checkLineup(
      ctx('xb', { otherSheets: [sheetA] }),
      lu('b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'),
    )
    expect(summary(v)).toEqual([['lineup/two-sheets-same-round', '74.4', 1]])
    const sheetB = { teamId: asTeamId('xb'), playerIds: [pid('b1')] }
    expect(
      checkLineup(
        ctx('xa', { otherSheets: [sheetB] }),
        lu('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'b1'),
      ),
    ).toEqual([])
  })

  test.each([
    ['unlicensed player (74.6.b)', 'u1', 'lineup/unlicensed', '74.6.b'],
    ['player of another club (74.6.b)', 'y1', 'lineup/other-club', '74.6.b'],
    ['sanctioned player (74.6.f)', 's1', 'lineup/sanctioned-or-dropped', '74.6.f'],
  ])('%s on board 3 loses from board 3 (74.5)', (_, who, code, article) => {
    const v = checkLineup(ctx('xc'), lu('c1', 'c2', who, 'c4'))
    expect(summary(v)[0]).toEqual([code, article, 3])
  })

  test('a player dropped after two absences is improper (74.2)', () => {
    const v = checkLineup(ctx('xc', { dropped: new Set([pid('c2')]) }), lu('c1', 'c2', 'c3', 'c4'))
    expect(summary(v)).toEqual([['lineup/sanctioned-or-dropped', '74.6.f', 2]])
  })
})

describe('FAPA art. 18 and 74.6 inside the lineup check', () => {
  test('the same player on two boards is improper from the second (74.6.a)', () => {
    const v = checkLineup(ctx('xc'), lu('c1', 'c2', 'c2', 'c4'))
    expect(summary(v)[0]).toEqual(['lineup/duplicate', '74.6.a', 3])
  })

  test('a second foreigner in a 4-board lineup is improper from his board (18)', () => {
    const foreign = new Map(players)
    foreign.set(pid('c1'), player('c1', 'x', { nationality: 'eu', fideRating: 2300 }))
    foreign.set(pid('c3'), player('c3', 'x', { nationality: 'non-eu', fideRating: 2250 }))
    const v = checkLineup(ctx('xc', { players: foreign }), lu('c1', 'c2', 'c3', 'c4'))
    expect(summary(v)).toEqual([['lineup/foreigner-quota', '18', 3]])
  })
})

describe('FAPA art. 70.5: a late addition plays from the round his new order counts for', () => {
  // c9 joined 4th-division team C after round 3, presented too late for round 4.
  const late = orders.map((o) =>
    o.teamId === asTeamId('xc')
      ? { ...o, entries: [...o.entries, { playerId: pid('c9'), addedAfterRound: 4 }] }
      : o,
  )
  players.set(pid('c9'), player('c9', 'x'))

  test('in round 4 he is improper from his board; in round 5 he may play', () => {
    const lineup = lu('c1', 'c2', 'c3', 'c9')
    expect(summary(checkLineup(ctx('xc', { orders: late, round: 4 }), lineup))).toEqual([
      ['lineup/added-later', '70.5', 4],
    ])
    expect(checkLineup(ctx('xc', { orders: late, round: 5 }), lineup)).toEqual([])
  })

  test('without the round (a check outside a round) the addition is not judged', () => {
    expect(checkLineup(ctx('xc', { orders: late }), lu('c1', 'c2', 'c3', 'c9'))).toEqual([])
  })
})

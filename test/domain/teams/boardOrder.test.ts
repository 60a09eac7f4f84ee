import { describe, expect, test } from 'vitest'
import {
  addToOrder,
  checkListMembership,
  checkOrderChange,
  additionCountsAfter,
  checkOrderEdit,
  checkRegistration,
  checkRegistrationMinimums,
  notificationOpen,
} from '../../../src/domain/teams/index.ts'
import { ids, order, player, team } from './helpers.ts'
import { asPlayerId } from '../../../src/domain/core/index.ts'

describe('FAPA art. 70.1-70.2: registration minimums', () => {
  test('a 1st-division club needs 12 players and its team 8', () => {
    const teams = [team('a', 'x', 'A', 1)]
    expect(checkRegistrationMinimums(teams, [order('a', ids('p', 12))])).toEqual([])
    const v = checkRegistrationMinimums(teams, [order('a', ids('p', 11))])
    expect(v.map((x) => [x.code, x.article, x.detail])).toEqual([
      ['list/club-too-short', '70.1', 'x: 11/12'],
    ])
  })

  test.each([
    [3, 5, ['list/team-too-short', 'list/club-too-short']],
    [3, 10, []],
    [4, 3, ['list/team-too-short', 'list/club-too-short']],
    [4, 8, []],
  ] as const)('division %i with %i players', (division, n, codes) => {
    const v = checkRegistrationMinimums([team('a', 'x', 'A', division)], [order('a', ids('p', n))])
    expect(v.map((x) => x.code)).toEqual(codes)
  })

  test('a club counts the players of all its teams: 2nd (8) + 4th (4) = 12', () => {
    const teams = [team('a', 'x', 'A', 2), team('b', 'x', 'B', 4)]
    expect(
      checkRegistrationMinimums(teams, [order('a', ids('p', 8)), order('b', ids('q', 4))]),
    ).toEqual([])
    // One short: 8 + 3 = 11 of 12.
    expect(
      checkRegistrationMinimums(teams, [order('a', ids('p', 8)), order('b', ids('q', 3))]).map(
        (x) => [x.code, x.article, x.teamId, x.detail],
      ),
    ).toEqual([
      ['list/team-too-short', '70.2', 'b', '3/4'],
      ['list/club-too-short', '70.1', undefined, 'x: 11/12'],
    ])
    // Three teams: 8 + 2 + 2 reach the club's 12 only when all three are counted.
    const three = [...teams, team('c', 'x', 'C', 4)]
    expect(
      checkRegistrationMinimums(three, [
        order('a', ids('p', 8)),
        order('b', ids('q', 2)),
        order('c', ids('r', 2)),
      ]).map((x) => [x.code, x.teamId, x.detail]),
    ).toEqual([
      ['list/team-too-short', 'b', '2/4'],
      ['list/team-too-short', 'c', '2/4'],
    ])
    // Another club's team does not count for it.
    expect(
      checkRegistrationMinimums(
        [team('a', 'x', 'A', 2), team('b', 'y', 'A', 4)],
        [order('a', ids('p', 8)), order('b', ids('q', 4))],
      ).map((x) => [x.code, x.detail]),
    ).toEqual([
      ['list/club-too-short', 'x: 8/12'],
      ['list/club-too-short', 'y: 4/8'],
    ])
  })
})

describe('FAPA art. 69: one player, one club', () => {
  test('a player presented by two clubs must choose', () => {
    const teams = [team('a', 'x', 'A', 4), team('b', 'y', 'A', 4)]
    const players = new Map([[asPlayerId('p1'), player('p1', 'x')]])
    const v = checkListMembership(teams, [order('a', ['p1']), order('b', ['p1'])], players)
    expect(v.map((x) => [x.code, x.article, x.teamId])).toEqual([
      ['list/player-in-two-clubs', '69', 'b'],
      ['list/other-club-licence', '74.6.b', 'b'],
    ])
  })

  test('foreigner limits apply to each list (art. 70.6 -> 18)', () => {
    // Three teams of one club, twelve foreigners in all; each list is held to four, two non-EU.
    const teams = [team('a', 'x', 'A', 2), team('b', 'x', 'B', 3), team('c', 'x', 'C', 4)]
    const lists = {
      a: ['a-n1', 'a-n2', 'a-e1', 'a-e2', ...ids('a-p', 4)],
      b: ['b-n1', 'b-n2', 'b-n3', ...ids('b-p', 3)],
      c: ['c-e1', 'c-e2', 'c-e3', 'c-e4', 'c-e5'],
    }
    const status = (id: string) =>
      id.includes('-n')
        ? { nationality: 'non-eu' as const, fideRating: 2300 }
        : id.includes('-e')
          ? { nationality: 'eu' as const, fideRating: 2300 }
          : {}
    const players = new Map(
      Object.values(lists)
        .flat()
        .map((id) => [asPlayerId(id), player(id, 'x', status(id))]),
    )
    const v = checkRegistration(
      teams,
      Object.entries(lists).map(([t, list]) => order(t, list)),
      players,
    )
    expect(v.map((x) => [x.code, x.article, x.teamId, x.playerId])).toEqual([
      ['list/too-many-non-eu', '18', 'b', 'b-n3'],
      ['list/too-many-foreigners', '18', 'c', 'c-e5'],
    ])
  })
})

describe('FAPA art. 70.4-70.5: frozen order and late additions', () => {
  const before = order('a', ids('p', 8))
  test('reordering after the notification period is rejected', () => {
    const after = order('a', ['p2', 'p1', ...ids('p', 8).slice(2)])
    expect(checkOrderChange(before, after, 1, 11).map((v) => [v.code, v.article])).toEqual([
      ['list/order-frozen', '70.4'],
    ])
  })

  test('two additions at the end until half the rounds (11 rounds: up to 5 played)', () => {
    const after = addToOrder(before, [asPlayerId('n1'), asPlayerId('n2')], 5)
    expect(after.entries.slice(-2).map((e) => e.playerId)).toEqual(['n1', 'n2'])
    expect(checkOrderChange(before, after, 5, 11)).toEqual([])
    expect(checkOrderChange(before, after, 6, 11).map((v) => v.code)).toEqual([
      'list/addition-too-late',
    ])
  })

  test('a third addition is rejected', () => {
    const two = addToOrder(before, [asPlayerId('n1'), asPlayerId('n2')], 2)
    const three = addToOrder(two, [asPlayerId('n3')], 3)
    expect(checkOrderChange(two, three, 3, 11).map((v) => [v.code, v.detail])).toEqual([
      ['list/too-many-additions', '3'],
    ])
  })
})

describe("FAPA art. 70.4-70.5: changing a registered team's order", () => {
  const before = order('a', ids('p', 8))
  const state = (
    day: string,
    roundsPlayed = 0,
    notificationEnds: string | null = '2026-10-15',
  ) => ({
    day,
    notificationEnds,
    roundsPlayed,
    totalRounds: 9,
  })

  test('art. 70.4: the notification period lasts to its last day, or to round 1 when the circular set no date', () => {
    expect(notificationOpen('2026-10-15', '2026-10-15', 2)).toBe(true)
    expect(notificationOpen('2026-10-15', '2026-10-16', 0)).toBe(false)
    expect(notificationOpen(null, '2026-10-16', 0)).toBe(true)
    expect(notificationOpen(null, '2026-10-16', 1)).toBe(false)
  })

  test('art. 70.4: any change while the period is open, none of the order after it', () => {
    const p = ids('p', 8)
    const changes: [string, string[]][] = [
      ['two boards swapped', ['p2', 'p1', ...p.slice(2)]],
      ['the last player removed', p.slice(0, 7)],
      ['a player removed from the middle', [...p.slice(0, 3), ...p.slice(4)]],
      ['a player replaced', [...p.slice(0, 7), 'x1']],
      ['a player inserted in the middle', [...p.slice(0, 3), 'x1', ...p.slice(3)]],
      ['the last player moved to the top', ['p8', ...p.slice(0, 7)]],
      ['the order reversed', [...p].reverse()],
      ['every player replaced', ids('x', 8)],
    ]
    for (const [what, list] of changes) {
      const after = order('a', list)
      // Open: to its last day, or before round 1 when the circular set no date.
      expect([what, checkOrderEdit(before, after, state('2026-10-15'))]).toEqual([what, []])
      expect([what, checkOrderEdit(before, after, state('2026-10-16', 0, null))]).toEqual([
        what,
        [],
      ])
      // Closed: the day after, or once round 1 is played with no date.
      for (const closed of [state('2026-10-16'), state('2026-10-16', 1, null)])
        expect([
          what,
          checkOrderEdit(before, after, closed).map((v) => [v.code, v.article]),
        ]).toEqual([what, [['list/order-frozen', '70.4']]])
    }
  })

  test('art. 70.5: after the period two players added at the end until 4 of 9 rounds are played; not a third, not later', () => {
    const one = addToOrder(before, [asPlayerId('n1')], 1)
    const two = addToOrder(one, [asPlayerId('n2')], 4)
    const three = addToOrder(two, [asPlayerId('n3')], 4)
    expect(checkOrderEdit(before, one, state('2026-11-01', 1))).toEqual([])
    expect(checkOrderEdit(one, two, state('2026-12-01', 4))).toEqual([])
    expect(
      checkOrderEdit(two, three, state('2026-12-01', 4)).map((v) => [v.code, v.article, v.detail]),
    ).toEqual([['list/too-many-additions', '70.5', '3']])
    expect(
      checkOrderEdit(one, two, state('2026-12-08', 5)).map((v) => [v.code, v.article]),
    ).toEqual([['list/addition-too-late', '70.5']])
  })
})

describe('FAPA art. 70.5: five days of notice before the next round', () => {
  test('presented on 1 March for a round on 6 March (5 days) it counts from that round', () => {
    expect(additionCountsAfter(3, '2027-03-01', '2027-03-06')).toBe(3)
  })

  test('presented on 2 March for the round of 6 March (4 days) it counts from the round after', () => {
    expect(additionCountsAfter(3, '2027-03-02', '2027-03-06')).toBe(4)
  })

  test('across a month end: 27 February to 4 March 2027 is 5 days', () => {
    expect(additionCountsAfter(3, '2027-02-27', '2027-03-04')).toBe(3)
    expect(additionCountsAfter(3, '2027-02-28', '2027-03-04')).toBe(4)
  })

  test('with no date for the next round it counts from the next round', () => {
    expect(additionCountsAfter(2, '2027-03-02', null)).toBe(2)
  })
})

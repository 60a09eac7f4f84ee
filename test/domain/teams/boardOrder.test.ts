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
    const teams = [team('a', 'x', 'A', 4)]
    const list = ['n1', 'n2', 'n3', 'p1', 'p2']
    const players = new Map(
      list.map((id) => [
        asPlayerId(id),
        player(id, 'x', id.startsWith('n') ? { nationality: 'non-eu', fideRating: 2300 } : {}),
      ]),
    )
    const v = checkRegistration(teams, [order('a', [...list, 'p3', 'p4', 'p5'])], players)
    expect(v.map((x) => [x.code, x.playerId])).toEqual([['list/too-many-non-eu', 'n3']])
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
  const reordered = order('a', ['p2', 'p1', ...ids('p', 8).slice(2)])
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
    const shorter = order('a', ids('p', 7))
    expect(checkOrderEdit(before, reordered, state('2026-10-15'))).toEqual([])
    expect(checkOrderEdit(before, shorter, state('2026-10-15'))).toEqual([])
    expect(
      checkOrderEdit(before, reordered, state('2026-10-16')).map((v) => [v.code, v.article]),
    ).toEqual([['list/order-frozen', '70.4']])
    expect(
      checkOrderEdit(before, shorter, state('2026-10-16')).map((v) => [v.code, v.article]),
    ).toEqual([['list/order-frozen', '70.4']])
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

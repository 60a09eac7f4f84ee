import { describe, expect, test } from 'vitest'
import { asClubId, asPlayerId, type PlayerId } from '../../../src/domain/core/index.ts'
import {
  checkOrderAgainstRegistry,
  rosterNationality,
  type RosterPlayer,
} from '../../../src/domain/teams/index.ts'

const OVIEDO = asClubId('oviedo')
const GIJON = asClubId('gijon')

function player(id: string, extra: Partial<RosterPlayer> = {}): RosterPlayer {
  return {
    id: asPlayerId(id),
    name: id,
    clubId: OVIEDO,
    licensed: true,
    nationality: 'es',
    ...extra,
  }
}

function check(list: RosterPlayer[], order = list.map((p) => p.id)) {
  const byId = new Map<PlayerId, RosterPlayer>(list.map((p) => [p.id, p]))
  return checkOrderAgainstRegistry(OVIEDO, order, byId).map((v) => [v.code, v.article, v.board])
}

describe('FAPA art. 69, 74.6.b: a board order holds licensed players of the club', () => {
  test('74.6.b: no licence, an independent licence and another club are each refused on their board', () => {
    expect(
      check([
        player('a'),
        player('b', { licensed: false, clubId: null }),
        player('c', { clubId: null }),
        player('d', { clubId: GIJON }),
      ]),
    ).toEqual([
      ['list/no-licence', '74.6.b', 2],
      ['list/independent-licence', '74.6.b', 3],
      ['list/other-club-licence', '74.6.b', 4],
    ])
  })

  test('69: the same player twice on one list is refused at his second line', () => {
    const a = player('a')
    expect(check([a, player('b')], [a.id, asPlayerId('b'), a.id])).toEqual([
      ['list/player-twice', '69', 3],
    ])
  })
})

describe('FAPA art. 18: foreigners on a board order from the registry', () => {
  test('18: a fifth foreigner is refused; the exempt (under 2200, no title) do not count', () => {
    const list = [
      player('e1', { nationality: 'eu', fideRating: 2300 }),
      player('e2', { nationality: 'eu', fideRating: 2250 }),
      player('n1', { nationality: 'non-eu', fideRating: 2400 }),
      player('young', { nationality: 'non-eu', fideRating: 2100 }),
      player('n2', { nationality: 'non-eu', fideRating: 2210 }),
      player('e3', { nationality: 'eu', fideRating: 2000, title: 'FM' }),
    ]
    expect(check(list)).toEqual([['list/too-many-foreigners', '18', 6]])
  })

  test('18: a third non-EU foreigner is refused', () => {
    const list = [
      player('n1', { nationality: 'non-eu', fideRating: 2400 }),
      player('n2', { nationality: 'non-eu', fideRating: 2300 }),
      player('n3', { nationality: 'non-eu', fideRating: 2200 }),
    ]
    expect(check(list)).toEqual([['list/too-many-non-eu', '18', 3]])
  })

  test('18: the registry status decides; a "Spanish" record playing for another FIDE federation counts by that federation', () => {
    expect(rosterNationality('spanish', 'ESP')).toBe('es')
    expect(rosterNationality('spanish', '')).toBe('es')
    expect(rosterNationality('spanish', 'FRA')).toBe('eu')
    expect(rosterNationality('spanish', 'ARG')).toBe('non-eu')
    expect(rosterNationality('eu', 'ESP')).toBe('eu')
    expect(rosterNationality('non-eu', 'POR')).toBe('non-eu')
  })
})

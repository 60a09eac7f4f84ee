import { describe, expect, test } from 'vitest'
import { searchPlayersOrLicence } from '../../../src/domain/federation/index.ts'
import {
  checkOrder,
  checkScreenLineup,
  licenceSeasonOn,
  lineOf,
  resolveList,
  type RegistryData,
} from '../../../src/domain/teams/index.ts'
import {
  ana,
  DATA,
  eva,
  licence,
  lineupFixture,
  luis,
  marc,
  old,
  person,
  twinA,
} from '../../helpers/registryData.ts'

describe('FAPA art. 69-70: a board order picked from the registry', () => {
  test('art. 69: the registry is searched by name, FEDA id, FIDE id and licence number', () => {
    expect(searchPlayersOrLicence(DATA, 'garcia').map((p) => p.id)).toEqual(['p-ana'])
    expect(searchPlayersOrLicence(DATA, '24002').map((p) => p.id)).toEqual(['p-luis'])
    expect(searchPlayersOrLicence(DATA, '651001').map((p) => p.id)).toEqual(['p-marc'])
    expect(searchPlayersOrLicence(DATA, 'L-103').map((p) => p.id)).toEqual(['p-eva'])
    expect(searchPlayersOrLicence(DATA, '   ')).toEqual([])
  })

  test('art. 72: an entry keeps the registry id and its rating with the source, FEDA before FIDE', () => {
    expect(lineOf(ana)).toEqual({
      name: 'Ana García López',
      rating: 2010,
      ratingSource: 'feda',
      playerId: 'p-ana',
    })
    expect(lineOf(luis)).toEqual({
      name: 'Luis Pérez',
      rating: 1890,
      ratingSource: 'fide',
      playerId: 'p-luis',
    })
    expect(lineOf(twinA)).toEqual({
      name: 'José Fernández',
      rating: 0,
      ratingSource: 'none',
      playerId: 'p-tw1',
    })
  })

  test('art. 69: a pasted list links each line that names one player; ambiguous and unknown lines stay typed and are listed', () => {
    // One line for each way a line names a player: surnames and given name, FEDA id, FIDE id,
    // licence number, given name and surname, and a namesake told apart by his FEDA id.
    const r = resolveList(
      DATA,
      [
        'Garcia Lopez, Ana; 1999',
        '24002',
        '651001; 2000',
        'L-103; 2300',
        'Pedro Gil',
        '24007; 1500',
        'José Fernández; 1500',
        'Nadie Nuevo; 1400',
        'L-999; 1300',
        '',
      ].join('\n'),
    )
    expect(r.lines).toEqual([
      { name: 'Ana García López', rating: 2010, ratingSource: 'feda', playerId: 'p-ana' },
      { name: 'Luis Pérez', rating: 1890, ratingSource: 'fide', playerId: 'p-luis' },
      { name: 'Marc Dubois', rating: 2310, ratingSource: 'fide', playerId: 'p-marc' },
      { name: 'Eva Sanz', rating: 1700, ratingSource: 'feda', playerId: 'p-eva' },
      { name: 'Pedro Gil', rating: 1600, ratingSource: 'feda', playerId: 'p-old' },
      { name: 'José Fernández', rating: 0, ratingSource: 'none', playerId: 'p-tw2' },
      { name: 'José Fernández', rating: 1500 },
      { name: 'Nadie Nuevo', rating: 1400 },
      { name: 'L-999', rating: 1300 },
    ])
    expect(r.unmatched).toEqual(['José Fernández; 1500', 'Nadie Nuevo; 1400', 'L-999; 1300'])
  })

  test('art. 69, 74.6.b: licences of the season for the club; another club, independent and last-season licences are refused', () => {
    expect(licenceSeasonOn(DATA.seasons, '2026-11-29')?.id).toBe('s26')
    const lines = [ana, luis, marc, eva, old].map(lineOf)
    const r = checkOrder(
      DATA,
      'oviedo',
      [...lines, { name: 'Typed Player', rating: 1500 }],
      '2026-11-29',
    )
    expect(r.club?.id).toBe('c-ovi')
    expect(r.season?.id).toBe('s26')
    expect(r.unlinked).toBe(1)
    expect(r.violations.map((v) => [v.code, v.article, v.board, v.playerId])).toEqual([
      ['list/other-club-licence', '74.6.b', 2, 'p-luis'],
      ['list/independent-licence', '74.6.b', 4, 'p-eva'],
      ['list/no-licence', '74.6.b', 5, 'p-old'],
    ])
  })

  test('art. 18: a French player recorded with the default status counts as an EU foreigner by his federation', () => {
    const strong = (id: string, fed: string) =>
      person(id, id, 'X', null, { federation: fed, ratingStandard: 2400 })
    const foreign = [
      strong('f1', 'FRA'),
      strong('f2', 'ITA'),
      strong('f3', 'POR'),
      strong('f4', 'GER'),
      strong('f5', 'NED'),
    ]
    const data: RegistryData = {
      ...DATA,
      players: foreign,
      licences: foreign.map((p, i) => licence(`F-${i}`, 's26', p.id, 'c-ovi')),
    }
    const r = checkOrder(data, 'Club Ajedrez Oviedo', foreign.map(lineOf), '2026-11-29')
    expect(r.violations.map((v) => [v.code, v.article, v.board])).toEqual([
      ['list/too-many-foreigners', '18', 5],
    ])
  })
})

describe('FAPA art. 74.6.b, 18: the lineup check reads the registry for linked lines', () => {
  const { competition, facts } = lineupFixture()

  const found = (boards: number[]) =>
    checkScreenLineup(competition, 'ovi', boards, facts).map((x) => [
      x.code,
      x.article,
      x.board,
      x.fromBoard,
    ])

  test('74.6.b: a player with another club licence is improper from his board on; a typed line is not checked', () => {
    expect(found([0, 1, 3, 5])).toEqual([['lineup/other-club', '74.6.b', 3, 3]])
  })

  test('74.6.b, 18: a player licensed only last season, and a second foreigner on four boards (25 % of 4 = 1)', () => {
    expect(found([0, 1, 2, 4])).toEqual([
      ['lineup/unlicensed', '74.6.b', 4, 4],
      ['lineup/foreigner-quota', '18', 3, 3],
    ])
  })

  test('without the registry every line counts as a licensed Spanish player of the club', () => {
    // Every lineup of four boards from the team's six lines, in the order of strength (art. 74.1).
    const lineups: number[][] = []
    for (let a = 0; a < 6; a++)
      for (let b = a + 1; b < 6; b++)
        for (let c = b + 1; c < 6; c++) for (let d = c + 1; d < 6; d++) lineups.push([a, b, c, d])
    expect(lineups).toHaveLength(15)
    // With the registry each of them is refused: the other-club line (index 3), the last-season
    // one (index 4), or the two EU players together (indices 1 and 2; 25 % of 4 = 1).
    const refusals = (boards: number[]) =>
      [
        boards.includes(3) ? 'lineup/other-club' : null,
        boards.includes(4) ? 'lineup/unlicensed' : null,
        boards.includes(1) && boards.includes(2) ? 'lineup/foreigner-quota' : null,
      ].filter((x) => x !== null)
    for (const boards of lineups)
      expect([boards, [...new Set(found(boards).map(([code]) => code))].sort()]).toEqual([
        boards,
        refusals(boards).sort(),
      ])
    for (const boards of lineups)
      expect([boards, checkScreenLineup(competition, 'ovi', boards)]).toEqual([boards, []])
  })
})

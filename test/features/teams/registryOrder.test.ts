import { describe, expect, test } from 'vitest'
import type { ClubId, SeasonId } from '../../../src/domain/core/index.ts'
import { foldText } from '../../../src/domain/federation/index.ts'
import { playerRow } from '../../db/playerRow.ts'
import type { ClubRow, LicenceRow, PlayerRow, SeasonRow } from '../../../src/db/schema.ts'
import { registryLookup } from '../../../src/features/matchSheet/registryIdentity.ts'
import { buildSeasonPackage } from '../../../src/features/matchSheet/seasonPackageExport.ts'
import {
  checkOrder,
  findInRegistry,
  lineFacts,
  lineOf,
  resolveList,
  seasonOn,
  type RegistryData,
} from '../../../src/features/teams/registryOrder.ts'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'
import { checkScreenLineup } from '../../../src/features/teams/competition.ts'
import { lineupContext } from '../../../src/domain/matchSheet/index.ts'
import { checkLineup } from '../../../src/domain/teams/index.ts'
import { asPlayerId } from '../../../src/domain/core/index.ts'

const AT = '2026-09-01T00:00:00.000Z'

function person(
  id: string,
  given: string,
  first: string,
  second: string | null,
  extra: Partial<PlayerRow> = {},
): PlayerRow {
  return playerRow(id, {
    givenName: given,
    firstSurname: first,
    secondSurname: second,
    clubId: 'c-ovi' as ClubId,
    searchName: foldText(`${first} ${second ?? ''}, ${given}`),
    createdAt: AT,
    updatedAt: AT,
    ...extra,
  })
}

const club = (id: string, name: string, shortName: string | null = null): ClubRow => ({
  id: id as ClubId,
  name,
  shortName,
  registryNumber: null,
  venue: null,
  searchName: foldText(name),
  createdAt: AT,
  updatedAt: AT,
})

const season = (id: string, startDate: string, endDate: string): SeasonRow => ({
  id: id as SeasonId,
  name: id,
  startDate,
  endDate,
  createdAt: AT,
  updatedAt: AT,
})

const licence = (
  id: string,
  seasonId: string,
  holderId: string,
  clubId: string | null,
): LicenceRow => ({
  id,
  seasonId: seasonId as SeasonId,
  kind: 'player',
  holderId,
  clubId: clubId as ClubId | null,
  issuedOn: '2026-09-01',
  createdAt: AT,
})

const ana = person('p-ana', 'Ana', 'García', 'López', {
  fedaId: 24001,
  fideId: 2200101,
  ratingFeda: 2010,
  ratingStandard: 2050,
})
const luis = person('p-luis', 'Luis', 'Pérez', null, { fedaId: 24002, ratingStandard: 1890 })
const marc = person('p-marc', 'Marc', 'Dubois', null, {
  federation: 'FRA',
  fideId: 651001,
  ratingStandard: 2310,
})
const eva = person('p-eva', 'Eva', 'Sanz', null, { fedaId: 24004, ratingFeda: 1700 })
const old = person('p-old', 'Pedro', 'Gil', null, { fedaId: 24005, ratingFeda: 1600 })
const twinA = person('p-tw1', 'José', 'Fernández', null, { fedaId: 24006 })
const twinB = person('p-tw2', 'José', 'Fernández', null, { fedaId: 24007 })

const DATA: RegistryData = {
  players: [ana, luis, marc, eva, old, twinA, twinB],
  clubs: [club('c-ovi', 'Club Ajedrez Oviedo', 'Oviedo'), club('c-gij', 'Gijón Ajedrez')],
  seasons: [season('s25', '2025-09-01', '2026-08-31'), season('s26', '2026-09-01', '2027-08-31')],
  licences: [
    licence('L-100', 's26', 'p-ana', 'c-ovi'),
    licence('L-101', 's26', 'p-luis', 'c-gij'),
    licence('L-102', 's26', 'p-marc', 'c-ovi'),
    licence('L-103', 's26', 'p-eva', null),
    // Only last season's licence: not licensed for this one.
    licence('L-050', 's25', 'p-old', 'c-ovi'),
  ],
}

describe('FAPA art. 69-70: a board order picked from the registry', () => {
  test('art. 69: the registry is searched by name, FEDA id, FIDE id and licence number', () => {
    expect(findInRegistry(DATA, 'garcia').map((p) => p.id)).toEqual(['p-ana'])
    expect(findInRegistry(DATA, '24002').map((p) => p.id)).toEqual(['p-luis'])
    expect(findInRegistry(DATA, '651001').map((p) => p.id)).toEqual(['p-marc'])
    expect(findInRegistry(DATA, 'L-103').map((p) => p.id)).toEqual(['p-eva'])
    expect(findInRegistry(DATA, '   ')).toEqual([])
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
    const r = resolveList(
      DATA,
      'Garcia Lopez, Ana; 1999\n24002\nL-102; 2300\nJosé Fernández; 1500\nNadie Nuevo; 1400\n',
    )
    expect(r.lines).toEqual([
      { name: 'Ana García López', rating: 2010, ratingSource: 'feda', playerId: 'p-ana' },
      { name: 'Luis Pérez', rating: 1890, ratingSource: 'fide', playerId: 'p-luis' },
      { name: 'Marc Dubois', rating: 2310, ratingSource: 'fide', playerId: 'p-marc' },
      { name: 'José Fernández', rating: 1500 },
      { name: 'Nadie Nuevo', rating: 1400 },
    ])
    expect(r.unmatched).toEqual(['José Fernández; 1500', 'Nadie Nuevo; 1400'])
  })

  test('art. 69, 74.6.b: licences of the season for the club; another club, independent and last-season licences are refused', () => {
    expect(seasonOn(DATA.seasons, '2026-11-29')?.id).toBe('s26')
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

describe('Season package: a board-order entry is linked by its stored registry id', () => {
  test("an entry with a registry id takes that player's ids even when the name is another player's; old typed entries are linked by name", () => {
    const c: TeamCompetitionRow = {
      id: 'c1',
      name: 'Tercera',
      division: 3,
      system: 'league',
      totalRounds: 1,
      seed: 1,
      teams: [
        {
          id: 't1',
          name: 'Oviedo A',
          club: 'Oviedo',
          zone: '',
          players: [
            // Renamed by hand to a homonym: the stored id still decides.
            { name: 'José Fernández', rating: 0, playerId: 'p-tw2' },
            { name: 'Ana García López', rating: 2010 },
            { name: 'José Fernández', rating: 0 },
            { name: 'Luis Pérez', rating: 1890, playerId: 'p-gone' },
          ],
        },
      ],
      order: null,
      rounds: [],
      createdAt: AT,
      updatedAt: AT,
    }
    const pkg = buildSeasonPackage(
      c,
      { club: '', firstDate: '2026-11-28', time: '17:00' },
      registryLookup(DATA.players, DATA.clubs),
    )
    expect(pkg.players.map((p) => [p.name, p.identity])).toEqual([
      ['José Fernández', { fedaId: 24007 }],
      ['Ana García López', { fedaId: 24001, fideId: 2200101 }],
      ['José Fernández', undefined],
      ['Luis Pérez', undefined],
    ])
  })
})

describe('FAPA art. 74.6.b, 18: the lineup check reads the registry for linked lines', () => {
  const strong = (id: string, fed: string) =>
    person(id, id, 'Z', null, { federation: fed, ratingStandard: 2400 })
  const fra = strong('p-fra', 'FRA')
  const ita = strong('p-ita', 'ITA')
  const data: RegistryData = {
    ...DATA,
    players: [...DATA.players, fra, ita],
    licences: [
      ...DATA.licences,
      licence('L-200', 's26', 'p-fra', 'c-ovi'),
      licence('L-201', 's26', 'p-ita', 'c-ovi'),
    ],
  }
  const competition: TeamCompetitionRow = {
    id: 'c4',
    name: 'Cuarta',
    division: 4,
    system: 'league',
    totalRounds: 1,
    seed: 1,
    teams: [
      {
        id: 'ovi',
        name: 'Oviedo A',
        club: 'Oviedo',
        zone: '',
        players: [ana, fra, ita, luis, old, { name: 'Typed', rating: 1500 }].map((p) =>
          'givenName' in p ? lineOf(p) : p,
        ),
      },
    ],
    order: null,
    rounds: [],
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
  }
  const facts = lineFacts(data, '2026-11-29')

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
    expect(checkScreenLineup(competition, 'ovi', [0, 1, 2, 4])).toEqual([])
  })

  const pkg = buildSeasonPackage(
    competition,
    { club: '', firstDate: '2026-11-29', time: '17:00' },
    registryLookup(data.players, data.clubs),
    { facts },
  )

  test('art. 74.6.b, 18: the season package carries the registry licence and nationality of linked lines', () => {
    expect(
      pkg.players.map((p) => [p.id, p.clubId, p.licensed, p.nationality, p.fideRating ?? null]),
    ).toEqual([
      ['ovi#1', 'Oviedo', true, 'es', 2050],
      ['ovi#2', 'Oviedo', true, 'eu', 2400],
      ['ovi#3', 'Oviedo', true, 'eu', 2400],
      // Licensed for Gijón this season: not a licence of this club.
      ['ovi#4', 'other:Oviedo', true, 'es', 1890],
      // Licensed only last season.
      ['ovi#5', 'Oviedo', false, 'es', null],
      // Typed as text: as registered.
      ['ovi#6', 'Oviedo', true, 'es', null],
    ])
  })

  test('art. 74.6, 18: the tablet checks a lineup from the package with the registry data', () => {
    const ctx = lineupContext(pkg, 'ovi')
    if (!ctx) throw new Error('team missing from the package')
    const lineup = (ns: number[]) => ns.map((n) => asPlayerId(`ovi#${n}`))
    expect(checkLineup(ctx, lineup([1, 2, 3, 5])).map((x) => [x.code, x.article, x.board])).toEqual(
      [
        ['lineup/unlicensed', '74.6.b', 4],
        ['lineup/foreigner-quota', '18', 3],
      ],
    )
    expect(checkLineup(ctx, lineup([1, 2, 4, 6])).map((x) => [x.code, x.article, x.board])).toEqual(
      [['lineup/other-club', '74.6.b', 3]],
    )
  })

  test('a package built without the registry still marks every line licensed and Spanish', () => {
    const plain = buildSeasonPackage(competition, {
      club: '',
      firstDate: '2026-11-29',
      time: '17:00',
    })
    expect(plain.players.every((p) => p.licensed && p.nationality === 'es')).toBe(true)
    expect(plain.players.map((p) => p.clubId)).toEqual(Array(6).fill('Oviedo'))
  })
})

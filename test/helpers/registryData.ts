/**
 * A small registry (players, clubs, seasons, licences) for the board-order checks of FAPA art. 18,
 * 69 and 74.6.b, shared by the domain tests and the season-package tests.
 */
import type { ClubId, SeasonId } from '../../src/domain/core/index.ts'
import { foldText } from '../../src/domain/federation/index.ts'
import type { ClubRow, LicenceRow, PlayerRow, SeasonRow } from '../../src/db/schema.ts'
import {
  lineFacts,
  lineOf,
  type RegistryData,
  type TeamCompetitionRow,
} from '../../src/domain/teams/index.ts'
import { playerRow } from '../db/playerRow.ts'

export const AT = '2026-09-01T00:00:00.000Z'

export function person(
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

export const club = (id: string, name: string, shortName: string | null = null): ClubRow => ({
  id: id as ClubId,
  name,
  shortName,
  registryNumber: null,
  venue: null,
  searchName: foldText(name),
  createdAt: AT,
  updatedAt: AT,
})

export const season = (id: string, startDate: string, endDate: string): SeasonRow => ({
  id: id as SeasonId,
  name: id,
  startDate,
  endDate,
  createdAt: AT,
  updatedAt: AT,
})

export const licence = (
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

export const ana = person('p-ana', 'Ana', 'García', 'López', {
  fedaId: 24001,
  fideId: 2200101,
  ratingFeda: 2010,
  ratingStandard: 2050,
})
export const luis = person('p-luis', 'Luis', 'Pérez', null, { fedaId: 24002, ratingStandard: 1890 })
export const marc = person('p-marc', 'Marc', 'Dubois', null, {
  federation: 'FRA',
  fideId: 651001,
  ratingStandard: 2310,
})
export const eva = person('p-eva', 'Eva', 'Sanz', null, { fedaId: 24004, ratingFeda: 1700 })
export const old = person('p-old', 'Pedro', 'Gil', null, { fedaId: 24005, ratingFeda: 1600 })
export const twinA = person('p-tw1', 'José', 'Fernández', null, { fedaId: 24006 })
export const twinB = person('p-tw2', 'José', 'Fernández', null, { fedaId: 24007 })

export const DATA: RegistryData = {
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

/** A 4th-division Oviedo team linked to the registry above, with two EU players licensed for Oviedo. */
export function lineupFixture() {
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

  return { data, competition, facts }
}

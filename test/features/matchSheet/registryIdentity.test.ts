import { describe, expect, test } from 'vitest'
import type { ClubRow, PlayerRow } from '../../../src/db/schema.ts'
import { registryLookup } from '../../../src/features/matchSheet/registryIdentity.ts'
import { buildSeasonPackage } from '../../../src/features/matchSheet/seasonPackageExport.ts'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'
import type { ClubId } from '../../../src/domain/core/index.ts'
import { playerRow } from '../../db/playerRow.ts'

const AT = '2026-09-01T00:00:00.000Z'

function person(
  id: string,
  given: string,
  first: string,
  second: string,
  ids: { fedaId?: number; fideId?: number },
  clubId: string | null = null,
): PlayerRow {
  return playerRow(id, {
    givenName: given,
    firstSurname: first,
    secondSurname: second,
    fideId: ids.fideId ?? null,
    fedaId: ids.fedaId ?? null,
    clubId: clubId as ClubId | null,
    createdAt: AT,
    updatedAt: AT,
  })
}

const club = (id: string, name: string): ClubRow => ({
  id: id as ClubId,
  name,
  shortName: null,
  registryNumber: null,
  venue: null,
  searchName: '',
  createdAt: AT,
  updatedAt: AT,
})

const players = [
  person('p1', 'Ana', 'Pérez', 'López', { fedaId: 24123, fideId: 2200111 }),
  person('p2', 'Luis', 'García', 'Díaz', { fedaId: 501 }, 'c-ovi'),
  person('p3', 'Luis', 'García', 'Díaz', { fedaId: 502 }, 'c-gij'),
  person('p4', 'Marta', 'Ruiz', 'Sanz', {}),
]
const clubs = [club('c-ovi', 'Club Oviedo'), club('c-gij', 'Club Gijón')]

describe('registry ids for the season package (FAPA art. 74.4, 75.3: one player across the season)', () => {
  const lookup = registryLookup(players, clubs)

  test.each([
    ['Ana Pérez López', 'Club Oviedo', { fedaId: 24123, fideId: 2200111 }],
    ['PEREZ LOPEZ, ana', 'Club Gijón', { fedaId: 24123, fideId: 2200111 }],
    ['Luis García Díaz', 'Club Gijón', { fedaId: 502 }],
    ['Luis García Díaz', 'Club Oviedo', { fedaId: 501 }],
    ['Luis García Díaz', 'Club Avilés', undefined],
    ['Marta Ruiz Sanz', 'Club Oviedo', undefined],
    ['Nadie Conocido', 'Club Oviedo', undefined],
  ])('%s of %s: %j', (name, clubName, expected) => {
    expect(lookup(name, clubName)).toEqual(expected)
  })

  test('the package carries each linked player identity and nothing for the rest', () => {
    const c: TeamCompetitionRow = {
      id: 'c1',
      name: 'Segunda',
      division: 2,
      system: 'league',
      totalRounds: 3,
      seed: 1,
      teams: [
        {
          id: 't1',
          name: 'Oviedo A',
          club: 'Club Oviedo',
          zone: '',
          players: [
            { name: 'Ana Pérez López', rating: 2250 },
            { name: 'Luis García Díaz', rating: 2000 },
            { name: 'Otro Jugador', rating: 1900 },
            // In the registry, but without a FEDA or FIDE id: nothing to carry.
            { name: 'Marta Ruiz Sanz', rating: 1800 },
          ],
        },
      ],
      order: null,
      rounds: [],
      createdAt: AT,
      updatedAt: AT,
    }
    const pkg = buildSeasonPackage(c, { club: '', firstDate: '2026-10-03', time: '17:00' }, lookup)
    expect(pkg.players.map((p) => [p.id, p.identity])).toEqual([
      ['t1#1', { fedaId: 24123, fideId: 2200111 }],
      ['t1#2', { fedaId: 501 }],
      ['t1#3', undefined],
      ['t1#4', undefined],
    ])
  })
})

describe('FAPA art. 74.4, 75: a typed name links to a registry player with one surname', () => {
  const juan = person('juan', 'Juan', 'García', '', { fedaId: 24_100, fideId: 2_240_100 })
  const one = { ...juan, secondSurname: null }
  test.each([['García, Juan'], ['Juan García'], ['García Juan'], ['  garcia,   JUAN ']])(
    'art. 74.4: "%s" finds Juan García (no second surname) and carries his ids',
    (typed) => {
      const lookup = registryLookup([one], [])
      expect(lookup(typed, 'Club Oviedo')).toEqual({ fedaId: 24_100, fideId: 2_240_100 })
    },
  )
})

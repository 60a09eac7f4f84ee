import { describe, expect, test } from 'vitest'
import type { ClubId, SeasonId } from '../../../src/domain/core/index.ts'
import {
  listName,
  playerNamedBy,
  registryClub,
  searchNameOf,
  searchPlayers,
  searchPlayersOrLicence,
  type RegistryClub,
  type RegistryLicence,
  type RegistryPlayer,
} from '../../../src/domain/federation/index.ts'
import { playerRow } from '../../db/playerRow.ts'

function player(
  id: string,
  givenName: string,
  firstSurname: string,
  secondSurname: string | null,
  ids: { fedaId?: number; fideId?: number } = {},
): RegistryPlayer {
  const name = { givenName, firstSurname, secondSurname }
  return playerRow(id, { ...name, ...ids, searchName: searchNameOf(name) })
}

const juan = player('p-juan', 'Juan', 'García', null, { fedaId: 24001, fideId: 2200101 })
const juana = player('p-juana', 'Juana', 'García', 'López', { fedaId: 24011 })
const luis = player('p-luis', 'Luis', 'Pérez', 'Álvarez', { fideId: 2200555 })
const PLAYERS = [juan, juana, luis]
const licence = (id: string, holderId: string): RegistryLicence => ({
  id,
  seasonId: 's26' as SeasonId,
  kind: 'player',
  holderId,
  clubId: 'c-ovi' as ClubId,
  issuedOn: '2026-09-01',
  createdAt: '',
})
const DATA = { players: PLAYERS, licences: [licence('L-7', 'p-luis')] }

describe('player names: one way to write them', () => {
  test('"García, Juan" for a player with one surname, both surnames before the comma otherwise', () => {
    expect(listName(juan)).toBe('García, Juan')
    expect(listName(juana)).toBe('García López, Juana')
    expect(searchNameOf(juana)).toBe('garcia lopez juana')
  })
})

describe('registry search: the search box', () => {
  test('every typed word is in the folded name, in any order and without accents', () => {
    expect(searchPlayers(PLAYERS, 'garcia juan').map((p) => p.id)).toEqual(['p-juan', 'p-juana'])
    expect(searchPlayers(PLAYERS, 'ALVAREZ luis').map((p) => p.id)).toEqual(['p-luis'])
    expect(searchPlayers(PLAYERS, 'lopez').map((p) => p.id)).toEqual(['p-juana'])
  })

  test('digits find the players whose FIDE or FEDA id begins with them', () => {
    expect(searchPlayers(PLAYERS, '240').map((p) => p.id)).toEqual(['p-juan', 'p-juana'])
    expect(searchPlayers(PLAYERS, '24001').map((p) => p.id)).toEqual(['p-juan'])
    expect(searchPlayers(PLAYERS, '2200555').map((p) => p.id)).toEqual(['p-luis'])
  })

  test('an empty query shows the whole registry, the same list', () => {
    expect(searchPlayers(PLAYERS, '  ')).toBe(PLAYERS)
  })
})

describe('FAPA art. 69: the board-order search also finds a licence number', () => {
  test('the licence number is matched exactly; at most `limit` players; an empty query finds none', () => {
    expect(searchPlayersOrLicence(DATA, 'L-7').map((p) => p.id)).toEqual(['p-luis'])
    expect(searchPlayersOrLicence(DATA, 'L-').map((p) => p.id)).toEqual([])
    expect(searchPlayersOrLicence(DATA, 'garcia', 1).map((p) => p.id)).toEqual(['p-juan'])
    expect(searchPlayersOrLicence(DATA, '')).toEqual([])
  })
})

describe('FAPA art. 69, 74.4: the one player a pasted line names', () => {
  test('"García, Juan" links the player with one surname; a name written two other ways links him too', () => {
    expect(playerNamedBy(DATA, 'García, Juan; 1800')?.id).toBe('p-juan')
    expect(playerNamedBy(DATA, 'juan garcia')?.id).toBe('p-juan')
    expect(playerNamedBy(DATA, 'Garcia Juan')?.id).toBe('p-juan')
  })

  test('an id or licence number names one player exactly; a prefix or a word of the name names none', () => {
    expect(playerNamedBy(DATA, '24011')?.id).toBe('p-juana')
    expect(playerNamedBy(DATA, 'L-7')?.id).toBe('p-luis')
    expect(playerNamedBy(DATA, '2400')).toBeUndefined()
    expect(playerNamedBy(DATA, 'García')).toBeUndefined()
  })
})

describe('registry club named by a typed club name', () => {
  const club = (id: string, name: string, shortName: string | null): RegistryClub => ({
    id: id as ClubId,
    name,
    shortName,
    registryNumber: null,
    venue: null,
    searchName: '',
    createdAt: '',
    updatedAt: '',
  })
  const clubs = [club('c-ovi', 'Club Ajedrez Oviedo', 'Oviedo'), club('c-gij', 'Gijón', null)]

  test('by its name or short name, accents and case aside; no club when none or two fit', () => {
    expect(registryClub(clubs, 'OVIEDO')?.id).toBe('c-ovi')
    expect(registryClub(clubs, 'gijon')?.id).toBe('c-gij')
    expect(registryClub(clubs, 'Avilés')).toBeUndefined()
    expect(registryClub([...clubs, club('c-ovi2', 'Oviedo', null)], 'Oviedo')).toBeUndefined()
  })
})

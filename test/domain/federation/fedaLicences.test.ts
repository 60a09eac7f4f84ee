import { describe, expect, test } from 'vitest'
import {
  fedaNameToInput,
  planFedaLicences,
  type FedaListEntry,
} from '../../../src/domain/federation/index.ts'

const season = { id: 's2027', startDate: '2026-09-01', endDate: '2027-08-31' }
const row = (over: Partial<FedaListEntry>): FedaListEntry => ({
  key: '34001',
  fedaId: '34001',
  fideId: null,
  name: 'Abella Rodríguez, Marta',
  rating: 1850,
  birthYear: 1990,
  sex: 'F',
  ...over,
})

describe('FAPA art. 6: a club licences its players from the FEDA list', () => {
  test('the list name "Surnames, Given" fills first surname, second surname and given name', () => {
    expect(fedaNameToInput('Abella Rodríguez, Marta')).toEqual({
      givenName: 'Marta',
      firstSurname: 'Abella',
      secondSurname: 'Rodríguez',
    })
    expect(fedaNameToInput('Pérez, Juan').secondSurname).toBe('')
  })

  test('art. 6 a: a player not in the registry becomes one, with his FEDA id, FEDA rating and the licence', () => {
    const [line] = planFedaLicences(
      [row({})],
      { players: [], licences: [] },
      'club-ov',
      season,
      '2026-10-01',
    )
    expect(line?.action).toBe('new-player')
    expect(line?.errors).toEqual([])
    expect(line?.data).toMatchObject({
      givenName: 'Marta',
      firstSurname: 'Abella',
      secondSurname: 'Rodríguez',
      sex: 'F',
      fedaId: 34001,
      ratingFeda: 1850,
      federation: 'ESP',
    })
  })

  test('a registry player found by FEDA or FIDE id gets only the licence', () => {
    const lines = planFedaLicences(
      [row({}), row({ key: '34002', fedaId: '34002', fideId: 2290001, name: 'Blanco, Pedro' })],
      {
        players: [
          { id: 'p1', fedaId: 34001, fideId: null },
          { id: 'p2', fedaId: null, fideId: 2290001 },
        ],
        licences: [],
      },
      'club-ov',
      season,
      '2026-10-01',
    )
    expect(lines.map((l) => [l.action, l.playerId, l.data])).toEqual([
      ['licence', 'p1', null],
      ['licence', 'p2', null],
    ])
  })

  test("art. 6 b: a player with another club's licence this season, or picked twice, is refused and nothing of him planned", () => {
    const lines = planFedaLicences(
      [
        row({}),
        row({ key: '34003', fedaId: '34003', name: 'Castro, Juan', sex: 'M' }),
        row({ key: '34003', fedaId: '34003', name: 'Castro, Juan', sex: 'M' }),
      ],
      {
        players: [{ id: 'p1', fedaId: 34001, fideId: null }],
        licences: [
          { id: 'l1', seasonId: 's2027', kind: 'player', holderId: 'p1', clubId: 'club-gi' },
        ],
      },
      'club-ov',
      season,
      '2026-10-01',
    )
    expect(lines.map((l) => [l.action, l.errors.map((e) => e.code)])).toEqual([
      [null, ['licence/second-club']],
      ['new-player', []],
      [null, ['player/duplicate-id', 'licence/duplicate-kind']],
    ])
  })

  test('art. 3.1: an ended season issues no licence; a row without sex cannot become a registry player', () => {
    const ended = planFedaLicences(
      [row({})],
      { players: [], licences: [] },
      'club-ov',
      season,
      '2027-09-01',
    )
    expect(ended[0]?.errors.map((e) => e.code)).toEqual(['licence/season-ended'])
    const noSex = planFedaLicences(
      [row({ sex: null })],
      { players: [], licences: [] },
      'club-ov',
      season,
      '2026-10-01',
    )
    expect(noSex[0]?.action).toBe(null)
    expect(noSex[0]?.errors.map((e) => e.code)).toEqual(['player/sex-required'])
  })
})

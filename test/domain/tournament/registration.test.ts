import { describe, expect, it } from 'vitest'
import {
  admitEvent,
  checkNewEntrant,
  cleanEntrantName,
  emptyTournament,
  readEntrantInput,
  addEntrant,
  type EntrantInput,
  type IndividualTournament,
} from '../../../src/domain/tournament/index.ts'
import { logSettings, newEntrant } from './commandPlayer.ts'

const input = (over: Partial<EntrantInput> = {}): EntrantInput => ({
  name: 'Alonso Pérez, Ana',
  sex: 'w',
  birthDate: '2010-03-04',
  federation: 'esp',
  club: 'Club Ajedrez Gijón',
  title: '',
  fideId: '',
  fedaId: '',
  fideRating: '',
  fedaRating: '',
  ...over,
})

function withPlayers(): IndividualTournament {
  let t = emptyTournament(logSettings())
  for (const e of [
    newEntrant('Alonso, Ana', 2100, { fideId: '2200001', fedaId: '34001' }),
    newEntrant('Blanco, Bruno', 2000, { fideId: '2200002' }),
  ]) {
    const r = addEntrant(t, e)
    if (!r.ok) throw new Error('setup')
    t = r.value
  }
  return t
}

describe('registration keeps the data clean (TRF-16 record 001, FIDE B.02 rating range)', () => {
  it('a FIDE ID already in the tournament is refused, naming the player who has it', () => {
    expect(
      checkNewEntrant(withPlayers(), newEntrant('Castro, Carla', 1900, { fideId: '2200002' })),
    ).toEqual([
      {
        code: 'entrant/duplicate-fide-id',
        field: 'fideId',
        params: { id: '2200002', name: 'Blanco, Bruno', startNo: 2 },
      },
    ])
  })

  it('a FEDA ID already in the tournament is refused the same way', () => {
    expect(
      checkNewEntrant(withPlayers(), newEntrant('Castro, Carla', 0, { fedaId: '34001' })),
    ).toEqual([
      {
        code: 'entrant/duplicate-feda-id',
        field: 'fedaId',
        params: { id: '34001', name: 'Alonso, Ana', startNo: 1 },
      },
    ])
  })

  it('the command path admits a new id and refuses a duplicate; stored logs fold as they are', () => {
    const t = withPlayers()
    const event = (fideId: string) =>
      ({
        type: 'entrant-registered',
        payload: { entrant: newEntrant('Castro, Carla', 1900, { fideId }) },
      }) as const
    expect(admitEvent(t, event('2200003'))).toEqual([])
    expect(admitEvent(t, event('2200001')).map((e) => e.code)).toEqual([
      'entrant/duplicate-fide-id',
    ])
    // A log written before the rule still folds: addEntrant itself does not look at ids.
    expect(addEntrant(t, event('2200001').payload.entrant).ok).toBe(true)
  })

  it('Elo 99999 and "18x0" are errors on the rating field, never a silent 9999 or unrated', () => {
    const r = readEntrantInput(input({ fideRating: '99999', fedaRating: '18x0' }))
    expect(r.ok ? [] : r.error).toEqual([
      { code: 'entrant/bad-rating', field: 'fideRating', params: { min: 1400, max: 3000 } },
      { code: 'entrant/bad-rating', field: 'fedaRating', params: { min: 1, max: 3000 } },
    ])
  })

  it('a FIDE rating under the 1400 floor and a fractional one are refused (FIDE B.02 8.2)', () => {
    for (const fideRating of ['1399', '2100.5', '-1800'])
      expect(readEntrantInput(input({ fideRating })).ok).toBe(false)
    expect(checkNewEntrant(withPlayers(), newEntrant('Castro, Carla', 99999))).toEqual([
      { code: 'entrant/bad-rating', params: { min: 1400, max: 3000 } },
    ])
  })

  it('every field of the inline form is read: sex, birth date, federation, club, ids, title', () => {
    const r = readEntrantInput(
      input({
        title: 'wgm im',
        fideId: ' 2200003 ',
        fedaId: '34003',
        fideRating: '2205',
        fedaRating: '2150',
      }),
    )
    expect(r.ok && r.value).toEqual({
      entrant: {
        registryId: null,
        name: 'Alonso Pérez, Ana',
        sex: 'w',
        title: 'IM',
        titles: ['IM', 'WGM'],
        federation: 'ESP',
        club: 'Club Ajedrez Gijón',
        fideId: '2200003',
        fedaId: '34003',
        fideRating: 2205,
        fedaRating: 2150,
        ratingTyped: true,
        birthDate: '2010-03-04',
      },
      warnings: [],
    })
  })

  it('bad ids, dates, federations and titles are located on their fields', () => {
    const r = readEntrantInput(
      input({ fideId: '22x', birthDate: '2010-02-30', federation: 'ES', title: 'XM' }),
    )
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.field])).toEqual([
      ['entrant/bad-birth-date', 'birthDate'],
      ['entrant/bad-federation', 'federation'],
      ['entrant/bad-title', 'title'],
      ['entrant/bad-id', 'fideId'],
    ])
  })

  it('a birth year alone, as the FIDE and FEDA lists give it, is a birth date (FAPA art. 58 counts ages by year); other digits are refused', () => {
    const read = (birthDate: string) => {
      const r = readEntrantInput(input({ birthDate }))
      return r.ok ? r.value.entrant.birthDate : r.error.map((e) => e.code)
    }
    expect(['1958', '2012', ' 1900 ', '2010-03-04', ''].map(read)).toEqual([
      '1958',
      '2012',
      '1900',
      '2010-03-04',
      '',
    ])
    for (const bad of ['1899', '0999', '195', '19580', '1958-00-00', '58'])
      expect([bad, read(bad)]).toEqual([bad, ['entrant/bad-birth-date']])
  })

  it('names lose control and bidi-override characters and are trimmed', () => {
    expect(cleanEntrantName('  García\u202e López,\u0007 Luis\u2066 ')).toBe('García López, Luis')
    const r = readEntrantInput(input({ name: '\u200f  \t ' }))
    expect(r.ok ? [] : r.error).toEqual([{ code: 'entrant/name-required', field: 'name' }])
  })

  it('a name longer than the 33 characters of the TRF name field is cut with a warning', () => {
    const long = 'Fernández-Villaverde de la Concepción, María Guadalupe'
    const r = readEntrantInput(input({ name: long }))
    expect(r.ok && r.value.entrant.name).toBe('Fernández-Villaverde de la Concep')
    expect(r.ok && r.value.warnings).toEqual([
      { code: 'entrant/name-capped', field: 'name', params: { max: 33 } },
    ])
  })
})

describe('late entries (FIDE C.04.2, FAPA art. 47): no entry into a finished event', () => {
  it('once the last planned round is paired and complete, a registration is refused', () => {
    let t = emptyTournament(logSettings({ totalRounds: 1 }))
    for (const e of [newEntrant('Alonso, Ana', 2100), newEntrant('Blanco, Bruno', 2000)]) {
      const r = addEntrant(t, e)
      if (!r.ok) throw new Error('setup')
      t = r.value
    }
    const late = {
      type: 'entrant-registered',
      payload: { entrant: newEntrant('Castro, Carla', 1900) },
    } as const
    expect(admitEvent(t, late)).toEqual([])
    const board = { board: 1, white: 1, black: 2, result: null }
    const paired = {
      ...t,
      numbersFrozen: true,
      rounds: [{ round: 1, boards: [board], bye: null, requests: {} }],
    } as unknown as IndividualTournament
    expect(admitEvent(paired, late)).toEqual([])
    const over = {
      ...paired,
      rounds: [{ round: 1, boards: [{ ...board, result: '1-0' }], bye: null, requests: {} }],
    } as unknown as IndividualTournament
    expect(admitEvent(over, late)).toEqual([{ code: 'entrant/tournament-finished' }])
  })
})

describe('ratings typed by hand (FIDE C.02 checklist: ratings, the source of every rating)', () => {
  it('a typed rating is marked typed; a FIDE rating typed from another list keeps its list', () => {
    const r = readEntrantInput(input({ fideRating: '1905', fideRatingList: 'rapid' }), 'standard')
    expect(r.ok && [r.value.entrant.fideRating, r.value.entrant.fideRatingList]).toEqual([
      1905,
      'rapid',
    ])
    expect(r.ok && r.value.entrant.ratingTyped).toBe(true)
    const own = readEntrantInput(input({ fideRating: '1905', fideRatingList: 'rapid' }), 'rapid')
    expect(own.ok && 'fideRatingList' in own.value.entrant).toBe(false)
    const none = readEntrantInput(input())
    expect(none.ok && 'ratingTyped' in none.value.entrant).toBe(false)
  })

  it('a list that is not standard, rapid or blitz is refused on its field', () => {
    const r = readEntrantInput(input({ fideRating: '1905', fideRatingList: 'bullet' }))
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.field])).toEqual([
      ['entrant/bad-rating-list', 'fideRatingList'],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { validatePlayer, type PlayerInput } from '../../../src/domain/federation/index.ts'

const base: PlayerInput = {
  givenName: ' María José ',
  firstSurname: 'García',
  secondSurname: 'Fernández',
  sex: 'F',
  birthDate: '2001-04-12',
  federation: 'esp',
  fideId: '2212345',
  fedaId: '33001',
  ratingStandard: '2105',
  ratingRapid: '',
  ratingBlitz: '2050',
  ratingFeda: '2120',
  title: 'WFM',
  nationality: 'spanish',
  residenceYears: '',
}
const TODAY = '2026-09-15'

function codes(
  input: Partial<PlayerInput>,
  others: { fideId: number | null; fedaId: number | null }[] = [],
) {
  const r = validatePlayer({ ...base, ...input }, others, TODAY)
  return r.ok ? [] : r.error.map((e) => [e.code, e.field])
}

describe('validatePlayer', () => {
  it('cleans and converts a complete record', () => {
    expect(validatePlayer(base, [], TODAY)).toEqual({
      ok: true,
      value: {
        givenName: 'María José',
        firstSurname: 'García',
        secondSurname: 'Fernández',
        sex: 'F',
        birthDate: '2001-04-12',
        federation: 'ESP',
        fideId: 2212345,
        fedaId: 33001,
        ratingStandard: 2105,
        ratingRapid: null,
        ratingBlitz: 2050,
        ratingFeda: 2120,
        title: 'WFM',
        nationality: 'spanish',
        residenceYears: null,
      },
    })
  })

  it('requires a given name, a first surname, sex and nationality status', () => {
    expect(codes({ givenName: '', firstSurname: ' ', sex: '', nationality: '' })).toEqual([
      ['player/given-name-required', 'givenName'],
      ['player/surname-required', 'firstSurname'],
      ['player/sex-required', 'sex'],
      ['player/nationality-required', 'nationality'],
    ])
  })

  it('refuses a birth date in the future and impossible dates', () => {
    expect(codes({ birthDate: '2026-09-16' })).toEqual([
      ['player/birth-date-in-future', 'birthDate'],
    ])
    expect(codes({ birthDate: '2001-02-29' })).toEqual([['player/bad-birth-date', 'birthDate']])
  })

  it('FIDE federation codes are three letters', () => {
    expect(codes({ federation: 'ES' })).toEqual([['player/bad-federation', 'federation']])
  })

  it('FIDE and FEDA ids are unique in the registry', () => {
    expect(
      codes({}, [
        { fideId: 2212345, fedaId: null },
        { fideId: null, fedaId: 33001 },
      ]),
    ).toEqual([
      ['player/duplicate-id', 'fideId'],
      ['player/duplicate-id', 'fedaId'],
    ])
  })

  it('FIDE B.02: a FIDE rating below the 1400 floor is refused', () => {
    expect(codes({ ratingStandard: '1399' })).toEqual([['player/bad-rating', 'ratingStandard']])
    expect(codes({ ratingStandard: '1400' })).toEqual([])
  })

  it('a FIDE rating needs a FIDE id', () => {
    expect(codes({ fideId: '' })).toEqual([['player/rating-without-fide-id', 'fideId']])
  })

  it('FIDE B.01: women titles are held by women only', () => {
    expect(codes({ sex: 'M' })).toEqual([['player/women-title', 'title']])
    expect(codes({ sex: 'M', title: 'FM' })).toEqual([])
  })

  it('FAPA art. 18: years of residence in Asturias are a whole number', () => {
    expect(codes({ nationality: 'non-eu', residenceYears: '2.5' })).toEqual([
      ['player/bad-residence-years', 'residenceYears'],
    ])
    const r = validatePlayer({ ...base, nationality: 'non-eu', residenceYears: '3' }, [], TODAY)
    expect(r.ok && [r.value.nationality, r.value.residenceYears]).toEqual(['non-eu', 3])
  })
})

describe('FIDE B.01 0.3: a woman may hold an open and a women’s title (IM and WGM)', () => {
  const value = (input: Partial<PlayerInput>) => {
    const r = validatePlayer({ ...base, ...input }, [], TODAY)
    return r.ok ? [r.value.title, r.value.titles] : r.error.map((e) => [e.code, e.field])
  }
  it('both are kept, the highest first (TRF16 001 order: IM above WGM, WGM above FM)', () => {
    expect(value({ title: 'IM', womanTitle: 'WGM' })).toEqual(['IM', ['IM', 'WGM']])
    expect(value({ title: 'FM', womanTitle: 'WGM' })).toEqual(['WGM', ['WGM', 'FM']])
    // One title keeps the record as before: no list.
    expect(value({ title: 'IM', womanTitle: '' })).toEqual(['IM', undefined])
    expect(value({ title: '', womanTitle: 'WIM' })).toEqual(['WIM', undefined])
  })
  it('one title per ladder, the second field for women’s titles, held by women only', () => {
    expect(value({ title: 'WGM', womanTitle: 'WIM' })).toEqual([['player/bad-title', 'womanTitle']])
    expect(value({ title: 'IM', womanTitle: 'FM' })).toEqual([['player/bad-title', 'womanTitle']])
    expect(value({ sex: 'M', title: 'IM', womanTitle: 'WGM' })).toEqual([
      ['player/women-title', 'womanTitle'],
    ])
  })
})

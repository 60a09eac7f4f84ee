import { describe, expect, it } from 'vitest'
import type { PlayerRow } from '../../../src/db/schema.ts'
import type { FedaListRow, FideListRow } from '../../../src/domain/ratings/index.ts'
import { mergeCandidates } from '../../../src/features/tournaments/entrantCandidates.ts'

const fide = (over: Partial<FideListRow> = {}): FideListRow => ({
  fideId: 2290001,
  name: 'Abella Rodríguez, Marta',
  searchName: 'abella rodriguez, marta',
  federation: 'ESP',
  sex: 'F',
  title: 'IM',
  womanTitle: 'WGM',
  standard: 2400,
  rapid: 2350,
  blitz: null,
  birthYear: 1970,
  inactive: false,
  listDate: '2026-11-01',
  ...over,
})
const feda = (over: Partial<FedaListRow> = {}): FedaListRow => ({
  key: '34001',
  fedaId: '34001',
  fideId: 2290001,
  name: 'Abella Rodríguez, Marta',
  searchName: 'abella rodriguez, marta',
  rating: 2380,
  rapid: null,
  blitz: null,
  birthYear: 1970,
  club: 'Club Ajedrez Llanes',
  federation: 'ESP',
  sex: 'F',
  listDate: '2026-10-01',
  ...over,
})

describe('registration from the lists: one key adds a player with every field the lists give (ids, sex, titles, federation, club, ratings, birth year)', () => {
  it('a FIDE list player takes the FEDA id, rating and club of the FEDA row with the same FIDE id', () => {
    const [c, ...rest] = mergeCandidates([], [fide()], [feda()], 'standard')
    expect(rest).toEqual([])
    expect(c).toEqual({
      key: 'fide:2290001',
      entrant: {
        registryId: null,
        name: 'Abella Rodríguez, Marta',
        sex: 'w',
        title: 'IM',
        titles: ['IM', 'WGM'],
        federation: 'ESP',
        club: 'Club Ajedrez Llanes',
        fideId: '2290001',
        fedaId: '34001',
        fideRating: 2400,
        fideRatingList: 'standard',
        fedaRating: 2380,
        birthDate: '1970',
      },
      source: { kind: 'fide-list', listDate: '2026-11-01' },
    })
  })

  it('a rapid tournament takes the rapid rating of the list; a blitz one with no blitz rating falls back on rapid, and says so (C.02 checklist: ratings)', () => {
    const rating = (type: 'rapid' | 'blitz') => {
      const e = mergeCandidates([], [fide()], [], type)[0]?.entrant
      return [e?.fideRating, e?.fideRatingList]
    }
    expect(rating('rapid')).toEqual([2350, 'rapid'])
    expect(rating('blitz')).toEqual([2350, 'rapid'])
  })

  it('the birth year of either list is kept (FAPA art. 58 and FIDE B.02 8.3.3 count ages by year); a row without one leaves it empty', () => {
    const birth = (rows: { fide?: FideListRow[]; feda?: FedaListRow[] }) =>
      mergeCandidates([], rows.fide ?? [], rows.feda ?? [], 'standard').map((c) => [
        c.key,
        c.entrant.birthDate,
      ])
    expect(birth({ fide: [fide({ birthYear: 2012 })] })).toEqual([['fide:2290001', '2012']])
    expect(birth({ fide: [fide({ birthYear: null })] })).toEqual([['fide:2290001', '']])
    expect(birth({ feda: [feda({ fideId: null, birthYear: 1958 })] })).toEqual([
      ['feda:34001', '1958'],
    ])
    expect(birth({ feda: [feda({ fideId: null, birthYear: null })] })).toEqual([['feda:34001', '']])
  })

  it('a registry player comes first and hides the list rows of the same ids', () => {
    const player = {
      id: 'p1',
      givenName: 'Marta',
      firstSurname: 'Abella',
      secondSurname: 'Rodríguez',
      sex: 'F',
      birthDate: '1970-05-02',
      federation: 'ESP',
      fideId: 2290001,
      fedaId: 34001,
      ratingStandard: 2400,
      ratingRapid: null,
      ratingBlitz: null,
      ratingFeda: 2380,
      title: 'IM',
    } as unknown as PlayerRow
    const found = mergeCandidates(
      [player],
      [fide()],
      [feda(), feda({ key: '35000', fedaId: '35000', fideId: null, name: 'Otra, Ana' })],
      'standard',
    )
    expect(found.map((c) => [c.key, c.entrant.birthDate, c.source?.kind ?? 'registry'])).toEqual([
      ['registry:p1', '1970-05-02', 'registry'],
      ['feda:35000', '1970', 'feda-list'],
    ])
  })
})

describe('a FEDA list player enters with the FIDE federation ESP, not the territorial code of the list', () => {
  it('the row of Asturias ("AST" in the FEDA list\'s federation column) is entered as ESP, with its club, sex and FEDA rating', () => {
    const row = feda({
      key: '36010',
      fedaId: '36010',
      fideId: null,
      name: 'Cueto Prieto, Luis',
      rating: 1720,
      club: 'CA Llanes',
      federation: 'AST',
      sex: 'M',
    })
    const [c, ...rest] = mergeCandidates([], [], [row], 'standard')
    expect(rest).toEqual([])
    expect(c).toEqual({
      key: 'feda:36010',
      entrant: {
        registryId: null,
        name: 'Cueto Prieto, Luis',
        sex: 'm',
        title: '',
        federation: 'ESP',
        club: 'CA Llanes',
        fideId: '',
        fedaId: '36010',
        fideRating: 0,
        fedaRating: 1720,
        birthDate: '1970',
      },
      source: { kind: 'feda-list', listDate: '2026-10-01' },
    })
  })

  it('a FEDA row without a federation column is entered as ESP too', () => {
    const row = feda({ key: '36011', fedaId: '36011', fideId: null, federation: null, sex: null })
    const [c] = mergeCandidates([], [], [row], 'standard')
    expect([c?.entrant.federation, c?.entrant.sex]).toEqual(['ESP', undefined])
  })
})

describe('a registry player with two titles (IM and WGM) enters a tournament with both', () => {
  it('the entrant shows IM (TRF16 001) and carries both, so B.01 1.4.5 evaluates only the GM norm', async () => {
    const { normTitleScope } = await import('../../../src/domain/norms/index.ts')
    const player = {
      id: 'p2',
      givenName: 'Ana',
      firstSurname: 'Sela',
      secondSurname: null,
      sex: 'F',
      birthDate: null,
      federation: 'ESP',
      fideId: 2290009,
      fedaId: null,
      ratingStandard: 2410,
      ratingRapid: null,
      ratingBlitz: null,
      ratingFeda: null,
      title: 'IM',
      titles: ['IM', 'WGM'],
    } as unknown as PlayerRow
    const [c] = mergeCandidates([player], [], [], 'standard')
    expect([c?.entrant.title, c?.entrant.titles]).toEqual(['IM', ['IM', 'WGM']])
    const scope = normTitleScope({ sex: 'w', title: 'IM', titles: c?.entrant.titles ?? [] })
    expect(scope.evaluated).toEqual(['GM'])
  })
})

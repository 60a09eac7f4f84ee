import { describe, expect, it } from 'vitest'
import {
  addEntrant,
  emptyTournament,
  readEntrantBlock,
  type EntrantBlock,
  type IndividualTournament,
} from '../../../src/domain/tournament/index.ts'
import { logSettings, newEntrant } from './commandPlayer.ts'

function withPlayer(over: Parameters<typeof logSettings>[0] = {}): IndividualTournament {
  const r = addEntrant(
    emptyTournament(logSettings(over)),
    newEntrant('Alonso, Ana', 2100, { fideId: '2200001', fedaId: '34001' }),
  )
  if (!r.ok) throw new Error('setup')
  return r.value
}

const lines = (b: EntrantBlock) => {
  if (!b.ok) throw new Error(JSON.stringify(b.errors))
  return b.lines
}

describe('players pasted from a spreadsheet (TRF-16 record 001 fields, FIDE B.02 rating range)', () => {
  it('a tab-separated block with a heading line is read by column name, in any order', () => {
    const b = readEntrantBlock(
      withPlayer(),
      'Elo FIDE\tNombre\tID FIDE\tSexo\tFecha de nacimiento\tClub\n' +
        '1850\tBlanco Díaz, Bruno\t2200002\tHombre\t04/03/2010\tCA Gijón\n',
    )
    expect(b.ok && b.heading).toBe(true)
    expect(lines(b)).toEqual([
      {
        line: 2,
        name: 'Blanco Díaz, Bruno',
        errors: [],
        warnings: [],
        entrant: {
          registryId: null,
          name: 'Blanco Díaz, Bruno',
          sex: 'm',
          title: '',
          federation: 'ESP',
          club: 'CA Gijón',
          fideId: '2200002',
          fedaId: '',
          fideRating: 1850,
          fedaRating: 0,
          ratingTyped: true,
          birthDate: '2010-03-04',
        },
      },
    ])
  })

  it('without a heading line the columns are name; FIDE ID; FEDA ID; FIDE rating; FEDA rating; title...', () => {
    const b = readEntrantBlock(withPlayer(), 'Castro, Carla;2200003;34003;2010;1990;WFM;AND;F\n')
    expect(b.ok && b.heading).toBe(false)
    const [l] = lines(b)
    expect(l?.entrant).toMatchObject({
      name: 'Castro, Carla',
      fideId: '2200003',
      fedaId: '34003',
      fideRating: 2010,
      fedaRating: 1990,
      title: 'WFM',
      federation: 'AND',
      sex: 'w',
    })
  })

  it('a registry sheet (Nombre, Primer apellido, Segundo apellido) names the player "surnames, given name"', () => {
    const b = readEntrantBlock(
      withPlayer(),
      'Nombre;Primer apellido;Segundo apellido;Sexo\nDiana;Díaz;Soto;F\n',
    )
    expect(lines(b)[0]?.entrant?.name).toBe('Díaz Soto, Diana')
  })

  it('a rapid event reads its own list first and keeps the list of a fallback rating (FIDE B.02)', () => {
    const t = withPlayer({ ratingType: 'rapid' })
    const own = readEntrantBlock(t, 'Nombre\tElo FIDE\tElo rápido\nEva\t2000\t1900\n')
    expect(lines(own)[0]?.entrant?.fideRating).toBe(1900)
    const fallback = readEntrantBlock(t, 'Nombre\tElo FIDE\nEva\t2000\n')
    expect(lines(fallback)[0]?.entrant).toMatchObject({
      fideRating: 2000,
      fideRatingList: 'standard',
    })
  })

  it('every bad line is located by its line number and field, and the good lines stay good', () => {
    const b = readEntrantBlock(
      withPlayer(),
      [
        'Nombre;ID FIDE;Elo FIDE;Sexo',
        'Blanco, Bruno;2200002;1850;M',
        '',
        'Castro, Carla;22x3;99999;X',
        'Duarte, Dani;2200001;1700;M',
        ';;1600;',
      ].join('\n'),
    )
    const got = lines(b).map((l) => [l.line, l.entrant !== null, l.errors.map((e) => e.code)])
    expect(got).toEqual([
      [2, true, []],
      [4, false, ['entrant/bad-id', 'entrant/bad-rating', 'entrant/bad-sex']],
      [5, false, ['entrant/duplicate-fide-id']],
      [6, false, ['entrant/name-required']],
    ])
    expect(lines(b)[1]?.errors.map((e) => e.field)).toEqual(['fideId', 'fideRating', 'sex'])
    expect(lines(b)[2]?.errors[0]?.params).toEqual({
      id: '2200001',
      name: 'Alonso, Ana',
      startNo: 1,
    })
  })

  it('a FIDE or FEDA ID repeated inside the block is refused on the later line, naming the first', () => {
    const b = readEntrantBlock(
      withPlayer(),
      'Blanco, Bruno\t2200002\t34002\nBarreiro, Bea\t2200002\t34002\n',
    )
    expect(lines(b)[1]?.errors).toEqual([
      { code: 'entrant/duplicate-in-block', field: 'fideId', params: { id: '2200002', line: 1 } },
      { code: 'entrant/duplicate-in-block', field: 'fedaId', params: { id: '34002', line: 1 } },
    ])
  })

  it('names are cleaned of control and bidi-override characters and capped at the TRF 33 with a warning', () => {
    const long = 'Fernández de la Torre y Villalobos, María Fernanda'
    const b = readEntrantBlock(withPlayer(), `Gómez,\u202E Gil\u0007\n${long}\n`)
    const [gil, maria] = lines(b)
    expect(gil?.entrant?.name).toBe('Gómez, Gil')
    expect(maria?.entrant?.name).toHaveLength(33)
    expect(maria?.warnings.map((w) => w.code)).toEqual(['entrant/name-capped'])
  })

  it('a heading with a column Alfil does not know, or without a name, refuses the block on line 1', () => {
    expect(readEntrantBlock(withPlayer(), 'Nombre;Elo FIDE;Color favorito\nAna;1500;azul')).toEqual(
      {
        ok: false,
        errors: [{ code: 'import/unknown-column', line: 1, params: { column: 'Color favorito' } }],
      },
    )
    expect(readEntrantBlock(withPlayer(), '\n\nID FIDE;Elo FIDE\n2200009;1500')).toEqual({
      ok: false,
      errors: [{ code: 'import/missing-column', line: 3, params: { column: 'Nombre' } }],
    })
    expect(readEntrantBlock(withPlayer(), ' \n')).toEqual({
      ok: false,
      errors: [{ code: 'import/empty', line: 1 }],
    })
  })
})

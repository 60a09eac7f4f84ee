import { describe, expect, test } from 'vitest'
import {
  birthYearFromCell,
  checkFedaMapping,
  createFedaParser,
  fedaListRow,
  packedFedaPlayer,
  packedFedaRow,
  unpackFedaLine,
  detectDelimiter,
  splitDelimitedLine,
  suggestFedaMapping,
} from '../../../../src/domain/ratings/index.ts'
import { parseAll } from '../../../helpers/listParsing.ts'
import { FEDA_MAPPING } from '../../../helpers/ratingListLines.ts'

const csv = [
  'ID FEDA;Apellidos y nombre;FIDE ID;ELO;Rápido;Relámpago;Fecha nac.;Sexo;Club;Federación',
  '1001;"Álvarez, Marta";2200000;2105;2050;;12/03/2004;F;"Club Ajedrez Oviedo; 64";AST',
  '1002;Blanco, Pedro;;1890;;;1981;M;Gijón;AST',
  '1003;Castro, Juan;;19OO;;;1990;M;Avilés;AST',
  '1004;Díaz, Eva;;1700;;;2010;F;Madrid;MAD',
  '1005;"Sin cierre;1500;;;2000;M;X;AST',
].join('\n')

describe('FEDA list with a column mapping', () => {
  const headers = splitDelimitedLine(csv.split('\n')[0] as string, ';') ?? []
  const mapping = suggestFedaMapping(headers)

  test('the mapping guessed from the Spanish headers, to be confirmed once', () => {
    // The federation's own layout: every column found where the export puts it.
    expect(mapping).toEqual(FEDA_MAPPING)
    expect(checkFedaMapping(mapping)).toEqual([])
    expect(checkFedaMapping({ club: 1 })).toEqual([
      'feda-list/name-not-mapped',
      'feda-list/id-not-mapped',
      'feda-list/rating-not-mapped',
    ])
  })

  test('reads quoted cells, dates of birth and sexes; bad rows are located', () => {
    const parser = createFedaParser({ mapping, federations: null })
    const players = parseAll(parser, csv, 17)
    expect(players[0]).toEqual({
      fedaId: '1001',
      fideId: 2200000,
      name: 'Álvarez, Marta',
      rating: 2105,
      rapid: 2050,
      blitz: null,
      birthYear: 2004,
      sex: 'F',
      club: 'Club Ajedrez Oviedo; 64',
      federation: 'AST',
    })
    expect(players.map((p) => p.fedaId)).toEqual(['1001', '1002', '1004'])
    expect(parser.summary().errors.map((e) => [e.code, e.line, e.column])).toEqual([
      ['rating-list/bad-rating', 4, 4],
      ['rating-list/unclosed-quote', 6, 6],
    ])
    expect(parser.summary()).toMatchObject({ records: 5, imported: 3, errorCount: 2 })
  })

  test('the territorial federation filter applies only with a mapped federation column', () => {
    const parser = createFedaParser({ mapping, federations: new Set(['AST']) })
    expect(parseAll(parser, csv).map((p) => p.fedaId)).toEqual(['1001', '1002'])
    expect(parser.summary().filteredOut).toBe(1)
    const { federation: _f, ...noFed } = mapping
    expect(
      parseAll(createFedaParser({ mapping: noFed, federations: new Set(['AST']) }), csv),
    ).toHaveLength(3)
  })

  test('TSV is detected from the header and a BOM is dropped', () => {
    const tsv = '\uFEFFID\tNombre\tElo\n7\tRuiz, Ana\t1650\n'
    expect(detectDelimiter('ID\tNombre\tElo')).toBe('\t')
    const [p] = parseAll(
      createFedaParser({ mapping: { fedaId: 0, name: 1, rating: 2 }, federations: null }),
      tsv,
    )
    expect(p).toMatchObject({ fedaId: '7', name: 'Ruiz, Ana', rating: 1650 })
  })

  test.each([
    ['1981', 1981],
    ['12/03/2004', 2004],
    ['2004-03-12', 2004],
    ['', null],
    ['03/04', 'bad'],
    ['19a1', 'bad'],
  ])('birth cell %s gives %s', (cell, year) => {
    expect(birthYearFromCell(cell)).toBe(year)
  })
})

describe('FEDA rows packed straight from the parser', () => {
  test('a parsed player packs to the same key, folded name and line as its stored row', () => {
    const players = parseAll(
      createFedaParser({
        mapping: suggestFedaMapping(csv.split('\n')[0]!.split(';')),
        federations: null,
      }),
      csv + '\n;Sin Id, Ana;2200001;0000;;;;;;\n',
    )
    expect(players.length).toBe(4)
    for (const p of players)
      expect(packedFedaPlayer(p)).toEqual(packedFedaRow(fedaListRow(p, '2026-11-13')))
    expect(packedFedaPlayer(players[3]!)).toEqual({
      key: 'fide:2200001',
      searchName: 'sin id, ana',
      line: 'fide:2200001\t\t2200001\tSin Id, Ana\t\t\t\t\t\t\t',
    })
  })

  test('the sex cell is packed last and read back; a line stored before it had none reads null', () => {
    const players = parseAll(
      createFedaParser({
        mapping: suggestFedaMapping(csv.split('\n')[0]!.split(';')),
        federations: null,
      }),
      csv,
    )
    const marta = packedFedaPlayer(players[0]!)
    expect(marta.line).toBe(
      '1001\t1001\t2200000\tÁlvarez, Marta\t2105\t2050\t\t2004\tClub Ajedrez Oviedo; 64\tAST\tF',
    )
    expect(unpackFedaLine(marta.line, '2026-11-13').sex).toBe('F')
    expect(unpackFedaLine(marta.line.slice(0, -2), '2026-11-13').sex).toBe(null)
  })
})

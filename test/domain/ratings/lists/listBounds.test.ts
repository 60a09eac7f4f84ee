import { describe, expect, test } from 'vitest'
import {
  createFedaParser,
  createFideTxtParser,
  createFideXmlParser,
  type ListParser,
} from '../../../../src/domain/ratings/index.ts'
import { FOA_HEADER, foaLine } from '../../../helpers/ratingListLines.ts'

const read = <P>(parser: ListParser<P>, text: string) => {
  const a = parser.push(text)
  const b = parser.finish()
  return { players: [...a.players, ...b.players], errors: [...a.errors, ...b.errors] }
}
const codes = (r: { errors: readonly { code: string; line: number }[] }) =>
  r.errors.map((e) => [e.code, e.line])

// Found by the list fuzz test: a rating of 61850 reached the registry, whose backups then refused it.
describe('lists bring nothing into the registry that its backups refuse (ratings 1-3500, ids up to 10 digits)', () => {
  test('FIDE TXT', () => {
    const r = read(
      createFideTxtParser({ federations: null }),
      [
        FOA_HEADER,
        foaLine({ id: '2200000', name: 'A, B', fed: 'ESP', std: ['9999', '0', '20'] }),
        foaLine({ id: '2200001', name: 'C, D', fed: 'ESP', std: ['3500', '0', '20'] }),
      ].join('\n'),
    )
    expect(codes(r)).toEqual([['rating-list/bad-rating', 2]])
    expect(r.players.map((p) => p.standard?.rating)).toEqual([3500])
  })

  test('FIDE XML', () => {
    const r = read(
      createFideXmlParser({ federations: null }),
      '<playerslist>\n<player><fideid>22000000000</fideid><name>A, B</name></player>\n<player><fideid>7</fideid><name>C, D</name><rapid_rating>32801</rapid_rating></player>\n<player><fideid>8</fideid><name>E, F</name><birthday>1111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111</birthday></player>\n</playerslist>\n',
    )
    expect(codes(r)).toEqual([
      ['rating-list/bad-id', 2],
      ['rating-list/bad-rating', 3],
      ['rating-list/bad-year', 4],
    ])
  })

  test('FEDA', () => {
    const r = read(
      createFedaParser({
        mapping: { fedaId: 0, name: 1, fideId: 2, rating: 3 },
        federations: null,
      }),
      'ID,Nombre,FIDE,Elo\n1,"A, B",0,61850\n2,"C, D",123456789012,1700\n3,"E, F",0,1700\n4,"G, H",00,00\n',
    )
    expect(codes(r)).toEqual([
      ['rating-list/bad-rating', 2],
      ['rating-list/bad-id', 3],
    ])
    expect(r.players.map((p) => [p.name, p.fideId, p.rating])).toEqual([
      ['E, F', null, 1700],
      ['G, H', null, null],
    ])
  })
})

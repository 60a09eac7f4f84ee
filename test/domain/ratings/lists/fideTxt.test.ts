import { describe, expect, test } from 'vitest'
import {
  createFideTxtParser,
  layoutFromHeader,
  type FideListPlayer,
} from '../../../../src/domain/ratings/index.ts'
import { FOA_HEADER, LEGACY_HEADER, foaLine, legacyLine } from '../../../helpers/ratingListLines.ts'
import { parseAll } from '../../../helpers/listParsing.ts'

const carlsen = foaLine({
  id: '1503014',
  name: 'Carlsen, Magnus',
  fed: 'NOR',
  tit: 'GM',
  std: ['2823', '0', '10'],
  rpd: ['2801', '12', '10'],
  blz: ['2860', '0', '10'],
  bday: '1990',
})
const woman = foaLine({
  id: '2200000',
  name: 'García, Ana',
  fed: 'ESP',
  sex: 'F',
  tit: 'WFM',
  wtit: 'WFM',
  otit: 'FA,IA',
  std: ['2105', '9', '20'],
  bday: '2004',
  flag: 'wi',
})
const unrated = foaLine({ id: '2299999', name: 'Pérez, Luis', fed: 'ESP', bday: '2015' })

describe('FIDE combined TXT list (B.02 art. 7.1.2 fields)', () => {
  test('column positions come from the header line', () => {
    const layout = layoutFromHeader(FOA_HEADER)
    expect([
      layout?.id,
      layout?.name,
      layout?.fed,
      layout?.standard,
      layout?.blitzK,
      layout?.birthYear,
    ]).toEqual([
      { start: 0, end: 15 },
      { start: 15, end: 76 },
      { start: 76, end: 80 },
      { start: 113, end: 119 },
      { start: 149, end: 152 },
      { start: 152, end: 158 },
    ])
    expect(layout?.width).toBe(162)
  })

  test('reads ids, names, titles, the three ratings, birth year and flags', () => {
    const players = parseAll(
      createFideTxtParser({ federations: null }),
      [FOA_HEADER, carlsen, woman, unrated, ''].join('\r\n'),
    )
    expect(players[0]).toEqual<FideListPlayer>({
      fideId: 1503014,
      name: 'Carlsen, Magnus',
      federation: 'NOR',
      sex: 'M',
      title: 'GM',
      womanTitle: null,
      otherTitles: [],
      standard: { rating: 2823, games: 0, k: 10 },
      rapid: { rating: 2801, games: 12, k: 10 },
      blitz: { rating: 2860, games: 0, k: 10 },
      birthYear: 1990,
      inactive: false,
    })
    expect(players[1]).toMatchObject({
      sex: 'F',
      womanTitle: 'WFM',
      otherTitles: ['FA', 'IA'],
      inactive: true,
      rapid: null,
    })
    // unrated is 0 in the file: no rating, and birth year 0 means unknown
    expect(players[2]).toMatchObject({ standard: null, rapid: null, blitz: null, birthYear: 2015 })
  })

  test('the older layout without the FOA column is read from its own header', () => {
    const line = legacyLine({
      id: '10207538',
      name: 'A E M, Doshtagir',
      fed: 'BAN',
      std: ['1840', '0', '40'],
      bday: '1974',
    })
    const [p] = parseAll(createFideTxtParser({ federations: null }), `${LEGACY_HEADER}\n${line}\n`)
    expect(p).toMatchObject({
      fideId: 10207538,
      standard: { rating: 1840, games: 0, k: 40 },
      birthYear: 1974,
    })
  })

  test('a single-type list names its rating column by month (rapid chosen by the caller)', () => {
    const header =
      'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA OCT26 Gms K  B-day Flag'
    const line = `${'4100000'.padEnd(15)}${'Sola, Ana'.padEnd(61)}ESP F   ${''.padEnd(25)}    1990  5   20 2001  w   `
    const [p] = parseAll(
      createFideTxtParser({ federations: null, singleKind: 'rapid' }),
      `${header}\n${line}\n`,
    )
    expect(p).toMatchObject({
      rapid: { rating: 1990, games: 5, k: 20 },
      standard: null,
      birthYear: 2001,
      sex: 'F',
    })
  })

  test('chunks split anywhere give the same players as one chunk', () => {
    const text = [FOA_HEADER, carlsen, woman, unrated].join('\n')
    const whole = parseAll(createFideTxtParser({ federations: null }), text)
    for (const size of [1, 7, 100, 163])
      expect(parseAll(createFideTxtParser({ federations: null }), text, size)).toEqual(whole)
  })

  test('a federation filter keeps only the chosen federations and counts the rest', () => {
    const parser = createFideTxtParser({ federations: new Set(['ESP']) })
    const players = parseAll(parser, [FOA_HEADER, carlsen, woman, unrated].join('\n'))
    expect(players.map((p) => p.fideId)).toEqual([2200000, 2299999])
    expect(parser.summary()).toMatchObject({
      records: 3,
      imported: 2,
      filteredOut: 1,
      errorCount: 0,
    })
  })

  test('other titles overflowing into the FOA column shift the later columns by one', () => {
    const base = foaLine({
      id: '5000001',
      name: 'Long, Titles',
      fed: 'ESP',
      std: ['1900', '3', '20'],
      bday: '1970',
    })
    const overflow = base.slice(0, 94) + 'SI,FI,LSI,SLI,NAA' + base.slice(110) // 163 characters
    expect(overflow.length).toBe(163)
    const [p] = parseAll(createFideTxtParser({ federations: null }), `${FOA_HEADER}\n${overflow}`)
    expect(p).toMatchObject({ standard: { rating: 1900, games: 3, k: 20 }, birthYear: 1970 })
  })
})

describe('FIDE TXT list: malformed lines give located errors and the rest is imported', () => {
  const badId = foaLine({ id: '15O3014', name: 'Typo, Id', fed: 'ESP' })
  const badRating = foaLine({
    id: '2200001',
    name: 'Bad, Rating',
    fed: 'ESP',
    std: ['2l00', '0', '20'],
  })
  const badYear = foaLine({ id: '2200002', name: 'Bad, Year', fed: 'ESP', bday: '19x0' })
  const noName = foaLine({ id: '2200003', name: '', fed: 'ESP' })
  const text = [FOA_HEADER, carlsen, badId, badRating, 'ESP short', badYear, noName, unrated].join(
    '\n',
  )

  test('each error names its code, line and column; good lines are kept', () => {
    const parser = createFideTxtParser({ federations: null })
    const players = parseAll(parser, text)
    expect(players.map((p) => p.fideId)).toEqual([1503014, 2299999])
    expect(parser.summary().errors.map((e) => [e.code, e.line, e.column])).toEqual([
      ['rating-list/bad-id', 3, 1],
      ['rating-list/bad-rating', 4, 114],
      ['rating-list/short-line', 5, 10],
      ['rating-list/bad-year', 6, 153],
      ['rating-list/missing-name', 7, 16],
    ])
    expect(parser.summary()).toMatchObject({ records: 7, imported: 2, errorCount: 5, fatal: false })
  })

  test('only the first errors are kept for display, all are counted', () => {
    const parser = createFideTxtParser({ federations: null, keepErrors: 2 })
    parseAll(parser, text)
    expect([parser.summary().errors.length, parser.summary().errorCount]).toEqual([2, 5])
  })

  test('a file without the header is refused as a whole', () => {
    const parser = createFideTxtParser({ federations: null })
    expect(parseAll(parser, `${carlsen}\n${unrated}\n`)).toEqual([])
    expect(parser.summary()).toMatchObject({
      fatal: true,
      errors: [{ code: 'rating-list/missing-header', line: 1 }],
    })
  })

  test('a byte-order mark before the header is ignored', () => {
    expect(
      parseAll(createFideTxtParser({ federations: null }), `\uFEFF${FOA_HEADER}\n${carlsen}`),
    ).toHaveLength(1)
  })
})

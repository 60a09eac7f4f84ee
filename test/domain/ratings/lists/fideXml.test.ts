import { describe, expect, test } from 'vitest'
import { createFideXmlParser, decodeXmlText } from '../../../../src/domain/ratings/index.ts'
import { parseAll } from '../../../helpers/listParsing.ts'

const player = (fields: Record<string, string>): string =>
  `<player>\n${Object.entries(fields)
    .map(([k, v]) => (v === '' ? `<${k}></${k}>` : `<${k}>${v}</${k}>`))
    .join('\n')}\n</player>`

const carlsen = player({
  fideid: '1503014',
  name: 'Carlsen, Magnus',
  country: 'NOR',
  sex: 'M',
  title: 'GM',
  w_title: '',
  o_title: '',
  foa_title: '',
  rating: '2823',
  games: '0',
  k: '10',
  rapid_rating: '2801',
  rapid_games: '12',
  rapid_k: '10',
  blitz_rating: '2860',
  blitz_games: '0',
  blitz_k: '10',
  birthday: '1990',
  flag: '',
})
const garcia = player({
  fideid: '2200000',
  name: 'Garc&#237;a, Ana &amp; Co',
  country: 'ESP',
  sex: 'F',
  rating: '2105',
  games: '9',
  k: '20',
  rapid_rating: '0',
  birthday: '2004',
  flag: 'wi',
})
const badRating = player({ fideid: '2200001', name: 'Bad, Rating', country: 'ESP', rating: '21O5' })
const doc = (...players: string[]): string =>
  `<playerslist>\n${players.join('\n')}\n</playerslist>\n`

describe('FIDE XML list (B.02 art. 7.1.2 fields)', () => {
  test('reads every field of a player element', () => {
    const [p, q] = parseAll(createFideXmlParser({ federations: null }), doc(carlsen, garcia))
    expect(p).toEqual({
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
    expect(q).toMatchObject({
      name: 'García, Ana & Co',
      rapid: null,
      blitz: null,
      inactive: true,
      sex: 'F',
    })
  })

  test('chunk borders inside tags do not change the result', () => {
    const text = doc(carlsen, garcia)
    const whole = parseAll(createFideXmlParser({ federations: null }), text)
    for (const size of [1, 5, 64])
      expect(parseAll(createFideXmlParser({ federations: null }), text, size)).toEqual(whole)
  })

  test('federation filter and summary', () => {
    const parser = createFideXmlParser({ federations: new Set(['ESP']) })
    expect(parseAll(parser, doc(carlsen, garcia)).map((p) => p.fideId)).toEqual([2200000])
    expect(parser.summary()).toMatchObject({
      records: 2,
      imported: 1,
      filteredOut: 1,
      errorCount: 0,
    })
  })

  test('a bad rating is located at the line of its element and the others are imported', () => {
    // line 1 <playerslist>, carlsen spans lines 2-22, badRating starts at 23: <player>, fideid 24, name 25, country 26, rating 27
    const parser = createFideXmlParser({ federations: null })
    const players = parseAll(parser, doc(carlsen, badRating, garcia), 13)
    expect(players.map((p) => p.fideId)).toEqual([1503014, 2200000])
    expect(parser.summary().errors.map((e) => [e.code, e.line])).toEqual([
      ['rating-list/bad-rating', 27],
    ])
  })

  test('empty elements written <tag/> or <tag />, indented fields and a lower-case federation', () => {
    const block =
      '<player>\n\t\t<fideid>2299999</fideid>\n\t\t<name>Soto, Inés</name>\n\t\t<country>esp</country>\n' +
      '\t\t<sex>F</sex>\n\t\t<title />\n\t\t<w_title>WFM</w_title>\n\t\t<o_title/>\n\t\t<rating>2010</rating>\n' +
      '\t\t<games>4</games>\n\t\t<k>20</k>\n\t\t<birthday>2004</birthday>\n\t\t<flag>w</flag>\n\t</player>'
    const parser = createFideXmlParser({ federations: new Set(['ESP']) })
    expect(parseAll(parser, doc(block), 7)).toEqual([
      {
        fideId: 2299999,
        name: 'Soto, Inés',
        federation: 'ESP',
        sex: 'F',
        title: null,
        womanTitle: 'WFM',
        otherTitles: [],
        standard: { rating: 2010, games: 4, k: 20 },
        rapid: null,
        blitz: null,
        birthYear: 2004,
        inactive: false,
      },
    ])
  })

  test('a document without playerslist or player elements is refused', () => {
    const parser = createFideXmlParser({ federations: null })
    parseAll(parser, '<html><body>Not found</body></html>')
    expect(parser.summary()).toMatchObject({
      fatal: true,
      errors: [{ code: 'rating-list/missing-header' }],
    })
  })

  test('character references', () => {
    expect(decodeXmlText('&lt;A&gt; &#x00E9;&#233; &quot;x&quot; &unknown;')).toBe(
      '<A> éé "x" &unknown;',
    )
  })
})

describe('character references that name no character (found by the list fuzz test)', () => {
  test('&#9000237; and &#xD800; stay as written instead of throwing', () => {
    expect(decodeXmlText('Garc&#9000237;a &#xD800; &#237;')).toBe('Garc&#9000237;a &#xD800; í')
  })
})

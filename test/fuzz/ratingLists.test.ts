import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import { cleanInputText } from '../../src/domain/core/index.ts'
import {
  createFedaParser,
  createFideTxtParser,
  createFideXmlParser,
  type ListError,
} from '../../src/domain/ratings/index.ts'
import {
  FOA_HEADER,
  LEGACY_HEADER,
  foaLine,
  legacyLine,
  FEDA_MAPPING,
} from '../helpers/ratingListLines.ts'
import { FUZZ_RUNS, measured, reportWorst, textMutant } from './mutants.ts'
import { parseChunks } from '../helpers/listParsing.ts'

afterAll(reportWorst)

/** Streams `text` in chunks of `size` characters, as the import worker does. */
/** What the registry accepts from a list (the backup validators' bounds): ids, names, ratings. */
function expectStorable(p: {
  name: string
  fideId: number | null
  birthYear: number | null
  ratings: readonly (number | null | undefined)[]
}) {
  expect(p.name.length).toBeGreaterThan(0)
  expect(cleanInputText(p.name)).toBe(p.name)
  if (p.fideId !== null)
    expect(Number.isInteger(p.fideId) && p.fideId >= 1 && p.fideId <= 9_999_999_999).toBe(true)
  for (const r of p.ratings)
    if (r != null) expect(Number.isInteger(r) && r >= 1 && r <= 3500).toBe(true)
  if (p.birthYear !== null)
    expect(Number.isInteger(p.birthYear) && p.birthYear >= 1 && p.birthYear <= 9999).toBe(true)
}

const expectLocated = (errors: readonly ListError[]) => {
  for (const e of errors) expect(Number.isInteger(e.line) && e.line >= 1).toBe(true)
}

const FOA = [
  FOA_HEADER,
  foaLine({
    id: '1503014',
    name: 'Carlsen, Magnus',
    fed: 'NOR',
    tit: 'GM',
    std: ['2823', '0', '10'],
    rpd: ['2801', '12', '10'],
    blz: ['2860', '0', '10'],
    bday: '1990',
  }),
  foaLine({
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
  }),
].join('\n')
const LEGACY = [
  LEGACY_HEADER,
  legacyLine({
    id: '2299999',
    name: 'Pérez, Luis',
    fed: 'ESP',
    std: ['1650', '3', '40'],
    bday: '2015',
  }),
].join('\n')
const XML = `<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n<player>\n<fideid>1503014</fideid>\n<name>Carlsen, Magnus</name>\n<country>NOR</country>\n<sex>M</sex>\n<title>GM</title>\n<rating>2823</rating>\n<games>0</games>\n<k>10</k>\n<rapid_rating>2801</rapid_rating>\n<birthday>1990</birthday>\n<flag></flag>\n</player>\n<player>\n<fideid>2200000</fideid>\n<name>Garc&#237;a, Ana</name>\n<country>ESP</country>\n<sex>F</sex>\n<rating>2105</rating>\n<birthday>2004</birthday>\n<flag>wi</flag>\n</player>\n</playerslist>\n`
const FEDA =
  'ID;Nombre;FIDE;Elo;Rápido;Blitz;Nacimiento;Sexo;Club;Federación\n24123;"Nuño, Íñigo";2201;1850;1800;0;12/03/1990;M;C.A. Mieres;AST\n24124;Ordóñez, Marta;0;1700;;;2004;F;"Club ""Luarca""";AST\n'

const chunk = fc.integer({ min: 1, max: 4096 })

describe('fuzz: rating lists give storable players or located errors, never an exception', () => {
  test.each([
    ['FIDE TXT (with FOA)', FOA],
    ['FIDE TXT (older layout)', LEGACY],
  ])('%s', (_what, sample) => {
    fc.assert(
      fc.property(textMutant(sample), chunk, (text, size) => {
        const r = measured('fide-txt', () =>
          parseChunks(createFideTxtParser({ federations: null }), text, size),
        )
        expectLocated(r.errors)
        for (const p of r.players)
          expectStorable({ ...p, ratings: [p.standard?.rating, p.rapid?.rating, p.blitz?.rating] })
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('FIDE XML', () => {
    fc.assert(
      fc.property(textMutant(XML), chunk, (text, size) => {
        const r = measured('fide-xml', () =>
          parseChunks(createFideXmlParser({ federations: null }), text, size),
        )
        expectLocated(r.errors)
        for (const p of r.players)
          expectStorable({ ...p, ratings: [p.standard?.rating, p.rapid?.rating, p.blitz?.rating] })
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('FEDA CSV', () => {
    fc.assert(
      fc.property(textMutant(FEDA), chunk, (text, size) => {
        const r = measured('feda', () =>
          parseChunks(createFedaParser({ mapping: FEDA_MAPPING, federations: null }), text, size),
        )
        expectLocated(r.errors)
        for (const p of r.players) expectStorable({ ...p, ratings: [p.rating, p.rapid, p.blitz] })
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

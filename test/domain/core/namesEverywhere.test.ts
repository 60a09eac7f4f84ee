import { describe, expect, test } from 'vitest'
import { PERSON_NAME_MAX } from '../../../src/domain/core/index.ts'
import { validateClub } from '../../../src/domain/federation/index.ts'
import {
  createFedaParser,
  createFideTxtParser,
  createFideXmlParser,
  type ListParser,
} from '../../../src/domain/ratings/index.ts'
import {
  standingsCsv,
  tournamentFromTrfFile,
  tournamentStandings,
  tournamentToTrf,
} from '../../../src/domain/reports/index.ts'
import { addEntrant } from '../../../src/domain/tournament/index.ts'
import { readCsv } from '../../helpers/csv.ts'
import { FOA_HEADER, foaLine } from '../../helpers/ratingListLines.ts'
import { sampleTournament } from '../reports/sampleTournament.ts'

/** On screen "exe.png Ruiz" (the override reverses it), in a PDF "gnp.exe Ruiz". */
const SPOOFED = '\u202egnp.exe\u202c Ruiz'
const parseAll = <P>(parser: ListParser<P>, text: string): P[] => [
  ...parser.push(text).players,
  ...parser.finish().players,
]
const newEntrant = (name: string) => ({
  registryId: null,
  name,
  title: '',
  federation: 'ESP',
  fideId: '',
  fedaId: '',
  fideRating: 1500,
  fedaRating: 0,
  birthDate: '',
})

describe('every way a name enters Alfil cleans it the same way', () => {
  test('registration inside a tournament: a 10,000-character name is refused with the limit', () => {
    const t = sampleTournament([])
    expect(addEntrant(t, newEntrant('x'.repeat(10_000)))).toEqual({
      ok: false,
      error: [{ code: 'entrant/name-too-long', params: { max: PERSON_NAME_MAX, length: 10_000 } }],
    })
    const added = addEntrant(t, newEntrant(`  ${SPOOFED}\t`))
    expect(added.ok && added.value.entrants.map((e) => e.name)).toEqual(['gnp.exe Ruiz'])
  })

  test('the registry (club names, and every other text field through cleanText)', () => {
    const c = validateClub(
      { name: 'Club\u200b Ajedrez\u202e Luarca', shortName: '', registryNumber: '', venue: '' },
      [],
    )
    expect(c.ok && c.value.name).toBe('Club Ajedrez Luarca')
  })

  test('FIDE TXT, FIDE XML and FEDA lists', () => {
    const txt = parseAll(
      createFideTxtParser({ federations: null }),
      `${FOA_HEADER}\n${foaLine({ id: '2200000', name: 'Gnp\u202e, Ruiz', fed: 'ESP', bday: '1990' })}\n`,
    )
    expect(txt.map((p) => p.name)).toEqual(['Gnp, Ruiz'])
    const xml = parseAll(
      createFideXmlParser({ federations: null }),
      '<playerslist>\n<player><fideid>2200001</fideid><name>Soto,\u0007 Inés\u2066</name><country>ESP</country></player>\n</playerslist>\n',
    )
    expect(xml.map((p) => p.name)).toEqual(['Soto, Inés'])
    const feda = parseAll(
      createFedaParser({ mapping: { fedaId: 0, name: 1 }, federations: null }),
      `ID,Nombre\n7,"Ruiz,\u202e Ana\u00a0 "\n`,
    )
    expect(feda.map((p) => p.name)).toEqual(['Ruiz, Ana'])
  })

  test('a TRF import; and then the same text in the TRF and the CSV written from it', () => {
    const name = 'Ruiz\u202e, Dora\u0000'
    const line = `001    1      ${name.padEnd(33)} 1500${' '.repeat(28)} 0.0    1`
    const r = tournamentFromTrfFile(`012 Abierto\u200b de Tineo\n${line}\n`, {
      tiebreaks: [],
      unplayed: 'fapa',
      lotSeed: 1,
    })
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    expect([r.value.doc.settings.name, r.value.doc.entrants[0]!.name]).toEqual([
      'Abierto de Tineo',
      'Ruiz, Dora',
    ])
    const trf = tournamentToTrf(r.value.doc)
    expect(trf).toContain('Ruiz, Dora')
    expect([...trf].filter((c) => c < ' ' && c !== '\n')).toEqual([])
    expect(/[\u202a-\u202e]/.test(trf)).toBe(false)
    const rows = tournamentStandings(r.value.doc)
    if (!rows.ok) throw new Error('standings')
    expect(readCsv(standingsCsv(r.value.doc, rows.value))[1]![2]).toBe('Ruiz, Dora')
  })
})

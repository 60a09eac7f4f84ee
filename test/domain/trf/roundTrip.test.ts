import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  parseTrf,
  tournamentFromTrf,
  trfFromTournament,
  writeTrf,
  type TrfDocument,
} from '../../../src/domain/trf/index.ts'
import { listFixtures } from '../../helpers/fixtures.ts'
import { trfDocument } from './trfArbitraries.ts'

describe('one column table drives reader and writer (TRF-16 / TRF-2026, fide-facts 3)', () => {
  test('parseTrf(writeTrf(doc)) equals doc for every representable document', () => {
    fc.assert(
      fc.property(trfDocument, (doc) => {
        const back = parseTrf(writeTrf(doc))
        // One record per line, so record i comes back with file line i + 1.
        expect(back).toEqual({
          ok: true,
          value: { ...doc, lines: doc.records.map((_, i) => i + 1) },
        })
      }),
      { numRuns: 400 },
    )
  })

  test('writing a parsed fixture gives its lines back column for column', () => {
    const files = [
      ...listFixtures('dutch').slice(0, 20),
      ...listFixtures('dutch-accelerated').slice(0, 5),
      ...listFixtures('dutch-forbidden').slice(0, 5),
    ]
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      const parsed = parseTrf(text)
      if (!parsed.ok) throw new Error(`${file} does not parse`)
      const lines = text
        .split('\n')
        .map((l) => l.trimEnd())
        .filter((l) => l !== '')
      expect(writeTrf(parsed.value).split('\n').slice(0, -1)).toEqual(lines)
    }
  })

  test('the reader never throws, whatever the text', () => {
    const line = fc.string({
      unit: fc.constantFrom(...'001XXRCAP 0123456789wb-+=UHZF.\t#'.split('')),
      maxLength: 120,
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const r = parseTrf(lines.join('\n'))
        expect(typeof r.ok).toBe('boolean')
      }),
      { numRuns: 500 },
    )
  })
})

describe('snapshot to TRF and back (trfFromTournament)', () => {
  test('every fixture survives snapshot -> TRF -> text -> snapshot unchanged', () => {
    const files = [
      ...listFixtures('dutch').slice(0, 30),
      ...listFixtures('dutch-accelerated'),
      ...listFixtures('dutch-forbidden'),
    ]
    for (const file of files) {
      const first = tournamentFromTrf(
        (parseTrf(readFileSync(file, 'utf8')) as { ok: true; value: TrfDocument }).value,
      )
      if (!first.ok) throw new Error(file)
      const again = parseTrf(writeTrf(trfFromTournament(first.value)))
      expect(again.ok && tournamentFromTrf(again.value)).toEqual(first)
    }
  })

  test('the points and rank columns are recomputed from the rounds', () => {
    const file = listFixtures('dutch-forbidden').find((f) => f.endsWith('forbid-0001.trf')) ?? ''
    const original = parseTrf(readFileSync(file, 'utf8'))
    const t = original.ok ? tournamentFromTrf(original.value) : null
    if (!t?.ok || !original.ok) throw new Error(file)
    const written = trfFromTournament(t.value).records.filter((r) => r.kind === 'player')
    const source = original.value.records.filter((r) => r.kind === 'player')
    expect(written.map((r) => r.points)).toEqual(source.map((r) => r.points))
  })
})

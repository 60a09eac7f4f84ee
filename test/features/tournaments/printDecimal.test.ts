import { describe, expect, it } from 'vitest'
import { layoutBlocks } from '../../../src/features/pdf/pdfLayout.ts'
import { printBlocks, type PrintKind } from '../../../src/features/tournaments/printDocuments.ts'
import type { PrintBlock } from '../../../src/features/pdf/printTables.ts'
import { translate, type Locale, type TFunction } from '../../../src/i18n/index.ts'
import { doc } from '../../domain/reports/sampleTournament.ts'

const tr =
  (locale: Locale): TFunction =>
  (key, params) =>
    translate(locale, key, params)

/** The sample with a prize list, so the prize list has something to print. */
const withPrizes = {
  ...doc,
  prizes: {
    onePerPlayer: true,
    referenceYear: 2026,
    prizes: [
      { label: '1.º', category: { kind: 'general' as const } },
      { label: '2.º', category: { kind: 'general' as const } },
    ],
  },
}

/** Every cell of the document's tables for Dos, Bea (1½ points after round 2, ½ before it). */
const dosCells = (blocks: readonly PrintBlock[] | null): string[] =>
  (blocks ?? []).flatMap((b) =>
    b.kind === 'table'
      ? b.table.rows.filter((r) => r.some((c) => c.includes('Dos, Bea'))).flat()
      : [],
  )
const drawn = (blocks: readonly PrintBlock[] | null): string[] =>
  layoutBlocks(blocks ?? []).ops.flatMap((o) => (o.op === 'text' ? [o.text] : []))

/**
 * Points as each printed document shows Dos, Bea: the print page's cells and the PDF's text.
 * Slips print no points (names, boxes to mark the result, signatures).
 */
const CASES: readonly [Exclude<PrintKind, 'slips'>, string, string][] = [
  ['pairings', '0,5', '0.5'],
  ['pairingsAlpha', '0,5', '0.5'],
  ['standings', '1,5', '1.5'],
  ['crosstable', '1,5', '1.5'],
  ['report', '1,5', '1.5'],
  ['prizes', '1,5', '1.5'],
]

describe('printed documents write the decimal comma in Spanish and the point in English (the TRF and CSV keep the point)', () => {
  for (const [kind, spanish, english] of CASES) {
    it(`${kind}: a half point prints as "${spanish}" in Spanish and "${english}" in English, on the page and in the PDF`, () => {
      const es = printBlocks(withPrizes, kind, 2, tr('es'))
      const en = printBlocks(withPrizes, kind, 2, tr('en'))
      expect(dosCells(es)).toContain(spanish)
      expect(dosCells(es)).not.toContain(english)
      expect(dosCells(en)).toContain(english)
      expect(dosCells(en)).not.toContain(spanish)
      expect(drawn(es)).toContain(spanish)
      expect(drawn(en)).toContain(english)
    })
  }

  it('tie-break values take the comma too: the standings and the final report in Spanish', () => {
    for (const kind of ['standings', 'report'] as const) {
      const es = dosCells(printBlocks(withPrizes, kind, 2, tr('es')))
      const en = dosCells(printBlocks(withPrizes, kind, 2, tr('en')))
      // BH-C1, BH, SB and PS of Dos, Bea after round 2.
      expect(es.slice(6, 10)).toEqual(['1,5', '2,5', '1,25', '2,0'])
      expect(en.slice(6, 10)).toEqual(['1.5', '2.5', '1.25', '2.0'])
    }
  })
})

/**
 * Every PDF Alfil makes starts here: jsPDF with DejaVu Sans Condensed embedded, so names in any
 * Latin script, Greek or Cyrillic print as typed and read back from the text layer. The fonts are
 * subsets of DejaVu (Latin, Latin Extended A/B and Additional, Greek, Cyrillic, punctuation and
 * symbols; licence in `fonts/LICENSE-DejaVu.txt`, shipped as `/fonts/LICENSE-DejaVu.txt`),
 * inlined in this chunk so they come with the PDF code, are precached with it and work offline.
 * jsPDF embeds only the glyphs a document uses.
 */
import type { jsPDF as JsPdf, jsPDFOptions } from 'jspdf'

export type PdfDoc = JsPdf

/** The family name every PDF sets (`doc.setFont(PDF_FONT, 'bold')`). */
export const PDF_FONT = 'DejaVuSansCondensed'

const FILES = {
  normal: 'DejaVuSansCondensed-Alfil.ttf',
  bold: 'DejaVuSansCondensed-Bold-Alfil.ttf',
} as const

let fontsLoaded: Promise<{ normal: string; bold: string }> | undefined

/** The base64 of both faces, loaded once. */
function fontData(): Promise<{ normal: string; bold: string }> {
  fontsLoaded ??= Promise.all([
    import('./fonts/DejaVuSansCondensed-Alfil.ttf?inline'),
    import('./fonts/DejaVuSansCondensed-Bold-Alfil.ttf?inline'),
  ]).then(([n, b]) => ({ normal: base64Of(n.default), bold: base64Of(b.default) }))
  return fontsLoaded
}

const base64Of = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1)

/**
 * A new A4 document in millimetres with the Unicode font set, and text drawn through it put in
 * NFC first (a name typed with combining accents prints as the same letters).
 */
export async function createPdf(options: jsPDFOptions = {}): Promise<PdfDoc> {
  const [{ jsPDF }, fonts] = await Promise.all([import('jspdf'), fontData()])
  const doc = new jsPDF({ unit: 'mm', format: 'a4', ...options })
  doc.addFileToVFS(FILES.normal, fonts.normal)
  doc.addFont(FILES.normal, PDF_FONT, 'normal')
  doc.addFileToVFS(FILES.bold, fonts.bold)
  doc.addFont(FILES.bold, PDF_FONT, 'bold')
  doc.setFont(PDF_FONT, 'normal')
  const draw = doc.text.bind(doc) as (...args: unknown[]) => PdfDoc
  doc.text = ((value: string | string[], ...rest: unknown[]) =>
    draw(nfc(value), ...rest)) as typeof doc.text
  const split = doc.splitTextToSize.bind(doc) as (...args: unknown[]) => string[]
  doc.splitTextToSize = ((value: string, ...rest: unknown[]) =>
    split(value.normalize('NFC'), ...rest)) as typeof doc.splitTextToSize
  return doc
}

const nfc = (v: string | string[]): string | string[] =>
  Array.isArray(v) ? v.map((s) => s.normalize('NFC')) : v.normalize('NFC')

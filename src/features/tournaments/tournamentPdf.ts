/**
 * Draws the layouts of `pdfLayout.ts` with jspdf, loaded only when a PDF is asked for, and
 * returns the file as a Blob.
 */
import { createPdf, PDF_FONT } from '../pdf/pdfDocument.ts'
import type { PdfLayout } from '../pdf/pdfLayout.ts'

/** The PDF of a laid-out document (A4 portrait, DejaVu Sans Condensed). */
export async function renderPdf(layout: PdfLayout, title: string): Promise<Blob> {
  const doc = await createPdf()
  doc.setProperties({ title, creator: 'Alfil' })
  for (let p = 2; p <= layout.pages; p++) doc.addPage()
  doc.setLineWidth(0.25)
  for (const o of layout.ops) {
    doc.setPage(o.page)
    if (o.op === 'text') {
      doc.setFont(PDF_FONT, o.bold ? 'bold' : 'normal').setFontSize(o.size)
      doc.text(o.text, o.x, o.y, { align: o.align })
    } else if (o.op === 'line') doc.line(o.x1, o.y1, o.x2, o.y2)
    else doc.rect(o.x, o.y, o.w, o.h, o.fill ? 'F' : 'S')
  }
  for (let p = 1; p <= layout.pages; p++) {
    doc.setPage(p)
    doc.setFont(PDF_FONT, 'normal').setFontSize(7)
    doc.text(`${title} · ${p}/${layout.pages}`, 196, 291, { align: 'right' })
  }
  return doc.output('blob')
}

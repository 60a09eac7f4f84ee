/**
 * Where a printed document's QR code leads: the page of the published site that shows the same
 * thing (the round's pairings, the standings), under the tournament's public address.
 */
import { roundFile } from '../../domain/publish/index.ts'
import type { IndividualTournament } from '../../domain/tournament/index.ts'
import type { PdfLayout } from '../pdf/pdfLayout.ts'
import { qrMatrix, qrRuns } from './qrCode.ts'

/** The address for the printed pairings of `round` or the standings; null without an address. */
export function printedAddress(
  t: IndividualTournament,
  kind: string,
  round: number,
): string | null {
  const base = t.settings.publicUrl
  if (!base) return null
  if (kind === 'pairings') return `${base}${roundFile(round)}`
  if (kind === 'standings') return `${base}standings.html`
  return null
}

/** Side of the code on the PDF, in millimetres, and its place: the top right corner of page 1. */
export const PDF_QR = { size: 17, right: 196, top: 3 } as const

/** The layout with the QR code of `url` drawn as filled squares at the top right of page 1. */
export async function withQrCode(layout: PdfLayout, url: string): Promise<PdfLayout> {
  const m = await qrMatrix(url)
  const unit = PDF_QR.size / m.length
  const x0 = PDF_QR.right - PDF_QR.size
  const round3 = (n: number) => Math.round(n * 1000) / 1000
  const squares = qrRuns(m).map((r) => ({
    op: 'rect' as const,
    page: 1,
    x: round3(x0 + r.x * unit),
    y: round3(PDF_QR.top + r.y * unit),
    w: round3(r.w * unit),
    h: round3(unit),
    fill: true,
  }))
  return { ...layout, ops: [...layout.ops, ...squares] }
}

import type { TextTable } from './standingsTable.ts'

/** A piece of text placed on a page, in millimetres from the top-left corner. */
export interface PdfText {
  readonly x: number
  readonly y: number
  readonly text: string
  /** Font size in points. */
  readonly size: number
  readonly bold: boolean
}

/** One page's text items, drawn in order. */
export interface PdfPage {
  readonly items: readonly PdfText[]
}

/** Page geometry in millimetres (A4 portrait by default). */
export interface PdfGeometry {
  readonly width: number
  readonly height: number
  readonly margin: number
  readonly rowHeight: number
  /** Width of one character at the table's 9-point font, for column widths and cutting. */
  readonly charWidth: number
}

export const A4_PORTRAIT: PdfGeometry = {
  width: 210,
  height: 297,
  margin: 14,
  rowHeight: 5.5,
  charWidth: 1.8,
}
export const A4_LANDSCAPE: PdfGeometry = { ...A4_PORTRAIT, width: 297, height: 210 }

const round1 = (x: number) => Math.round(x * 10) / 10

/** Each column as wide as its longest cell plus a 2 mm gap, in millimetres. */
function naturalWidths(table: TextTable, g: PdfGeometry): number[] {
  return table.header.map(
    (h, k) => Math.max(h.length, ...table.rows.map((r) => (r[k] ?? '').length)) * g.charWidth + 2,
  )
}

/**
 * Column widths in millimetres: each column as wide as its longest cell plus a 2 mm gap; when
 * the table is wider than the page between the margins, the widest columns are cut down to a
 * common width so that the short ones (numbers, results) keep theirs.
 */
export function columnWidths(table: TextTable, g: PdfGeometry = A4_PORTRAIT): number[] {
  const natural = naturalWidths(table, g)
  const room = g.width - 2 * g.margin
  if (natural.reduce((s, w) => s + w, 0) <= room) return natural.map(round1)
  let remaining = room
  let left = natural.length
  for (const w of natural.slice().sort((a, b) => a - b)) {
    if (w > remaining / left) break
    remaining -= w
    left--
  }
  const cap = remaining / Math.max(left, 1)
  return natural.map((w) => Math.floor(Math.min(w, cap) * 10) / 10)
}

/** A4 portrait when the table fits across it, landscape otherwise. */
export function pageFor(table: TextTable): PdfGeometry {
  const total = naturalWidths(table, A4_PORTRAIT).reduce((s, w) => s + w, 0)
  return total <= A4_PORTRAIT.width - 2 * A4_PORTRAIT.margin ? A4_PORTRAIT : A4_LANDSCAPE
}

function cut(text: string, width: number, charWidth: number): string {
  const max = Math.max(1, Math.floor((width - 1) / charWidth))
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/**
 * Lays out a titled table on pages: title (14 pt) and subtitle (9 pt) on the first page, the
 * header row in bold at the top of every page, rows every `rowHeight` mm, a new page when the
 * next row would pass the bottom margin; cells cut with an ellipsis to their column.
 */
export function layoutTablePdf(
  title: string,
  subtitle: string,
  table: TextTable,
  g: PdfGeometry = A4_PORTRAIT,
): PdfPage[] {
  const widths = columnWidths(table, g)
  const xs = widths.map((_, k) => round1(g.margin + widths.slice(0, k).reduce((s, w) => s + w, 0)))
  const line = (cells: readonly string[], y: number, bold: boolean): PdfText[] =>
    cells.map((c, k) => ({
      x: xs[k] ?? g.margin,
      y: round1(y),
      text: cut(c, widths[k] ?? 10, g.charWidth),
      size: 9,
      bold,
    }))
  const pages: PdfText[][] = []
  let items: PdfText[] = [
    { x: g.margin, y: 16, text: title, size: 14, bold: true },
    ...(subtitle ? [{ x: g.margin, y: 22, text: subtitle, size: 9, bold: false }] : []),
    ...line(table.header, 32, true),
  ]
  let y = 32
  for (const row of table.rows) {
    y += g.rowHeight
    if (y > g.height - g.margin) {
      pages.push(items)
      y = 16
      items = line(table.header, y, true)
      y += g.rowHeight
    }
    items.push(...line(row, y, false))
  }
  pages.push(items)
  return pages.map((p) => ({ items: p }))
}

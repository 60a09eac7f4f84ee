/**
 * Where every piece of text, line and box of a tournament PDF goes on A4 pages (millimetres,
 * y downwards, text y = baseline). Pure, so the positions can be checked exactly; drawing them
 * with jspdf is `tournamentPdf.ts`.
 */
import type { ResultSlip } from '../../domain/reports/index.ts'
import type { TFunction } from '../../i18n/index.ts'
import type { Align, PrintBlock, PrintTable } from './printTables.ts'

export type DrawOp =
  | {
      readonly op: 'text'
      readonly page: number
      readonly x: number
      readonly y: number
      readonly text: string
      readonly size: number
      readonly bold: boolean
      readonly align: Align
    }
  | {
      readonly op: 'line'
      readonly page: number
      readonly x1: number
      readonly y1: number
      readonly x2: number
      readonly y2: number
    }
  | {
      readonly op: 'rect'
      readonly page: number
      readonly x: number
      readonly y: number
      readonly w: number
      readonly h: number
      /** Filled instead of outlined (the modules of a QR code). */
      readonly fill?: boolean
    }

export interface PdfLayout {
  readonly pages: number
  readonly ops: readonly DrawOp[]
}

export const PAGE = { width: 210, height: 297, left: 14, top: 16, bottom: 284 } as const
export const ROW_HEIGHT = 5.2
const TABLE_SIZE = 8.5

/**
 * Text cut to what fits in `width` mm at `size` pt (Helvetica averages about 0.194 mm per
 * point per character), ending in a dot when cut.
 */
export function fitText(text: string, width: number, size: number): string {
  const max = Math.max(1, Math.floor((width - 1.6) / (size * 0.194)))
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}.`
}

/** Left edges of the columns of a table that starts at `left`. */
export function columnXs(left: number, widths: readonly number[]): number[] {
  const xs: number[] = []
  let x = left
  for (const w of widths) {
    xs.push(Math.round(x * 100) / 100)
    x += w
  }
  return xs
}

const round2 = (v: number): number => Math.round(v * 100) / 100

function cellX(x: number, width: number, align: Align): number {
  if (align === 'right') return Math.round((x + width - 0.8) * 100) / 100
  if (align === 'center') return Math.round((x + width / 2) * 100) / 100
  return Math.round((x + 0.8) * 100) / 100
}

/** Lays out blocks top to bottom, starting a new page when one is full; tables repeat their header. */
export function layoutBlocks(blocks: readonly PrintBlock[]): PdfLayout {
  const ops: DrawOp[] = []
  let page = 1
  let y = PAGE.top
  const room = (h: number) => {
    if (y + h > PAGE.bottom) {
      page++
      y = PAGE.top
    }
  }
  const text = (x: number, value: string, size: number, bold: boolean, align: Align = 'left') =>
    ops.push({ op: 'text', page, x, y: round2(y), text: value, size, bold, align })
  const tableHeader = (table: PrintTable, xs: readonly number[]) => {
    table.columns.forEach((c, k) =>
      text(
        cellX(xs[k] ?? 0, c.width, c.align),
        fitText(c.label, c.width, table.size ?? TABLE_SIZE),
        table.size ?? TABLE_SIZE,
        true,
        c.align,
      ),
    )
    ops.push({
      op: 'line',
      page,
      x1: PAGE.left,
      y1: round2(y + 1.4),
      x2: PAGE.width - PAGE.left,
      y2: round2(y + 1.4),
    })
    y += ROW_HEIGHT + 0.6
  }
  for (const b of blocks) {
    if (b.kind === 'title') {
      room(10)
      text(PAGE.left, b.text, 14, true)
      y += 7
    } else if (b.kind === 'heading') {
      room(12 + ROW_HEIGHT * 2)
      y += 2
      text(PAGE.left, b.text, 11, true)
      y += 6
    } else if (b.kind === 'facts') {
      for (const line of b.lines) {
        room(4.6)
        text(PAGE.left, line, 9, false)
        y += 4.6
      }
      y += 1.5
    } else {
      const xs = columnXs(
        PAGE.left,
        b.table.columns.map((c) => c.width),
      )
      room(7 + ROW_HEIGHT * 3)
      y += 2
      text(PAGE.left, b.table.caption, 10.5, true)
      y += 6
      tableHeader(b.table, xs)
      for (const row of b.table.rows) {
        if (y + ROW_HEIGHT > PAGE.bottom) {
          page++
          y = PAGE.top
          tableHeader(b.table, xs)
        }
        row.forEach((cell, k) => {
          const c = b.table.columns[k]
          if (c)
            text(
              cellX(xs[k] ?? 0, c.width, c.align),
              fitText(cell, c.width, b.table.size ?? TABLE_SIZE),
              b.table.size ?? TABLE_SIZE,
              false,
              c.align,
            )
        })
        y += ROW_HEIGHT
      }
      y += 2
    }
  }
  return { pages: page, ops }
}

/** Slips per A4 page: two columns of four, 10 mm margins, 4 mm between slips. */
export const SLIP = { columns: 2, rows: 4, margin: 10, gap: 4, width: 93, height: 66.25 } as const

/** Top-left corner and page of slip `index` (0-based). */
export function slipBox(index: number): { page: number; x: number; y: number } {
  const perPage = SLIP.columns * SLIP.rows
  const k = index % perPage
  return {
    page: Math.floor(index / perPage) + 1,
    x: SLIP.margin + (k % SLIP.columns) * (SLIP.width + SLIP.gap),
    y: SLIP.margin + Math.floor(k / SLIP.columns) * (SLIP.height + SLIP.gap),
  }
}

/**
 * Result slips, eight to a page: tournament, round and board, White and Black with their
 * numbers, three boxes to tick the result, and lines for both players' and the arbiter's signatures.
 */
export function layoutSlips(slips: readonly ResultSlip[], t: TFunction): PdfLayout {
  const ops: DrawOp[] = []
  let pages = 0
  slips.forEach((s, i) => {
    const { page, x, y } = slipBox(i)
    pages = page
    const w = SLIP.width
    const h = SLIP.height
    const text = (dx: number, dy: number, value: string, size: number, bold = false) =>
      ops.push({
        op: 'text',
        page,
        x: round2(x + dx),
        y: round2(y + dy),
        text: value,
        size,
        bold,
        align: 'left',
      })
    ops.push({ op: 'rect', page, x, y, w, h })
    text(4, 7, fitText(s.tournament, w - 8, 9), 9, true)
    text(4, 14, t('tournaments.slipRoundBoard', { round: s.round, board: s.board }), 12, true)
    const player = (p: ResultSlip['white']) => fitText(`${p.startNo}  ${p.name}`, w - 26, 10.5)
    text(4, 23, t('tournaments.white'), 8)
    text(22, 23, player(s.white), 10.5, true)
    text(4, 30, t('tournaments.black'), 8)
    text(22, 30, player(s.black), 10.5, true)
    text(4, 38, t('tournaments.slipMark'), 7.5)
    ;['1-0', '½-½', '0-1'].forEach((r, k) => {
      ops.push({ op: 'rect', page, x: round2(x + 4 + k * 28), y: round2(y + 40.5), w: 5.5, h: 5.5 })
      text(11.5 + k * 28, 44.8, r, 11, true)
    })
    const signs = [
      `${t('tournaments.slipSign')} ${t('tournaments.white').toLowerCase()}`,
      `${t('tournaments.slipSign')} ${t('tournaments.black').toLowerCase()}`,
      t('tournaments.slipArbiter'),
    ]
    signs.forEach((label, k) => {
      const x1 = x + 4 + k * 29
      const yl = round2(y + h - 8)
      ops.push({ op: 'line', page, x1, y1: yl, x2: x1 + 25, y2: yl })
      text(4 + k * 29, h - 4, label, 7)
    })
  })
  return { pages, ops }
}

/**
 * The one CSV writer of Alfil: every export (standings, fixtures, round sheets, the command line)
 * goes through `tableToCsv`. Cells are data, never formulas: a cell a spreadsheet would evaluate
 * (starting with `=`, `+`, `-`, `@`, tab or carriage return) is written as text with a leading
 * apostrophe inside quotes, as OWASP recommends against CSV injection; in the columns a table
 * declares numeric, plain numbers such as `-0.5` stay numbers.
 * @see OWASP "CSV Injection"; RFC 4180 (quoting)
 */
import type { TextTable } from './standingsTable.ts'

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
const NEEDS_QUOTES = /[",\n\r]/

/** One cell, neutralised when it could start a formula, quoted when RFC 4180 asks for it. */
export function csvCell(cell: string, numeric = false): string {
  if (FORMULA_START.test(cell) && !(numeric && PLAIN_NUMBER.test(cell)))
    return `"'${cell.replaceAll('"', '""')}"`
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

/** Comma-separated lines with a final newline; headers are text, `table.numeric` marks numeric columns. */
export function tableToCsv(table: TextTable): string {
  const line = (cells: readonly string[], numeric: readonly boolean[]) =>
    cells.map((c, i) => csvCell(c, numeric[i] === true)).join(',')
  return (
    [line(table.header, []), ...table.rows.map((r) => line(r, table.numeric ?? []))].join('\n') +
    '\n'
  )
}

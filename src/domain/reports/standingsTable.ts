import { formatPoints } from '../core/index.ts'
import type { StandingRow, TeamStandingRow, TieBreakValue } from '../tiebreaks/index.ts'

/** A table of text cells with its header, ready for TSV, CSV or PDF. */
export interface TextTable {
  readonly header: readonly string[]
  readonly rows: readonly (readonly string[])[]
  /** Columns whose cells are numbers (CSV keeps `-0.5` there as a number); absent = all text. */
  readonly numeric?: readonly boolean[]
}

/** Decimals a value is printed with: counts and ratings none, points one, SB products two. */
function decimalsFor(scale: number): number {
  if (scale === 1) return 0
  if (scale === 2) return 1
  return 2
}

/**
 * A tie-break value as printed in standings (`29.5`, `22.75`, `1803`), exact for the scales the
 * tie-breaks use.
 * @see FIDE C.07 (values), the reference checker's TSV layout
 */
export function formatTieBreakValue(v: TieBreakValue): string {
  return (v.value / v.scale).toFixed(decimalsFor(v.scale))
}

/** Board-by-board points as `b1/b2/...` (TBR carries them in its items). */
function formatBoards(v: TieBreakValue): string {
  return v.items.map((x) => String(x.value / 2)).join('/')
}

/**
 * Individual standings as a text table: `StartNo`, `Rank`, `PTS`, then one column per code.
 * @see FIDE C.07 art. 2 (published order of tie-breaks)
 */
export function individualStandingsTable(
  rows: readonly StandingRow[],
  codes: readonly string[],
): TextTable {
  return {
    header: ['StartNo', 'Rank', 'PTS', ...codes],
    numeric: Array.from({ length: 3 + codes.length }, () => true),
    rows: rows.map((r) => [
      String(r.startNo),
      String(r.rank),
      formatPoints(r.points),
      ...r.values.map(formatTieBreakValue),
    ]),
  }
}

/**
 * Team standings as a text table: `TeamNo`, `Rank`, `MP`, `GP`, then one column per code.
 * @see FIDE C.07 art. 11-13, FAPA art. 29.3-29.4
 */
export function teamStandingsTable(
  rows: readonly TeamStandingRow[],
  codes: readonly string[],
): TextTable {
  return {
    header: ['TeamNo', 'Rank', 'MP', 'GP', ...codes],
    numeric: Array.from({ length: 4 + codes.length }, () => true),
    rows: rows.map((r) => [
      String(r.teamNo),
      String(r.rank),
      String(r.matchPoints),
      formatPoints(r.gamePoints),
      ...r.values.map((v, k) =>
        /^TBR/i.test(codes[k] ?? '') ? formatBoards(v) : formatTieBreakValue(v),
      ),
    ]),
  }
}

/** Tab-separated lines with a final newline. */
export function tableToTsv(table: TextTable): string {
  return [table.header, ...table.rows].map((r) => r.join('\t')).join('\n') + '\n'
}

export { tableToCsv } from './csv.ts'

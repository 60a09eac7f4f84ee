/** Splitting of CSV and TSV lines as exported by spreadsheets. */

export const DELIMITERS = [',', ';', '\t'] as const
export type Delimiter = (typeof DELIMITERS)[number]

/** The delimiter that occurs most often outside quotes in a header line (ties: tab, semicolon, comma). */
export function detectDelimiter(header: string): Delimiter {
  let best: Delimiter = ','
  let bestCount = 0
  for (const d of ['\t', ';', ','] as const) {
    const cells = splitDelimitedLine(header, d)
    const count = cells === null ? 0 : cells.length - 1
    if (count > bestCount) {
      best = d
      bestCount = count
    }
  }
  return best
}

/**
 * Cells of one line; double quotes enclose cells and `""` is a quote inside them.
 * Null when a quote is left open (a cell spanning lines is not accepted in a rating list).
 */
export function splitDelimitedLine(line: string, delimiter: Delimiter): string[] | null {
  if (!line.includes('"')) return line.split(delimiter).map((c) => c.trim())
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === delimiter) {
      cells.push(cell.trim())
      cell = ''
    } else cell += ch
  }
  if (quoted) return null
  cells.push(cell.trim())
  return cells
}

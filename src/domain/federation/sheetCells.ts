/**
 * Cells of a spreadsheet line, as pasted (tab-separated) or saved as CSV: the one reading of
 * sheet text shared by the registry import and a tournament's pasted players.
 */

/** Splits one line at `sep`, with "double-quoted" cells that may hold it ("" is a quote). */
export function sheetCells(line: string, sep: string): string[] {
  const out: string[] = []
  let cur = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"'
        i++
      } else if (ch === '"') quoted = false
      else cur += ch
    } else if (ch === '"' && cur.trim() === '') {
      quoted = true
      cur = ''
    } else if (ch === sep) {
      out.push(cur.trim())
      cur = ''
    } else cur += ch
  }
  out.push(cur.trim())
  return out
}

/** The lines of a sheet text, without a byte-order mark; `\r\n` and `\n` both end a line. */
export const sheetLines = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r?\n/)

/** A Spanish date 'dd/mm/aaaa' as 'YYYY-MM-DD'; anything else as written. */
export function sheetDate(s: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s)
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : s
}

/** Sex words of a sheet, folded: Masculino/Hombre/Varón, Femenino/Mujer. */
export const SHEET_SEX: Readonly<Record<string, 'M' | 'F'>> = {
  m: 'M',
  masculino: 'M',
  h: 'M',
  hombre: 'M',
  v: 'M',
  varon: 'M',
  f: 'F',
  femenino: 'F',
  mujer: 'F',
}

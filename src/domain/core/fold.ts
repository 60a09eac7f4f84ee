/**
 * The folding of names for search and comparison: lower case, no accents, single spaces, trimmed
 * ("Ñ" becomes "n", "Łukasiewicz" keeps its "ł", which has no decomposition). It is the same text
 * as `s.trim().replace(/\s+/g, ' ').normalize('NFD').replace(/[\u0300-\u036f]/g, '')
 * .toLowerCase()`, computed in one pass for the Latin letters of names (a rating list folds a
 * million of them), and by that chain for any other character (combining marks included).
 */

/** Latin-1 Supplement letters to Latin Extended-B: the letters of European names. */
const TABLE_FIRST = 0xc0
const TABLE_LAST = 0x24f

/** The fold of each letter of the table range, computed by the reference chain itself. */
const LATIN: readonly string[] = Array.from({ length: TABLE_LAST - TABLE_FIRST + 1 }, (_, i) =>
  String.fromCharCode(TABLE_FIRST + i)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase(),
)

function slowFold(s: string): string {
  return s
    .trim()
    .replace(/\s+/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** ASCII white space as `\s` reads it: tab, line feed, vertical tab, form feed, carriage return, space. */
const isAsciiSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d)

/** Lower-case text without accents and with single spaces, for comparing and searching names. */
export function foldForSearch(s: string): string {
  let out = ''
  let pendingSpace = false
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (isAsciiSpace(c)) {
      pendingSpace = out !== ''
      continue
    }
    let piece: string
    if (c < 0x80) piece = c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : s[i]!
    else if (c >= TABLE_FIRST && c <= TABLE_LAST) piece = LATIN[c - TABLE_FIRST]!
    else return slowFold(s)
    if (pendingSpace) {
      out += ' '
      pendingSpace = false
    }
    out += piece
  }
  return out
}

import type { RatingKind } from '../types.ts'

/** The fields of the FIDE fixed-width list that Alfil reads. */
export type FideTxtField =
  | 'id'
  | 'name'
  | 'fed'
  | 'sex'
  | 'title'
  | 'womanTitle'
  | 'otherTitles'
  | 'foa'
  | 'standard'
  | 'standardGames'
  | 'standardK'
  | 'rapid'
  | 'rapidGames'
  | 'rapidK'
  | 'blitz'
  | 'blitzGames'
  | 'blitzK'
  | 'birthYear'
  | 'flag'

/** Half-open character range [start, end) of a field in a data line. */
export interface ColumnRange {
  readonly start: number
  readonly end: number
}

export type FideTxtLayout = Readonly<Partial<Record<FideTxtField, ColumnRange>>> & {
  /** Width of a full data line according to the header, for detecting a title overflowing its column. */
  readonly width: number
}

/** Header words (lower case) and the field each one starts; a single list names its rating by month. */
const HEADER_WORDS: Readonly<Record<string, FideTxtField>> = {
  name: 'name',
  fed: 'fed',
  sex: 'sex',
  tit: 'title',
  wtit: 'womanTitle',
  otit: 'otherTitles',
  foa: 'foa',
  srtng: 'standard',
  sgm: 'standardGames',
  sk: 'standardK',
  rrtng: 'rapid',
  rgm: 'rapidGames',
  rk: 'rapidK',
  brtng: 'blitz',
  bgm: 'blitzGames',
  bk: 'blitzK',
  'b-day': 'birthYear',
  born: 'birthYear',
  flag: 'flag',
}

const MONTH_COLUMN = /^[A-Z]{3}\d{2}$/

function singleListField(word: string, kind: RatingKind): FideTxtField | null {
  const lower = word.toLowerCase()
  if (MONTH_COLUMN.test(word)) return kind
  if (lower === 'gms' || lower === 'gm') return `${kind}Games`
  if (lower === 'k') return `${kind}K`
  return null
}

/**
 * Reads the column positions of a FIDE fixed-width list from its header line: each field runs
 * from the start of its header word to the start of the next one. Null when the line is no header.
 * `singleKind` says which rating a single-type list (header word = month code) holds.
 */
export function layoutFromHeader(
  header: string,
  singleKind: RatingKind = 'standard',
): FideTxtLayout | null {
  const words: { field: FideTxtField; start: number }[] = []
  const re = /\S+/g
  let m: RegExpExecArray | null
  let pendingId = -1
  while ((m = re.exec(header)) !== null) {
    const word = m[0]
    const lower = word.toLowerCase()
    if (lower === 'id') {
      pendingId = m.index
      continue
    }
    if (pendingId >= 0 && lower === 'number') {
      words.push({ field: 'id', start: pendingId })
      pendingId = -1
      continue
    }
    const field = HEADER_WORDS[lower] ?? singleListField(word, singleKind)
    if (field !== null) words.push({ field, start: m.index })
  }
  const layout: Partial<Record<FideTxtField, ColumnRange>> = {}
  words.forEach((w, i) => {
    const next = words[i + 1]
    layout[w.field] = { start: w.start, end: next ? next.start : Number.MAX_SAFE_INTEGER }
  })
  if (!layout.id || !layout.name || !layout.fed) return null
  if (!layout.standard && !layout.rapid && !layout.blitz) return null
  const flag = layout.flag
  const width = flag ? flag.start + 4 : header.trimEnd().length
  return { ...layout, width }
}

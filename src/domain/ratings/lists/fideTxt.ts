import { cleanNameCut } from '../../core/index.ts'
import {
  layoutFromHeader,
  type ColumnRange,
  type FideTxtField,
  type FideTxtLayout,
} from './fideTxtColumns.ts'
import { ErrorLog } from './lines.ts'
import type {
  FideListPlayer,
  ListBatch,
  ListError,
  ListErrorCode,
  ListParseOptions,
  ListParser,
  ListRating,
  ListSummary,
} from './listTypes.ts'
import { LIST_ID_MAX, LIST_RATING_MAX } from './listTypes.ts'
import type { RatingKind } from '../types.ts'

/** Title letters of the older lists, and the abbreviations used now. */
const TITLE_LETTERS: Readonly<Record<string, string>> = {
  g: 'GM',
  m: 'IM',
  f: 'FM',
  c: 'CM',
  wg: 'WGM',
  wm: 'WIM',
  wf: 'WFM',
  wc: 'WCM',
}

/** A title as published, upper-cased, with the one-letter codes of older lists expanded. */
export function normaliseTitle(raw: string): string | null {
  const t = raw.trim()
  if (t === '') return null
  return TITLE_LETTERS[t.toLowerCase()] ?? t.toUpperCase()
}

class LineError {
  constructor(
    readonly code: ListErrorCode,
    readonly column: number,
  ) {}
}

interface LineReader {
  readonly line: string
  readonly shift: number
  readonly layout: FideTxtLayout
}

/** Fields right of the other titles, moved when a long title list overflows its column. */
const AFTER_TITLES: ReadonlySet<FideTxtField> = new Set<FideTxtField>([
  'foa',
  'standard',
  'standardGames',
  'standardK',
  'rapid',
  'rapidGames',
  'rapidK',
  'blitz',
  'blitzGames',
  'blitzK',
  'birthYear',
  'flag',
])

function cut(r: LineReader, field: FideTxtField): string {
  const range: ColumnRange | undefined = r.layout[field]
  if (!range) return ''
  const s = AFTER_TITLES.has(field) ? r.shift : 0
  const line = r.line
  let start = range.start + s
  let end = Math.min(line.length, range.end + s)
  // Trim in place: most fields are short and padded.
  while (start < end && line.charCodeAt(start) === 32) start++
  while (end > start && line.charCodeAt(end - 1) === 32) end--
  return start === end ? '' : line.slice(start, end)
}

/** An unsigned integer field read in place (no substring), null when blank. */
function int(r: LineReader, field: FideTxtField, code: ListErrorCode): number | null {
  const range: ColumnRange | undefined = r.layout[field]
  if (!range) return null
  const s = AFTER_TITLES.has(field) ? r.shift : 0
  const line = r.line
  const end = Math.min(line.length, range.end + s)
  let i = range.start + s
  while (i < end && line.charCodeAt(i) === 32) i++
  if (i >= end) return null
  let value = 0
  for (; i < end; i++) {
    const c = line.charCodeAt(i)
    if (c >= 48 && c <= 57) value = value * 10 + (c - 48)
    else if (c === 32) break
    else throw new LineError(code, range.start + 1)
  }
  // Only spaces may follow the digits.
  for (; i < end; i++) if (line.charCodeAt(i) !== 32) throw new LineError(code, range.start + 1)
  return value
}

function rating(r: LineReader, kind: RatingKind): ListRating | null {
  const value = int(r, kind, 'rating-list/bad-rating')
  if (value === null || value === 0) return null
  if (value > LIST_RATING_MAX)
    throw new LineError('rating-list/bad-rating', (r.layout[kind]?.start ?? 0) + 1)
  const games = int(r, `${kind}Games`, 'rating-list/bad-rating')
  const k = int(r, `${kind}K`, 'rating-list/bad-rating')
  return { rating: value, games, k: k === 0 ? null : k }
}

/** Reads one data line; throws LineError only inside this module, caught by the parser. */
function readLine(r: LineReader, fed: string): FideListPlayer {
  const fideId = int(r, 'id', 'rating-list/bad-id')
  if (fideId === null || fideId > LIST_ID_MAX)
    throw new LineError('rating-list/bad-id', (r.layout.id?.start ?? 0) + 1)
  const name = cleanNameCut(cut(r, 'name'))
  if (name === '') throw new LineError('rating-list/missing-name', (r.layout.name?.start ?? 0) + 1)
  const flag = cut(r, 'flag').toLowerCase()
  const sexText = cut(r, 'sex').toUpperCase()
  const year = int(r, 'birthYear', 'rating-list/bad-year')
  if (year !== null && year > 9999)
    throw new LineError('rating-list/bad-year', (r.layout.birthYear?.start ?? 0) + 1)
  const other = cut(r, 'otherTitles')
  return {
    fideId,
    name,
    federation: fed,
    sex: sexText === 'M' || sexText === 'F' ? sexText : flag.includes('w') ? 'F' : null,
    title: normaliseTitle(cut(r, 'title')),
    womanTitle: normaliseTitle(cut(r, 'womanTitle')),
    otherTitles: other === '' ? [] : other.split(',').map((t) => t.trim()),
    standard: rating(r, 'standard'),
    rapid: rating(r, 'rapid'),
    blitz: rating(r, 'blitz'),
    birthYear: year === null || year === 0 ? null : year,
    inactive: flag.includes('i'),
  }
}

/** Options of the FIDE TXT parser. */
export interface FideTxtOptions extends ListParseOptions {
  /** Which rating a single-type list holds (its header names the month instead). */
  readonly singleKind?: RatingKind
}

/**
 * A streaming parser of the FIDE fixed-width player list (combined or single-type); column
 * positions come from the header line. Bad lines become located errors and the rest is imported.
 * @see FIDE B.02 art. 7.1.2 (published fields)
 */
export function createFideTxtParser(options: FideTxtOptions): ListParser<FideListPlayer> {
  const errors = new ErrorLog<ListError>(options.keepErrors ?? 200)
  const feds = options.federations
  const codes = feds === null ? null : [...feds]
  let tail = ''
  let layout: FideTxtLayout | null = null
  let lineNo = 0
  let records = 0
  let imported = 0
  let filteredOut = 0
  let fatal = false

  const fail = (code: ListErrorCode, column: number, text: string, batch: ListError[]): void => {
    const e = { code, line: Math.max(1, lineNo), column, text: text.slice(0, 200) }
    errors.add(e)
    batch.push(e)
  }

  const handle = (line: string, players: FideListPlayer[], batchErrors: ListError[]): void => {
    if (layout === null) {
      if (line.trim() === '') return
      // A byte-order mark would glue itself to the first header word.
      layout = layoutFromHeader(line.replace(/^\uFEFF/, ''), options.singleKind)
      if (layout === null) {
        fatal = true
        fail('rating-list/missing-header', 1, line, batchErrors)
      }
      return
    }
    if (line.trim() === '') return
    records++
    const fedRange = layout.fed as ColumnRange
    if (line.length < fedRange.start + 3)
      return fail('rating-list/short-line', line.length + 1, line, batchErrors)
    const fed = line.slice(fedRange.start, fedRange.end).trim().toUpperCase()
    if (feds !== null && !feds.has(fed)) {
      filteredOut++
      return
    }
    const extra = line.length - layout.width
    const shift = extra > 0 && extra <= 4 ? extra : 0
    try {
      players.push(readLine({ line, shift, layout }, fed))
      imported++
    } catch (e) {
      if (!(e instanceof LineError)) throw e
      fail(e.code, e.column, line, batchErrors)
    }
  }

  /** True when a data line surely belongs to a federation left out: checked in place, no copy. */
  const skipInPlace = (text: string, start: number, end: number): boolean => {
    if (codes === null || layout === null || text.charCodeAt(start) === 32) return false
    const at = start + (layout.fed as ColumnRange).start
    if (end < at + 3) return false
    for (const c of codes)
      if (text.startsWith(c, at) && (at + 3 === end || text.charCodeAt(at + 3) === 32)) return false
    return true
  }

  const take = (chunk: string, final: boolean): ListBatch<FideListPlayer> => {
    const players: FideListPlayer[] = []
    const batchErrors: ListError[] = []
    const text = tail + chunk
    let start = 0
    for (;;) {
      let nl = text.indexOf('\n', start)
      if (nl < 0) {
        if (!final || start >= text.length) break
        nl = text.length
      }
      const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl
      lineNo++
      if (fatal) {
        // nothing more is read after a missing header
      } else if (skipInPlace(text, start, end)) {
        records++
        filteredOut++
      } else handle(text.slice(start, end), players, batchErrors)
      start = nl + 1
    }
    tail = start < text.length ? text.slice(start) : ''
    return { players, errors: batchErrors }
  }

  return {
    push: (chunk) => take(chunk, false),
    finish: () => {
      const batch = take('', true)
      if (layout === null && !fatal) {
        fatal = true
        fail('rating-list/missing-header', 1, '', batch.errors)
      }
      return batch
    },
    summary: (): ListSummary => ({
      records,
      imported,
      filteredOut,
      errorCount: errors.count,
      errors: errors.kept,
      fatal,
    }),
  }
}

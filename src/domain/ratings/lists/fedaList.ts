import { cleanNameCut } from '../../core/index.ts'
import { detectDelimiter, splitDelimitedLine, type Delimiter } from './delimited.ts'
import { ErrorLog, createLineSplitter } from './lines.ts'
import type { ListBatch, ListError, ListErrorCode, ListParser, ListSummary } from './listTypes.ts'
import { LIST_ID_MAX, LIST_RATING_MAX } from './listTypes.ts'

/** The fields Alfil can take from a FEDA list; the person maps file columns to them once. */
export const FEDA_FIELDS = [
  'fedaId',
  'name',
  'fideId',
  'rating',
  'rapid',
  'blitz',
  'birth',
  'sex',
  'club',
  'federation',
] as const
export type FedaField = (typeof FEDA_FIELDS)[number]

/** Column index (0-based) of each mapped field. */
export type FedaMapping = Readonly<Partial<Record<FedaField, number>>>

/** One player of a FEDA list. */
export interface FedaListPlayer {
  readonly fedaId: string | null
  readonly fideId: number | null
  readonly name: string
  readonly rating: number | null
  readonly rapid: number | null
  readonly blitz: number | null
  readonly birthYear: number | null
  readonly sex: 'M' | 'F' | null
  readonly club: string | null
  /** Territorial federation as written in the file (for the filter). */
  readonly federation: string | null
}

const GUESSES: readonly [FedaField, RegExp][] = [
  ['fideId', /fide/i],
  ['fedaId', /^(id|cod|c[oó]digo|n[ºo°]?\s*lic|licencia|id\s*feda|feda\s*id)/i],
  ['name', /nombre|name|jugador|apellidos/i],
  ['rapid', /r[aá]pid/i],
  ['blitz', /blitz|rel[aá]mpago/i],
  ['rating', /elo|rating|valor/i],
  ['birth', /nac|birth|a[nñ]o|born/i],
  ['sex', /sexo|sex|g[eé]nero/i],
  ['club', /club/i],
  ['federation', /^(fed|federaci[oó]n|auton)/i],
]

/** A first guess of the mapping from header names, for the person to confirm. */
export function suggestFedaMapping(headers: readonly string[]): FedaMapping {
  const mapping: Partial<Record<FedaField, number>> = {}
  headers.forEach((h, i) => {
    for (const [field, re] of GUESSES) {
      if (mapping[field] === undefined && re.test(h)) {
        mapping[field] = i
        return
      }
    }
  })
  return mapping
}

export type FedaMappingProblem =
  'feda-list/name-not-mapped' | 'feda-list/id-not-mapped' | 'feda-list/rating-not-mapped'

/** What is missing for a mapping to be usable: a name, an identifier and at least one rating. */
export function checkFedaMapping(mapping: FedaMapping): FedaMappingProblem[] {
  const problems: FedaMappingProblem[] = []
  if (mapping.name === undefined) problems.push('feda-list/name-not-mapped')
  if (mapping.fedaId === undefined && mapping.fideId === undefined)
    problems.push('feda-list/id-not-mapped')
  if (mapping.rating === undefined && mapping.rapid === undefined && mapping.blitz === undefined) {
    problems.push('feda-list/rating-not-mapped')
  }
  return problems
}

/** The year of a birth cell written as a year or as a date (d/m/yyyy, yyyy-mm-dd). */
export function birthYearFromCell(cell: string): number | null | 'bad' {
  if (cell === '') return null
  if (cell.length === 4) {
    const y = numberOrBad(cell)
    if (typeof y === 'number' && y >= 1000) return y
  }
  const m = /(?:^|\D)(\d{4})(?:\D|$)/.exec(cell)
  return m ? Number(m[1]) : 'bad'
}

export interface FedaParseOptions {
  readonly mapping: FedaMapping
  /** Detected from the header when absent. */
  readonly delimiter?: Delimiter
  /** Values of the mapped federation column to keep; null keeps all. */
  readonly federations: ReadonlySet<string> | null
  readonly keepErrors?: number
}

type Row = { player: FedaListPlayer } | { code: ListErrorCode; column: number }

/**
 * A whole number of digits; null for an empty cell or zeros only (0, 00, 0000: no value, as a
 * rating of zero would reach the registry as a rating); 'bad' for anything else.
 */
function numberOrBad(c: string): number | null | 'bad' {
  let n = 0
  for (let i = 0; i < c.length; i++) {
    const d = c.charCodeAt(i) - 48
    if (d < 0 || d > 9) return 'bad'
    n = n * 10 + d
  }
  return n === 0 ? null : n
}

/** The cell of a mapped field ('' when unmapped or beyond the line) and its 1-based column. */
const cellOf = (cells: readonly string[], index: number | undefined): string =>
  index === undefined ? '' : (cells[index] ?? '')
const columnOf = (index: number | undefined): number => (index ?? 0) + 1

/** A rating cell read against the list's bound; 'bad' beyond it. */
function ratingOf(cells: readonly string[], index: number | undefined): number | null | 'bad' {
  const v = numberOrBad(cellOf(cells, index))
  return v !== null && v !== 'bad' && v > LIST_RATING_MAX ? 'bad' : v
}

// Plain functions over the mapping's indexes, no closures per row: a list has tens of thousands.
function readRow(cells: readonly string[], m: FedaMapping): Row {
  const name = cleanNameCut(cellOf(cells, m.name))
  if (name === '') return { code: 'rating-list/missing-name', column: columnOf(m.name) }
  const fideId = numberOrBad(cellOf(cells, m.fideId))
  if (fideId === 'bad' || (fideId !== null && fideId > LIST_ID_MAX))
    return { code: 'rating-list/bad-id', column: columnOf(m.fideId) }
  const fedaId = cellOf(cells, m.fedaId)
  if (fedaId === '' && fideId === null)
    return { code: 'rating-list/bad-id', column: columnOf(m.fedaId) }
  const rating = ratingOf(cells, m.rating)
  if (rating === 'bad') return { code: 'rating-list/bad-rating', column: columnOf(m.rating) }
  const rapid = ratingOf(cells, m.rapid)
  if (rapid === 'bad') return { code: 'rating-list/bad-rating', column: columnOf(m.rapid) }
  const blitz = ratingOf(cells, m.blitz)
  if (blitz === 'bad') return { code: 'rating-list/bad-rating', column: columnOf(m.blitz) }
  const year = birthYearFromCell(cellOf(cells, m.birth))
  if (year === 'bad') return { code: 'rating-list/bad-year', column: columnOf(m.birth) }
  const sex = cellOf(cells, m.sex).toUpperCase()
  const club = cellOf(cells, m.club)
  const federation = cellOf(cells, m.federation)
  const player: FedaListPlayer = {
    fedaId: fedaId === '' ? null : fedaId,
    fideId,
    name,
    rating,
    rapid,
    blitz,
    birthYear: year,
    sex: sex === 'M' || sex === 'H' ? 'M' : sex === 'F' || sex === 'W' ? 'F' : null,
    club: club === '' ? null : club,
    federation: federation === '' ? null : federation.toUpperCase(),
  }
  return { player }
}

/**
 * A streaming parser of a FEDA list exported as CSV or TSV with a header line, read through
 * the confirmed column mapping. Bad rows become located errors and the rest is imported.
 */
export function createFedaParser(options: FedaParseOptions): ListParser<FedaListPlayer> {
  const splitter = createLineSplitter()
  const errors = new ErrorLog<ListError>(options.keepErrors ?? 200)
  let delimiter: Delimiter | null = options.delimiter ?? null
  let header = false
  let lineNo = 0
  let records = 0
  let imported = 0
  let filteredOut = 0
  // The filter needs a federation column; without one every row is kept.
  const filter = options.mapping.federation === undefined ? null : options.federations

  const take = (lines: string[]): ListBatch<FedaListPlayer> => {
    const players: FedaListPlayer[] = []
    const batchErrors: ListError[] = []
    const fail = (code: ListErrorCode, column: number, text: string): void => {
      const e = { code, line: lineNo, column, text: text.slice(0, 200) }
      errors.add(e)
      batchErrors.push(e)
    }
    for (const line of lines) {
      lineNo++
      if (line.trim() === '') continue
      if (!header) {
        header = true
        delimiter ??= detectDelimiter(line)
        continue
      }
      records++
      const cells = splitDelimitedLine(line, delimiter ?? ',')
      if (cells === null) {
        fail('rating-list/unclosed-quote', line.lastIndexOf('"') + 1, line)
        continue
      }
      const row = readRow(cells, options.mapping)
      if ('code' in row) {
        fail(row.code, row.column, line)
        continue
      }
      if (filter !== null && !filter.has(row.player.federation ?? '')) {
        filteredOut++
        continue
      }
      players.push(row.player)
      imported++
    }
    return { players, errors: batchErrors }
  }
  return {
    push: (chunk) =>
      take(splitter.push(chunk.charCodeAt(0) === 0xfeff && lineNo === 0 ? chunk.slice(1) : chunk)),
    finish: () => take(splitter.finish()),
    summary: (): ListSummary => ({
      records,
      imported,
      filteredOut,
      errorCount: errors.count,
      errors: errors.kept,
      fatal: !header,
    }),
  }
}

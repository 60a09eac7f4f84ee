import type { IsoDate, RatingKind } from '../types.ts'

/** One rating of a list row: value, games in the period and K as published (null when absent). */
export interface ListRating {
  readonly rating: number
  readonly games: number | null
  readonly k: number | null
}

/** One player as read from a FIDE list. @see FIDE B.02 art. 7.1.2 (published fields) */
export interface FideListPlayer {
  readonly fideId: number
  readonly name: string
  readonly federation: string
  readonly sex: 'M' | 'F' | null
  readonly title: string | null
  readonly womanTitle: string | null
  readonly otherTitles: readonly string[]
  readonly standard: ListRating | null
  readonly rapid: ListRating | null
  readonly blitz: ListRating | null
  readonly birthYear: number | null
  readonly inactive: boolean
}

/**
 * The largest rating and FIDE id a list may give: beyond them a line is refused, so nothing a
 * list brings into the registry falls outside what its backups accept.
 */
export const LIST_RATING_MAX = 3500
export const LIST_ID_MAX = 9_999_999_999

/** A located problem in a list file: 1-based line and column (0 when unknown). */
export interface ListError {
  readonly code: ListErrorCode
  readonly line: number
  readonly column: number
  readonly text: string
}

export const LIST_ERROR_CODES = [
  'rating-list/missing-header',
  'rating-list/short-line',
  'rating-list/bad-id',
  'rating-list/bad-rating',
  'rating-list/bad-year',
  'rating-list/missing-name',
  'rating-list/bad-record',
  'rating-list/unclosed-quote',
] as const
export type ListErrorCode = (typeof LIST_ERROR_CODES)[number]

/** What one call of a streaming parser produced. */
export interface ListBatch<P> {
  readonly players: P[]
  readonly errors: ListError[]
}

/** Totals shown after an import. */
export interface ListSummary {
  /** Data lines or records read (header excluded). */
  readonly records: number
  readonly imported: number
  /** Rows left out by the federation filter. */
  readonly filteredOut: number
  readonly errorCount: number
  /** The first errors, kept for display (all are counted). */
  readonly errors: readonly ListError[]
  /** True when the file never showed a usable header. */
  readonly fatal: boolean
}

/** Options common to the list parsers. */
export interface ListParseOptions {
  /** Federations to keep (three-letter FIDE codes); null keeps everybody. */
  readonly federations: ReadonlySet<string> | null
  /** How many errors to keep for display; the rest are only counted. */
  readonly keepErrors?: number
}

/** A streaming list parser: feed text chunks in order, then call finish once. */
export interface ListParser<P> {
  push(chunk: string): ListBatch<P>
  finish(): ListBatch<P>
  summary(): ListSummary
}

/** Where a value of the registry came from, with the list date. */
export interface ListOrigin {
  readonly list: 'fide' | 'feda'
  readonly listDate: IsoDate
}

/** The rating kinds a single-type FIDE list may hold. */
export type ListRatingKind = RatingKind

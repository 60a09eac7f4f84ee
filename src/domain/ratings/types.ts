/** Vocabulary shared by the rating calculations and the rating lists. */

/** The three FIDE rating lists. @see FIDE B.02 art. 1, fide-facts section 6.4 */
export const RATING_KINDS = ['standard', 'rapid', 'blitz'] as const
export type RatingKind = (typeof RATING_KINDS)[number]

/** A calendar date written `YYYY-MM-DD`; strings of this shape compare in date order. */
export type IsoDate = string

/** Where a rating value came from: it is always shown next to the value. */
export type RatingSource =
  | { readonly kind: 'fide-list'; readonly listDate: IsoDate }
  | { readonly kind: 'feda-list'; readonly listDate: IsoDate }
  | { readonly kind: 'manual'; readonly enteredOn: IsoDate | null }

/** A rating together with its source. */
export interface SourcedRating {
  readonly value: number
  readonly source: RatingSource
}

/** The edition of B.02 in force on a date. @see fide-facts section 0 and 6.2 */
export type B02Edition = '2022' | '2024' | '2025-10'

/** The edition of the rating regulations in force on `date`. @see FIDE B.02 (2022, 2024, amendment of 1 Oct 2025) */
export function b02EditionOn(date: IsoDate): B02Edition {
  if (date >= '2025-10-01') return '2025-10'
  if (date >= '2024-03-01') return '2024'
  return '2022'
}

/** The calendar year of an ISO date. */
export function yearOf(date: IsoDate): number {
  return Number.parseInt(date.slice(0, 4), 10)
}

/** Rounds num/den (den > 0) to the nearest integer, halves away from zero, in integers only. */
export function roundHalfAwayFromZero(num: number, den: number): number {
  const sign = num < 0 ? -1 : 1
  const q = Math.floor((2 * Math.abs(num) + den) / (2 * den))
  return q === 0 ? 0 : sign * q
}

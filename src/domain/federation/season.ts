import { err, isIsoDate, ok, type Result } from '../core/index.ts'
import { fieldError, type FieldError } from './errors.ts'
import { cleanText } from './text.ts'

/** A season as the licence rules see it; dates are `YYYY-MM-DD`, both days included. */
export interface SeasonSpan {
  readonly id: string
  readonly startDate: string
  readonly endDate: string
}

export interface SeasonInput {
  readonly name: string
  readonly startDate: string
  readonly endDate: string
}

export interface SeasonData {
  readonly name: string
  readonly startDate: string
  readonly endDate: string
}

/** Where `day` falls with respect to a season. */
export type SeasonPhase = 'before' | 'in-progress' | 'ended'

/**
 * The phase of a season on `day` (`YYYY-MM-DD`): it has started on its first day and ends after
 * its last day, the date announced by circular.
 * @see FAPA art. 3.1
 */
export function seasonPhase(season: SeasonSpan, day: string): SeasonPhase {
  if (day < season.startDate) return 'before'
  if (day > season.endDate) return 'ended'
  return 'in-progress'
}

/**
 * Checks a season: a name, real dates, start not after end, and no overlap with another season
 * (a licence is valid until the end of its season, so seasons must not share days).
 * @see FAPA art. 3.1
 */
export function validateSeason(
  input: SeasonInput,
  others: readonly (SeasonSpan & { readonly name: string })[],
): Result<SeasonData, FieldError[]> {
  const errors: FieldError[] = []
  const name = cleanText(input.name)
  const startDate = input.startDate.trim()
  const endDate = input.endDate.trim()
  if (name === '') errors.push(fieldError('season/name-required', 'name'))
  else if (others.some((s) => s.name === name))
    errors.push(fieldError('season/duplicate-name', 'name'))
  const startOk = isIsoDate(startDate)
  const endOk = isIsoDate(endDate)
  if (!startOk) errors.push(fieldError('season/bad-date', 'startDate'))
  if (!endOk) errors.push(fieldError('season/bad-date', 'endDate'))
  if (startOk && endOk && startDate > endDate)
    errors.push(fieldError('season/ends-before-start', 'endDate'))
  if (startOk && endOk && startDate <= endDate) {
    const clash = others.find((s) => s.startDate <= endDate && startDate <= s.endDate)
    if (clash) errors.push(fieldError('season/overlap', 'startDate', { season: clash.name }))
  }
  if (errors.length > 0) return err(errors)
  return ok({ name, startDate, endDate })
}

/** The FEDA base rating an unrated player counts at when a season sets none. @see FAPA art. 72 */
export const DEFAULT_BASE_RATING = 1400
/** Bounds of a season's FEDA base rating (whole rating points). */
export const BASE_RATING_MIN = 1000
export const BASE_RATING_MAX = 2200

/** The FEDA base rating in force in a season: its own setting, else 1400. @see FAPA art. 72 */
export function baseRatingOf(season: { readonly baseRating?: number } | undefined): number {
  return season?.baseRating ?? DEFAULT_BASE_RATING
}

/** Checks a season's FEDA base rating: a whole number from 1000 to 2200. @see FAPA art. 72 */
export function checkBaseRating(value: number): FieldError[] {
  if (!Number.isInteger(value) || value < BASE_RATING_MIN || value > BASE_RATING_MAX)
    return [
      fieldError('season/bad-base-rating', 'baseRating', {
        min: BASE_RATING_MIN,
        max: BASE_RATING_MAX,
      }),
    ]
  return []
}

/** The season containing `day`, if any. @see FAPA art. 3.1 */
export function seasonOn<S extends SeasonSpan>(seasons: readonly S[], day: string): S | undefined {
  return seasons.find((s) => seasonPhase(s, day) === 'in-progress')
}

import { dpForPercent, percentHundredths } from './tables.ts'
import { b02EditionOn, roundHalfAwayFromZero, type IsoDate, type RatingKind } from './types.ts'

/**
 * Performance rating Ra + dp(p): Ra is the opponents' average rounded to an integer, p the score
 * fraction rounded to hundredths. `scoreHalfPoints` is in half-points. Null without opponents.
 * @see FIDE B.02 art. 8.1.1, B.01 art. 1.4.9
 */
export function performanceRating(
  opponentRatings: readonly number[],
  scoreHalfPoints: number,
): number | null {
  const n = opponentRatings.length
  if (n === 0) return null
  const ra = roundHalfAwayFromZero(
    opponentRatings.reduce((s, r) => s + r, 0),
    n,
  )
  return ra + dpForPercent(percentHundredths(scoreHalfPoints, n))
}

/** Why a computed first rating is not published yet. */
export type InitialRatingIssue = 'rating/fewer-than-5-games' | 'rating/below-1400'

export interface InitialRating {
  /** The computed rating (after the 2200 ceiling of the 2024 text), or null without games. */
  readonly rating: number | null
  readonly published: boolean
  readonly issues: readonly InitialRatingIssue[]
}

/** Ra and p include two hypothetical draws against 1800-rated opponents from the 2024 text. */
const HYPOTHETICAL_OPPONENT = 1800
const INITIAL_CEILING = 2200
const PUBLISH_FLOOR = 1400
const MIN_GAMES = 5

function initialRating2024(ratings: readonly number[], hp: number): number {
  const n = ratings.length + 2
  const sum = ratings.reduce((s, r) => s + r, 0) + 2 * HYPOTHETICAL_OPPONENT
  // The two hypothetical draws add one point, that is two half-points.
  const dp = dpForPercent(percentHundredths(hp + 2, n))
  return Math.min(INITIAL_CEILING, roundHalfAwayFromZero(sum + dp * n, n))
}

function initialRating2022(ratings: readonly number[], hp: number): number {
  const n = ratings.length
  const sum = ratings.reduce((s, r) => s + r, 0)
  // Above 50 %: 20 points per half-point above half the games.
  if (hp > n) return roundHalfAwayFromZero(sum + 20 * (hp - n) * n, n)
  return roundHalfAwayFromZero(sum + dpForPercent(percentHundredths(hp, n)) * n, n)
}

/**
 * First rating of an unrated player from games against rated opponents (`scoreHalfPoints` in
 * half-points, a zero first event already removed by the caller), with the publication checks.
 * @see FIDE B.02 art. 8.2 and 7.1.4 (2024 and 2022 texts), fide-facts section 6.3
 */
export function initialRating(
  opponentRatings: readonly number[],
  scoreHalfPoints: number,
  date: IsoDate,
): InitialRating {
  if (opponentRatings.length === 0)
    return { rating: null, published: false, issues: ['rating/fewer-than-5-games'] }
  const rating =
    b02EditionOn(date) === '2022'
      ? initialRating2022(opponentRatings, scoreHalfPoints)
      : initialRating2024(opponentRatings, scoreHalfPoints)
  const issues: InitialRatingIssue[] = []
  if (opponentRatings.length < MIN_GAMES) issues.push('rating/fewer-than-5-games')
  if (rating < PUBLISH_FLOOR) issues.push('rating/below-1400')
  return { rating, published: issues.length === 0, issues }
}

/**
 * The rating a player starts from in a list where unrated: in rapid and blitz an existing standard
 * rating is used; otherwise none.
 * @see fide-facts section 6.4 (rapid and blitz differences)
 */
export function startingRating(
  kind: RatingKind,
  own: number | null,
  standard: number | null,
): number | null {
  if (own !== null) return own
  return kind === 'standard' ? null : standard
}

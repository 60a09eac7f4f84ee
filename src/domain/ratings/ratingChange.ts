import { isPlayed, pointsFor, type Outcome } from '../core/index.ts'
import { expectedScoreHundredths } from './tables.ts'
import { b02EditionOn, roundHalfAwayFromZero, type IsoDate, type RatingKind } from './types.ts'

/** One game of the player whose change is previewed. */
export interface RatingGame {
  readonly outcome: Outcome
  /** The opponent's published rating in this list, or null when unrated. */
  readonly opponentRating: number | null
}

/** Why a game does not enter the rating calculation. */
export type UnratedGameReason =
  'rating/unplayed' | 'rating/opponent-unrated' | 'rating/gap-600-above-2600'

/** The contribution of one game, in hundredths of a point. */
export interface RatedGameLine {
  readonly rated: boolean
  readonly reason: UnratedGameReason | null
  /** Own rating minus the opponent's, as published. */
  readonly difference: number
  /** The difference after the 400-point rule. */
  readonly differenceUsed: number
  /** Expected score PD, hundredths. */
  readonly expected: number
  /** Score minus PD, hundredths. */
  readonly delta: number
}

/** Rapid and blitz games with a gap of 600+ are not rated when either player is above 2600 from this date. */
const GAP_600_FROM = '2024-12-01'

/**
 * Whether the 400-point cap applies to a player of `rating` on `date` in `kind`.
 * @see FIDE B.02 art. 8.3.1 (2024) and the 1 Oct 2025 amendment; fide-facts 6.4 (no exemption in rapid/blitz)
 */
export function appliesFourHundredRule(rating: number, kind: RatingKind, date: IsoDate): boolean {
  if (kind !== 'standard') return true
  if (b02EditionOn(date) === '2025-10') return rating < 2650
  return true
}

function unratedReason(
  rating: number,
  game: RatingGame,
  kind: RatingKind,
  date: IsoDate,
): UnratedGameReason | null {
  if (!isPlayed(game.outcome)) return 'rating/unplayed'
  if (game.opponentRating === null) return 'rating/opponent-unrated'
  const gap = Math.abs(rating - game.opponentRating)
  if (
    kind !== 'standard' &&
    date >= GAP_600_FROM &&
    gap >= 600 &&
    Math.max(rating, game.opponentRating) > 2600
  ) {
    return 'rating/gap-600-above-2600'
  }
  return null
}

/**
 * Per-game lines of a rating change: difference, 400-point rule, expected score and score minus
 * expectation, all in hundredths. Under the 2022 text only the game with the largest gap gets the cap.
 * @see FIDE B.02 art. 8.3.1-8.3.2, fide-facts section 6.2
 */
export function rateGames(
  rating: number,
  games: readonly RatingGame[],
  kind: RatingKind,
  date: IsoDate,
): RatedGameLine[] {
  const capApplies = appliesFourHundredRule(rating, kind, date)
  const reasons = games.map((g) => unratedReason(rating, g, kind, date))
  let onlyCapped = -1
  if (kind === 'standard' && b02EditionOn(date) === '2022') {
    let largest = 400
    games.forEach((g, i) => {
      const gap = g.opponentRating === null ? 0 : Math.abs(rating - g.opponentRating)
      if (reasons[i] === null && gap > largest) {
        largest = gap
        onlyCapped = i
      }
    })
  }
  return games.map((g, i) => {
    const reason = reasons[i] ?? null
    const difference = g.opponentRating === null ? 0 : rating - g.opponentRating
    const capHere = capApplies && (onlyCapped === -1 || onlyCapped === i)
    const differenceUsed = capHere ? Math.max(-400, Math.min(400, difference)) : difference
    if (reason !== null)
      return { rated: false, reason, difference, differenceUsed, expected: 0, delta: 0 }
    const expected = expectedScoreHundredths(differenceUsed)
    const delta = 50 * pointsFor(g.outcome) - expected
    return { rated: true, reason: null, difference, differenceUsed, expected, delta }
  })
}

/**
 * Rating change K x sum(score - PD), rounded once for the period, .5 away from zero.
 * `deltaHundredths` is the sum of the per-game deltas.
 * @see FIDE B.02 art. 8.3.4
 */
export function ratingChangeFromDelta(k: number, deltaHundredths: number): number {
  return roundHalfAwayFromZero(k * deltaHundredths, 100)
}

import { yearOf, type IsoDate, type RatingKind } from './types.ts'

/** What decides a player's development coefficient K for one rating period. */
export interface KFactorInput {
  readonly kind: RatingKind
  /** The published rating at the start of the period. */
  readonly rating: number
  /** Rated games completed in earlier periods (for the 30-game rule). */
  readonly gamesBefore: number
  readonly birthYear: number | null
  /** True once any published rating of this list has reached 2400. */
  readonly hasReached2400: boolean
  /** Rated games in this period (for the K x n <= 700 cap). */
  readonly gamesInPeriod: number
  /** A date inside the rating period. */
  readonly periodDate: IsoDate
}

/** Why K has its value; shown in the rating preview. */
export type KFactorReason =
  'new-player' | 'junior' | 'below-2400' | 'reached-2400' | 'rapid-blitz-flat'

export interface KFactor {
  readonly k: number
  readonly reason: KFactorReason
  /** True when K was lowered so that K x n does not exceed 700. */
  readonly capped: boolean
}

/** Rapid and blitz K followed the standard rules from this date; before it K was 20 for all. */
const RAPID_BLITZ_STANDARD_K_FROM = '2022-10-01'

/** The development coefficient K before the 700 cap. @see FIDE B.02 art. 8.3.3 */
function baseK(input: KFactorInput): { k: number; reason: KFactorReason } {
  if (input.kind !== 'standard' && input.periodDate < RAPID_BLITZ_STANDARD_K_FROM) {
    return { k: 20, reason: 'rapid-blitz-flat' }
  }
  if (input.hasReached2400 || input.rating >= 2400) return { k: 10, reason: 'reached-2400' }
  if (input.gamesBefore < 30) return { k: 40, reason: 'new-player' }
  // K 40 lasts until the end of the year in which the player turns 18.
  if (
    input.birthYear !== null &&
    yearOf(input.periodDate) <= input.birthYear + 18 &&
    input.rating < 2300
  ) {
    return { k: 40, reason: 'junior' }
  }
  return { k: 20, reason: 'below-2400' }
}

/**
 * K for a rating period, lowered to the largest integer with K x n <= 700 when needed.
 * @see FIDE B.02 art. 8.3.3 (fide-facts section 6.2 item 5)
 */
export function kFactorFor(input: KFactorInput): KFactor {
  const { k, reason } = baseK(input)
  const n = input.gamesInPeriod
  if (n > 0 && k * n > 700) return { k: Math.floor(700 / n), reason, capped: true }
  return { k, reason, capped: false }
}

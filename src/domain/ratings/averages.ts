/** The two national averages of the individual championship and their fall-backs. */

/** The base ratings in force, set by the federation each season. @see FAPA art. 55.2 */
export interface BaseRatings {
  readonly fide: number
  readonly feda: number
}

/** A player's two ratings as used by FAPA (null when the player has none). */
export interface FideFedaRatings {
  readonly fide: number | null
  readonly feda: number | null
}

export type AverageKind = 'fide' | 'feda'

/** The value a player contributes to an average and which rule supplied it. */
export interface AverageTerm {
  readonly value: number
  readonly from: 'fide' | 'feda' | 'base'
}

/**
 * The rating a player contributes to the FIDE average (FIDE, else FEDA, else the FIDE base) or to
 * the FEDA average (FEDA, else FIDE, else the FEDA base).
 * @see FAPA art. 55.2
 */
export function averageTerm(
  player: FideFedaRatings,
  kind: AverageKind,
  bases: BaseRatings,
): AverageTerm {
  const first = kind === 'fide' ? player.fide : player.feda
  if (first !== null) return { value: first, from: kind }
  const second = kind === 'fide' ? player.feda : player.fide
  if (second !== null) return { value: second, from: kind === 'fide' ? 'feda' : 'fide' }
  return { value: kind === 'fide' ? bases.fide : bases.feda, from: 'base' }
}

export interface RatingAverage {
  /** Rounded once, halves up. */
  readonly average: number
  readonly sum: number
  readonly count: number
  readonly terms: readonly AverageTerm[]
}

/**
 * Average of the FIDE or FEDA ratings of `players` with the fall-backs of art. 55; null when empty.
 * @see FAPA art. 55.2
 */
export function averageRating(
  players: readonly FideFedaRatings[],
  kind: AverageKind,
  bases: BaseRatings,
): RatingAverage | null {
  if (players.length === 0) return null
  const terms = players.map((p) => averageTerm(p, kind, bases))
  const sum = terms.reduce((s, t) => s + t.value, 0)
  return {
    average: Math.floor((2 * sum + players.length) / (2 * players.length)),
    sum,
    count: players.length,
    terms,
  }
}

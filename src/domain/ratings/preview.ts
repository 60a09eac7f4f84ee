import { kFactorFor, type KFactor } from './kFactor.ts'
import {
  rateGames,
  ratingChangeFromDelta,
  type RatedGameLine,
  type RatingGame,
} from './ratingChange.ts'
import type { IsoDate, RatingKind } from './types.ts'

/** A rated player's games in one event, with what decides K. */
export interface RatingPreviewInput {
  readonly kind: RatingKind
  /** A date inside the rating period (decides the edition of B.02 and the junior year). */
  readonly date: IsoDate
  readonly rating: number
  readonly gamesBefore: number
  readonly birthYear: number | null
  readonly hasReached2400: boolean
  readonly games: readonly RatingGame[]
}

export interface RatingPreview {
  readonly lines: readonly RatedGameLine[]
  readonly ratedGames: number
  /** Sum of score minus PD over the rated games, hundredths. */
  readonly deltaHundredths: number
  readonly k: KFactor
  /** Rating points, rounded once. */
  readonly change: number
  readonly newRating: number
}

/**
 * The rating change a rated player would get for one event (the whole period = this event).
 * @see FIDE B.02 art. 8.3, fide-facts section 6.2
 */
export function previewRatingChange(input: RatingPreviewInput): RatingPreview {
  const lines = rateGames(input.rating, input.games, input.kind, input.date)
  const ratedGames = lines.filter((l) => l.rated).length
  const deltaHundredths = lines.reduce((sum, l) => sum + l.delta, 0)
  const k = kFactorFor({
    kind: input.kind,
    rating: input.rating,
    gamesBefore: input.gamesBefore,
    birthYear: input.birthYear,
    hasReached2400: input.hasReached2400,
    gamesInPeriod: ratedGames,
    periodDate: input.date,
  })
  const change = ratingChangeFromDelta(k.k, deltaHundredths)
  return { lines, ratedGames, deltaHundredths, k, change, newRating: input.rating + change }
}

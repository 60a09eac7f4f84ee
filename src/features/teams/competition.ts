/**
 * The divisional competitions' rules with the FEDA base rating of the competition's season for
 * unrated players in the 4th-division ranking; the rules themselves are in `domain/teams`.
 */
import type { TeamId, Result } from '../../domain/core/index.ts'
import { DEFAULT_BASE_RATING } from '../../domain/federation/index.ts'
import {
  initialOrder as initialOrderAt,
  nextRound as nextRoundAt,
  type NextRoundError,
  type RoundRow,
  type TeamCompetitionRow,
} from '../../domain/teams/index.ts'

/**
 * The starting numbers (league) or ranking (Swiss) of a competition, drawn from its seed; the
 * Swiss ranking counts an unrated player at the season's FEDA base rating.
 * @see FAPA art. 72
 */
export function initialOrder(
  c: TeamCompetitionRow,
  baseRating: number = DEFAULT_BASE_RATING,
): TeamId[] {
  return initialOrderAt(c, baseRating)
}

/** The next round of a divisional competition, unrated players at the season's base rating. @see FAPA art. 71-72 */
export function nextRound(
  c: TeamCompetitionRow,
  /** The season's FEDA base rating, for the ranking made with round 1 (art. 72). */
  baseRating: number = DEFAULT_BASE_RATING,
): Result<{ order: string[]; round: RoundRow }, NextRoundError> {
  return nextRoundAt(c, baseRating)
}

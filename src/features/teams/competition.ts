/**
 * The divisional competitions' rules with the FEDA base rating this device uses for unrated
 * players in the 4th-division ranking; the rules themselves are in `domain/teams`.
 */
import type { TeamId, Result } from '../../domain/core/index.ts'
import {
  initialOrder as initialOrderAt,
  nextRound as nextRoundAt,
  type NextRoundError,
  type RoundRow,
  type TeamCompetitionRow,
} from '../../domain/teams/index.ts'

/** FEDA base rating for unrated players in the 4th-division ranking (art. 72). */
export const BASE_RATING = 1400

/** The starting numbers or ranking of a competition, unrated players at `BASE_RATING`. @see FAPA art. 72 */
export function initialOrder(c: TeamCompetitionRow): TeamId[] {
  return initialOrderAt(c, BASE_RATING)
}

/** The next round of a divisional competition, unrated players at `BASE_RATING`. @see FAPA art. 71-72 */
export function nextRound(
  c: TeamCompetitionRow,
): Result<{ order: string[]; round: RoundRow }, NextRoundError> {
  return nextRoundAt(c, BASE_RATING)
}

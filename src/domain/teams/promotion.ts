import type { ClubId, TeamId } from '../core/index.ts'
import type { Division, Violation } from './types.ts'

/** A team's final place in a division (or 3rd-division group), best first. */
export interface RankedTeam {
  readonly teamId: TeamId
  readonly clubId: ClubId
  readonly letter: string
  readonly rank: number
  /** Points and points at stake, same unit (percentage = points / possible). */
  readonly points: number
  readonly possible: number
}

export interface DivisionStanding {
  readonly division: Division
  readonly group?: number
  readonly ranking: readonly RankedTeam[]
}

export const MOVE_REASONS = [
  'promoted',
  'relegated',
  'departed',
  'not-registered',
  'club-limit-down',
  'repechage',
] as const
export type MoveReason = (typeof MOVE_REASONS)[number]

/** A team changing division for next season, with the article that moves it. */
export interface Move {
  readonly teamId: TeamId
  readonly from: Division
  readonly to: Division
  readonly reason: MoveReason
  readonly article: string
}

/** Next season as a proposal the competition committee can edit. @see FAPA art. 76 */
export interface SeasonProposal {
  readonly champion: TeamId | null
  readonly moves: readonly Move[]
  readonly divisions: Readonly<Record<Division, readonly TeamId[]>>
  /** Promotions refused, club limits and any remaining conflict, as data. */
  readonly notes: readonly Violation[]
}

/** Promotions and relegations per division (3rd: per group). @see FAPA art. 76.1 */
export const PROMOTE: Readonly<Record<2 | 3 | 4, number>> = { 2: 3, 3: 2, 4: 4 }
export const RELEGATE: Readonly<Record<1 | 2 | 3, number>> = { 1: 3, 2: 4, 3: 2 }
/** Teams of one club a division may hold. @see FAPA art. 68.2 */
export const CLUB_LIMIT: Readonly<Record<Division, number>> = { 1: 1, 2: 1, 3: 2, 4: Infinity }
/** Division sizes kept by repechage. @see FAPA art. 71, 76.2 */
export const DIVISION_SIZE: Readonly<Record<1 | 2 | 3, number>> = { 1: 12, 2: 12, 3: 24 }

/** Better by 76.4: higher percentage, then more points, then the lower letter. @see FAPA art. 76.4 */
export function betterForPromotion(a: RankedTeam, b: RankedTeam): boolean {
  const pct = a.points * Math.max(b.possible, 1) - b.points * Math.max(a.possible, 1)
  if (pct !== 0) return pct > 0
  if (a.points !== b.points) return a.points > b.points
  return a.letter < b.letter
}

/** Orders candidates for a repechage: percentage, then points, then place. @see FAPA art. 76.9.2 */
export function byPercentage(a: RankedTeam, b: RankedTeam): number {
  return betterForPromotion(a, b) ? -1 : betterForPromotion(b, a) ? 1 : a.rank - b.rank
}

import type { ClubId, PlayerId, TeamId } from '../core/index.ts'
import type { TeamsViolationCode } from './errorCodes.ts'

/** Divisions of the Asturian team championship, 1 = top (FAPA art. 68.1). */
export const DIVISIONS = [1, 2, 3, 4] as const
export type Division = (typeof DIVISIONS)[number]

/** The kinds of team competition FAPA runs (art. 68, 85, 93, 101). */
export const COMPETITION_KINDS = ['league', 'blitz', 'rapid', 'cup'] as const
export type CompetitionKind = (typeof COMPETITION_KINDS)[number]

export interface Club {
  readonly id: ClubId
  readonly name: string
  /** Arbiter-defined geographic zone, used to avoid long trips in the 4th division (art. 71). */
  readonly zone?: string
}

/** A team of a club: letter A for the highest category, B, C... below it (art. 14). */
export interface Team {
  readonly id: TeamId
  readonly clubId: ClubId
  readonly letter: string
  readonly division: Division
  /** 3rd-division group (1 or 2), art. 71-72. */
  readonly group?: number
}

/** FIDE titles that keep a player counted as a foreigner whatever his rating (art. 18). */
export const FOREIGNER_TITLES = ['GM', 'IM', 'FM', 'WGM', 'WIM'] as const

export interface RosterPlayer {
  readonly id: PlayerId
  readonly name: string
  /** Club holding the player's licence for the season, or null (independent licence). */
  readonly clubId: ClubId | null
  readonly licensed: boolean
  /** Sanctioned without play or eliminated from the competition (art. 74.6.f). */
  readonly sanctioned?: boolean
  readonly fideRating?: number
  /** FEDA rating; 0 or missing = unrated. */
  readonly fedaRating?: number
  readonly title?: string
  /** 'es' for Spanish players, 'eu' for other EU citizens, 'non-eu' otherwise (art. 18). */
  readonly nationality: 'es' | 'eu' | 'non-eu'
  /** Years of proven residence in Asturias (art. 18 exemption at 2). */
  readonly residenceYears?: number
}

/**
 * A rule broken, as data for the arbiter: the code, the article and what follows from it.
 * `fromBoard` is set when the consequence is the loss of the points from that board on.
 */
export interface Violation {
  readonly code: TeamsViolationCode
  readonly article: string
  readonly consequence: Consequence
  readonly teamId?: TeamId
  readonly playerId?: PlayerId
  readonly board?: number
  readonly fromBoard?: number
  readonly detail?: string
}

/** What a broken rule entails (the article says which). */
export const CONSEQUENCES = [
  'registration-rejected',
  'points-lost-from-board',
  'match-lost-by-forfeit',
  'player-dropped',
  'team-eliminated',
  'half-point-deduction',
  'not-allowed',
  'promotion-blocked',
] as const
export type Consequence = (typeof CONSEQUENCES)[number]

/** Builds a violation record (keeps call sites short). */
export function violation(
  code: Violation['code'],
  article: string,
  consequence: Consequence,
  extra: Omit<Violation, 'code' | 'article' | 'consequence'> = {},
): Violation {
  return { code, article, consequence, ...extra }
}

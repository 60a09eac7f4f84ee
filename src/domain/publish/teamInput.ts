/**
 * What the website of a team competition is built from: the competition as the team screens
 * read it (teams with their board orders, rounds of matches, standings with the FAPA chain), the
 * lineups of the match sheets received, and, at the end, the season's promotions and
 * relegations. The team screens gather it; the site builder only lays it out.
 */
import type { Division, MatchRecord, Move, TeamStandingRow } from '../teams/index.ts'

export interface SiteTeam {
  readonly id: string
  readonly name: string
  readonly club: string
  /** Board order, strongest first (FAPA art. 69-70). */
  readonly players: readonly { readonly name: string; readonly rating: number }[]
}

/** One match: the record the standings count, and what the published page adds to it. */
export interface SiteMatch {
  readonly match: MatchRecord
  /** Group ("A") or places at stake ("5-6") in blitz, rapid and cup events; empty in a league. */
  readonly stage?: string
  /** `YYYY-MM-DD` when known (from the match sheet). */
  readonly date?: string
  /** Names on each board, home and away, from the match sheet; null where no one played. */
  readonly lineup?: {
    readonly home: readonly (string | null)[]
    readonly away: readonly (string | null)[]
  }
}

export interface SiteRound {
  readonly round: number
  readonly matches: readonly SiteMatch[]
  /** The team resting this round (odd number of teams), by id. */
  readonly bye: string | null
}

export const TEAM_KINDS = ['league', 'swiss', 'blitz', 'rapid', 'cup'] as const
export type TeamKind = (typeof TEAM_KINDS)[number]

export interface TeamSiteInput {
  readonly name: string
  readonly kind: TeamKind
  readonly division: Division
  readonly totalRounds: number
  readonly boards: number
  readonly teams: readonly SiteTeam[]
  readonly rounds: readonly SiteRound[]
  /** Standings over the completed matches, in rank order (the screens' own). */
  readonly standings: readonly TeamStandingRow[]
  /** Tie-break codes of the chain, in the order applied. @see FAPA art. 29.3, 29.4, 91, 99 */
  readonly tieCodes: readonly string[]
  /** At the end of the season: the champion and the moves of this competition's teams. */
  readonly season?: { readonly champion: string | null; readonly moves: readonly Move[] }
}

import type { PlayerIdentity } from '../federation/index.ts'
import type { BoardResult, Division } from '../teams/index.ts'

/** A player as the season package carries him: enough to fill and check a sheet. */
export interface SheetPlayer {
  readonly id: string
  /** Name and two surnames, as art. 79.3 wants them on the sheet. */
  readonly name: string
  /** Rating code shown on the sheet (FEDA rating, 0 = unrated). */
  readonly rating: number
  readonly clubId: string
  readonly licensed: boolean
  readonly nationality: 'es' | 'eu' | 'non-eu'
  readonly fideRating?: number
  readonly title?: string
  /** Years of proven residence in Asturias: two make a foreigner not count (art. 18). */
  readonly residenceYears?: number
  /** Registry identifiers; absent when the registry holds no record for the entry. */
  readonly identity?: PlayerIdentity
}

/** A team with its board order (player ids, strongest first). @see FAPA art. 69-70 */
export interface SheetTeam {
  readonly id: string
  readonly name: string
  readonly clubId: string
  readonly letter: string
  readonly division: Division
  readonly order: readonly string[]
  /**
   * Late additions to the order: player id -> the rounds after which he may line up (his new
   * order was presented then, art. 70.5). Absent when the order has none.
   */
  readonly addedAfter?: Readonly<Record<string, number>>
  /** The club whose key signs this team's home actas (a registry club id or 'club:<name>'). */
  readonly signingClub?: string
}

/** One match the package lets a captain fill. Date is the local date, time the official start. */
export interface SheetFixture {
  readonly matchId: string
  readonly round: number
  readonly homeId: string
  readonly awayId: string
  /** 'YYYY-MM-DD' local date of play. */
  readonly date: string
  /** 'HH:MM' official start time set by the federation (art. 79.2). */
  readonly time: string
  /** Where it is played: the home club's venue, when the registry has it (art. 67, 79.2). */
  readonly venue?: string
}

/** An incident or protest, time-stamped; 'sub condicione' games keep both clocks (art. 80.2). */
export interface Incident {
  /** 'HH:MM' local time when it was written. */
  readonly at: string
  readonly board: number | null
  readonly text: string
  /** Remaining minutes on each clock for a game played under protest. */
  readonly clocks?: { readonly white: number; readonly black: number }
}

export const SIGNERS = ['home', 'away', 'arbiter'] as const
export type Signer = (typeof SIGNERS)[number]

/**
 * The match sheet (acta) of art. 79: header, both lineups (null = board left empty), the board
 * results from the home player's side, incidents and the three signatures as image data URLs.
 */
export interface MatchSheet {
  readonly matchId: string
  readonly competitionId: string
  readonly competitionName: string
  readonly round: number
  readonly homeId: string
  readonly awayId: string
  readonly boards: number
  readonly division: Division
  readonly date: string
  readonly time: string
  readonly venue: string
  readonly arbiter: string
  readonly homeCaptain: string
  readonly awayCaptain: string
  readonly homeLineup: readonly (string | null)[]
  readonly awayLineup: readonly (string | null)[]
  readonly results: readonly (BoardResult | null)[]
  readonly incidents: readonly Incident[]
  readonly signatures: Readonly<Record<Signer, string | null>>
  /** 1 for the first signed sheet; a correction after signing is a new version (art. 79.7). */
  readonly version: number
  /** Hash of the version this one corrects, null for the first. */
  readonly supersedes: string | null
  /**
   * Registry identifiers of the players named on the sheet, by their package id, so the
   * federation matches them across clubs and competitions (art. 74.4, 75.3).
   */
  readonly identities?: Readonly<Record<string, PlayerIdentity>>
}

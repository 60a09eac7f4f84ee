/**
 * A team competition's state as the screens, exports and match sheets read it: its teams and board
 * orders, rounds and board results. The stored form is its log (competitionLog.ts); this is what
 * folding it gives.
 */
import type { BoardResult } from './match.ts'
import type { Division } from './types.ts'
import type { CommitteeSanction } from './committeeSanctions.ts'
import type { OrderOverride } from './orderVerdict.ts'
import type { TieDecision } from '../tiebreaks/index.ts'

/** A team entered in a competition, with its board order as FEDA ratings (0 = unrated). */
export interface CompetitionTeam {
  id: string
  name: string
  club: string
  /** Arbiter-defined zone (art. 71); empty when none. */
  zone: string
  /** Board order, strongest first (art. 69-70). */
  players: BoardOrderLine[]
  /** The director's override of a refused order, with its reason (registered or paired anyway). */
  override?: OrderOverride
}

/**
 * One line of a board order: the name and rating shown, and the registry player it is when the
 * officer picked him from the registry (older lines, typed as text, have no `playerId`).
 */
export interface BoardOrderLine {
  name: string
  rating: number
  /** Registry player id. */
  playerId?: string
  /** Where the rating comes from: the registry's FEDA or FIDE standard rating, or none. */
  ratingSource?: 'feda' | 'fide' | 'none'
  /** Added after the notification period, once the given number of rounds was made (art. 70.5). */
  addedAfterRound?: number
}

export interface FixtureRow {
  homeId: string
  awayId: string
  boards: (BoardResult | null)[]
  /** Board from which a side's lineup was improper (art. 74.5), as the arbiter decided. */
  homeImproperFrom?: number | null
  awayImproperFrom?: number | null
  /** Blitz and rapid group stage: the group the match belongs to (art. 88, 96). */
  group?: 'A' | 'B'
  /** Play-off: the places at stake, e.g. [1, 2] for the final (art. 88, 96). */
  places?: [number, number]
  /** Knockout or play-off match level on every count: the side the committee declared winner. */
  decided?: 'home' | 'away' | null
  /** When the home team communicated the result by e-mail or telephone (art. 82.4). */
  communicated?: { date: string; time: string }
}

export interface RoundRow {
  round: number
  fixtures: FixtureRow[]
  bye: string | null
  /** Cup: teams exempt from this round by lot, joining in the next one (art. 106). */
  exempt?: string[]
}

/** Formats besides the divisional championship (absent = league or 4th-division Swiss). */
export type EventKind = 'blitz' | 'rapid' | 'cup'

/** One team competition: the state its log folds to. */
export interface TeamCompetitionRow {
  id: string
  name: string
  division: Division
  system: 'swiss' | 'league'
  totalRounds: number
  /** Seed of every lot (starting numbers, ties), recorded so the draw can be repeated. */
  seed: number
  teams: CompetitionTeam[]
  /** Team ids in ranking (TPN) or starting-number order, fixed when round 1 is made. */
  order: string[] | null
  rounds: RoundRow[]
  /**
   * How teams the chain left level were separated (art. 29.3.f): a lot with `seed` or a playoff,
   * teams named by their place in `teams` from 1; absent when none was recorded.
   */
  tieDecisions?: TieDecision[]
  /** Team blitz, team rapid or Asturias Cup; absent for the divisional championship. */
  kind?: EventKind
  /** Blitz and rapid: each group's teams in starting-number order, fixed with round 1 (art. 87-88). */
  groups?: { A: string[]; B: string[] } | null
  /**
   * Last day ('YYYY-MM-DD') of the board orders' notification period the FAPA circular sets
   * (art. 70.4); absent when not set, and then the period ends when round 1 is made.
   */
  notificationEnds?: string
  /**
   * League withdrawals the director recorded: the team, the last round it played and the reason
   * (art. 65); eliminations by absences (art. 78) are found from the results instead.
   */
  withdrawals?: { teamId: string; afterRound: number; reason: string; at: string }[]
  /**
   * The calendar the federation set: the date of each round ('YYYY-MM-DD', index 0 = round 1,
   * '' when not set) and the official start time (art. 79.2).
   */
  schedule?: { dates: string[]; time: string }
  /**
   * A 3rd division registered as one list and split into its two groups (art. 71-72): the ids
   * of the two group competitions; the list itself is never paired.
   */
  splitInto?: string[]
  /**
   * The registry season the director chose for the competition; absent, the season is the one
   * its dates fall in (its base rating counts the unrated in the strength order, art. 72).
   */
  seasonId?: string
  /** The Comité de Competición's sanctions, each with its article, points and reason. */
  sanctions?: CommitteeSanction[]
  createdAt: string
  updatedAt: string
}

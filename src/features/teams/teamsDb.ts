import type { Table } from 'dexie'
import type { EcPrivateJwk, EcPublicJwk } from '../../domain/matchSheet/index.ts'
import {
  sanctionKey,
  type BoardResult,
  type Division,
  type OrderOverride,
  type SanctionDecision,
} from '../../domain/teams/index.ts'
import type { TieDecision } from '../../domain/tiebreaks/index.ts'
import type { AlfilDb } from '../../db/db.ts'

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

/** One team competition, stored whole. */
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
  createdAt: string
  updatedAt: string
}

/** One change the competition committee made to the next-season proposal (art. 76.9). */
export interface SeasonEditRow {
  /** The team moved or replaced (a team id of a league competition). */
  teamId: string
  action: 'up' | 'down' | 'replace'
  /** For `replace`: the name of the team that takes its place. */
  replacement?: string
  /** The committee's reason, required. */
  reason: string
  at: string
}

/** The committee's edits of the next-season proposal (migration 007); one row per season. */
export interface SeasonPlanRow {
  id: string
  edits: SeasonEditRow[]
  updatedAt: string
}

/** The table of season plans (migration 007). */
export function seasonPlans(db: AlfilDb): Table<SeasonPlanRow, string> {
  return db.table<SeasonPlanRow, string>('teamSeasonPlans')
}

/**
 * A club's signing key as the federation keeps it (art. 79.6, 82.1): the public half to verify
 * its actas, the private half to put in the club's season packages, and when it was revoked.
 * Club keys are season records of the team competitions, so they live in the season table of
 * migration 007 beside the committee's plan, under ids 'club-key:<keyId>'.
 */
export interface ClubKeyRow {
  id: string
  kind: 'club-key'
  clubId: string
  clubName: string
  keyId: string
  publicKey: EcPublicJwk
  privateKey: EcPrivateJwk
  issuedAt: string
  revokedAt: string | null
  updatedAt: string
}

/** Row id of a club key. */
export const clubKeyRowId = (keyId: string) => `club-key:${keyId}`

/** The club keys, in the season table (migration 007). */
export function clubKeys(db: AlfilDb): Table<ClubKeyRow, string> {
  return db.table<ClubKeyRow, string>('teamSeasonPlans')
}

/** Every club key issued, revoked ones included. */
export async function allClubKeys(db: AlfilDb): Promise<ClubKeyRow[]> {
  return clubKeys(db).where('id').startsWith('club-key:').toArray()
}

/**
 * A committee decision on a late acta or result (art. 82.2, 82.4), in the season table under
 * ids 'sanction:<article>|<matchId>'.
 */
export interface SanctionRow extends SanctionDecision {
  id: string
  kind: 'sanction'
  updatedAt: string
}

/** Row id of a sanction decision. */
export const sanctionRowId = (s: Pick<SanctionDecision, 'article' | 'matchId'>) =>
  `sanction:${sanctionKey(s)}`

/** The committee's sanction decisions, in the season table (migration 007). */
export function sanctions(db: AlfilDb): Table<SanctionRow, string> {
  return db.table<SanctionRow, string>('teamSeasonPlans')
}

/** Every sanction decision recorded. */
export async function allSanctions(db: AlfilDb): Promise<SanctionRow[]> {
  return sanctions(db).where('id').startsWith('sanction:').toArray()
}

/** The table of team competitions (migration 003). */
export function competitions(db: AlfilDb): Table<TeamCompetitionRow, string> {
  return db.table<TeamCompetitionRow, string>('teamCompetitions')
}

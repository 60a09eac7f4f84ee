import type { Table } from 'dexie'
import type { BoardResult, Division } from '../../domain/teams/index.ts'
import type { AlfilDb } from '../../db/db.ts'

/** A team entered in a competition, with its board order as FEDA ratings (0 = unrated). */
export interface CompetitionTeam {
  id: string
  name: string
  club: string
  /** Arbiter-defined zone (art. 71); empty when none. */
  zone: string
  /** Board order: player names and FEDA ratings, strongest first (art. 69-70). */
  players: { name: string; rating: number }[]
}

export interface FixtureRow {
  homeId: string
  awayId: string
  boards: (BoardResult | null)[]
  /** Board from which a side's lineup was improper (art. 74.5), as the arbiter decided. */
  homeImproperFrom?: number | null
  awayImproperFrom?: number | null
}

export interface RoundRow {
  round: number
  fixtures: FixtureRow[]
  bye: string | null
}

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
  createdAt: string
  updatedAt: string
}

/** The table of team competitions (migration 003). */
export function competitions(db: AlfilDb): Table<TeamCompetitionRow, string> {
  return db.table<TeamCompetitionRow, string>('teamCompetitions')
}

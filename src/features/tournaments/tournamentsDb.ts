import type { Table } from 'dexie'
import type { IndividualTournament } from '../../domain/tournament/index.ts'
import type { AlfilDb } from '../../db/db.ts'

/** One individual tournament, stored whole (migration 005). */
export interface IndividualTournamentRow {
  id: string
  name: string
  doc: IndividualTournament
  createdAt: string
  updatedAt: string
}

/** A previous version of a tournament, kept so the arbiter can undo the last actions. */
export interface TournamentHistoryRow {
  seq?: number
  tournamentId: string
  at: string
  action: string
  /** The round the action touched (0 for registration and settings). */
  round: number
  before: IndividualTournament
}

/** The table of individual tournaments. */
export function tournamentsTable(db: AlfilDb): Table<IndividualTournamentRow, string> {
  return db.table<IndividualTournamentRow, string>('tournaments')
}

/** The table of previous versions. */
export function historyTable(db: AlfilDb): Table<TournamentHistoryRow, number> {
  return db.table<TournamentHistoryRow, number>('tournamentHistory')
}

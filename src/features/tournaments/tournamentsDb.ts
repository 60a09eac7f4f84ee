import type { Table } from 'dexie'
import { ok, type Result } from '../../domain/core/index.ts'
import type { LocatedError } from '../../domain/log/index.ts'
import {
  TOURNAMENT_LOG,
  type IndividualTournament,
  type TournamentEvent,
  type TournamentSummary,
} from '../../domain/tournament/index.ts'
import type { AlfilDb } from '../../db/db.ts'
import { createLogStore } from '../../db/log/logStore.ts'
import { loadListed, type ListRow } from '../../db/log/listedLog.ts'

/**
 * One individual tournament in the list (migration 008): its name and the facts the list shows.
 * The tournament itself is its log in `tournamentEvents`, folded from `tournamentSnapshots`.
 */
export interface IndividualTournamentRow extends ListRow {
  summary: TournamentSummary
}

/**
 * The log store of individual tournaments. A snapshot every 100 events and after each pairing
 * keeps an open to one snapshot read and at most 100 events folded; two are kept.
 */
export const tournamentLog = createLogStore<IndividualTournament, TournamentEvent>({
  events: 'tournamentEvents',
  snapshots: 'tournamentSnapshots',
  model: TOURNAMENT_LOG,
  snapshotEvery: 100,
  snapshotAfter: ['round-paired'],
  keepSnapshots: 2,
})

/** The table of individual tournaments. */
export function tournamentsTable(db: AlfilDb): Table<IndividualTournamentRow, string> {
  return db.table<IndividualTournamentRow, string>('tournaments')
}

/** A tournament with its list row and its state folded from the log. */
export interface LoadedTournament {
  readonly row: IndividualTournamentRow
  readonly doc: IndividualTournament
  /** The seq of the last entry of its log. */
  readonly seq: number
}

/** Reads a tournament (null when there is none); a log that does not fold is an error. */
export async function loadTournament(
  db: AlfilDb,
  id: string,
): Promise<Result<LoadedTournament | null, LocatedError[]>> {
  const r = await loadListed(db, tournamentsTable(db), tournamentLog, id)
  if (!r.ok) return r
  if (!r.value) return ok(null)
  const { row, folded } = r.value
  return ok({ row, doc: folded.state, seq: folded.seq })
}

/** Every tournament on this device, folded (the ones whose log does not fold are left out). */
export async function loadTournaments(db: AlfilDb): Promise<LoadedTournament[]> {
  const ids = await tournamentsTable(db).orderBy('updatedAt').reverse().primaryKeys()
  const out: LoadedTournament[] = []
  for (const id of ids) {
    const r = await loadTournament(db, id)
    if (r.ok && r.value) out.push(r.value)
  }
  return out
}

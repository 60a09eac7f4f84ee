/**
 * A record kept as a log with a small list row beside it: an individual tournament, a team
 * competition. The list row names the record and says when it last changed (the lists read only
 * it); the log in a `createLogStore` store holds the record. Both kinds read and refuse the same
 * way, here.
 */
import type { Table } from 'dexie'
import { err, ok, type Result } from '../../domain/core/index.ts'
import type { CodedError, LocatedError, LogEvent, Snapshot } from '../../domain/log/index.ts'
import { Refusal } from '../commands/command.ts'
import type { AlfilDb } from '../db.ts'
import type { LogStore } from './logStore.ts'

/** What the list row of every logged record holds: its id, its name and its two instants. */
export interface ListRow {
  id: string
  name: string
  createdAt: string
  updatedAt: string
}

/** A logged record: its list row and its state folded from the log. */
export interface Listed<R extends ListRow, S> {
  readonly row: R
  readonly folded: Snapshot<S>
}

/**
 * Reads a record (null when it has no list row); a log that does not fold, or a list row with an
 * empty log, is an error with the entry it stopped at.
 */
export async function loadListed<R extends ListRow, S, E extends LogEvent>(
  db: AlfilDb,
  list: Table<R, string>,
  log: LogStore<S, E>,
  id: string,
): Promise<Result<Listed<R, S> | null, LocatedError[]>> {
  const row = await list.get(id)
  if (!row) return ok(null)
  const folded = await log.load(db, id)
  if (!folded.ok) return folded
  if (!folded.value) return err([{ seq: 0, code: 'log/empty' }])
  return ok({ row, folded: folded.value })
}

/** The domain's codes as a command's refusal (the log's seq is not the arbiter's concern). */
export function logRefusal(errors: readonly CodedError[]): Refusal {
  return new Refusal(
    errors.map((e) => (e.params ? { code: e.code, params: e.params } : { code: e.code })),
  )
}

/**
 * The record a command is about to change, inside its transaction: a record that is gone (no list
 * row or no log) refuses as `db/not-found`, a log that does not fold with the fold's codes.
 */
export async function loadListedForWrite<R extends ListRow, S, E extends LogEvent>(
  db: AlfilDb,
  list: Table<R, string>,
  log: LogStore<S, E>,
  id: string,
): Promise<Listed<R, S>> {
  const row = await list.get(id)
  if (!row) throw new Refusal([{ code: 'db/not-found' }])
  const folded = await log.load(db, id)
  if (!folded.ok) throw logRefusal(folded.error)
  if (!folded.value) throw new Refusal([{ code: 'db/not-found' }])
  return { row, folded: folded.value }
}

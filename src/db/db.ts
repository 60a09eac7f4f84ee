import Dexie, { type DexieOptions, type EntityTable } from 'dexie'
import { MIGRATIONS, type Migration } from './migrations/index.ts'
import type {
  AuditRow,
  ClubRow,
  LicenceRow,
  MetaRow,
  PlayerRow,
  SeasonRow,
  TournamentRow,
} from './schema.ts'

export const DB_NAME = 'alfil'

/** The Dexie database with the registry tables typed; later tables via `db.table('name')`. */
export type AlfilDb = Dexie & {
  players: EntityTable<PlayerRow, 'id'>
  clubs: EntityTable<ClubRow, 'id'>
  seasons: EntityTable<SeasonRow, 'id'>
  licences: EntityTable<LicenceRow, 'id'>
  tournaments: EntityTable<TournamentRow, 'id'>
  auditLog: EntityTable<AuditRow, 'seq'>
  meta: EntityTable<MetaRow, 'key'>
}

/**
 * A database with the schema of `migrations` (all of them by default); opens lazily. `options`
 * can supply another IndexedDB implementation (tests and benchmarks use fake-indexeddb).
 */
export function createAlfilDb(
  name: string = DB_NAME,
  migrations: readonly Migration[] = MIGRATIONS,
  options?: DexieOptions,
): AlfilDb {
  const db = new Dexie(name, options) as AlfilDb
  for (const m of migrations) {
    const version = db.version(m.version).stores({ ...m.stores })
    if (m.upgrade) version.upgrade(m.upgrade)
  }
  return db
}

/** The schema version this build of Alfil writes. */
export const SCHEMA_VERSION = MIGRATIONS.length

/** The database of this device. */
export const db: AlfilDb = createAlfilDb()

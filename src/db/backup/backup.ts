import { err, ok, type Result } from '../../domain/core/index.ts'
import { createAlfilDb, SCHEMA_VERSION, type AlfilDb } from '../db.ts'
import { MIGRATIONS } from '../migrations/index.ts'
import type { BackupError } from './checks.ts'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DEVICE_TABLES,
  canonicalJson,
  readEnvelope,
  validateTables,
  type BackupFile,
} from './backupFormat.ts'

type Rows = Record<string, Record<string, unknown>[]>

function dataTables(db: AlfilDb) {
  return db.tables.filter((t) => !DEVICE_TABLES.includes(t.name))
}

async function readAll(db: AlfilDb): Promise<Rows> {
  const tables = dataTables(db)
  return db.transaction('r', tables, async () => {
    const out: Rows = {}
    for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name)))
      out[t.name] = await t.toArray()
    return out
  })
}

/** The whole database as one canonical JSON text (equal data gives equal bytes). */
export async function exportBackup(db: AlfilDb, now: Date): Promise<string> {
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    schemaVersion: SCHEMA_VERSION,
    exportedAt: now.toISOString(),
    tables: await readAll(db),
  }
  return canonicalJson(file)
}

function keyPaths(db: AlfilDb): Record<string, string> {
  const out: Record<string, string> = {}
  for (const t of dataTables(db)) out[t.name] = String(t.schema.primKey.keyPath)
  return out
}

/** Opens a scratch database with the first `version` migrations (same IndexedDB as `db`). */
export type ScratchDbFactory = (name: string, version: number) => AlfilDb

const browserScratch: ScratchDbFactory = (name, version) =>
  createAlfilDb(name, MIGRATIONS.slice(0, version))

/** Brings rows of an older schema to the current one by running the migrations on a scratch copy. */
async function upgradeRows(file: BackupFile, scratch: ScratchDbFactory): Promise<Rows> {
  const name = `alfil-upgrade-${Date.now()}`
  const old = scratch(name, file.schemaVersion)
  try {
    await old.transaction('rw', old.tables, async () => {
      for (const t of old.tables) await t.bulkAdd(file.tables[t.name] ?? [])
    })
  } finally {
    old.close()
  }
  const current = scratch(name, SCHEMA_VERSION)
  try {
    return await readAll(current)
  } finally {
    await current.delete()
  }
}

/**
 * Checks a backup completely (every problem with its JSON path) and, when it is sound, replaces
 * all data in one transaction: either every row lands or nothing changes. Older schema versions
 * are upgraded first with the same migrations as the database.
 */
export async function restoreBackup(
  db: AlfilDb,
  text: string,
  scratch: ScratchDbFactory = browserScratch,
): Promise<Result<{ rows: number }, BackupError[]>> {
  const envelope = readEnvelope(text, SCHEMA_VERSION)
  if (!envelope.ok) return envelope
  const file = envelope.value
  const rows =
    file.schemaVersion < SCHEMA_VERSION ? await upgradeRows(file, scratch) : (file.tables as Rows)
  const problems = validateTables(rows, keyPaths(db))
  if (problems.length > 0) return err(problems)
  const tables = dataTables(db)
  try {
    await db.transaction('rw', tables, async () => {
      for (const t of tables) await t.clear()
      for (const t of tables) await t.bulkAdd(rows[t.name] ?? [])
    })
  } catch (e) {
    const reason = e instanceof Error ? e.name : 'unknown'
    return err([{ code: 'backup/restore-failed', path: '$', params: { reason } }])
  }
  return ok({ rows: Object.values(rows).reduce((n, r) => n + r.length, 0) })
}

/** Deletes every federation record on this device (device facts such as the last backup stay). */
export async function wipeData(db: AlfilDb): Promise<void> {
  const tables = dataTables(db)
  await db.transaction('rw', tables, async () => {
    for (const t of tables) await t.clear()
  })
}

export type { BackupError } from './checks.ts'
export { canonicalJson } from './backupFormat.ts'

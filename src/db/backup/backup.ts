import { err, ok, type Result } from '../../domain/core/index.ts'
import { createAlfilDb, SCHEMA_VERSION, type AlfilDb } from '../db.ts'
import { MIGRATIONS } from '../migrations/index.ts'
import type { BackupError, TableValidator } from './checks.ts'
import { keepSafetyCopy, type SafetyCopyInfo } from './safetyCopies.ts'
import { summarizeTable, type TableSummary } from './summary.ts'
import { BACKUP_VALIDATORS } from './validators.ts'
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
  return backupText(await readAll(db), now)
}

function backupText(tables: Rows, now: Date): string {
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    schemaVersion: SCHEMA_VERSION,
    exportedAt: now.toISOString(),
    tables,
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

/** Reads and checks a whole backup (upgrading older schemas): its rows, or every problem by JSON path. */
async function checkBackup(
  db: AlfilDb,
  text: string,
  scratch: ScratchDbFactory,
  validators: Readonly<Record<string, TableValidator>>,
): Promise<Result<{ file: BackupFile; rows: Rows }, BackupError[]>> {
  const envelope = readEnvelope(text, SCHEMA_VERSION)
  if (!envelope.ok) return envelope
  const file = envelope.value
  let rows: Rows
  try {
    rows =
      file.schemaVersion < SCHEMA_VERSION ? await upgradeRows(file, scratch) : (file.tables as Rows)
  } catch (e) {
    const reason = e instanceof Error ? e.name : 'unknown'
    return err([{ code: 'backup/upgrade-failed', path: '$.tables', params: { reason } }])
  }
  const problems = validateTables(rows, keyPaths(db), validators)
  return problems.length > 0 ? err(problems) : ok({ file, rows })
}

/** Rows and newest date of one table, now on this device and in the file. */
export interface TableChange {
  readonly table: string
  readonly current: TableSummary
  readonly incoming: TableSummary
}

/** What a restore would replace: the file's date and each table that holds rows on either side. */
export interface RestorePreview {
  readonly exportedAt: string
  readonly tables: readonly TableChange[]
  readonly currentRows: number
  readonly incomingRows: number
}

export interface RestoreOptions {
  /** The clock of the safety copy (the real one by default). */
  readonly now?: Date
  /** Validators by table; the registry of `validators.ts` by default. */
  readonly validators?: Readonly<Record<string, TableValidator>>
}

const total = (rows: Rows) => Object.values(rows).reduce((n, r) => n + r.length, 0)

/** Checks a backup completely and says what restoring it would replace; changes nothing. */
export async function previewRestore(
  db: AlfilDb,
  text: string,
  scratch: ScratchDbFactory = browserScratch,
  options: RestoreOptions = {},
): Promise<Result<RestorePreview, BackupError[]>> {
  const checked = await checkBackup(db, text, scratch, options.validators ?? BACKUP_VALIDATORS)
  if (!checked.ok) return checked
  const current = await readAll(db)
  const incoming = checked.value.rows
  const names = [...new Set([...Object.keys(current), ...Object.keys(incoming)])].sort()
  const tables = names
    .map((table) => ({
      table,
      current: summarizeTable(current[table] ?? []),
      incoming: summarizeTable(incoming[table] ?? []),
    }))
    .filter((t) => t.current.rows > 0 || t.incoming.rows > 0)
  return ok({
    exportedAt: checked.value.file.exportedAt,
    tables,
    currentRows: total(current),
    incomingRows: total(incoming),
  })
}

/**
 * Checks a backup completely (every problem with its JSON path) and, when it is sound, replaces
 * all data in one transaction that first keeps the data it replaces as a safety copy: either the
 * copy is kept and every row lands, or nothing changes. Older schema versions are upgraded first
 * with the same migrations as the database.
 */
export async function restoreBackup(
  db: AlfilDb,
  text: string,
  scratch: ScratchDbFactory = browserScratch,
  options: RestoreOptions = {},
): Promise<Result<{ rows: number; safetyCopy: SafetyCopyInfo | null }, BackupError[]>> {
  const checked = await checkBackup(db, text, scratch, options.validators ?? BACKUP_VALIDATORS)
  if (!checked.ok) return checked
  const { file, rows } = checked.value
  const now = options.now ?? new Date()
  const tables = dataTables(db)
  let safetyCopy: SafetyCopyInfo | null = null
  try {
    await db.transaction('rw', [...tables, db.meta], async () => {
      const current = await readAll(db)
      const count = total(current)
      if (count > 0) {
        safetyCopy = { takenAt: now.toISOString(), rows: count, replacedBy: file.exportedAt }
        await keepSafetyCopy(db, backupText(current, now), safetyCopy)
      }
      for (const t of tables) await t.clear()
      for (const t of tables) await t.bulkAdd(rows[t.name] ?? [])
    })
  } catch (e) {
    const reason = e instanceof Error ? e.name : 'unknown'
    return err([{ code: 'backup/restore-failed', path: '$', params: { reason } }])
  }
  return ok({ rows: total(rows), safetyCopy })
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
export type { SafetyCopyInfo } from './safetyCopies.ts'
export type { TableSummary } from './summary.ts'

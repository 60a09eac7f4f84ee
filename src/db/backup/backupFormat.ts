import { err, ok, type Result } from '../../domain/core/index.ts'
import { isRecord, type BackupError } from './checks.ts'
import { BACKUP_VALIDATORS, type TableValidator } from './validators.ts'

export const BACKUP_FORMAT = 'alfil-backup'
export const BACKUP_FORMAT_VERSION = 1

/** The whole database in one file; rows in primary-key order, object keys sorted. */
export interface BackupFile {
  readonly format: typeof BACKUP_FORMAT
  readonly formatVersion: number
  /** The database schema version (number of migrations) the rows are shaped for */
  readonly schemaVersion: number
  readonly exportedAt: string
  readonly tables: Readonly<Record<string, readonly Record<string, unknown>[]>>
}

/**
 * Tables that describe this device rather than the federation's data; never in a backup. The
 * official rating lists (up to 1.3 M FIDE players) are re-imported from their published files,
 * so they and their load state stay out and a backup keeps the size of the federation's own data.
 */
export const DEVICE_TABLES: readonly string[] = [
  'meta',
  'ratingLists',
  'fideNamesA',
  'fideNamesB',
  'fideIdsA',
  'fideIdsB',
  'fedaListA',
  'fedaListB',
]

/** JSON with object keys sorted at every level, so equal data gives equal bytes. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value), null, 1) + '\n'
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (!isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) out[key] = sortKeys(value[key])
  return out
}

/** Reads the envelope of a backup: JSON, the format marker, versions, a table map of arrays. */
export function readEnvelope(
  text: string,
  currentSchema: number,
): Result<BackupFile, BackupError[]> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return err([{ code: 'backup/not-json', path: '$' }])
  }
  if (!isRecord(parsed) || parsed.format !== BACKUP_FORMAT)
    return err([{ code: 'backup/not-alfil', path: '$.format' }])
  const errors: BackupError[] = []
  if (parsed.formatVersion !== BACKUP_FORMAT_VERSION)
    errors.push({ code: 'backup/unsupported-format-version', path: '$.formatVersion' })
  const schema = parsed.schemaVersion
  if (typeof schema !== 'number' || !Number.isInteger(schema) || schema < 1)
    errors.push({ code: 'backup/bad-schema-version', path: '$.schemaVersion' })
  else if (schema > currentSchema)
    errors.push({
      code: 'backup/newer-schema',
      path: '$.schemaVersion',
      params: { found: schema, supported: currentSchema },
    })
  if (typeof parsed.exportedAt !== 'string')
    errors.push({ code: 'backup/expected-instant', path: '$.exportedAt' })
  const tables = parsed.tables
  if (!isRecord(tables)) errors.push({ code: 'backup/expected-object', path: '$.tables' })
  else
    for (const [name, rows] of Object.entries(tables)) {
      if (!Array.isArray(rows))
        errors.push({ code: 'backup/expected-array', path: `$.tables.${name}` })
      else
        rows.forEach(
          (row, i) =>
            isRecord(row) ||
            errors.push({ code: 'backup/expected-object', path: `$.tables.${name}[${i}]` }),
        )
    }
  if (errors.length > 0) return err(errors)
  return ok(parsed as unknown as BackupFile)
}

/**
 * Checks every row of a backup shaped for the current schema: known tables, each row's fields,
 * unique primary keys, then (once every row has its shape) each validator's checks across rows
 * and tables. `keys` maps table -> key path; `validators` maps table -> its validator.
 */
export function validateTables(
  tables: BackupFile['tables'],
  keys: Readonly<Record<string, string>>,
  validators: Readonly<Record<string, TableValidator>> = BACKUP_VALIDATORS,
): BackupError[] {
  const errors: BackupError[] = []
  for (const [name, rows] of Object.entries(tables)) {
    const base = `$.tables.${name}`
    const keyPath = keys[name]
    if (keyPath === undefined || DEVICE_TABLES.includes(name)) {
      errors.push({ code: 'backup/unknown-table', path: base })
      continue
    }
    const validator = validators[name]
    if (!validator && rows.length > 0) {
      errors.push({ code: 'backup/unchecked-table', path: base })
      continue
    }
    const seen = new Set<unknown>()
    rows.forEach((row, i) => {
      const path = `${base}[${i}]`
      validator?.row(row, path, errors)
      // A compound key (`[competitionId+seq]`) has the key path `competitionId,seq`.
      const parts = keyPath.split(',')
      const missing = parts.find((p) => typeof row[p] !== 'string' && typeof row[p] !== 'number')
      const key = (parts.length === 1 ? row[keyPath] : JSON.stringify(parts.map((p) => row[p]))) as
        string | number
      if (missing !== undefined)
        errors.push({ code: 'backup/missing-key', path: `${path}.${missing}` })
      else if (seen.has(key))
        errors.push({ code: 'backup/duplicate-key', path: `${path}.${keyPath}`, params: { key } })
      seen.add(key)
    })
  }
  if (errors.length === 0) for (const v of Object.values(validators)) v.tables?.(tables, errors)
  return errors
}

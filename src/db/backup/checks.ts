/**
 * Small validators that report where a value is wrong, as a JSON path (`$.tables.players[3].sex`).
 * They collect every problem instead of stopping at the first.
 */
import type { DbErrorCode } from '../errorCodes.ts'

export interface BackupError {
  readonly code: DbErrorCode
  readonly path: string
  readonly params?: Readonly<Record<string, string | number>>
}

export type Check = (value: unknown, path: string, errors: BackupError[]) => void

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export const text =
  (max = 10_000): Check =>
  (v, path, errors) => {
    if (typeof v !== 'string') errors.push({ code: 'backup/expected-text', path })
    else if (v.length > max) errors.push({ code: 'backup/text-too-long', path, params: { max } })
  }

export const integer =
  (min: number, max: number): Check =>
  (v, path, errors) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      errors.push({ code: 'backup/expected-integer', path, params: { min, max } })
  }

export const oneOf =
  (options: readonly string[]): Check =>
  (v, path, errors) => {
    if (typeof v !== 'string' || !options.includes(v))
      errors.push({ code: 'backup/expected-one-of', path, params: { options: options.join(', ') } })
  }

export const pattern =
  (re: RegExp, code: DbErrorCode): Check =>
  (v, path, errors) => {
    if (typeof v !== 'string' || !re.test(v)) errors.push({ code, path })
  }

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** True for a `YYYY-MM-DD` day that is on the calendar (no 2026-13-45, no 2027-02-29). */
export function isCalendarDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  const last = mo === 2 && !leap ? 28 : (DAYS_IN_MONTH[mo - 1] ?? 0)
  return mo >= 1 && d >= 1 && d <= last
}

export const isoDay: Check = (v, path, errors) => {
  if (typeof v !== 'string' || !isCalendarDay(v))
    errors.push({ code: 'backup/expected-date', path })
}

/** A calendar day, or empty text where the day is not known yet (a tournament's dates). */
export const isoDayOrEmpty: Check = (v, path, errors) => {
  if (v !== '') isoDay(v, path, errors)
}

const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/

export const isoInstant: Check = (v, path, errors) => {
  const m = typeof v === 'string' ? INSTANT.exec(v) : null
  if (!m || !isCalendarDay(m[1] ?? '')) errors.push({ code: 'backup/expected-instant', path })
}

export const boolean: Check = (v, path, errors) => {
  if (typeof v !== 'boolean')
    errors.push({ code: 'backup/expected-one-of', path, params: { options: 'true, false' } })
}

/** A list of at most `max` items, every one passing `item`. */
export const list =
  (item: Check, max = 10_000): Check =>
  (v, path, errors) => {
    if (!Array.isArray(v) || v.length > max) {
      errors.push({ code: 'backup/expected-array', path })
      return
    }
    v.forEach((x, i) => item(x, `${path}[${i}]`, errors))
  }

/** An object used as a map: keys up to `max` long (and matching `key` when given), every value passing `item`. */
export const dictionary =
  (item: Check, max = 200, key?: RegExp): Check =>
  (v, path, errors) => {
    if (!isRecord(v)) {
      errors.push({ code: 'backup/expected-object', path })
      return
    }
    for (const [k, x] of Object.entries(v)) {
      const at = `${path}[${JSON.stringify(k)}]`
      if (k.length > max) errors.push({ code: 'backup/text-too-long', path: at, params: { max } })
      else if (key && !key.test(k)) errors.push({ code: 'backup/bad-key', path: at })
      item(x, at, errors)
    }
  }

/** Any JSON number (finite). */
export const finite: Check = (v, path, errors) => {
  if (typeof v !== 'number' || !Number.isFinite(v))
    errors.push({ code: 'backup/expected-number', path })
}

/** A value that passes one of `checks`, chosen by the text of its `tag` field. */
export const variant =
  (tag: string, checks: Readonly<Record<string, Check>>): Check =>
  (v, path, errors) => {
    const kind = isRecord(v) ? v[tag] : undefined
    const check = typeof kind === 'string' ? checks[kind] : undefined
    if (check) check(v, path, errors)
    else if (!isRecord(v)) errors.push({ code: 'backup/expected-object', path })
    else
      errors.push({
        code: 'backup/expected-one-of',
        path: `${path}.${tag}`,
        params: { options: Object.keys(checks).join(', ') },
      })
  }

/** Runs `check` and then `more` only when the value passed it (so `more` may trust the shape). */
export const andThen =
  (
    check: Check,
    more: (v: Record<string, unknown>, path: string, errors: BackupError[]) => void,
  ): Check =>
  (v, path, errors) => {
    const before = errors.length
    check(v, path, errors)
    if (errors.length === before && isRecord(v)) more(v, path, errors)
  }

export const nullable =
  (check: Check): Check =>
  (v, path, errors) => {
    if (v !== null) check(v, path, errors)
  }

/** An object with exactly these fields (optional ones may be absent). */
export const shape =
  (fields: Readonly<Record<string, Check>>, optional: readonly string[] = []): Check =>
  (v, path, errors) => {
    if (!isRecord(v)) {
      errors.push({ code: 'backup/expected-object', path })
      return
    }
    for (const [name, check] of Object.entries(fields)) {
      if (!(name in v)) {
        if (!optional.includes(name))
          errors.push({ code: 'backup/missing-field', path: `${path}.${name}` })
      } else check(v[name], `${path}.${name}`, errors)
    }
    for (const name of Object.keys(v))
      if (!(name in fields))
        errors.push({ code: 'backup/unexpected-field', path: `${path}.${name}` })
  }

/** Every table of a backup, rows as plain records. */
export type BackupTables = Readonly<Record<string, readonly Record<string, unknown>[]>>

/** How one table of a backup is checked. */
export interface TableValidator {
  /** The exact shape of one row, reported by JSON path. */
  readonly row: Check
  /**
   * Checks across rows and tables, run once every row of every table has its shape: references,
   * or a record rebuilt from its rows (a log folded through the domain).
   */
  readonly tables?: (tables: BackupTables, errors: BackupError[]) => void
}

/** Validators with only a row shape, from a map of table -> row check. */
export function rowsOnly(rows: Readonly<Record<string, Check>>): Record<string, TableValidator> {
  return Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, { row }]))
}

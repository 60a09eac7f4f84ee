/**
 * Small validators that report where a value is wrong, as a JSON path (`$.tables.players[3].sex`).
 * They collect every problem instead of stopping at the first.
 */
export interface BackupError {
  readonly code: string
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
  (re: RegExp, code: string): Check =>
  (v, path, errors) => {
    if (typeof v !== 'string' || !re.test(v)) errors.push({ code, path })
  }

export const isoDay = pattern(/^\d{4}-\d{2}-\d{2}$/, 'backup/expected-date')
export const isoInstant = pattern(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
  'backup/expected-instant',
)

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

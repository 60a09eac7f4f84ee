import { formatPoints, type HalfPoints } from '../core/index.ts'
import type { FieldKind } from './trfColumns.ts'
import { TRF_RESULT_CODES, type TrfErrorCode, type TrfResultCode } from './types.ts'

/** A decoded value, or the error and its 0-based offset inside the field's characters. */
export type Decoded =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly code: TrfErrorCode; readonly offset: number }

const good = (value: unknown): Decoded => ({ ok: true, value })
const bad = (code: TrfErrorCode, raw: string): Decoded => ({
  ok: false,
  code,
  offset: raw.length - raw.trimStart().length,
})

/** Points at the first character that cannot belong to a number, so the column names the culprit. */
const badChar = (code: TrfErrorCode, raw: string, allowed: RegExp): Decoded => {
  const start = raw.length - raw.trimStart().length
  const i = [...raw.trim()].findIndex((ch) => !allowed.test(ch))
  return { ok: false, code, offset: start + Math.max(0, i) }
}

/** Words of an `XXC` record: the colour of player 1 and JaVaFo's `rank` option. */
const XXC_TOKENS: readonly string[] = ['white1', 'black1', 'rank']

/** Reads one field's raw characters (possibly shorter than the field) as a value of its kind. @see TRF-16 general rules (fide-facts 3.1) */
export function decodeField(kind: FieldKind, raw: string): Decoded {
  const text = raw.trim()
  switch (kind) {
    case 'text':
      return good(text)
    case 'int':
    case 'opponent':
      if (text === '') return good(null)
      if (!/^\d+$/.test(text)) return badChar('trf/bad-number', raw, /\d/)
      return good(kind === 'opponent' && Number(text) === 0 ? null : Number(text))
    case 'points': {
      if (text === '') return good(null)
      if (!/^\d+(\.\d+)?$/.test(text)) return badChar('trf/bad-points', raw, /[\d.]/)
      const doubled = Number(text) * 2
      return Number.isInteger(doubled) ? good(doubled as HalfPoints) : bad('trf/bad-points', raw)
    }
    case 'colour': {
      const c = text.toLowerCase()
      if (c === '') return good('-')
      return c === 'w' || c === 'b' || c === '-' ? good(c) : bad('trf/bad-colour', raw)
    }
    case 'result': {
      if (text === '') return good(null)
      const r = text.toUpperCase()
      return (TRF_RESULT_CODES as readonly string[]).includes(r)
        ? good(r as TrfResultCode)
        : bad('trf/bad-result', raw)
    }
    case 'initial-colour': {
      // JaVaFo writes `rank` before or after the colour (`XXC rank white1`).
      const tokens = [...raw.matchAll(/\S+/g)]
      const wrong = tokens.find((m) => !XXC_TOKENS.includes(m[0].toLowerCase()))
      if (wrong) return { ok: false, code: 'trf/bad-initial-colour', offset: wrong.index }
      return tokens.length > 0 ? good(text) : bad('trf/bad-initial-colour', raw)
    }
  }
}

/** Writes a value in `width` characters (Infinity: as long as needed), aligned by kind. @see TRF-16 general rules (fide-facts 3.1) */
export function encodeField(kind: FieldKind, value: unknown, width: number): string {
  const fit = (s: string, right: boolean): string => {
    if (!Number.isFinite(width)) return s
    const cut = s.length > width ? s.slice(0, width) : s
    return right ? cut.padStart(width) : cut.padEnd(width)
  }
  switch (kind) {
    case 'text':
    case 'initial-colour':
      return fit(String(value ?? ''), false)
    case 'int':
      return fit(value === null || value === undefined ? '' : String(value), true)
    case 'opponent':
      return fit(
        value === null || value === undefined ? '0'.repeat(Math.min(width, 4)) : String(value),
        true,
      )
    case 'points':
      return fit(value === null || value === undefined ? '' : formatPoints(value as number), true)
    case 'colour':
    case 'result':
      return fit(value === null || value === undefined ? '' : String(value), false)
  }
}

/**
 * FIDE C.07 tie-break codes with their modifiers (art. 14): `BH-C1`, `BH/M1`, `SB-C1`, `KS/L1`.
 * Both `-` and `/` are accepted as separators, as in the regulation and in TRF-2026.
 */
export const BASE_CODES = [
  'PTS',
  'BH',
  'SB',
  'PS',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'GE',
  'REP',
  'KS',
  'ARO',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
  'AOB',
  'FB',
  'STD',
  'TPN',
  'RTNG',
] as const
export type BaseCode = (typeof BASE_CODES)[number]

/** A parsed tie-break code. */
export interface TieBreakSpec {
  /** The code as written by the arbiter (used as the column name). */
  readonly code: string
  readonly base: BaseCode
  /** Least significant values cut (Cut-n). */
  readonly cutLow: number
  /** Most significant values cut (only with Median-n). */
  readonly cutHigh: number
  /** Koya limit shift in half-points (art. 14.5, `/L±x`, x in half-points). */
  readonly limit: number
}

/** Why a code was refused. */
export interface CodeError {
  readonly code: 'tiebreak/unknown-code' | 'tiebreak/bad-modifier'
  readonly input: string
}

function applyModifier(spec: TieBreakSpec, mod: string): TieBreakSpec | null {
  const m = /^([CML])([+-]?\d+)$/.exec(mod.toUpperCase())
  if (m === null) return null
  const n = Number(m[2])
  if (m[1] === 'L') return spec.base === 'KS' ? { ...spec, limit: n } : null
  if (n < 1 || n > 9) return null
  return m[1] === 'C' ? { ...spec, cutLow: n } : { ...spec, cutLow: n, cutHigh: n }
}

/**
 * Parses a FIDE tie-break code and its modifiers.
 * @see FIDE C.07 art. 14 (Cut-1, Cut-2, Median-1, Median-2, limit)
 */
export function parseTieBreakCode(input: string): TieBreakSpec | CodeError {
  const parts = input.trim().split(/\/|-(?=[A-Za-z])/)
  const head = (parts[0] ?? '').toUpperCase()
  if (!(BASE_CODES as readonly string[]).includes(head))
    return { code: 'tiebreak/unknown-code', input }
  let spec: TieBreakSpec = {
    code: input.trim(),
    base: head as BaseCode,
    cutLow: 0,
    cutHigh: 0,
    limit: 0,
  }
  for (const mod of parts.slice(1)) {
    const next = applyModifier(spec, mod)
    if (next === null) return { code: 'tiebreak/bad-modifier', input }
    spec = next
  }
  return spec
}

/** True when the parse result is an error. */
export function isCodeError(v: TieBreakSpec | CodeError): v is CodeError {
  return 'input' in v
}

/**
 * Team tie-break codes. FIDE C.07 art. 11-13 codes (MP, GP, MPvGP, EDE, TBR, BC, the four
 * extended SB variants, `BH:MP/C1`, `PS:MP`, `DE:MP`) plus two FAPA criteria that FIDE does not
 * name: `FORF` (fewer forfeits, FAPA art. 29.3.a and 29.4.a) and `HOL` (Sistema Holandés, art.
 * 29.3.c, 91.b, 99.b).
 */
export const TEAM_BASE_CODES = [
  'MP',
  'GP',
  'MPvGP',
  'FORF',
  'DE',
  'EDE',
  'HOL',
  'TBR',
  'BC',
  'EMMSB',
  'EMGSB',
  'EGMSB',
  'EGGSB',
  'BH',
  'PS',
] as const
export type TeamBaseCode = (typeof TEAM_BASE_CODES)[number]

/** A parsed team tie-break code. */
export interface TeamTieBreakSpec {
  readonly code: string
  readonly base: TeamBaseCode
  /** Score the tie-break reads (`:MP` / `:GP`); null = the competition's primary score. */
  readonly score: 'MP' | 'GP' | null
  readonly cutLow: number
  readonly cutHigh: number
}

/** Why a team code was refused. */
export interface TeamCodeError {
  readonly code: 'tiebreak/unknown-team-code' | 'tiebreak/bad-modifier'
  readonly input: string
}

/**
 * Parses a team tie-break code such as `BH:MP/C1`, `EMGSB/C1`, `DE`, `HOL`.
 * @see FIDE C.07 art. 13 (`:MP` / `:GP` suffix), art. 14 (modifiers)
 */
export function parseTeamCode(input: string): TeamTieBreakSpec | TeamCodeError {
  const parts = input.trim().split(/\/|-(?=[A-Za-z])/)
  const [head = '', suffix] = (parts[0] ?? '').split(':')
  const base = TEAM_BASE_CODES.find((c) => c.toUpperCase() === head.toUpperCase())
  if (base === undefined) return { code: 'tiebreak/unknown-team-code', input }
  const score = suffix === undefined ? null : suffix.toUpperCase()
  if (score !== null && score !== 'MP' && score !== 'GP')
    return { code: 'tiebreak/bad-modifier', input }
  let spec: TeamTieBreakSpec = { code: input.trim(), base, score, cutLow: 0, cutHigh: 0 }
  for (const mod of parts.slice(1)) {
    const m = /^([CM])([1-9])$/.exec(mod.toUpperCase())
    if (m === null) return { code: 'tiebreak/bad-modifier', input }
    const n = Number(m[2])
    spec = m[1] === 'C' ? { ...spec, cutLow: n } : { ...spec, cutLow: n, cutHigh: n }
  }
  return spec
}

/** True when the parse result is an error. */
export function isTeamCodeError(v: TeamTieBreakSpec | TeamCodeError): v is TeamCodeError {
  return 'input' in v
}

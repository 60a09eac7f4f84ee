import { err, ok, type Result } from '../core/index.ts'
import { BOARD_RESULTS, DIVISIONS } from '../teams/index.ts'
import { canonicalJson } from './canonical.ts'
import type { ActaSignature } from './signing.ts'
import { SIGNERS, type MatchSheet } from './types.ts'

export const ACTA_FORMAT = 'alfil-acta'

/** The acta file version a tablet writes: version 2 carries the home club's signature. */
export const ACTA_FORMAT_VERSION = 2

/**
 * The file a tablet exports: the sheet, the SHA-256 (hex) of its canonical form and, from
 * version 2, the home club's signature over both. Version 1 files (before clubs had keys) carry
 * no signature.
 */
export interface ActaFile {
  readonly format: typeof ACTA_FORMAT
  readonly formatVersion: 1 | 2
  readonly sheet: MatchSheet
  readonly sha256: string
  readonly signature?: ActaSignature
}

/** A coded problem with an acta file, at a path inside it. */
export interface ActaFileError {
  readonly code: string
  readonly path: string
}

/** The exact text whose SHA-256 an acta file carries. @see FAPA art. 79.4 (truth of the sheet) */
export function sheetHashInput(sheet: MatchSheet): string {
  return canonicalJson(sheet)
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

function checkSheet(s: Obj, e: ActaFileError[]): void {
  const need = (path: string, good: boolean) => {
    if (!good) e.push({ code: 'acta/bad-field', path: `sheet.${path}` })
  }
  for (const k of ['matchId', 'competitionId', 'homeId', 'awayId', 'date', 'time'] as const)
    need(k, typeof s[k] === 'string' && s[k] !== '')
  for (const k of ['competitionName', 'venue', 'arbiter', 'homeCaptain', 'awayCaptain'] as const)
    need(k, typeof s[k] === 'string')
  need('round', Number.isInteger(s.round) && (s.round as number) >= 1)
  need('version', Number.isInteger(s.version) && (s.version as number) >= 1)
  need('division', (DIVISIONS as readonly unknown[]).includes(s.division))
  const boards = s.boards
  need('boards', Number.isInteger(boards) && (boards as number) >= 1 && (boards as number) <= 12)
  const n = Number.isInteger(boards) ? (boards as number) : -1
  const list = (k: string, ok: (v: unknown) => boolean) =>
    need(
      k,
      Array.isArray(s[k]) && (s[k] as unknown[]).length === n && (s[k] as unknown[]).every(ok),
    )
  list('homeLineup', (v) => v === null || typeof v === 'string')
  list('awayLineup', (v) => v === null || typeof v === 'string')
  list('results', (v) => v === null || (BOARD_RESULTS as readonly unknown[]).includes(v))
  need(
    'incidents',
    Array.isArray(s.incidents) &&
      s.incidents.every((i) => isObj(i) && typeof i.text === 'string' && typeof i.at === 'string'),
  )
  const sig = s.signatures
  need(
    'signatures',
    isObj(sig) && SIGNERS.every((k) => sig[k] === null || typeof sig[k] === 'string'),
  )
  need('supersedes', s.supersedes === null || typeof s.supersedes === 'string')
  need(
    'identities',
    s.identities === undefined ||
      (isObj(s.identities) && Object.values(s.identities).every(isIdentity)),
  )
}

/** A version-2 file's signature: club, key id, the algorithm and a base64url value. */
function checkSignature(v: unknown, e: ActaFileError[]): void {
  if (!isObj(v)) {
    e.push({ code: 'acta/bad-field', path: 'signature' })
    return
  }
  const keys = Object.keys(v).sort().join(',')
  if (keys !== 'alg,clubId,keyId,value') e.push({ code: 'acta/bad-field', path: 'signature' })
  for (const k of ['clubId', 'keyId'] as const)
    if (typeof v[k] !== 'string' || v[k] === '')
      e.push({ code: 'acta/bad-field', path: `signature.${k}` })
  if (v.alg !== 'ES256') e.push({ code: 'acta/bad-field', path: 'signature.alg' })
  if (typeof v.value !== 'string' || !/^[A-Za-z0-9_-]{80,90}$/.test(v.value))
    e.push({ code: 'acta/bad-field', path: 'signature.value' })
}

/** Licence text, FEDA and FIDE ids as positive integers, nothing else. */
function isIdentity(v: unknown): boolean {
  if (!isObj(v)) return false
  const id = (x: unknown) => x === undefined || (Number.isInteger(x) && (x as number) > 0)
  return (
    Object.keys(v).every((k) => k === 'licence' || k === 'fedaId' || k === 'fideId') &&
    (v.licence === undefined || typeof v.licence === 'string') &&
    id(v.fedaId) &&
    id(v.fideId)
  )
}

/**
 * Reads an acta file's text: JSON, the format tag, a well-formed sheet and a hex SHA-256. The
 * hash itself is checked by the caller, which has the digest.
 */
export function parseActaFile(text: string): Result<ActaFile, ActaFileError[]> {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return err([{ code: 'acta/not-json', path: '' }])
  }
  if (!isObj(raw) || raw.format !== ACTA_FORMAT)
    return err([{ code: 'acta/not-acta', path: 'format' }])
  if (raw.formatVersion !== 1 && raw.formatVersion !== 2)
    return err([{ code: 'acta/unsupported-version', path: 'formatVersion' }])
  const e: ActaFileError[] = []
  if (raw.formatVersion === 2) checkSignature(raw.signature, e)
  else if (raw.signature !== undefined) e.push({ code: 'acta/bad-field', path: 'signature' })
  if (typeof raw.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(raw.sha256))
    e.push({ code: 'acta/bad-hash-field', path: 'sha256' })
  if (!isObj(raw.sheet)) e.push({ code: 'acta/bad-field', path: 'sheet' })
  else checkSheet(raw.sheet, e)
  return e.length > 0 ? err(e) : ok(raw as unknown as ActaFile)
}

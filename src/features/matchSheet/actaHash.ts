import {
  ACTA_FORMAT,
  ACTA_FORMAT_VERSION,
  type ClubSigningKey,
  parseActaFile,
  sheetHashInput,
  type ActaFile,
  type MatchSheet,
} from '../../domain/matchSheet/index.ts'
import type { BackupError } from '../../db/backup/checks.ts'
import { matchSheetCheck } from '../../db/backup/matchSheetValidators.ts'
import { signActa } from './actaSigning.ts'

/** SHA-256 of a text as lowercase hex (Web Crypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** SHA-256 of a sheet's canonical form: the print a correction points at (art. 79.7). */
export async function sheetHash(sheet: MatchSheet): Promise<string> {
  return sha256Hex(sheetHashInput(sheet))
}

/**
 * The acta file of a final sheet: its hash over the canonical form and the home club's
 * signature over both, made with the key of the club's season package.
 * @see FAPA art. 79.6, 82.1
 */
export async function makeActaFile(sheet: MatchSheet, key: ClubSigningKey): Promise<ActaFile> {
  const content = {
    format: ACTA_FORMAT,
    formatVersion: ACTA_FORMAT_VERSION,
    sheet,
    sha256: await sheetHash(sheet),
  } as const
  return { ...content, signature: await signActa(content, key) }
}

/** Reads an acta file and checks its hash; a changed file comes back as 'acta/hash-mismatch'. */
export async function readActaFile(
  text: string,
): Promise<{ ok: true; file: ActaFile } | { ok: false; code: string; path: string }> {
  const parsed = parseActaFile(text)
  if (!parsed.ok) {
    const first = parsed.error[0]
    return { ok: false, code: first?.code ?? 'acta/not-acta', path: first?.path ?? '' }
  }
  // Only a sheet the backups can hold is stored: the same shape, checked the same way.
  const shapeErrors: BackupError[] = []
  matchSheetCheck(parsed.value.sheet, 'sheet', shapeErrors)
  const bad = shapeErrors[0]
  if (bad) return { ok: false, code: 'acta/bad-field', path: bad.path }
  const actual = await sha256Hex(sheetHashInput(parsed.value.sheet))
  if (actual !== parsed.value.sha256)
    return { ok: false, code: 'acta/hash-mismatch', path: 'sha256' }
  return { ok: true, file: parsed.value }
}

/** Offers a file to the browser as a download. */
export function downloadFile(name: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

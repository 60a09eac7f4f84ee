/**
 * Reads what the federation sends a tablet: a club's season file (its whole calendar and key) or
 * a single competition's package, as older versions exported. Every refusal names its place in
 * the file (a JSON path) and a code the screen puts in words.
 */
import {
  CLUB_SEASON_FORMAT,
  clubFileProblems,
  clubSeasonParts,
  packageProblems,
  PACKAGE_FORMAT,
  type ClubSeasonFile,
  type SeasonPackage,
} from '../../domain/matchSheet/index.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { TFunction } from '../../i18n/index.ts'
import type { BackupError } from '../../db/backup/checks.ts'
import { clubSeasonCheck, seasonPackageCheck } from '../../db/backup/matchSheetValidators.ts'

/** A coded problem of a package file at a JSON path ('competitions[0].fixtures[3].homeId'). */
export interface PackageFileError {
  readonly code: string
  readonly path: string
  readonly params?: Readonly<Record<string, string | number>>
}

/** A package file read: the competitions to store and, for a club file, the file itself. */
export type PackageRead =
  | { ok: true; parts: SeasonPackage[]; club: ClubSeasonFile | null }
  | { ok: false; errors: PackageFileError[] }

const located = (errors: readonly BackupError[], prefix: string): PackageFileError[] =>
  errors.map((e) => ({
    code: e.code,
    path: `${prefix}${e.path.replace(/^\$\.?/, '')}`,
    ...(e.params ? { params: e.params as Record<string, string | number> } : {}),
  }))

/** Reads a package file's text; never throws. */
export function readPackageFile(text: string): PackageRead {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, errors: [{ code: 'package/not-json', path: '' }] }
  }
  const format =
    typeof raw === 'object' && raw !== null ? (raw as { format?: unknown }).format : null
  const errors: BackupError[] = []
  if (format === CLUB_SEASON_FORMAT) {
    clubSeasonCheck(raw, '$', errors)
    if (errors.length > 0) return { ok: false, errors: located(errors, '') }
    const file = raw as ClubSeasonFile
    const wrong = clubFileProblems(file.competitions, file.club.id, file.signingKey.clubId)
    if (wrong.length > 0) return { ok: false, errors: wrong }
    return { ok: true, parts: clubSeasonParts(file), club: file }
  }
  if (format === PACKAGE_FORMAT) {
    seasonPackageCheck(raw, '$', errors)
    if (errors.length > 0) return { ok: false, errors: located(errors, '') }
    const wrong = packageProblems(raw as SeasonPackage)
    if (wrong.length > 0) return { ok: false, errors: wrong }
    return { ok: true, parts: [raw as SeasonPackage], club: null }
  }
  return { ok: false, errors: [{ code: 'package/not-package', path: 'format' }] }
}

/** The sentence a refused package file gets: where in the file, and why. */
export function refusalText(t: TFunction, e: PackageFileError | undefined): string {
  const reason = errorMessage(t, e?.code ?? 'package/not-package', e?.params)
  return e?.path
    ? t('actas.packageRefused', { path: e.path, reason })
    : t('actas.packageRefusedWhole', { reason })
}

import { PACKAGE_FORMAT, type SeasonPackage } from '../../domain/matchSheet/index.ts'
import { err, ok, type Result } from '../../domain/core/index.ts'
import type { BackupError } from './checks.ts'
import { seasonPackageCheck } from './matchSheetValidators.ts'

/**
 * Reads a season package file (the federation's file a captain's tablet imports): JSON, the
 * format tag and version, then the whole package with the same check a backup applies, so a
 * package the tablet accepts is one its backups can restore. Problems come by JSON path.
 */
export function readSeasonPackage(text: string): Result<SeasonPackage, BackupError[]> {
  let v: unknown
  try {
    v = JSON.parse(text)
  } catch {
    return err([{ code: 'backup/not-json', path: '$' }])
  }
  const tagged = v as Partial<SeasonPackage> | null
  if (typeof v !== 'object' || v === null || Array.isArray(v) || tagged?.format !== PACKAGE_FORMAT)
    return err([{ code: 'backup/not-alfil', path: '$.format' }])
  const errors: BackupError[] = []
  seasonPackageCheck(v, '$', errors)
  return errors.length === 0 ? ok(v as SeasonPackage) : err(errors)
}

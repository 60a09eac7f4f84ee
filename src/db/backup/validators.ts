/**
 * The validators a restore applies, one entry per table of the backup. Each area registers its
 * tables here; a table with rows and no validator is refused (nothing unchecked is restored).
 */
import { rowsOnly, type TableValidator } from './checks.ts'
import { MATCH_SHEET_VALIDATORS } from './matchSheetValidators.ts'
import { RATING_VALIDATORS } from './ratingValidators.ts'
import { REGISTRY_VALIDATORS } from './registryValidators.ts'
import { TEAM_VALIDATORS } from './teamValidators.ts'
import { TOURNAMENT_VALIDATORS } from './tournamentLogValidators.ts'

export type { BackupTables, TableValidator } from './checks.ts'

/** The validators of the current schema's tables, by table name. */
export const BACKUP_VALIDATORS: Readonly<Record<string, TableValidator>> = {
  ...REGISTRY_VALIDATORS,
  ...RATING_VALIDATORS,
  ...TEAM_VALIDATORS,
  ...rowsOnly(MATCH_SHEET_VALIDATORS),
  ...TOURNAMENT_VALIDATORS,
}

import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db.ts'
import { META_LAST_BACKUP, META_USE_DAYS } from '../../db/schema.ts'
import { isBackupDue, parseUseDays } from './backupReminder.ts'
import { localDay } from '../../domain/core/index.ts'

export interface BackupStatus {
  /** ISO instant of the last backup downloaded on this device, or null */
  readonly lastBackupAt: string | null
  readonly due: boolean
}

/** The last backup and whether the 7-days-of-use reminder applies; undefined while loading. */
export function useBackupStatus(): BackupStatus | undefined {
  return useLiveQuery(async () => {
    const [last, days] = await Promise.all([
      db.meta.get(META_LAST_BACKUP),
      db.meta.get(META_USE_DAYS),
    ])
    const lastBackupAt = last?.value ?? null
    const lastDay = lastBackupAt === null ? null : localDay(new Date(lastBackupAt))
    return { lastBackupAt, due: isBackupDue(parseUseDays(days?.value), lastDay) }
  })
}

/** Remembers that a backup was just taken. */
export async function markBackupTaken(now: Date): Promise<void> {
  await db.meta.put({ key: META_LAST_BACKUP, value: now.toISOString() })
}

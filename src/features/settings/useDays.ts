import { db } from '../../db/db.ts'
import { localDay } from '../../domain/core/index.ts'
import { META_USE_DAYS } from '../../db/schema.ts'
import { parseUseDays, withUseDay } from './backupReminder.ts'

/** Notes today (local calendar day) as a day of use; the backup reminder counts these days. */
export async function recordUseDay(now: Date = new Date()): Promise<void> {
  const today = localDay(now)
  await db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(META_USE_DAYS)
    const days = parseUseDays(row?.value)
    const next = withUseDay(days, today)
    if (next !== days) await db.meta.put({ key: META_USE_DAYS, value: JSON.stringify(next) })
  })
}

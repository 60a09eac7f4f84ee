/** Days of use remembered; enough to decide the reminder. */
export const USE_DAYS_KEPT = 30
/** A backup is due after this many days of use without one. */
export const BACKUP_DUE_AFTER_USE_DAYS = 7

/** Reads the stored list of days of use, ignoring anything malformed. */
export function parseUseDays(value: string | undefined): readonly string[] {
  if (value === undefined) return []
  try {
    const parsed: unknown = JSON.parse(value)
    if (!Array.isArray(parsed)) return []
    return parsed.filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))
  } catch {
    return []
  }
}

/** The list with `day` added (sorted, capped); the same array when `day` is already there. */
export function withUseDay(days: readonly string[], day: string): readonly string[] {
  if (days.includes(day)) return days
  return [...days, day].sort().slice(-USE_DAYS_KEPT)
}

/**
 * True when the last 7 days on which Alfil was used all came after the last backup (or there
 * was never one): idle calendar days do not count, so a club used weekly is not nagged daily.
 */
export function isBackupDue(useDays: readonly string[], lastBackupDay: string | null): boolean {
  const since = lastBackupDay === null ? useDays : useDays.filter((d) => d > lastBackupDay)
  return since.length >= BACKUP_DUE_AFTER_USE_DAYS
}

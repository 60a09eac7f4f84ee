/**
 * Safety copies: before a restore replaces the data, the data it replaces is kept on this device
 * as a backup file, in the same transaction as the restore (both happen or neither). The last
 * few are listed on the backups screen and can be downloaded or restored like any backup.
 */
import type { AlfilDb } from '../db.ts'
import type { MetaRow } from '../schema.ts'

/** How many safety copies are kept; the oldest goes when another is taken. */
export const SAFETY_COPIES_KEPT = 5

const INDEX_KEY = 'safetyCopies'
const COPY_PREFIX = 'safetyCopy:'

/** What the list shows of one safety copy. */
export interface SafetyCopyInfo {
  /** ISO instant the copy was taken, also its id */
  readonly takenAt: string
  /** Rows it holds, all tables together */
  readonly rows: number
  /** `exportedAt` of the backup whose restore replaced these data */
  readonly replacedBy: string
}

function parseIndex(row: MetaRow | undefined): SafetyCopyInfo[] {
  if (!row) return []
  try {
    const list: unknown = JSON.parse(row.value)
    return Array.isArray(list) ? (list as SafetyCopyInfo[]) : []
  } catch {
    return []
  }
}

/** The safety copies on this device, newest first. */
export async function listSafetyCopies(db: AlfilDb): Promise<SafetyCopyInfo[]> {
  return parseIndex(await db.meta.get(INDEX_KEY))
}

/** The backup text of one safety copy, or undefined when it is gone. */
export async function readSafetyCopy(db: AlfilDb, takenAt: string): Promise<string | undefined> {
  return (await db.meta.get(COPY_PREFIX + takenAt))?.value
}

/** Deletes one safety copy. */
export async function deleteSafetyCopy(db: AlfilDb, takenAt: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const list = parseIndex(await db.meta.get(INDEX_KEY))
    await db.meta.delete(COPY_PREFIX + takenAt)
    await putIndex(
      db,
      list.filter((c) => c.takenAt !== takenAt),
    )
  })
}

function putIndex(db: AlfilDb, list: readonly SafetyCopyInfo[]) {
  return db.meta.put({ key: INDEX_KEY, value: JSON.stringify(list) })
}

/**
 * Stores `text` as a safety copy and drops the oldest beyond the kept number. Call it inside the
 * restore's transaction (which must include the `meta` table).
 */
export async function keepSafetyCopy(
  db: AlfilDb,
  text: string,
  info: SafetyCopyInfo,
): Promise<void> {
  const list = parseIndex(await db.meta.get(INDEX_KEY)).filter((c) => c.takenAt !== info.takenAt)
  const next = [info, ...list]
  for (const old of next.slice(SAFETY_COPIES_KEPT)) await db.meta.delete(COPY_PREFIX + old.takenAt)
  await db.meta.put({ key: COPY_PREFIX + info.takenAt, value: text })
  await putIndex(db, next.slice(0, SAFETY_COPIES_KEPT))
}

/**
 * Opens the device database before any screen shows, and says why when it cannot: no IndexedDB
 * (some private windows), storage blocked by the browser or a policy, no space left, a newer
 * Alfil's data, or no answer at all. The app then shows one page that explains it instead of
 * screens waiting forever.
 */
import type { AlfilDb } from './db.ts'

export type StorageProblem = 'missing' | 'blocked' | 'quota' | 'newer' | 'timeout' | 'unknown'

/** What stopped the database, and the browser's own name for it. */
export interface StorageFailure {
  readonly problem: StorageProblem
  readonly reason: string
}

const PROBE_KEY = 'storageProbe'

function names(e: unknown): string[] {
  const out: string[] = []
  for (let x: unknown = e, depth = 0; x && depth < 4; depth++) {
    const name = (x as { name?: unknown }).name
    if (typeof name === 'string') out.push(name)
    x = (x as { inner?: unknown }).inner
  }
  return out
}

/** The kind of problem from a Dexie or DOM error (Dexie wraps the browser's in `inner`). */
export function classifyStorageError(e: unknown): StorageFailure {
  const found = names(e)
  const reason = found.at(-1) ?? 'unknown'
  const has = (...n: string[]) => found.some((x) => n.includes(x))
  if (has('MissingAPIError')) return { problem: 'missing', reason }
  if (has('QuotaExceededError')) return { problem: 'quota', reason }
  if (has('VersionError')) return { problem: 'newer', reason }
  if (has('SecurityError', 'InvalidStateError', 'NotAllowedError', 'UnknownError'))
    return { problem: 'blocked', reason }
  return { problem: 'unknown', reason }
}

/**
 * Opens `db` and writes one device fact (some private windows open the database and refuse the
 * first write). Null when storage works; the failure otherwise, after `timeoutMs` at most.
 */
export async function probeStorage(
  db: AlfilDb,
  now: Date,
  timeoutMs = 10_000,
): Promise<StorageFailure | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<StorageFailure>((resolve) => {
    timer = setTimeout(() => resolve({ problem: 'timeout', reason: 'timeout' }), timeoutMs)
  })
  const open = (async (): Promise<StorageFailure | null> => {
    try {
      await db.open()
      await db.meta.put({ key: PROBE_KEY, value: now.toISOString() })
      return null
    } catch (e) {
      return classifyStorageError(e)
    }
  })()
  try {
    return await Promise.race([open, timeout])
  } finally {
    clearTimeout(timer)
  }
}

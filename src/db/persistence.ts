/**
 * Storage that stays: at the first record saved in a session, Alfil asks the browser to keep its
 * data for good (`navigator.storage.persist()`), unless it already does. Without it, a browser
 * short of space may delete an arbiter's data without a word. The answer is kept in `meta`, so
 * Ajustes can say when it was asked and what the browser said.
 */
import Dexie from 'dexie'
import type { AlfilDb } from './db.ts'

/** The part of `navigator.storage` used here (absent in old browsers and some private windows). */
export interface PersistentStorage {
  persisted?: () => Promise<boolean>
  persist?: () => Promise<boolean>
}

export const META_PERSIST_REQUEST = 'persistRequest'

/** What the browser answered when Alfil asked, as kept in `meta`. */
export interface PersistRequest {
  readonly at: string
  readonly granted: boolean
}

/** Parses the kept answer (null when never asked, or unreadable). */
export function parsePersistRequest(value: string | undefined): PersistRequest | null {
  if (value === undefined) return null
  try {
    const v = JSON.parse(value) as PersistRequest
    return typeof v.at === 'string' && typeof v.granted === 'boolean' ? v : null
  } catch {
    return null
  }
}

/** Tables whose writes are not "a saved record" (device facts written at start-up). */
const IGNORED = new Set(['meta'])

/**
 * Watches `db` for its first successful write of a record and then asks for persistent storage
 * once. Returns a promise of the browser's answer (null when nothing was asked), for tests.
 */
export function askPersistenceAtFirstSave(
  db: AlfilDb,
  storage: PersistentStorage | undefined,
  now: () => Date = () => new Date(),
): { readonly asked: Promise<boolean | null> } {
  let resolve: (v: boolean | null) => void = () => {}
  const asked = new Promise<boolean | null>((r) => (resolve = r))
  let armed = true
  const ask = async () => {
    try {
      if (!storage?.persist || (await storage.persisted?.())) return resolve(null)
      const granted = await storage.persist()
      const row = { at: now().toISOString(), granted } satisfies PersistRequest
      await Dexie.ignoreTransaction(() =>
        db.meta.put({ key: META_PERSIST_REQUEST, value: JSON.stringify(row) }),
      )
      resolve(granted)
    } catch {
      resolve(null)
    }
  }
  db.use({
    stack: 'dbcore',
    name: 'persistence-at-first-save',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name)
        if (IGNORED.has(name)) return table
        return {
          ...table,
          mutate: async (req) => {
            const res = await table.mutate(req)
            if (armed && req.type !== 'delete' && req.type !== 'deleteRange') {
              armed = false
              // Outside the write's transaction: the question never delays or breaks it.
              setTimeout(() => void ask(), 0)
            }
            return res
          },
        }
      },
    }),
  })
  return { asked }
}

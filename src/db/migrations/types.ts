import type { Transaction } from 'dexie'

/**
 * One step of the database schema. Versions are consecutive integers starting at 1; a released
 * migration is never edited, the next change is a new file.
 */
export interface Migration {
  readonly version: number
  readonly description: string
  /** Dexie store specs of the tables created or re-indexed in this version; `null` drops a table. */
  readonly stores: Readonly<Record<string, string | null>>
  /** Moves existing rows to the new shape, inside the upgrade transaction. */
  readonly upgrade?: (tx: Transaction) => Promise<unknown>
}

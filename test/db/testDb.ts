import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { createAlfilDb, type AlfilDb } from '../../src/db/db.ts'
import { MIGRATIONS, type Migration } from '../../src/db/migrations/index.ts'
import type { CommandContext } from '../../src/db/commands/index.ts'

let counter = 0

/** A unique database name, so every test starts empty. */
export function uniqueDbName(): string {
  counter += 1
  return `alfil-test-${counter}-${Math.random().toString(36).slice(2)}`
}

/** A database on fake-indexeddb with the given migrations (all by default). */
export function testDb(
  name = uniqueDbName(),
  migrations: readonly Migration[] = MIGRATIONS,
): AlfilDb {
  return createAlfilDb(name, migrations, { indexedDB, IDBKeyRange })
}

/** A fresh, empty database per test, with a clock fixed at `now`. */
export function freshContext(now = '2026-09-15T10:00:00.000Z'): CommandContext & { db: AlfilDb } {
  return { db: testDb(), now: () => new Date(now) }
}

/** A database named `name` at schema `version`: only the first `version` migrations. */
export function scratchDb(name: string, version: number): AlfilDb {
  return testDb(name, MIGRATIONS.slice(0, version))
}

import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { createAlfilDb } from '../../src/db/db.ts'
import { MIGRATIONS } from '../../src/db/migrations/index.ts'
import { classifyStorageError, probeStorage } from '../../src/db/storageProbe.ts'
import { testDb } from './testDb.ts'

const NOW = new Date('2026-05-01T10:00:00.000Z')
const withFactory = (factory: Partial<IDBFactory>) =>
  createAlfilDb('alfil-probe', MIGRATIONS, { indexedDB: factory as IDBFactory, IDBKeyRange })

describe('the database is opened before any screen, and a failure is named', () => {
  it('working storage: null, and the device fact is written', async () => {
    const db = testDb()
    expect(await probeStorage(db, NOW)).toBe(null)
    expect((await db.meta.get('storageProbe'))?.value).toBe('2026-05-01T10:00:00.000Z')
  })

  it('no IndexedDB at all (a private window of some browsers): missing', async () => {
    const db = createAlfilDb('alfil-none', MIGRATIONS, { indexedDB: undefined, IDBKeyRange })
    expect(await probeStorage(db, NOW)).toEqual({ problem: 'missing', reason: 'MissingAPIError' })
  })

  it('an open the browser refuses (blocked storage): blocked, with its reason', async () => {
    const db = withFactory({
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      cmp: indexedDB.cmp.bind(indexedDB),
    })
    expect(await probeStorage(db, NOW)).toEqual({ problem: 'blocked', reason: 'SecurityError' })
  })

  it('an open that never answers: timeout, not a screen waiting forever', async () => {
    const db = withFactory({
      open: () => ({}) as IDBOpenDBRequest,
      cmp: indexedDB.cmp.bind(indexedDB),
    })
    expect(await probeStorage(db, NOW, 50)).toEqual({ problem: 'timeout', reason: 'timeout' })
  })

  it('quota and newer data are told apart from a plain refusal', () => {
    expect(
      classifyStorageError({ name: 'OpenFailedError', inner: { name: 'QuotaExceededError' } }),
    ).toEqual({ problem: 'quota', reason: 'QuotaExceededError' })
    expect(classifyStorageError({ name: 'VersionError' }).problem).toBe('newer')
    expect(classifyStorageError(new Error('x')).problem).toBe('unknown')
  })
})

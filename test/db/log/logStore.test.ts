import { describe, expect, it } from 'vitest'
import { err, ok } from '../../../src/domain/core/index.ts'
import { createLogStore } from '../../../src/db/log/logStore.ts'
import { MIGRATIONS } from '../../../src/db/migrations/index.ts'
import { tallyModel, type TallyEvent } from '../../domain/log/tally.ts'
import { recordOps } from '../countOps.ts'
import { testDb, uniqueDbName } from '../testDb.ts'

const tally = tallyModel()
const store = createLogStore({
  events: 'tallyEvents',
  snapshots: 'tallySnapshots',
  model: tally,
  snapshotEvery: 5,
  snapshotAfter: ['open'],
  keepSnapshots: 2,
})
const tallyTables = {
  version: MIGRATIONS.length + 1,
  description: 'a tally competition for the log store',
  stores: { tallyEvents: '[competitionId+seq]', tallySnapshots: '[competitionId+seq]' },
}

/** A database with the tally tables that records which table operations each write makes. */
function tallyDb() {
  const db = testDb(uniqueDbName(), [...MIGRATIONS, tallyTables])
  return { db, ops: recordOps(db) }
}

async function append(db: ReturnType<typeof tallyDb>['db'], id: string, e: TallyEvent, at: string) {
  return db.transaction('rw', [...store.tables], async () => {
    const current = await store.load(db, id)
    if (!current.ok) throw new Error('corrupt')
    return store.append(db, id, current.value, e, at)
  })
}

const at = (i: number) => `2026-05-01T10:00:${String(i).padStart(2, '0')}.000Z`

describe('the shared log store', () => {
  it('an append reads the last entry and writes one row, however long the log: the same operations at 3 and 40 events', async () => {
    const { db, ops } = tallyDb()
    await append(db, 'a', { type: 'open', payload: { value: 1 } }, at(0))
    const perWrite: string[][] = []
    for (let i = 1; i <= 40; i++) {
      ops.length = 0
      await append(db, 'a', { type: 'add', payload: { n: 1 } }, at(i))
      perWrite.push([...ops])
    }
    const plain = ['tallyEvents.query 1', 'tallyEvents.add']
    expect(perWrite[1]).toEqual(plain)
    expect(perWrite[37]).toEqual(plain)
    // Every fifth event also writes a snapshot and drops all but the newest one before it.
    const snapshot = [
      'tallySnapshots.query Infinity',
      'tallySnapshots.delete',
      'tallySnapshots.put',
    ]
    expect(perWrite[3]).toEqual([...plain, 'tallySnapshots.query Infinity', 'tallySnapshots.put'])
    expect(perWrite[38]).toEqual([...plain, ...snapshot])
    expect((await db.table('tallySnapshots').toArray()).map((s) => s.seq)).toEqual([35, 40])
  })

  it('reads the same state after forgetting the copy in memory, from the latest snapshot', async () => {
    const { db } = tallyDb()
    await append(db, 'a', { type: 'open', payload: { value: 1 } }, at(0))
    for (let i = 1; i <= 12; i++) await append(db, 'a', { type: 'add', payload: { n: i } }, at(i))
    store.forget()
    expect(await store.load(db, 'a')).toEqual(ok({ seq: 13, state: 79 }))
  })

  it('undo takes back the latest event in effect, drops the snapshots after it and keeps one of the restored state', async () => {
    const { db } = tallyDb()
    await append(db, 'a', { type: 'open', payload: { value: 0 } }, at(0))
    for (let i = 1; i <= 6; i++) await append(db, 'a', { type: 'add', payload: { n: 10 } }, at(i))
    const undo = () => db.transaction('rw', [...store.tables], () => store.undo(db, 'a', at(30)))
    for (let i = 0; i < 3; i++) await undo()
    expect(await store.load(db, 'a')).toEqual(ok({ seq: 10, state: 30 }))
    // The three undos took back seqs 7, 6 and 5: the snapshots at 5 and after went.
    expect((await db.table('tallySnapshots').toArray()).map((s) => s.seq)).toEqual([10])
    store.forget()
    expect(await store.load(db, 'a')).toEqual(ok({ seq: 10, state: 30 }))
    for (let i = 0; i < 3; i++) await undo()
    expect(await undo()).toEqual(err([{ code: 'log/nothing-to-undo' }]))
  })

  it('a refused event writes nothing; a log changed behind the copy in memory is folded again', async () => {
    const { db } = tallyDb()
    await append(db, 'a', { type: 'open', payload: { value: 2 } }, at(0))
    await append(db, 'a', { type: 'add', payload: { n: 3 } }, at(1))
    expect(await append(db, 'a', { type: 'add', payload: { n: -9 } }, at(2))).toEqual(
      err([{ code: 'tally/negative' }]),
    )
    expect(await db.table('tallyEvents').count()).toBe(2)
    await db
      .table('tallyEvents')
      .put({ competitionId: 'a', seq: 2, at: at(5), type: 'add', payload: { n: 4 } })
    expect(await store.load(db, 'a')).toEqual(ok({ seq: 2, state: 6 }))
  })

  it('a log that does not fold is reported with the seq of the entry', async () => {
    const { db } = tallyDb()
    await db.table('tallyEvents').bulkAdd([
      { competitionId: 'b', seq: 1, at: at(0), type: 'open', payload: { value: 1 } },
      { competitionId: 'b', seq: 2, at: at(1), type: 'add', payload: { n: -5 } },
    ])
    expect(await store.load(db, 'b')).toEqual(err([{ seq: 2, code: 'tally/negative' }]))
  })
})

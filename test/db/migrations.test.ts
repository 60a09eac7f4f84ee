import { describe, expect, it } from 'vitest'
import { MIGRATIONS, type Migration } from '../../src/db/migrations/index.ts'
import { SCHEMA_VERSION } from '../../src/db/db.ts'
import { testDb, uniqueDbName } from './testDb.ts'

describe('migrations', () => {
  it('are numbered 1, 2, 3 ... in order, one per schema version', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1))
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length)
  })

  it('version 1 creates the registry tables with their indexes', async () => {
    const db = testDb(uniqueDbName(), MIGRATIONS.slice(0, 1))
    await db.open()
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'auditLog',
      'clubs',
      'licences',
      'meta',
      'players',
      'seasons',
      'tournaments',
    ])
    expect(db.players.schema.indexes.map((i) => i.name).sort()).toEqual([
      'clubId',
      'fedaId',
      'fideId',
      'searchName',
    ])
    expect(db.licences.schema.indexes.map((i) => i.name)).toContain('[seasonId+holderId]')
    db.close()
  })

  it('each later migration opens a database written at the previous version and keeps its club row', async () => {
    for (let v = 2; v <= MIGRATIONS.length; v++) {
      const name = uniqueDbName()
      const old = testDb(name, MIGRATIONS.slice(0, v - 1))
      await old.clubs.add({
        id: 'c1',
        name: 'Club',
        shortName: null,
        registryNumber: null,
        venue: null,
        searchName: 'club',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      } as never)
      old.close()
      const upgraded = testDb(name, MIGRATIONS.slice(0, v))
      expect(await upgraded.clubs.count()).toBe(1)
      upgraded.close()
    }
  })

  it('an appended migration adds its table and reshapes old rows in the upgrade', async () => {
    const name = uniqueDbName()
    const v1 = testDb(name, MIGRATIONS)
    await v1.tournaments.add({
      id: 't1',
      name: 'Open de Gijón',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    } as never)
    v1.close()
    const next: Migration = {
      version: MIGRATIONS.length + 1,
      description: 'example: teams table and a tournament kind',
      stores: { teams: 'id, clubId' },
      upgrade: (tx) => tx.table('tournaments').toCollection().modify({ kind: 'individual' }),
    }
    const v2 = testDb(name, [...MIGRATIONS, next])
    expect(await v2.table('tournaments').get('t1')).toMatchObject({
      name: 'Open de Gijón',
      kind: 'individual',
    })
    expect(await v2.table('teams').count()).toBe(0)
    v2.close()
  })
})

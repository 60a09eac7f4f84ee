import { describe, expect, it } from 'vitest'
import { exportBackup, restoreBackup, canonicalJson } from '../../../src/db/backup/backup.ts'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DEVICE_TABLES,
} from '../../../src/db/backup/backupFormat.ts'
import { MIGRATIONS } from '../../../src/db/migrations/index.ts'
import { tournamentFromTrfText } from '../../../src/domain/reports/index.ts'
import { historyLines } from '../../../src/domain/tournament/index.ts'
import {
  changeTournament,
  createTournament,
  importTournament,
  undoLastChange,
} from '../../../src/features/tournaments/tournamentCommands.ts'
import { loadTournament, tournamentLog } from '../../../src/features/tournaments/tournamentsDb.ts'
import { fourPlayers, logSettings, UNDO } from '../../domain/tournament/commandPlayer.ts'
import { playLegacy } from '../../domain/tournament/legacyPlayer.ts'
import { fixtureText } from '../../helpers/fixtures.ts'
import { freshContext, scratchDb, testDb, uniqueDbName } from '../testDb.ts'

const AT = new Date('2026-10-01T09:30:00.000Z')
const FIXTURE = fixtureText('dutch/dutch-0001.trf')

/** A device with a created tournament played a little (with an undo) and an imported one. */
async function withTournaments() {
  const ctx = freshContext('2026-09-20T18:00:00.000Z')
  const created = await createTournament(ctx, logSettings({ totalRounds: 2 }))
  if (!created.ok) throw new Error('setup')
  const id = created.value.id
  for (const e of fourPlayers()) await changeTournament(ctx, id, e)
  await changeTournament(ctx, id, {
    type: 'settings-changed',
    payload: { publicUrl: 'https://club.example/abierto/' },
  })
  await changeTournament(ctx, id, {
    type: 'result-set',
    payload: { round: 1, board: 1, result: '1-0' },
  })
  await undoLastChange(ctx, id)
  const trf = tournamentFromTrfText(FIXTURE, {
    tiebreaks: ['BH'],
    unplayed: 'fapa',
    lotSeed: 3,
  })
  if (!trf.ok) throw new Error('fixture')
  const imported = await importTournament(ctx, trf.value)
  if (!imported.ok) throw new Error('import')
  return { ctx, id, importedId: imported.value.id }
}

type File = { tables: Record<string, Record<string, unknown>[]> }

describe('backups of individual tournaments', () => {
  it('carry the logs and snapshots: export -> import -> export is byte-identical and the tournaments read the same', async () => {
    const { ctx, id, importedId } = await withTournaments()
    const first = await exportBackup(ctx.db, AT)
    const file = JSON.parse(first) as File
    expect(file.tables.tournamentEvents?.length).toBe(1 + 4 + 1 + 1 + 1 + 1 + 1 + 1)
    expect(file.tables.tournamentSnapshots?.length).toBe(2)
    const target = freshContext()
    const restored = await restoreBackup(target.db, first, scratchDb)
    expect(restored.ok).toBe(true)
    expect(await exportBackup(target.db, AT)).toBe(first)
    for (const t of [id, importedId])
      expect(await loadTournament(target.db, t)).toEqual(await loadTournament(ctx.db, t))
  })

  it('refuses a log that does not fold with the path of the entry, and touches nothing', async () => {
    const { ctx } = await withTournaments()
    const file = JSON.parse(await exportBackup(ctx.db, AT)) as File
    const events = file.tables.tournamentEvents ?? []
    const k = events.findIndex((e) => e.type === 'result-set')
    events[k] = { ...events[k], payload: { round: 1, board: 7, result: '1-0' } }
    const target = freshContext()
    await createTournament(target, logSettings({ name: 'Torneo que ya estaba' }))
    const before = await exportBackup(target.db, AT)
    const r = await restoreBackup(target.db, canonicalJson(file), scratchDb)
    expect(r).toEqual({
      ok: false,
      error: [
        {
          code: 'backup/log-does-not-fold',
          path: `$.tables.tournamentEvents[${k}]`,
          params: { seq: 9, reason: 'round/unknown-board' },
        },
      ],
    })
    expect(await exportBackup(target.db, AT)).toBe(before)
  })

  it('refuses an event of the wrong shape, a stale snapshot, a list row that does not match, a log without its tournament', async () => {
    const { ctx } = await withTournaments()
    const file = JSON.parse(await exportBackup(ctx.db, AT)) as File
    const events = file.tables.tournamentEvents ?? []
    const k = events.findIndex((e) => e.type === 'result-set')
    events[k] = { ...events[k], payload: { round: 1, board: 1, result: '2-0' } }
    const shapes = await restoreBackup(freshContext().db, canonicalJson(file), scratchDb)
    expect(shapes.ok || shapes.error.map((e) => [e.code, e.path])).toEqual([
      ['backup/expected-one-of', `$.tables.tournamentEvents[${k}].payload.result`],
    ])
    events[k] = { ...events[k], payload: { round: 1, board: 1, result: '1-0' } }
    const snapshots = file.tables.tournamentSnapshots ?? []
    const state = snapshots[0]?.state as { settings: Record<string, unknown> }
    snapshots[0] = {
      ...snapshots[0],
      state: { ...state, settings: { ...state.settings, place: 'Gijón' } },
    }
    const list = file.tables.tournaments ?? []
    list[1] = { ...list[1], summary: { ...(list[1]?.summary as object), entrants: 99 } }
    file.tables.tournamentEvents = [...events, { ...events[0], competitionId: 'otro' }]
    const r = await restoreBackup(freshContext().db, canonicalJson(file), scratchDb)
    expect(r.ok || r.error.map((e) => [e.code, e.path]).sort()).toEqual([
      ['backup/dangling-reference', `$.tables.tournamentEvents[${events.length}].competitionId`],
      ['backup/list-row-mismatch', '$.tables.tournaments[1]'],
      ['backup/snapshot-mismatch', '$.tables.tournamentSnapshots[0]'],
    ])
  })

  it('TRF-2026 162: a tournament whose forfeit losses score as symbol A (not as L) restores from its backup', async () => {
    const text = FIXTURE.replace(/^162 .*$/m, '')
    const trf = tournamentFromTrfText(`162  W 1.0    D 0.5    L 0.0    A 0.5\n${text}`, {
      tiebreaks: ['BH'],
      unplayed: 'fapa',
      lotSeed: 3,
    })
    if (!trf.ok) throw new Error('fixture')
    expect(trf.value.settings.scoring).toMatchObject({ loss: 0, zeroBye: 1, forfeitLoss: 1 })
    const ctx = freshContext()
    const imported = await importTournament(ctx, trf.value)
    if (!imported.ok) throw new Error('import')
    const first = await exportBackup(ctx.db, AT)
    const target = freshContext()
    expect(await restoreBackup(target.db, first, scratchDb)).toMatchObject({ ok: true })
    expect(await loadTournament(target.db, imported.value.id)).toEqual(
      await loadTournament(ctx.db, imported.value.id),
    )
  })

  it('a backup taken before the logs (tournaments stored whole, with their versions) restores as logs', async () => {
    const old = playLegacy(logSettings({ totalRounds: 2 }), [
      [0, 1, 1],
      [0, 2, 2],
      [0, 3, 3],
      [2, 0, 0],
      [4, 0, 0],
      [5, 0, 0],
      [UNDO, 0, 0],
      [5, 0, 2],
      [3, 2, 0],
    ])
    const v7 = testDb(uniqueDbName(), MIGRATIONS.slice(0, 7))
    const stamp = '2026-07-01T08:00:00.000Z'
    await v7.table('tournaments').add({
      id: 't1',
      name: old.doc.settings.name,
      doc: old.doc,
      createdAt: stamp,
      updatedAt: stamp,
    })
    for (const h of old.history)
      await v7.table('tournamentHistory').add({ tournamentId: 't1', ...h })
    for (const a of old.audit)
      await v7.auditLog.add({ ...a, entity: 'tournament', entityId: 't1', tournamentId: 't1' })
    const tables: Record<string, unknown[]> = {}
    for (const t of v7.tables)
      if (!DEVICE_TABLES.includes(t.name)) tables[t.name] = await t.toArray()
    v7.close()
    const text = canonicalJson({
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion: 7,
      exportedAt: stamp,
      tables,
    })
    const target = freshContext()
    expect((await restoreBackup(target.db, text, scratchDb)).ok).toBe(true)
    const loaded = await loadTournament(target.db, 't1')
    expect(loaded.ok && loaded.value?.doc).toEqual(old.doc)
    const lines = historyLines(await tournamentLog.entries(target.db, 't1'))
    expect(lines.map(({ at, action, detail }) => ({ at, action, detail }))).toEqual(old.audit)
    expect(await undoLastChange(target, 't1')).toEqual({ ok: true, value: 'entrant/request' })
    const undone = await loadTournament(target.db, 't1')
    expect(undone.ok && undone.value?.doc).toEqual(old.history[old.history.length - 1]?.before)
  })
})

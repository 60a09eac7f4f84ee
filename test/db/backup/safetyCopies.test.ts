import { describe, expect, it } from 'vitest'
import { exportBackup, previewRestore, restoreBackup } from '../../../src/db/backup/backup.ts'
import {
  deleteSafetyCopy,
  listSafetyCopies,
  readSafetyCopy,
  SAFETY_COPIES_KEPT,
} from '../../../src/db/backup/safetyCopies.ts'
import { saveClub, saveSeason } from '../../../src/db/commands/index.ts'
import {
  changeTournament,
  createTournament,
} from '../../../src/features/tournaments/tournamentCommands.ts'
import { loadTournament } from '../../../src/features/tournaments/tournamentsDb.ts'
import { fourPlayers, logSettings } from '../../domain/tournament/commandPlayer.ts'
import { freshContext, scratchDb } from '../testDb.ts'

const at = (minute: number) => new Date(`2026-10-01T09:${String(minute).padStart(2, '0')}:00.000Z`)
const names = async (ctx: ReturnType<typeof freshContext>) =>
  (await ctx.db.clubs.toArray()).map((c) => c.name).sort()

async function withClubs(...clubNames: string[]) {
  const ctx = freshContext('2026-03-01T12:00:00.000Z')
  for (const name of clubNames)
    await saveClub(ctx, { name, shortName: '', registryNumber: '', venue: '' })
  return ctx
}

describe('safety copies: a restore keeps the data it replaces', () => {
  it('the replaced data are kept, listed and restorable: restoring the copy brings them back', async () => {
    const file = await exportBackup((await withClubs('Club Ajedrez Luarca')).db, at(0))
    const device = await withClubs('Club Ajedrez Mieres', 'Club Ajedrez Oviedo')
    const before = await exportBackup(device.db, at(1))
    const r = await restoreBackup(device.db, file, scratchDb, { now: at(2) })
    expect(r.ok && r.value.safetyCopy).toEqual({
      takenAt: '2026-10-01T09:02:00.000Z',
      rows: 4,
      replacedBy: '2026-10-01T09:00:00.000Z',
    })
    expect(await names(device)).toEqual(['Club Ajedrez Luarca'])
    expect(await listSafetyCopies(device.db)).toEqual([r.ok && r.value.safetyCopy])
    const copy = await readSafetyCopy(device.db, '2026-10-01T09:02:00.000Z')
    expect(JSON.parse(copy!).tables).toEqual(JSON.parse(before).tables)

    const back = await restoreBackup(device.db, copy!, scratchDb, { now: at(3) })
    expect(back.ok).toBe(true)
    expect(await names(device)).toEqual(['Club Ajedrez Mieres', 'Club Ajedrez Oviedo'])
    expect((await listSafetyCopies(device.db)).map((c) => [c.takenAt, c.rows])).toEqual([
      ['2026-10-01T09:03:00.000Z', 2],
      ['2026-10-01T09:02:00.000Z', 4],
    ])
  })

  it('a tournament stored as its log: the preview counts its events, the copy keeps them and getting it back reopens the tournament', async () => {
    const file = await exportBackup((await withClubs('Club Ajedrez Luarca')).db, at(0))
    const device = freshContext('2026-09-20T18:00:00.000Z')
    const created = await createTournament(device, logSettings({ totalRounds: 2 }))
    if (!created.ok) throw new Error('setup')
    const id = created.value.id
    for (const e of fourPlayers()) await changeTournament(device, id, e)
    await changeTournament(device, id, {
      type: 'result-set',
      payload: { round: 1, board: 2, result: '0-1' },
    })
    const played = await loadTournament(device.db, id)
    const p = await previewRestore(device.db, file, scratchDb)
    const rows = (table: string) => p.ok && p.value.tables.find((t) => t.table === table)
    expect(rows('tournamentEvents')).toEqual({
      table: 'tournamentEvents',
      current: { rows: 8, newest: '2026-09-20T18:00:00.000Z' },
      incoming: { rows: 0, newest: null },
    })
    expect(rows('tournamentSnapshots')).toEqual({
      table: 'tournamentSnapshots',
      current: { rows: 1, newest: null },
      incoming: { rows: 0, newest: null },
    })
    const r = await restoreBackup(device.db, file, scratchDb, { now: at(1) })
    expect(r.ok && r.value.safetyCopy?.rows).toBe(1 + 8 + 1)
    expect(await loadTournament(device.db, id)).toEqual({ ok: true, value: null })
    const copy = JSON.parse((await readSafetyCopy(device.db, '2026-10-01T09:01:00.000Z'))!)
    expect(copy.tables.tournamentEvents.map((e: { type: string }) => e.type)).toEqual([
      'tournament-created',
      'entrant-registered',
      'entrant-registered',
      'entrant-registered',
      'entrant-registered',
      'numbers-frozen',
      'round-paired',
      'result-set',
    ])
    const back = await restoreBackup(device.db, JSON.stringify(copy), scratchDb, { now: at(2) })
    expect(back.ok).toBe(true)
    expect(await loadTournament(device.db, id)).toEqual(played)
    const reopened = await loadTournament(device.db, id)
    expect(reopened.ok && reopened.value?.doc.rounds[0]?.boards[1]?.result).toBe('0-1')
  })

  it(`keeps the last ${SAFETY_COPIES_KEPT}, newest first; one can be deleted`, async () => {
    const file = await exportBackup((await withClubs('Club Ajedrez Luarca')).db, at(0))
    const device = await withClubs('Club Ajedrez Mieres')
    for (let m = 1; m <= SAFETY_COPIES_KEPT + 2; m++)
      await restoreBackup(device.db, file, scratchDb, { now: at(m) })
    const kept = (await listSafetyCopies(device.db)).map((c) => c.takenAt.slice(11, 16))
    expect(kept).toEqual(['09:07', '09:06', '09:05', '09:04', '09:03'])
    expect(await readSafetyCopy(device.db, '2026-10-01T09:02:00.000Z')).toBeUndefined()
    await deleteSafetyCopy(device.db, '2026-10-01T09:05:00.000Z')
    expect((await listSafetyCopies(device.db)).map((c) => c.takenAt.slice(11, 16))).toEqual([
      '09:07',
      '09:06',
      '09:04',
      '09:03',
    ])
    expect(await device.db.meta.where('key').startsWith('safetyCopy:').count()).toBe(4)
  })

  it('an empty device has nothing to keep, and a refused file takes no copy', async () => {
    const file = await exportBackup((await withClubs('Club Ajedrez Luarca')).db, at(0))
    const empty = freshContext()
    const r = await restoreBackup(empty.db, file, scratchDb, { now: at(1) })
    expect(r.ok && r.value.safetyCopy).toBe(null)
    const broken = JSON.parse(file)
    broken.tables.clubs[0].name = 7
    const refused = await restoreBackup(empty.db, JSON.stringify(broken), scratchDb, { now: at(2) })
    expect(refused.ok).toBe(false)
    expect(await listSafetyCopies(empty.db)).toEqual([])
  })

  it('a storage failure during the restore keeps neither the copy nor the new rows', async () => {
    const file = await exportBackup((await withClubs('Club Ajedrez Luarca')).db, at(0))
    const device = await withClubs('Club Ajedrez Mieres')
    device.db.clubs.hook('creating', () => {
      throw new Error('disk full')
    })
    const r = await restoreBackup(device.db, file, scratchDb, { now: at(1) })
    expect(r.ok ? null : r.error.map((e) => e.code)).toEqual(['backup/restore-failed'])
    expect(await names(device)).toEqual(['Club Ajedrez Mieres'])
    expect(await listSafetyCopies(device.db)).toEqual([])
  })
})

describe('the preview says what a restore would replace, and changes nothing', () => {
  it('rows and newest date per table, on the device and in the file', async () => {
    const source = await withClubs('Club Ajedrez Luarca', 'Club Ajedrez Tineo')
    const file = await exportBackup(source.db, at(0))
    const device = freshContext('2026-09-20T18:00:00.000Z')
    await saveSeason(device, { name: '2026', startDate: '2026-01-01', endDate: '2026-12-31' })
    const before = await exportBackup(device.db, at(1))
    const p = await previewRestore(device.db, file, scratchDb)
    expect(p).toEqual({
      ok: true,
      value: {
        exportedAt: '2026-10-01T09:00:00.000Z',
        currentRows: 2,
        incomingRows: 4,
        tables: [
          {
            table: 'auditLog',
            current: { rows: 1, newest: '2026-09-20T18:00:00.000Z' },
            incoming: { rows: 2, newest: '2026-03-01T12:00:00.000Z' },
          },
          {
            table: 'clubs',
            current: { rows: 0, newest: null },
            incoming: { rows: 2, newest: '2026-03-01T12:00:00.000Z' },
          },
          {
            table: 'seasons',
            current: { rows: 1, newest: '2026-09-20T18:00:00.000Z' },
            incoming: { rows: 0, newest: null },
          },
        ],
      },
    })
    expect(await exportBackup(device.db, at(1))).toBe(before)
  })

  it('a damaged file gets its problems by JSON path instead of a preview', async () => {
    const file = JSON.parse(await exportBackup((await withClubs('Club Ajedrez Luarca')).db, at(0)))
    file.tables.clubs[0].createdAt = '2026-02-30T10:00:00.000Z'
    const p = await previewRestore(freshContext().db, JSON.stringify(file), scratchDb)
    expect(p.ok ? [] : p.error.map((e) => [e.code, e.path])).toEqual([
      ['backup/expected-instant', '$.tables.clubs[0].createdAt'],
    ])
  })
})

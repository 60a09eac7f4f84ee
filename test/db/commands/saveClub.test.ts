import { describe, expect, it } from 'vitest'
import { saveClub } from '../../../src/db/commands/index.ts'
import { freshContext } from '../testDb.ts'

const club = {
  name: 'Club Ajedrez Oviedo 64',
  shortName: 'Oviedo 64',
  registryNumber: 'A-101',
  venue: '',
}

describe('saveClub command', () => {
  it('creates a club with cleaned texts and writes one audit entry (FAPA art. 13)', async () => {
    const ctx = freshContext()
    const result = await saveClub(ctx, { ...club, name: '  Club  Ajedrez Oviedo 64 ' })
    expect(result.ok).toBe(true)
    const rows = await ctx.db.clubs.toArray()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Club Ajedrez Oviedo 64',
      shortName: 'Oviedo 64',
      registryNumber: 'A-101',
      venue: null,
      searchName: 'club ajedrez oviedo 64',
      createdAt: '2026-09-15T10:00:00.000Z',
    })
    const log = await ctx.db.auditLog.toArray()
    expect(log.map((e) => [e.action, e.entityId, e.detail])).toEqual([
      ['club/create', rows[0]?.id, 'Club Ajedrez Oviedo 64'],
    ])
  })

  it('refuses a second club with the same name (accents and case ignored) and writes nothing', async () => {
    const ctx = freshContext()
    await saveClub(ctx, club)
    const again = await saveClub(ctx, {
      ...club,
      name: 'CLUB AJEDREZ OVIEDO 64',
      registryNumber: '',
    })
    expect(again).toEqual({ ok: false, error: [{ code: 'club/duplicate-name', field: 'name' }] })
    expect(await ctx.db.clubs.count()).toBe(1)
    expect(await ctx.db.auditLog.count()).toBe(1)
  })

  it('updates an existing club in place, keeping its creation date', async () => {
    const ctx = freshContext()
    const created = await saveClub(ctx, club)
    if (!created.ok) throw new Error('setup failed')
    const later = { ...ctx, now: () => new Date('2026-10-01T08:00:00.000Z') }
    const updated = await saveClub(later, { ...club, venue: 'Casa de Cultura' }, created.value.id)
    expect(updated.ok && updated.value.venue).toBe('Casa de Cultura')
    const row = await ctx.db.clubs.get(created.value.id)
    expect([row?.createdAt, row?.updatedAt]).toEqual([
      '2026-09-15T10:00:00.000Z',
      '2026-10-01T08:00:00.000Z',
    ])
    expect((await ctx.db.auditLog.toArray()).map((e) => e.action)).toEqual([
      'club/create',
      'club/update',
    ])
  })
})

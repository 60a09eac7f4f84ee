import { describe, expect, it, vi } from 'vitest'
import { saveClub } from '../../src/db/commands/index.ts'
import {
  askPersistenceAtFirstSave,
  META_PERSIST_REQUEST,
  parsePersistRequest,
} from '../../src/db/persistence.ts'
import { freshContext } from './testDb.ts'

const club = { name: 'Club Ajedrez Luarca', shortName: '', registryNumber: '', venue: '' }

function storage(persisted: boolean, grant: boolean) {
  return { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grant) }
}

describe('persistent storage is asked for at the first saved record', () => {
  it('device facts written at start-up do not ask; the first record does, once', async () => {
    const ctx = freshContext()
    const s = storage(false, true)
    const { asked } = askPersistenceAtFirstSave(
      ctx.db,
      s,
      () => new Date('2026-05-01T10:00:00.000Z'),
    )
    await ctx.db.meta.put({ key: 'useDays', value: '[]' })
    await new Promise((r) => setTimeout(r, 10))
    expect(s.persist).not.toHaveBeenCalled()
    await saveClub(ctx, club)
    await saveClub(ctx, { ...club, name: 'Club Ajedrez Tineo' })
    expect(await asked).toBe(true)
    expect(s.persist).toHaveBeenCalledTimes(1)
    const kept = await ctx.db.meta.get(META_PERSIST_REQUEST)
    expect(parsePersistRequest(kept?.value)).toEqual({
      at: '2026-05-01T10:00:00.000Z',
      granted: true,
    })
  })

  it('a refusal is kept too, so Ajustes can say what the browser answered', async () => {
    const ctx = freshContext()
    const { asked } = askPersistenceAtFirstSave(ctx.db, storage(false, false))
    await saveClub(ctx, club)
    expect(await asked).toBe(false)
    expect(parsePersistRequest((await ctx.db.meta.get(META_PERSIST_REQUEST))?.value)?.granted).toBe(
      false,
    )
  })

  it('does not ask when the data are already kept for good, or the browser cannot say', async () => {
    for (const s of [storage(true, true), undefined, {}]) {
      const ctx = freshContext()
      const { asked } = askPersistenceAtFirstSave(ctx.db, s)
      await saveClub(ctx, club)
      expect(await asked).toBe(null)
      expect(await ctx.db.meta.get(META_PERSIST_REQUEST)).toBeUndefined()
    }
  })
})

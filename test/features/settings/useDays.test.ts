import { describe, expect, it } from 'vitest'
import { recordUseDay } from '../../../src/features/settings/useDays.ts'
import { META_USE_DAYS } from '../../../src/db/schema.ts'
import { testDb } from '../../db/testDb.ts'

describe('days of use for the backup reminder', () => {
  it('records the local day of the command, once: 00:30 in Madrid is already the next day', async () => {
    const db = testDb()
    const at = (iso: string) => ({ db, now: () => new Date(iso), timeZone: 'Europe/Madrid' })
    expect(await recordUseDay(at('2026-10-03T22:30:00Z'))).toEqual({ ok: true, value: true })
    expect(await recordUseDay(at('2026-10-04T08:00:00Z'))).toEqual({ ok: true, value: false })
    expect(await recordUseDay(at('2026-10-04T23:00:00Z'))).toEqual({ ok: true, value: true })
    expect(JSON.parse((await db.meta.get(META_USE_DAYS))?.value ?? 'null')).toEqual([
      '2026-10-04',
      '2026-10-05',
    ])
  })
})

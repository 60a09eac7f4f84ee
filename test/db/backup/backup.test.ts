import { describe, expect, it } from 'vitest'
import { exportBackup, restoreBackup, wipeData } from '../../../src/db/backup/backup.ts'
import { issueLicence, saveClub, savePlayer, saveSeason } from '../../../src/db/commands/index.ts'
import { freshContext, scratchDb } from '../testDb.ts'

const AT = new Date('2026-10-01T09:30:00.000Z')

async function seeded() {
  const ctx = freshContext('2026-03-01T12:00:00')
  const club = await saveClub(ctx, {
    name: 'Club Ajedrez Mieres',
    shortName: 'Mieres',
    registryNumber: '9',
    venue: 'Casa de la Buelga',
  })
  const season = await saveSeason(ctx, {
    name: '2026',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  })
  if (!club.ok || !season.ok) throw new Error('setup failed')
  for (const [given, surname, fide] of <[string, string, string][]>[
    ['Íñigo', 'Nuño', '2201'],
    ['Marta', 'Ordóñez', '2202'],
    ['Luis', 'Pérez', ''],
  ]) {
    const p = await savePlayer(ctx, {
      givenName: given,
      firstSurname: surname,
      secondSurname: '',
      sex: given === 'Marta' ? 'F' : 'M',
      birthDate: '1990-01-31',
      federation: 'ESP',
      fideId: fide,
      fedaId: '',
      ratingStandard: fide ? '1850' : '',
      ratingRapid: '',
      ratingBlitz: '',
      ratingFeda: '1700',
      title: '',
      nationality: 'spanish',
      residenceYears: '',
      clubId: '',
    })
    if (!p.ok) throw new Error('setup failed')
    await issueLicence(ctx, {
      seasonId: season.value.id,
      kind: 'player',
      holderId: p.value.id,
      clubId: club.value.id,
    })
  }
  return ctx
}

describe('backups', () => {
  it('export -> import -> export gives byte-identical files', async () => {
    const source = await seeded()
    const first = await exportBackup(source.db, AT)
    const target = freshContext()
    const restored = await restoreBackup(target.db, first, scratchDb)
    expect(restored).toEqual({ ok: true, value: { rows: 1 + 1 + 3 + 3 + 8, safetyCopy: null } })
    expect(await exportBackup(target.db, AT)).toBe(first)
  })

  it('restoring replaces what was there before', async () => {
    const source = await seeded()
    const text = await exportBackup(source.db, AT)
    const target = freshContext()
    await saveClub(target, { name: 'Otro club', shortName: '', registryNumber: '', venue: '' })
    await restoreBackup(target.db, text, scratchDb)
    expect((await target.db.clubs.toArray()).map((c) => c.name)).toEqual(['Club Ajedrez Mieres'])
  })

  it('reports every problem with its JSON path and changes nothing', async () => {
    const source = await seeded()
    const file = JSON.parse(await exportBackup(source.db, AT))
    file.tables.players[1].sex = 'X'
    delete file.tables.players[2].firstSurname
    file.tables.clubs[0].extra = 1
    file.tables.seasons[0].startDate = '1 de enero'
    const target = await seeded()
    const before = await exportBackup(target.db, AT)
    const r = await restoreBackup(target.db, JSON.stringify(file), scratchDb)
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.path])).toEqual([
      ['backup/unexpected-field', '$.tables.clubs[0].extra'],
      ['backup/expected-one-of', '$.tables.players[1].sex'],
      ['backup/missing-field', '$.tables.players[2].firstSurname'],
      ['backup/expected-date', '$.tables.seasons[0].startDate'],
    ])
    expect(await exportBackup(target.db, AT)).toBe(before)
  })

  it('refuses dangling references, duplicate keys and unknown tables', async () => {
    const source = await seeded()
    const file = JSON.parse(await exportBackup(source.db, AT))
    file.tables.licences[0].seasonId = 'no-such-season'
    const r1 = await restoreBackup(freshContext().db, JSON.stringify(file), scratchDb)
    expect(r1.ok ? [] : r1.error.map((e) => [e.code, e.path])).toEqual([
      ['backup/dangling-reference', '$.tables.licences[0].seasonId'],
    ])
    const dup = JSON.parse(await exportBackup(source.db, AT))
    dup.tables.clubs.push(dup.tables.clubs[0])
    dup.tables.gossip = []
    const r2 = await restoreBackup(freshContext().db, JSON.stringify(dup), scratchDb)
    expect(r2.ok ? [] : r2.error.map((e) => [e.code, e.path])).toEqual([
      ['backup/duplicate-key', '$.tables.clubs[1].id'],
      ['backup/unknown-table', '$.tables.gossip'],
    ])
  })

  it.each([
    ['not json {', 'backup/not-json', '$'],
    ['{"format":"other"}', 'backup/not-alfil', '$.format'],
    [
      '{"format":"alfil-backup","formatVersion":1,"schemaVersion":999,"exportedAt":"x","tables":{}}',
      'backup/newer-schema',
      '$.schemaVersion',
    ],
  ])('refuses a file that is not a usable backup: %s', async (text, code, path) => {
    const r = await restoreBackup(freshContext().db, text, scratchDb)
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.path])).toEqual([[code, path]])
  })

  it('is atomic: a storage failure halfway leaves the old data untouched', async () => {
    const source = await seeded()
    const text = await exportBackup(source.db, AT)
    const target = await seeded()
    const before = await exportBackup(target.db, AT)
    target.db.players.hook('creating', () => {
      throw new Error('disk full')
    })
    const r = await restoreBackup(target.db, text, scratchDb)
    expect(r.ok).toBe(false)
    expect(await exportBackup(target.db, AT)).toBe(before)
  })

  it('wipe removes every record of every data table, and only those', async () => {
    const ctx = await seeded()
    const filled = async () => {
      const counts = await Promise.all(ctx.db.tables.map(async (t) => [t.name, await t.count()]))
      return counts
        .filter(([, n]) => n !== 0)
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
    }
    await ctx.db.table('meta').put({ key: 'installedAt', value: '2026-03-01' })
    expect(await filled()).toEqual([
      ['auditLog', 8],
      ['clubs', 1],
      ['licences', 3],
      ['meta', 1],
      ['players', 3],
      ['seasons', 1],
    ])
    await wipeData(ctx.db)
    expect(await filled()).toEqual([['meta', 1]])
  })

  it('leaves the imported rating lists out: they are re-imported from the published files', async () => {
    const source = await seeded()
    await source.db.table('fideNamesA').put({ block: 0, first: 'a', rows: 'x' })
    await source.db.table('ratingLists').put({ list: 'fide', slot: 'A' })
    const parsed = JSON.parse(await exportBackup(source.db, AT)) as {
      tables: Record<string, unknown>
    }
    expect(Object.keys(parsed.tables).filter((n) => /^fide|^feda|ratingLists/.test(n))).toEqual([])
    expect(parsed.tables).toHaveProperty('players')
  })
})

describe('a player holding two titles (FIDE B.01 0.3: IM and WGM)', () => {
  it('comes back from a backup with both; a backup with three titles or an unknown one is refused', async () => {
    const source = await seeded()
    const saved = await savePlayer(source, {
      givenName: 'Ana',
      firstSurname: 'Sela',
      secondSurname: '',
      sex: 'F',
      birthDate: '1995-02-01',
      federation: 'ESP',
      fideId: '2290009',
      fedaId: '',
      ratingStandard: '2410',
      ratingRapid: '',
      ratingBlitz: '',
      ratingFeda: '',
      title: 'IM',
      womanTitle: 'WGM',
      nationality: 'spanish',
      residenceYears: '',
      clubId: '',
    })
    if (!saved.ok) throw new Error('setup failed')
    const text = await exportBackup(source.db, AT)
    const target = freshContext()
    expect((await restoreBackup(target.db, text, scratchDb)).ok).toBe(true)
    const back = await target.db.players.get(saved.value.id)
    expect([back?.title, back?.titles]).toEqual(['IM', ['IM', 'WGM']])
    const file = JSON.parse(text)
    const i = file.tables.players.findIndex((p: { id: string }) => p.id === saved.value.id)
    file.tables.players[i].titles = ['IM', 'WGM', 'FM']
    const r = await restoreBackup(freshContext().db, JSON.stringify(file), scratchDb)
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.path])).toEqual([
      ['backup/expected-array', `$.tables.players[${i}].titles`],
    ])
    file.tables.players[i].titles = ['IM', 'XX']
    const r2 = await restoreBackup(freshContext().db, JSON.stringify(file), scratchDb)
    expect(r2.ok ? [] : r2.error.map((e) => [e.code, e.path])).toEqual([
      ['backup/expected-one-of', `$.tables.players[${i}].titles[1]`],
    ])
  })
})

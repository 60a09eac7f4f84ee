import { describe, expect, it } from 'vitest'
import { exportBackup, restoreBackup } from '../../../src/db/backup/backup.ts'
import { blankSheet, type MatchSheet } from '../../../src/domain/matchSheet/index.ts'
import type { BoardResult } from '../../../src/domain/teams/index.ts'
import { homeClubActa, signedByAll } from '../../helpers/actas.ts'
import {
  importPackage,
  receiveActas,
  saveSheet,
} from '../../../src/features/matchSheet/matchSheetCommands.ts'
import { pairedLeaguePackage } from '../../helpers/teamCompetitions.ts'
import { freshContext, scratchDb } from '../testDb.ts'

const AT = new Date('2026-12-01T09:30:00.000Z')
const WIN: BoardResult[] = ['1-0', '1-0', '1-0', '1/2', '1/2', '0-1', '1-0', '1/2']

/** A league with one package on the tablet, one draft sheet and one acta received. */
async function seeded() {
  const ctx = freshContext('2026-11-28T20:00:00.000Z')
  const pkg = await pairedLeaguePackage(ctx)
  await importPackage(ctx, pkg)
  const fixture = pkg.fixtures[0]!
  const order = (id: string) => pkg.teams.find((t) => t.id === id)!.order
  let s: MatchSheet = {
    ...blankSheet({ ...pkg, fixture }),
    homeLineup: order(fixture.homeId).slice(0, 8),
    awayLineup: order(fixture.awayId).slice(0, 8),
    results: WIN,
    incidents: [{ at: '18:05', board: 3, text: 'Reclamación', clocks: { white: 12, black: 7 } }],
    identities: { [order(fixture.homeId)[0]!]: { fedaId: 24123 } },
  }
  await saveSheet(ctx, s)
  s = signedByAll(s)
  const r = await receiveActas(ctx, [
    { name: 'a.json', text: JSON.stringify(await homeClubActa(ctx, s)) },
  ])
  expect(r.ok && r.value.map((o) => o.decision)).toEqual(['accept'])
  return ctx
}

describe('backups of the match-sheet tables (FAPA art. 79: the acta as the tablet and the federation hold it)', () => {
  it('a package, a draft sheet and a received acta survive export -> import -> export byte for byte', async () => {
    const source = await seeded()
    const first = await exportBackup(source.db, AT)
    const parsed = JSON.parse(first)
    expect(
      ['seasonPackages', 'matchSheets', 'receivedActas'].map((t) => parsed.tables[t].length),
    ).toEqual([1, 1, 1])
    const target = freshContext()
    const restored = await restoreBackup(target.db, first, scratchDb)
    expect(restored.ok).toBe(true)
    expect(await exportBackup(target.db, AT)).toBe(first)
  })

  it.each([
    [
      'a result no board can have',
      (f: Tables) => (f.matchSheets[0].sheet.results[2] = '2-0'),
      'backup/expected-one-of',
      '$.tables.matchSheets[0].sheet.results[2]',
    ],
    [
      'a received lineup one board short',
      (f: Tables) => f.receivedActas[0].sheet.homeLineup.pop(),
      'backup/expected-array',
      '$.tables.receivedActas[0].sheet.homeLineup',
    ],
    [
      'a FEDA id that is not a number',
      (f: Tables) => {
        const ids = f.receivedActas[0].sheet.identities
        ids[Object.keys(ids)[0]!].fedaId = '24123'
      },
      'backup/expected-integer',
      '$.tables.receivedActas[0].sheet.identities[KEY].fedaId',
    ],
    [
      'an unknown decision',
      (f: Tables) => (f.receivedActas[0].decision = 'maybe'),
      'backup/expected-one-of',
      '$.tables.receivedActas[0].decision',
    ],
    [
      'a row filed under another match',
      (f: Tables) => (f.matchSheets[0].matchId = 'otro'),
      'backup/expected-one-of',
      '$.tables.matchSheets[0].matchId',
    ],
    [
      'a package player whose licence is a word',
      (f: Tables) => (f.seasonPackages[0].pkg.players[3].licensed = 'sí'),
      'backup/expected-one-of',
      '$.tables.seasonPackages[0].pkg.players[3].licensed',
    ],
    [
      'an incident with its clock as text',
      (f: Tables) => (f.matchSheets[0].sheet.incidents[0].clocks.white = '12'),
      'backup/expected-integer',
      '$.tables.matchSheets[0].sheet.incidents[0].clocks.white',
    ],
  ])('refuses %s with the JSON path and changes nothing', async (_, corrupt, code, path) => {
    const source = await seeded()
    const file = JSON.parse(await exportBackup(source.db, AT))
    corrupt(file.tables)
    const key = Object.keys(file.tables.receivedActas[0].sheet.identities)[0]!
    const target = await seeded()
    const before = await exportBackup(target.db, AT)
    const r = await restoreBackup(target.db, JSON.stringify(file), scratchDb)
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.path])).toEqual([
      [code, path.replace('KEY', JSON.stringify(key))],
    ])
    expect(await exportBackup(target.db, AT)).toBe(before)
  })
})

/* eslint-disable @typescript-eslint/no-explicit-any */
type Tables = { matchSheets: any[]; receivedActas: any[]; seasonPackages: any[] }

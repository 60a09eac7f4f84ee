import { describe, expect, test } from 'vitest'
import type { PlayerId } from '../../../src/domain/core/index.ts'
import {
  buildBlocks,
  buildFedaBlocks,
  fedaListRow,
  packedFedaRow,
  packFideRow,
  type FideListPlayer,
} from '../../../src/domain/ratings/index.ts'
import type { PlayerRow } from '../../../src/db/schema.ts'
import {
  applyFedaListToRegistry,
  applyFideListToRegistry,
  getFideRows,
  readListState,
  searchFedaList,
  searchFideList,
  sourceOf,
  type RatingSourcesRow,
} from '../../../src/features/ratings/ratingListDb.ts'
import type { RatingListState } from '../../../src/workers/ratingListClient.ts'
import { playerRow } from '../../db/playerRow.ts'
import { testDb } from '../../db/testDb.ts'

const listPlayer = (
  fideId: number,
  name: string,
  standard: number | null,
  title: string | null = null,
): FideListPlayer => ({
  fideId,
  name,
  federation: 'ESP',
  sex: 'M',
  title,
  womanTitle: null,
  otherTitles: [],
  standard: standard === null ? null : { rating: standard, games: 0, k: 20 },
  rapid: null,
  blitz: null,
  birthYear: 1990,
  inactive: false,
})

const STATE: RatingListState = {
  list: 'fide',
  table: 'B',
  listDate: '2026-11-01',
  count: 2500,
  federations: null,
  fileName: 'players_list_foa.txt',
  importedAt: '2026-11-02T10:00:00.000Z',
  summary: null,
}

async function seededDb() {
  const db = testDb()
  const entries = Array.from({ length: 2500 }, (_, i) =>
    packFideRow(
      listPlayer(22_000_000 + i, `Álvarez ${String(i).padStart(4, '0')}, Pedro`, 1500 + i),
    ),
  )
  entries.push(packFideRow(listPlayer(2_200_000, 'Zapico, Marta', 2310, 'FM')))
  const { names, ids } = buildBlocks(entries)
  await db.table('fideNamesB').bulkPut(names)
  await db.table('fideIdsB').bulkPut(ids)
  await db.table('ratingLists').put(STATE)
  return db
}

const registryPlayer = (
  id: string,
  fideId: number | null,
  ratingStandard: number | null,
): PlayerRow =>
  playerRow(id, {
    givenName: 'Marta',
    firstSurname: 'Zapico',
    sex: 'F',
    fideId,
    ratingStandard,
    searchName: 'zapico, marta',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  })

describe('stored FIDE list', () => {
  test('the state of a list before any import is empty', async () => {
    const db = testDb()
    for (const list of ['fide', 'feda'] as const)
      expect(await readListState(db, list)).toEqual({
        list,
        table: null,
        listDate: null,
        count: 0,
        federations: null,
        fileName: null,
        importedAt: null,
        summary: null,
      })
  })

  test('search by accent-free name prefix across blocks, with the list date on every row', async () => {
    const db = await seededDb()
    const { rows, total } = await searchFideList(db, STATE, 'alvarez 099')
    expect(total).toBe(10)
    expect(rows.map((r) => r.fideId)).toEqual(Array.from({ length: 10 }, (_, i) => 22_000_990 + i))
    expect(rows[0]).toMatchObject({
      name: 'Álvarez 0990, Pedro',
      standard: 2490,
      listDate: '2026-11-01',
    })
    expect(rows.map((r) => r.listDate)).toEqual(Array.from({ length: 10 }, () => '2026-11-01'))
    // 50 shown of the 2500 that match: the screen says how many more.
    expect(await searchFideList(db, STATE, 'Álvarez')).toMatchObject({
      total: 2500,
      atLeast: false,
    })
    const shown = (await searchFideList(db, STATE, 'Álvarez')).rows
    expect(shown.map((r) => [r.fideId, r.listDate])).toEqual(
      Array.from({ length: 50 }, (_, i) => [22_000_000 + i, '2026-11-01']),
    )
    expect(await searchFideList(db, STATE, 'nobody')).toEqual({
      rows: [],
      total: 0,
      atLeast: false,
    })
  })

  test('a given name typed first finds the "Surname, Given" of the list: "Pedro Álvarez 0990"', async () => {
    const db = await seededDb()
    const r = await searchFideList(db, STATE, 'Pedro Álvarez 0990')
    expect([r.rows.map((x) => x.fideId), r.total]).toEqual([[22_000_990], 1])
  })

  test('search by FIDE id', async () => {
    const db = await seededDb()
    expect((await searchFideList(db, STATE, '22001234')).rows.map((r) => r.name)).toEqual([
      'Álvarez 1234, Pedro',
    ])
    expect((await searchFideList(db, STATE, '1')).rows).toEqual([])
    expect([...(await getFideRows(db, STATE, [2_200_000, 5])).keys()]).toEqual([2_200_000])
  })

  test('registry players take the list values; the list date is their source until edited by hand', async () => {
    const db = await seededDb()
    await db.players.bulkPut([
      registryPlayer('p1', 2_200_000, 2250),
      registryPlayer('p2', 99, 1700),
      registryPlayer('p3', null, 1600),
    ])
    const changed = await applyFideListToRegistry(db, STATE, new Date('2026-11-02T12:00:00Z'))
    expect(changed).toBe(1)
    const p1 = (await db.players.get('p1' as PlayerId)) as PlayerRow
    expect([p1.ratingStandard, p1.title]).toEqual([2310, 'FM'])
    const sources = await db.table<RatingSourcesRow, string>('ratingSources').get('p1')
    expect(sourceOf(p1, sources, 'standard')).toEqual({ kind: 'fide-list', listDate: '2026-11-01' })
    expect(sourceOf({ ...p1, ratingStandard: 2320 }, sources, 'standard')).toEqual({
      kind: 'manual',
      enteredOn: null,
    })
    expect(sourceOf(p1, sources, 'rapid')).toBeNull()
    // Players not in the list keep their values
    expect((await db.players.get('p2' as PlayerId))?.ratingStandard).toBe(1700)
  })
})

test('TRF16 001: a list player with IM and WGM gives the registry both titles, IM shown; one title later leaves no list', async () => {
  const db = testDb()
  const write = async (womanTitle: string | null) => {
    const player = {
      ...listPlayer(2_200_777, 'Sela, Ana', 2410, 'IM'),
      sex: 'F' as const,
      womanTitle,
    }
    const { names, ids } = buildBlocks([packFideRow(player)])
    await Promise.all([db.table('fideNamesB').clear(), db.table('fideIdsB').clear()])
    await db.table('fideNamesB').bulkPut(names)
    await db.table('fideIdsB').bulkPut(ids)
  }
  await write('WGM')
  await db.players.put(registryPlayer('p9', 2_200_777, 2300))
  expect(await applyFideListToRegistry(db, STATE, new Date('2026-11-02T12:00:00Z'))).toBe(1)
  const p = (await db.players.get('p9' as PlayerId)) as PlayerRow
  expect([p.title, p.titles]).toEqual(['IM', ['IM', 'WGM']])
  await write(null)
  await applyFideListToRegistry(db, STATE, new Date('2026-11-03T12:00:00Z'))
  const again = (await db.players.get('p9' as PlayerId)) as PlayerRow
  expect([again.title, 'titles' in again]).toEqual(['IM', false])
})

const FEDA_STATE: RatingListState = {
  ...STATE,
  list: 'feda',
  table: 'A',
  count: 1200,
  fileName: 'elo-feda.csv',
}

/** 1200 FEDA players in blocks: 'García Díaz, Ana NNNN' with FEDA id 100000+i, FIDE id for even i. */
async function fedaDb() {
  const db = testDb()
  const rows = Array.from({ length: 1200 }, (_, i) => {
    const row = fedaListRow(
      {
        fedaId: String(100_000 + i),
        fideId: i % 2 === 0 ? 24_000_000 + i : null,
        name: `García Díaz, ${i === 7 ? 'Marta' : 'Ana'} ${String(i).padStart(4, '0')}`,
        rating: 1500 + i,
        rapid: null,
        blitz: null,
        birthYear: 1990,
        sex: 'F',
        club: null,
        federation: 'AST',
      },
      '2026-11-01',
    )
    return packedFedaRow(row)
  })
  await db.table('fedaListA').bulkPut(buildFedaBlocks(rows))
  return db
}

describe('stored FEDA list (blocks of packed rows, as the FIDE list)', () => {
  test('1200 players are written as 3 blocks of 500, 500 and 200 rows', async () => {
    const db = await fedaDb()
    const blocks = await db.table<{ key: string; data: string }, string>('fedaListA').toArray()
    expect(blocks.map((b) => [b.key, b.data.split('\n').length])).toEqual([
      ['block:000000', 500],
      ['block:000001', 500],
      ['block:000002', 200],
    ])
  })

  test('search by surname prefix says how many more; by a given name alone; by FEDA or FIDE id', async () => {
    const db = await fedaDb()
    const byName = await searchFedaList(db, FEDA_STATE, 'garcia diaz')
    expect([byName.rows.length, byName.total]).toEqual([50, 1200])
    expect(byName.rows[0]).toMatchObject({ name: 'García Díaz, Ana 0000', rating: 1500 })
    const marta = await searchFedaList(db, FEDA_STATE, 'marta')
    expect(marta.rows.map((r) => [r.key, r.name, r.fideId])).toEqual([
      ['100007', 'García Díaz, Marta 0007', null],
    ])
    expect((await searchFedaList(db, FEDA_STATE, 'ana 0011')).rows.map((r) => r.key)).toEqual([
      '100011',
    ])
    expect((await searchFedaList(db, FEDA_STATE, '100011')).rows.map((r) => r.name)).toEqual([
      'García Díaz, Ana 0011',
    ])
    expect((await searchFedaList(db, FEDA_STATE, '24000010')).rows.map((r) => r.key)).toEqual([
      '100010',
    ])
  })

  test('registry players take the FEDA rating by FEDA id, else by FIDE id', async () => {
    const db = await fedaDb()
    await db.players.bulkPut([
      { ...registryPlayer('p1', null, null), fedaId: 100_003 },
      { ...registryPlayer('p2', 24_000_004, null), fedaId: null },
      { ...registryPlayer('p3', null, null), fedaId: 5 },
    ])
    expect(await applyFedaListToRegistry(db, FEDA_STATE, new Date('2026-11-02T12:00:00Z'))).toBe(2)
    const feda = async (id: string) => (await db.players.get(id as PlayerId))?.ratingFeda
    expect([await feda('p1'), await feda('p2'), await feda('p3')]).toEqual([1503, 1504, null])
  })
})

test('a list applied to the registry is one write: the players and one audit entry carry its one instant', async () => {
  const db = await seededDb()
  await db.players.bulkPut([registryPlayer('p1', 2_200_000, 2250), registryPlayer('p2', 99, 1700)])
  expect(await applyFideListToRegistry(db, STATE, new Date('2026-11-02T12:00:00Z'))).toBe(1)
  expect((await db.players.get('p1' as PlayerId))?.updatedAt).toBe('2026-11-02T12:00:00.000Z')
  const audit = (await db.auditLog.toArray()).map(({ seq: _seq, ...row }) => row)
  expect(audit).toEqual([
    {
      at: '2026-11-02T12:00:00.000Z',
      action: 'rating-list/apply',
      entity: 'ratingList',
      entityId: 'fide',
      tournamentId: null,
      detail: 'FIDE 2026-11-01: 1',
    },
  ])
})

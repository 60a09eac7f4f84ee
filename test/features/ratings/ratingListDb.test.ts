import { describe, expect, test } from 'vitest'
import type { PlayerId } from '../../../src/domain/core/index.ts'
import { buildBlocks, packFideRow, type FideListPlayer } from '../../../src/domain/ratings/index.ts'
import type { PlayerRow } from '../../../src/db/schema.ts'
import {
  applyFideListToRegistry,
  getFideRows,
  readListState,
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
    expect(await readListState(testDb(), 'fide')).toMatchObject({
      table: null,
      listDate: null,
      count: 0,
    })
  })

  test('search by accent-free name prefix across blocks, with the list date on every row', async () => {
    const db = await seededDb()
    const rows = await searchFideList(db, STATE, 'alvarez 099')
    expect(rows.map((r) => r.fideId)).toEqual(Array.from({ length: 10 }, (_, i) => 22_000_990 + i))
    expect(rows[0]).toMatchObject({
      name: 'Álvarez 0990, Pedro',
      standard: 2490,
      listDate: '2026-11-01',
    })
    expect(await searchFideList(db, STATE, 'Álvarez')).toHaveLength(50)
    expect(await searchFideList(db, STATE, 'nobody')).toEqual([])
  })

  test('search by FIDE id', async () => {
    const db = await seededDb()
    expect((await searchFideList(db, STATE, '22001234')).map((r) => r.name)).toEqual([
      'Álvarez 1234, Pedro',
    ])
    expect(await searchFideList(db, STATE, '1')).toEqual([])
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

import { describe, expect, test } from 'vitest'
import {
  ID_BLOCK_SIZE,
  NAME_BLOCK_SIZE,
  buildBlocks,
  nameBlockOf,
  packFideRow,
  prefixMatches,
  unpackFideLine,
  type FideListPlayer,
} from '../../../../src/domain/ratings/index.ts'

const player = (
  fideId: number,
  name: string,
  over: Partial<FideListPlayer> = {},
): FideListPlayer => ({
  fideId,
  name,
  federation: 'ESP',
  sex: 'M',
  title: null,
  womanTitle: null,
  otherTitles: [],
  standard: null,
  rapid: null,
  blitz: null,
  birthYear: null,
  inactive: false,
  ...over,
})

describe('packed FIDE list rows', () => {
  test('a packed row unpacks to the same values, stamped with the list date', () => {
    const p = player(2200000, 'García, Ána', {
      sex: 'F',
      title: 'WFM',
      womanTitle: 'WFM',
      standard: { rating: 2105, games: 9, k: 20 },
      blitz: { rating: 2000, games: null, k: null },
      birthYear: 2004,
      inactive: true,
    })
    const entry = packFideRow(p)
    expect(entry.key).toBe('garcia, ana')
    expect(unpackFideLine(entry.line, '2026-11-01')).toEqual({
      fideId: 2200000,
      name: 'García, Ána',
      searchName: 'garcia, ana',
      federation: 'ESP',
      sex: 'F',
      title: 'WFM',
      womanTitle: 'WFM',
      standard: 2105,
      rapid: null,
      blitz: 2000,
      birthYear: 2004,
      inactive: true,
      listDate: '2026-11-01',
    })
  })

  test('blocks are sorted by folded name and every id finds its name block', () => {
    const n = NAME_BLOCK_SIZE * 2 + 7
    const entries = Array.from({ length: n }, (_, i) =>
      packFideRow(player(900000 - i, `Name ${String(i).padStart(5, '0')}`)),
    )
    const { names, ids } = buildBlocks(entries)
    const pad = (i: number) => `name ${String(i).padStart(5, '0')}`
    expect(names.map((b) => b.first)).toEqual([0, 1, 2].map((b) => pad(b * NAME_BLOCK_SIZE)))
    expect(ids).toHaveLength(Math.ceil(n / ID_BLOCK_SIZE))
    // "Name" number 1.5 blocks in is in name block 1
    const i = Math.floor(NAME_BLOCK_SIZE * 1.5)
    expect(nameBlockOf(ids[0] as (typeof ids)[number], 900000 - i)).toBe(1)
    expect(nameBlockOf(ids[0] as (typeof ids)[number], 123)).toBeNull()
    // Every id of the list, in its one id block, names the block its name sorts into.
    const found = Array.from({ length: n }, (_, k) =>
      nameBlockOf(ids[0] as (typeof ids)[number], 900000 - k),
    )
    expect(found).toEqual(Array.from({ length: n }, (_, k) => Math.floor(k / NAME_BLOCK_SIZE)))
  })

  test('prefix matches run across block borders and stop after the prefix', () => {
    const entries = Array.from({ length: 2 * NAME_BLOCK_SIZE + 10 }, (_, i) =>
      packFideRow(player(i + 1, `Name ${String(i).padStart(5, '0')}`)),
    )
    const { names } = buildBlocks(entries)
    // "name 002" is rows 200-299, which straddle the first block border
    expect(NAME_BLOCK_SIZE > 200 && NAME_BLOCK_SIZE < 300).toBe(true)
    const found = prefixMatches(names, 'name 002', '2026-11-01', 500)
    expect(found.rows.map((r) => r.fideId)).toEqual(Array.from({ length: 100 }, (_, i) => 201 + i))
    expect(found.done).toBe(true)
    expect(prefixMatches(names, 'name 002', '2026-11-01', 3).rows.map((r) => r.fideId)).toEqual([
      201, 202, 203,
    ])
  })
})

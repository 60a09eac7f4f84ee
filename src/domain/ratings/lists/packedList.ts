/**
 * A FIDE list stored as sorted blocks of packed rows rather than one record per player: a
 * browser database writes a few thousand large records far faster than a million small ones.
 * Name blocks hold rows sorted by folded name (prefix search reads one or two blocks); id
 * blocks map sorted FIDE ids to their name block.
 */
import { numberCell, packCell, textCell } from './packedCells.ts'
import { foldName, type FideListRow } from './listRows.ts'
import type { FideListPlayer } from './listTypes.ts'
import type { IsoDate } from '../types.ts'

export const NAME_BLOCK_SIZE = 250
export const ID_BLOCK_SIZE = 2000

/** One player ready for sorting: folded name, id and the packed row. */
export interface PackedEntry {
  readonly key: string
  readonly fideId: number
  readonly line: string
}

/** Rows sorted by name; `first` is the folded name of the first row. */
export interface NameBlock {
  readonly block: number
  readonly first: string
  readonly data: string
}

/** Sorted ids with their name block, packed as `id:block` separated by commas. */
export interface IdBlock {
  readonly block: number
  readonly first: number
  readonly data: string
}

/** Packs a list player into one tab-separated line (names never hold tabs or line breaks). */
export function packFideRow(p: FideListPlayer): PackedEntry {
  const line = [
    p.fideId,
    p.name,
    p.federation,
    packCell(p.sex),
    packCell(p.title),
    packCell(p.womanTitle),
    packCell(p.standard?.rating ?? null),
    packCell(p.rapid?.rating ?? null),
    packCell(p.blitz?.rating ?? null),
    packCell(p.birthYear),
    p.inactive ? '1' : '',
  ].join('\t')
  return { key: foldName(p.name), fideId: p.fideId, line }
}

/** The stored row of a packed line, stamped with the list date. */
export function unpackFideLine(line: string, listDate: IsoDate): FideListRow {
  const f = line.split('\t')
  const sex = f[3]
  const name = f[1] ?? ''
  return {
    fideId: Number(f[0]),
    name,
    searchName: foldName(name),
    federation: f[2] ?? '',
    sex: sex === 'M' || sex === 'F' ? sex : null,
    title: textCell(f[4]),
    womanTitle: textCell(f[5]),
    standard: numberCell(f[6]),
    rapid: numberCell(f[7]),
    blitz: numberCell(f[8]),
    birthYear: numberCell(f[9]),
    inactive: f[10] === '1',
    listDate,
  }
}

/** Code-unit order, the order in which the database sorts string keys. */
function compareEntries(a: PackedEntry, b: PackedEntry): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1
  return a.fideId - b.fideId
}

/** Sorts the entries (in place) and cuts them into name blocks and id blocks. */
export function buildBlocks(entries: PackedEntry[]): { names: NameBlock[]; ids: IdBlock[] } {
  entries.sort(compareEntries)
  const names: NameBlock[] = []
  const pairs: [number, number][] = []
  for (let start = 0; start < entries.length; start += NAME_BLOCK_SIZE) {
    const slice = entries.slice(start, start + NAME_BLOCK_SIZE)
    const block = names.length
    names.push({
      block,
      first: (slice[0] as PackedEntry).key,
      data: slice.map((e) => e.line).join('\n'),
    })
    for (const e of slice) pairs.push([e.fideId, block])
  }
  pairs.sort((a, b) => a[0] - b[0])
  const ids: IdBlock[] = []
  for (let start = 0; start < pairs.length; start += ID_BLOCK_SIZE) {
    const slice = pairs.slice(start, start + ID_BLOCK_SIZE)
    ids.push({
      block: ids.length,
      first: (slice[0] as [number, number])[0],
      data: slice.map(([i, b]) => `${i}:${b}`).join(','),
    })
  }
  return { names, ids }
}

/** The name block holding `fideId` according to an id block, or null. */
export function nameBlockOf(idBlock: IdBlock, fideId: number): number | null {
  const wanted = `${fideId}:`
  for (const pair of idBlock.data.split(','))
    if (pair.startsWith(wanted)) return Number(pair.slice(wanted.length))
  return null
}

/**
 * Rows of consecutive name blocks whose folded name starts with `prefix`, at most `limit`.
 * `done` says no later block can match.
 */
export function prefixMatches(
  blocks: readonly NameBlock[],
  prefix: string,
  listDate: IsoDate,
  limit: number,
): { rows: FideListRow[]; done: boolean } {
  const rows: FideListRow[] = []
  for (const b of blocks) {
    for (const line of b.data.split('\n')) {
      const name = line.slice(line.indexOf('\t') + 1, line.indexOf('\t', line.indexOf('\t') + 1))
      const key = foldName(name)
      if (key.startsWith(prefix)) {
        rows.push(unpackFideLine(line, listDate))
        if (rows.length >= limit) return { rows, done: true }
      } else if (key > prefix) return { rows, done: true }
    }
  }
  return { rows, done: false }
}

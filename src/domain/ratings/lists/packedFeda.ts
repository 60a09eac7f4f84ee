/**
 * A FEDA list stored as a few hundred blocks of packed rows instead of one record per player,
 * as the FIDE list is (`packedList.ts`): a browser database writes a few large records far faster
 * than tens of thousands of small indexed ones. A FEDA list is small enough (tens of thousands
 * of players) to be read whole and searched in memory.
 */
import { numberCell, packCell, textCell } from './packedCells.ts'
import { fedaRowKey, foldName, type FedaListRow } from './listRows.ts'
import type { FedaListPlayer } from './fedaList.ts'
import type { IsoDate } from '../types.ts'

export const FEDA_BLOCK_SIZE = 500

/** A block record: `key` is `block:<n>` (sorting in block order), rows joined by line breaks. */
export interface FedaBlock {
  readonly key: string
  readonly data: string
}

export const isFedaBlock = (r: object): r is FedaBlock =>
  'data' in r &&
  typeof (r as FedaBlock).key === 'string' &&
  (r as FedaBlock).key.startsWith('block:')

/** The cells a packed line holds besides its key: a list player's or a stored row's. */
type FedaCells = Omit<FedaListRow, 'key' | 'listDate' | 'searchName'>

/**
 * One row as a tab-separated line (list cells never hold tabs or line breaks), joined from an
 * array as the FIDE rows are: a template of twenty pieces leaves a string the blocks' join must
 * flatten again, and copying the player to add its key cost an object per row.
 */
function fedaLine(key: string, r: FedaCells): string {
  return [
    key,
    packCell(r.fedaId),
    packCell(r.fideId),
    r.name,
    packCell(r.rating),
    packCell(r.rapid),
    packCell(r.blitz),
    packCell(r.birthYear),
    packCell(r.club),
    packCell(r.federation),
    packCell(r.sex),
  ].join('\t')
}

/** One stored row as a packed line. */
export const packFedaRow = (r: Omit<FedaListRow, 'listDate' | 'searchName'>): string =>
  fedaLine(r.key, r)

/** The row of a packed line, stamped with the list date. */
export function unpackFedaLine(line: string, listDate: IsoDate): FedaListRow {
  const f = line.split('\t')
  const name = f[3] ?? ''
  return {
    key: f[0] ?? '',
    fedaId: textCell(f[1]),
    fideId: numberCell(f[2]),
    name,
    searchName: foldName(name),
    rating: numberCell(f[4]),
    rapid: numberCell(f[5]),
    blitz: numberCell(f[6]),
    birthYear: numberCell(f[7]),
    club: textCell(f[8]),
    federation: textCell(f[9]),
    sex: f[10] === 'M' || f[10] === 'F' ? f[10] : null,
    listDate,
  }
}

/** A packed row ready for its block: key, folded name (`searchName`) and the line. */
export interface PackedFedaRow {
  readonly key: string
  readonly searchName: string
  readonly line: string
}

/** A row of the list packed once, its name folded once. */
export function packedFedaRow(r: FedaListRow): PackedFedaRow {
  return { key: r.key, searchName: r.searchName, line: packFedaRow(r) }
}

/** A player of the file packed straight from the parser (no stored-row object in between). */
export function packedFedaPlayer(p: FedaListPlayer): PackedFedaRow {
  const key = fedaRowKey(p)
  return { key, searchName: foldName(p.name), line: fedaLine(key, p) }
}

const byName = (a: PackedFedaRow, b: PackedFedaRow): number =>
  a.searchName < b.searchName ? -1 : a.searchName > b.searchName ? 1 : a.key < b.key ? -1 : 1

/**
 * Cuts packed rows into blocks sorted by folded name. A later row with the key of an earlier one
 * replaces it (as a put of the same key would).
 */
export function buildFedaBlocks(rows: readonly PackedFedaRow[]): FedaBlock[] {
  const byKey = new Map<string, PackedFedaRow>()
  for (const r of rows) byKey.set(r.key, r)
  const sorted = [...byKey.values()].sort(byName)
  const blocks: FedaBlock[] = []
  for (let i = 0; i < sorted.length; i += FEDA_BLOCK_SIZE) {
    blocks.push({
      key: `block:${String(blocks.length).padStart(6, '0')}`,
      data: sorted
        .slice(i, i + FEDA_BLOCK_SIZE)
        .map((x) => x.line)
        .join('\n'),
    })
  }
  return blocks
}

/** Every row of stored records: blocks unpacked, rows stored one per record (older imports) kept. */
export function unpackFedaRecords(
  records: readonly (FedaBlock | FedaListRow)[],
  listDate: IsoDate,
): FedaListRow[] {
  const out: FedaListRow[] = []
  for (const r of records) {
    if (isFedaBlock(r)) {
      for (const line of r.data.split('\n'))
        if (line !== '') out.push(unpackFedaLine(line, listDate))
    } else out.push(r)
  }
  return out
}

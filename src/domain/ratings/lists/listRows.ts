import type { FedaListPlayer } from './fedaList.ts'
import type { FideListPlayer } from './listTypes.ts'
import type { IsoDate } from '../types.ts'
import { foldForSearch } from '../../core/fold.ts'

/** A FIDE list player as stored for search: flat, with a folded name for prefix search. */
export interface FideListRow {
  readonly fideId: number
  readonly name: string
  /** Lower case, accents removed, spaces collapsed: the key of the name index. */
  readonly searchName: string
  readonly federation: string
  readonly sex: 'M' | 'F' | null
  readonly title: string | null
  readonly womanTitle: string | null
  readonly standard: number | null
  readonly rapid: number | null
  readonly blitz: number | null
  readonly birthYear: number | null
  readonly inactive: boolean
  readonly listDate: IsoDate
}

/** A FEDA list player as stored; `key` is the FEDA id, or `fide:<id>` when the file has none. */
export interface FedaListRow {
  readonly key: string
  readonly fedaId: string | null
  readonly fideId: number | null
  readonly name: string
  readonly searchName: string
  readonly rating: number | null
  readonly rapid: number | null
  readonly blitz: number | null
  readonly birthYear: number | null
  readonly club: string | null
  readonly federation: string | null
  /** Null when the file has no sex column or blocks stored before it was kept. */
  readonly sex: 'M' | 'F' | null
  readonly listDate: IsoDate
}

/**
 * Folds a name for search: lower case, no accents, single spaces (the registry's folding), in one
 * pass for Latin names, as a list of a million players needs.
 */
export const foldName = foldForSearch

/** The stored row of a FIDE list player, stamped with the list date. */
export function fideListRow(p: FideListPlayer, listDate: IsoDate): FideListRow {
  return {
    fideId: p.fideId,
    name: p.name,
    searchName: foldName(p.name),
    federation: p.federation,
    sex: p.sex,
    title: p.title,
    womanTitle: p.womanTitle,
    standard: p.standard?.rating ?? null,
    rapid: p.rapid?.rating ?? null,
    blitz: p.blitz?.rating ?? null,
    birthYear: p.birthYear,
    inactive: p.inactive,
    listDate,
  }
}

/** The key of a FEDA list player's row: the FEDA id, or `fide:<id>` when the file has none. */
export const fedaRowKey = (p: FedaListPlayer): string => p.fedaId ?? `fide:${p.fideId ?? ''}`

/** The stored row of a FEDA list player, stamped with the list date. */
export function fedaListRow(p: FedaListPlayer, listDate: IsoDate): FedaListRow {
  return {
    key: fedaRowKey(p),
    fedaId: p.fedaId,
    fideId: p.fideId,
    name: p.name,
    searchName: foldName(p.name),
    rating: p.rating,
    rapid: p.rapid,
    blitz: p.blitz,
    birthYear: p.birthYear,
    club: p.club,
    federation: p.federation,
    sex: p.sex,
    listDate,
  }
}

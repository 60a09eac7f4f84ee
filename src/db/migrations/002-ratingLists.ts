import type { Migration } from './types.ts'

/**
 * Rating lists. Each list has two tables used in turn: an import fills the idle one and only a
 * finished import makes it the list in use, so a cancelled or failed import leaves the previous
 * list intact. `ratingLists` says which table is in use and the list date; `ratingSources`
 * records where each registry rating came from.
 */
export const m002RatingLists: Migration = {
  version: 2,
  description: 'FIDE and FEDA rating lists, their state, rating sources of registry players',
  stores: {
    fideListA: 'fideId, searchName',
    fideListB: 'fideId, searchName',
    fedaListA: 'key, fideId, searchName',
    fedaListB: 'key, fideId, searchName',
    ratingLists: 'list',
    ratingSources: 'playerId',
    ratingSettings: 'key',
  },
}

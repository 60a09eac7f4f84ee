import type { Migration } from './types.ts'

/**
 * The FIDE list moves from one record per player to sorted blocks of packed rows (see
 * domain/ratings/lists/packedList.ts): a 1.3 M-player list is stored in seconds instead of minutes.
 * A list stored the old way is dropped; the next import fills the new tables.
 */
export const m004FideListBlocks: Migration = {
  version: 4,
  description: 'FIDE list stored as name blocks and id blocks',
  stores: {
    fideListA: null,
    fideListB: null,
    fideNamesA: 'block, first',
    fideNamesB: 'block, first',
    fideIdsA: 'block, first',
    fideIdsB: 'block, first',
  },
  upgrade: async (tx) => {
    // The state pointed at a dropped table: forget it so the screen asks for a new import.
    await tx.table('ratingLists').delete('fide')
  },
}

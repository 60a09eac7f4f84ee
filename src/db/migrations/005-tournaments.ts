import type { Migration } from './types.ts'

/**
 * Individual tournaments stored whole (settings, entrants, rounds, results) so that every change
 * is one write, plus the history of previous versions that undo restores.
 */
export const m005Tournaments: Migration = {
  version: 5,
  description: 'individual tournaments as documents; history of versions for undo',
  stores: {
    tournaments: 'id, name, updatedAt',
    tournamentHistory: '++seq, tournamentId',
  },
}

import type { Migration } from './types.ts'

/**
 * The whole-document versions of tournaments (migration 005) are gone: migration 008 carried
 * them into the tournaments' logs, and undo reads the log.
 */
export const m009DropTournamentHistory: Migration = {
  version: 9,
  description: 'drop the whole-document tournament versions',
  stores: { tournamentHistory: null },
}

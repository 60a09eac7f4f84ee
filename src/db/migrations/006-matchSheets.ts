import type { Migration } from './types.ts'

/**
 * Match sheets: season packages a tablet imported, the sheets captains fill (kept until
 * exported, so a sleeping tablet loses nothing) and the acta files the federation received.
 */
export const m006MatchSheets: Migration = {
  version: 6,
  description: 'season packages, match sheets on the tablet, acta files received by the federation',
  stores: {
    seasonPackages: 'id, importedAt',
    matchSheets: 'id, matchId, updatedAt',
    receivedActas: 'sha256, matchId, competitionId, receivedAt',
  },
}

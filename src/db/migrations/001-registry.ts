import type { Migration } from './types.ts'

/** The registry: players, clubs, seasons, licences, a minimal tournament table, audit log, meta. */
export const m001Registry: Migration = {
  version: 1,
  description: 'registry of players, clubs, seasons and licences; tournaments; audit log',
  stores: {
    players: 'id, searchName, fideId, fedaId, clubId',
    clubs: 'id, searchName, registryNumber',
    seasons: 'id, startDate',
    licences: 'id, seasonId, holderId, clubId, [seasonId+holderId]',
    tournaments: 'id, name',
    auditLog: '++seq, at, entity, entityId, tournamentId',
    meta: 'key',
  },
}

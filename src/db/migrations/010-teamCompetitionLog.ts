import type { TeamCompetitionRow } from '../../domain/teams/index.ts'
import type { Migration } from './types.ts'

/**
 * Team competitions become append-only logs: each competition stored whole becomes one event
 * carrying it as it stood (its teams, board orders, rounds and results, nothing left out) and a
 * list row; the first snapshot is written with the competition's next pairing. From then on every command appends one small event.
 */
export const m010TeamCompetitionLog: Migration = {
  version: 10,
  description: 'team competitions as event logs with snapshots',
  stores: {
    teamEvents: '[competitionId+seq]',
    teamSnapshots: '[competitionId+seq]',
  },
  upgrade: async (tx) => {
    const rows: TeamCompetitionRow[] = await tx.table('teamCompetitions').toArray()
    for (const row of rows) {
      // Rows already in the list shape (no rounds) are left as they are.
      if (!Array.isArray(row.rounds)) continue
      await tx.table('teamEvents').add({
        competitionId: row.id,
        seq: 1,
        at: row.updatedAt,
        type: 'competition-carried',
        payload: { competition: row },
      })
      await tx
        .table('teamCompetitions')
        .put({ id: row.id, name: row.name, createdAt: row.createdAt, updatedAt: row.updatedAt })
    }
  },
}

import type { Migration } from './types.ts'

/**
 * Team competitions: one document per competition (its teams, board orders, rounds and board
 * results), so that a round is read and written whole in one transaction.
 */
export const m003Teams: Migration = {
  version: 3,
  description: 'team competitions (leagues, 4th-division Swiss) with teams, rounds and results',
  stores: {
    teamCompetitions: 'id, name, updatedAt',
  },
}

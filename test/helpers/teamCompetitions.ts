import type { AlfilDb } from '../../src/db/db.ts'
import type { TeamCompetitionRow } from '../../src/domain/teams/index.ts'
import { competitionList, teamLog } from '../../src/features/teams/teamsDb.ts'

/** Stores a competition built in memory as its log: one event carrying it whole, and a list row. */
export async function storeCompetition(db: AlfilDb, c: TeamCompetitionRow): Promise<void> {
  await db.transaction('rw', ['teamCompetitions', ...teamLog.tables], async () => {
    const r = await teamLog.append(
      db,
      c.id,
      null,
      { type: 'competition-carried', payload: { competition: c } },
      c.updatedAt,
    )
    if (!r.ok) throw new Error(r.error.map((e) => e.code).join(', '))
    const { id, name, createdAt, updatedAt } = c
    await competitionList(db).add({ id, name, createdAt, updatedAt })
  })
}

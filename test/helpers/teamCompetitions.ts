import type { CommandContext } from '../../src/db/commands/command.ts'
import type { AlfilDb } from '../../src/db/db.ts'
import type { SeasonPackage } from '../../src/domain/matchSheet/index.ts'
import type { Division, TeamCompetitionRow } from '../../src/domain/teams/index.ts'
import { buildSeasonPackage } from '../../src/features/matchSheet/seasonPackageExport.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
  recordBoard,
} from '../../src/features/teams/teamCommands.ts'
import { competitionList, getCompetition, teamLog } from '../../src/features/teams/teamsDb.ts'

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

export interface DivisionTeams {
  /** The competition's name and division (1 to 4). */
  readonly name: string
  readonly division: Division
  /** The teams' names, in registration order; each club is `Club <name>`, with no zone. */
  readonly teams: readonly string[]
  /** Players on each board order: `<team> 1`, `<team> 2`, ... rated `top`, `top - 1`, ... */
  readonly players: number
  readonly top?: number
}

/** Creates a division competition with its teams registered through the commands; its id. */
export async function divisionWithTeams(ctx: CommandContext, o: DivisionTeams): Promise<string> {
  const c = await createCompetition(ctx, { name: o.name, division: o.division })
  if (!c.ok) throw new Error(`create: ${c.error.map((e) => e.code).join(', ')}`)
  const top = o.top ?? 2000
  for (const name of o.teams) {
    const r = await addTeam(ctx, c.value.id, {
      name,
      club: `Club ${name}`,
      zone: '',
      players: Array.from({ length: o.players }, (_, k) => ({
        name: `${name} ${k + 1}`,
        rating: top - k,
      })),
    })
    if (!r.ok) throw new Error(`${name}: ${r.error.map((e) => e.code).join(', ')}`)
  }
  return c.value.id
}

/** Pairs the next round and records a home win on boards 1 to `boards` of every match of it. */
export async function pairRoundHomeWins(
  ctx: CommandContext,
  id: string,
  round: number,
  boards: number,
): Promise<void> {
  await pairNextRound(ctx, id)
  const matches = (await getCompetition(ctx.db, id))!.rounds[round - 1]!.fixtures.length
  for (let fixture = 0; fixture < matches; fixture++)
    for (let board = 1; board <= boards; board++)
      await recordBoard(ctx, id, { round, fixture, board }, '1-0')
}

/**
 * The season package of a 2nd-division league of Oviedo A and Gijón A (eight players each) with
 * round 1 paired: its match day is 28 November 2026 at 17:00, and every player is identified by
 * FEDA id 24123.
 */
export async function pairedLeaguePackage(ctx: CommandContext): Promise<SeasonPackage> {
  const id = await divisionWithTeams(ctx, {
    name: 'Segunda 2026-27',
    division: 2,
    teams: ['Oviedo A', 'Gijón A'],
    players: 8,
  })
  await pairNextRound(ctx, id)
  const row = (await getCompetition(ctx.db, id))!
  return buildSeasonPackage(row, { club: '', firstDate: '2026-11-28', time: '17:00' }, () => ({
    fedaId: 24123,
  }))
}

/**
 * The director ties a team competition to a registry season, or leaves it to its dates; the
 * season's FEDA base rating then counts the unrated in its strength order.
 * @see FAPA art. 72
 */
import { Refusal, type CommandContext, type CommandResult } from '../../db/commands/command.ts'
import { competitionCommand } from './competitionWrites.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** Sets the competition's season (null: the season its dates fall in). @see FAPA art. 72 */
export async function setCompetitionSeason(
  ctx: CommandContext,
  competitionId: string,
  seasonId: string | null,
): Promise<CommandResult<TeamCompetitionRow>> {
  return competitionCommand(ctx, competitionId, ['seasons'], async (w) => {
    const season = seasonId === null ? undefined : await ctx.db.seasons.get(seasonId as never)
    if (seasonId !== null && !season) throw new Refusal([{ code: 'db/not-found', field: 'season' }])
    const { state } = await w.append({
      type: 'season-set',
      payload: { seasonId },
    })
    await w.audit({
      action: 'teams/season',
      entity: 'teamCompetition',
      entityId: competitionId,
      detail: season?.name ?? '',
    })
    return state
  })
}

import { err, type SeasonId } from '../../domain/core/index.ts'
import { baseRatingOf, checkBaseRating } from '../../domain/federation/index.ts'
import type { SeasonRow } from '../schema.ts'
import { runCommand, Refusal, type CommandContext, type CommandResult } from './command.ts'

/**
 * Sets the FEDA base rating an unrated player counts at in the season's strength orders, as the
 * federation announces it; the change is recorded in the log with the old and new values.
 * @see FAPA art. 72
 */
export async function setSeasonBaseRating(
  ctx: CommandContext,
  seasonId: SeasonId,
  baseRating: number,
): Promise<CommandResult<SeasonRow>> {
  const problems = checkBaseRating(baseRating)
  if (problems.length > 0) return err(problems)
  return runCommand(ctx, ['seasons', 'auditLog'], async (w) => {
    const season = await ctx.db.seasons.get(seasonId)
    if (!season) throw new Refusal([{ code: 'db/not-found' }])
    const before = baseRatingOf(season)
    const row: SeasonRow = { ...season, baseRating, updatedAt: w.at }
    await ctx.db.seasons.put(row)
    await w.audit({
      action: 'season/base-rating',
      entity: 'season',
      entityId: season.id,
      detail: `${season.name}: ${before} -> ${baseRating}`,
    })
    return row
  })
}

import { err } from '../../domain/core/index.ts'
import {
  runCommand,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { checkEdit, SEASON_PLAN_ID } from './seasonPlan.ts'
import { allCompetitions, COMPETITION_TABLES, seasonPlans, type SeasonEditRow } from './teamsDb.ts'
import { seasonProposal } from '../../domain/teams/index.ts'

const TABLES = [...COMPETITION_TABLES, 'teamSeasonPlans', 'auditLog'] as const

/**
 * Records one change the competition committee makes to the next-season proposal: a team one
 * division up or down, or replaced by another team, always with its reason.
 * @see FAPA art. 76.9, 116
 */
export async function recordSeasonEdit(
  ctx: CommandContext,
  input: Omit<SeasonEditRow, 'at'>,
): Promise<CommandResult<SeasonEditRow>> {
  const asked: Omit<SeasonEditRow, 'at'> = {
    teamId: input.teamId,
    action: input.action,
    reason: input.reason.trim(),
    ...(input.action === 'replace' ? { replacement: input.replacement?.trim() ?? '' } : {}),
  }
  const edit = asked
  if (!edit.reason) return err([{ code: 'teams/reason-required', field: 'reason' }])
  if (edit.action === 'replace' && !edit.replacement)
    return err([{ code: 'teams/replacement-required', field: 'replacement' }])
  return runCommand(ctx, TABLES, async (w) => {
    const edit: SeasonEditRow = { ...asked, at: w.at }
    const all = await allCompetitions(ctx.db)
    const plan = (await seasonPlans(ctx.db).get(SEASON_PLAN_ID)) ?? {
      id: SEASON_PLAN_ID,
      edits: [],
      updatedAt: edit.at,
    }
    const problem = checkEdit(seasonProposal(all), plan.edits, edit)
    if (problem) throw new Refusal([{ code: problem, field: 'teamId' }])
    await seasonPlans(ctx.db).put({ ...plan, edits: [...plan.edits, edit], updatedAt: edit.at })
    const team = all.flatMap((c) => c.teams).find((t) => t.id === edit.teamId)
    await w.audit({
      action: 'teams/season-edit',
      entity: 'teamSeasonPlan',
      entityId: SEASON_PLAN_ID,
      detail: `${team?.name ?? edit.teamId} ${edit.action}${edit.replacement ? ` ${edit.replacement}` : ''}: ${edit.reason}`,
    })
    return edit
  })
}

/**
 * The director corrects the strength order of a list before its draw or its split into groups:
 * one team one place up or down (the 3rd division's groups follow this order, art. 72).
 * @see FAPA art. 72
 */
import { err } from '../../domain/core/index.ts'
import { Refusal, type CommandContext, type CommandResult } from '../../db/commands/command.ts'
import { competitionCommand } from './competitionWrites.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** Moves a team one place up (-1) or down (+1) in the strength order. @see FAPA art. 72 */
export async function moveTeam(
  ctx: CommandContext,
  competitionId: string,
  teamId: string,
  step: -1 | 1,
): Promise<CommandResult<TeamCompetitionRow>> {
  if (step !== -1 && step !== 1) return err([{ code: 'teams/bad-position' }])
  return competitionCommand(ctx, competitionId, [], async (w, folded) => {
    const c = folded.state
    const from = c.teams.findIndex((t) => t.id === teamId)
    if (from < 0) throw new Refusal([{ code: 'db/not-found' }])
    const { state } = await w.append({
      type: 'team-moved',
      payload: { teamId, to: from + step },
    })
    await w.audit({
      action: 'teams/move-team',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${c.teams[from]?.name ?? teamId}: ${from + 1} -> ${from + 1 + step}`,
    })
    return state
  })
}

/**
 * The decision that separates teams the chain left level: a lot with the competition's recorded
 * seed or a playoff's matches (FAPA art. 29.3.f). The change is the domain's
 * (`recordTeamTieDecision`), appended as one event of the competition's log.
 */
import { err } from '../../domain/core/index.ts'
import type { TeamCompetitionEvent } from '../../domain/teams/index.ts'
import type { TieDecision } from '../../domain/tiebreaks/index.ts'
import type { CommandContext, CommandResult } from '../../db/commands/command.ts'
import { competitionCommand } from './competitionWrites.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** Appends the decision's event, judged by the domain (`recordTeamTieDecision` and its pair). */
async function changeTies(
  ctx: CommandContext,
  competitionId: string,
  event: TeamCompetitionEvent,
  detail: string,
): Promise<CommandResult<TeamCompetitionRow>> {
  return competitionCommand(ctx, competitionId, [], async (w) => {
    const { state: next } = await w.append(event)
    await w.audit({ action: 'teams/tie', entity: 'teamCompetition', entityId: next.id, detail })
    return next
  })
}

/** Records how level teams (numbered by their place in the list of teams) were separated. */
export function recordTeamTie(
  ctx: CommandContext,
  competitionId: string,
  decision: TieDecision,
): Promise<CommandResult<TeamCompetitionRow>> {
  if (decision.players.length === 0) return Promise.resolve(err([{ code: 'tie/too-few-players' }]))
  return changeTies(
    ctx,
    competitionId,
    { type: 'team-tie-recorded', payload: { decision } },
    `${decision.kind} ${decision.players.join(',')}`,
  )
}

/** Removes the decision about exactly these teams. */
export function removeTeamTie(
  ctx: CommandContext,
  competitionId: string,
  teams: readonly number[],
): Promise<CommandResult<TeamCompetitionRow>> {
  return changeTies(
    ctx,
    competitionId,
    { type: 'team-tie-removed', payload: { teams: [...teams] } },
    `removed ${teams.join(',')}`,
  )
}

/**
 * The director's decision on a refused board order: registered or paired anyway, with a reason
 * that is recorded with the findings it covers and shown beside the team.
 * @see FAPA art. 69, 74.6.b, 18
 */
import { err } from '../../domain/core/index.ts'
import { findingKey, verdictOf } from '../../domain/teams/index.ts'
import { Refusal, type CommandContext, type CommandResult } from '../../db/commands/command.ts'
import { registryForLines, VERDICT_TABLES } from './orderVerdict.ts'
import { competitionCommand } from './competitionWrites.ts'
import type { CompetitionTeam } from './teamsDb.ts'

/** Overrides a registered team's refused order with the director's reason. */
export async function overrideOrder(
  ctx: CommandContext,
  competitionId: string,
  teamId: string,
  reason: string,
): Promise<CommandResult<CompetitionTeam>> {
  const why = reason.trim()
  if (why === '') return err([{ code: 'teams/reason-required', field: 'reason' }])
  return competitionCommand(ctx, competitionId, VERDICT_TABLES, async (w, folded) => {
    const c = folded.state
    const team = c.teams.find((t) => t.id === teamId)
    if (!team) throw new Refusal([{ code: 'db/not-found' }])
    const verdict = verdictOf(await registryForLines(ctx, team.players), c, team)
    if (verdict.kind !== 'refused') throw new Refusal([{ code: 'teams/order-not-refused' }])
    const override = {
      reason: why,
      at: w.at,
      findings: verdict.violations.map(findingKey),
    }
    const next: CompetitionTeam = { ...team, override }
    await w.append({
      type: 'order-overridden',
      payload: { teamId, override },
    })
    await w.audit({
      action: 'teams/override-order',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${team.name}: ${why}`,
    })
    return next
  })
}

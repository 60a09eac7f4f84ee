/**
 * The director's decision on a refused board order: registered or paired anyway, with a reason
 * that is recorded with the findings it covers and shown beside the team.
 * @see FAPA art. 69, 74.6.b, 18
 */
import { err } from '../../domain/core/index.ts'
import { findingKey } from '../../domain/teams/index.ts'
import {
  audit,
  inTransaction,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { registryForLines, VERDICT_TABLES, verdictOf } from './orderVerdict.ts'
import { competitions, type CompetitionTeam } from './teamsDb.ts'

/** Overrides a registered team's refused order with the director's reason. */
export async function overrideOrder(
  ctx: CommandContext,
  competitionId: string,
  teamId: string,
  reason: string,
): Promise<CommandResult<CompetitionTeam>> {
  const why = reason.trim()
  if (why === '') return err([{ code: 'teams/reason-required', field: 'reason' }])
  return inTransaction(ctx, ['teamCompetitions', 'auditLog', ...VERDICT_TABLES], async () => {
    const c = await competitions(ctx.db).get(competitionId)
    const team = c?.teams.find((t) => t.id === teamId)
    if (!c || !team) throw new Refusal([{ code: 'db/not-found' }])
    const verdict = verdictOf(await registryForLines(ctx, team.players), c, team)
    if (verdict.kind !== 'refused') throw new Refusal([{ code: 'teams/order-not-refused' }])
    const next: CompetitionTeam = {
      ...team,
      override: {
        reason: why,
        at: ctx.now().toISOString(),
        findings: verdict.violations.map(findingKey),
      },
    }
    await competitions(ctx.db).put({
      ...c,
      teams: c.teams.map((t) => (t.id === teamId ? next : t)),
      updatedAt: ctx.now().toISOString(),
    })
    await audit(ctx, {
      action: 'teams/override-order',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${team.name}: ${why}`,
    })
    return next
  })
}

/**
 * The decision that separates teams the chain left level: a lot with the competition's recorded
 * seed or a playoff's matches (FAPA art. 29.3.f). The change is the domain's
 * (`recordTeamTieDecision`), written with one put.
 */
import { err } from '../../domain/core/index.ts'
import {
  recordTeamTieDecision,
  removeTeamTieDecision,
  type TeamTieState,
} from '../../domain/teams/index.ts'
import type { TieDecision } from '../../domain/tiebreaks/index.ts'
import type { Result } from '../../domain/core/index.ts'
import {
  audit,
  inTransaction,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { competitions, type TeamCompetitionRow } from './teamsDb.ts'

async function changeTies(
  ctx: CommandContext,
  competitionId: string,
  change: (c: TeamCompetitionRow) => Result<TeamTieState, { code: string }[]>,
  detail: string,
): Promise<CommandResult<TeamCompetitionRow>> {
  return inTransaction(ctx, ['teamCompetitions', 'auditLog'], async () => {
    const c = await competitions(ctx.db).get(competitionId)
    if (!c) throw new Refusal([{ code: 'db/not-found' }])
    const r = change(c)
    if (!r.ok) throw new Refusal(r.error)
    const next: TeamCompetitionRow = {
      ...c,
      tieDecisions: [...(r.value.tieDecisions ?? [])],
      updatedAt: ctx.now().toISOString(),
    }
    await competitions(ctx.db).put(next)
    await audit(ctx, { action: 'teams/tie', entity: 'teamCompetition', entityId: c.id, detail })
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
    (c) => recordTeamTieDecision(c, decision),
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
    (c) => removeTeamTieDecision(c, teams),
    `removed ${teams.join(',')}`,
  )
}

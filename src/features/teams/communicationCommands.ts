/**
 * The director notes that a match's result was communicated by e-mail or telephone (art. 82.4),
 * with the day and time it came in; the acta, when it arrives, replaces the boards.
 */
import { markCommunicated, type Communication } from '../../domain/teams/index.ts'
import {
  audit,
  inTransaction,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { competitions } from './teamsDb.ts'

/** Marks (or, with null, unmarks) one match's result as communicated. @see FAPA art. 82.4 */
export async function recordCommunication(
  ctx: CommandContext,
  competitionId: string,
  at: { round: number; fixture: number },
  when: Communication | null,
): Promise<CommandResult<null>> {
  return inTransaction(ctx, ['teamCompetitions', 'auditLog'], async () => {
    const c = await competitions(ctx.db).get(competitionId)
    if (!c) throw new Refusal([{ code: 'db/not-found' }])
    const r = markCommunicated(c.rounds, at, when)
    if (!r.ok) throw new Refusal(r.error)
    await competitions(ctx.db).put({ ...c, rounds: r.value, updatedAt: ctx.now().toISOString() })
    await audit(ctx, {
      action: 'teams/result-communicated',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${at.round}.${at.fixture + 1} ${when ? `${when.date} ${when.time}` : '-'}`,
    })
    return null
  })
}

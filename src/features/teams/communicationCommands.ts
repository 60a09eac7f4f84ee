/**
 * The director notes that a match's result was communicated by e-mail or telephone (art. 82.4),
 * with the day and time it came in; the acta, when it arrives, replaces the boards.
 */
import { markCommunicated, type Communication } from '../../domain/teams/index.ts'
import { Refusal, type CommandContext, type CommandResult } from '../../db/commands/command.ts'
import { competitionCommand } from './competitionWrites.ts'

/** Marks (or, with null, unmarks) one match's result as communicated. @see FAPA art. 82.4 */
export async function recordCommunication(
  ctx: CommandContext,
  competitionId: string,
  at: { round: number; fixture: number },
  when: Communication | null,
): Promise<CommandResult<null>> {
  return competitionCommand(ctx, competitionId, [], async (w, folded) => {
    const c = folded.state
    const r = markCommunicated(c.rounds, at, when)
    if (!r.ok) throw new Refusal(r.error)
    await w.append({
      type: 'communication-set',
      payload: { round: at.round, fixture: at.fixture, when: when ? { ...when } : null },
    })
    await w.audit({
      action: 'teams/result-communicated',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${at.round}.${at.fixture + 1} ${when ? `${when.date} ${when.time}` : '-'}`,
    })
    return null
  })
}

/**
 * The Comité de Competición records a sanction on a team on its own: the article, the points
 * taken from the team's primary score and the reason; the standings subtract it from then on.
 * @see FAPA art. 82, 115
 */
import { checkCommitteeSanction, type CommitteeSanction } from '../../domain/teams/index.ts'
import {
  newId,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { competitionCommand } from './competitionWrites.ts'

/** Records one committee sanction. @see FAPA art. 82, 115 */
export async function recordCommitteeSanction(
  ctx: CommandContext,
  competitionId: string,
  input: Pick<CommitteeSanction, 'teamId' | 'article' | 'points' | 'reason'>,
): Promise<CommandResult<CommitteeSanction>> {
  const id = newId()
  return competitionCommand(ctx, competitionId, [], async (w, folded) => {
    const draft: CommitteeSanction = { ...input, id, at: w.at }
    const c = folded.state
    const checked = checkCommitteeSanction(
      c.teams.map((t) => t.id),
      c.sanctions ?? [],
      draft,
    )
    if (!checked.ok) throw new Refusal(checked.error)
    await w.append({
      type: 'sanction-recorded',
      payload: { sanction: checked.value },
    })
    const s = checked.value
    await w.audit({
      action: 'teams/committee-sanction',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `art. ${s.article} ${c.teams.find((t) => t.id === s.teamId)?.name ?? s.teamId} -${s.points / 2}: ${s.reason}`,
    })
    return s
  })
}

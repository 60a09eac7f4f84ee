/**
 * The committee records its decision on an infraction Alfil found: a late acta (art. 82.2) or a
 * late result communication (art. 82.4). A decision is recorded once; its text is required.
 */
import { decideSanction, type SanctionDecision } from '../../domain/teams/index.ts'
import {
  runCommand,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { allSanctions, sanctionRowId, sanctions, type SanctionRow } from './teamsDb.ts'

/** Records one sanction decision. @see FAPA art. 82.2, 82.4 */
export async function recordSanction(
  ctx: CommandContext,
  input: Omit<SanctionDecision, 'at'>,
): Promise<CommandResult<SanctionRow>> {
  return runCommand(ctx, ['teamSeasonPlans', 'auditLog'], async (w) => {
    const at = w.at
    const r = decideSanction(await allSanctions(ctx.db), { ...input, at })
    if (!r.ok) throw new Refusal(r.error)
    const row: SanctionRow = {
      ...r.value,
      id: sanctionRowId(r.value),
      kind: 'sanction',
      updatedAt: at,
    }
    await sanctions(ctx.db).put(row)
    await w.audit({
      action: 'teams/sanction',
      entity: 'teamSeasonPlan',
      entityId: row.id,
      detail: `art. ${row.article} ${row.clubId} (${row.grade}): ${row.decision}`,
    })
    return row
  })
}

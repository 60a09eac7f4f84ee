import { err, asClubId, type ClubId } from '../../domain/core/index.ts'
import { foldText, validateClub, type ClubInput } from '../../domain/federation/index.ts'
import type { ClubRow } from '../schema.ts'
import { runCommand, newId, Refusal, type CommandContext, type CommandResult } from './command.ts'

/**
 * Creates a club (no `id`) or updates one. The domain validates against the other clubs, then one
 * transaction re-reads them (another tab may have written meanwhile), writes and audits.
 */
export async function saveClub(
  ctx: CommandContext,
  input: ClubInput,
  id?: ClubId,
): Promise<CommandResult<ClubRow>> {
  const others = (await ctx.db.clubs.toArray()).filter((c) => c.id !== id)
  const checked = validateClub(input, others)
  if (!checked.ok) return err(checked.error)

  return runCommand(ctx, ['clubs', 'auditLog'], async (w) => {
    const current = (await ctx.db.clubs.toArray()).filter((c) => c.id !== id)
    const recheck = validateClub(input, current)
    if (!recheck.ok) throw new Refusal(recheck.error)
    const at = w.at
    const existing = id === undefined ? undefined : await ctx.db.clubs.get(id)
    if (id !== undefined && !existing) throw new Refusal([{ code: 'db/not-found' }])
    const row: ClubRow = {
      id: id ?? asClubId(newId()),
      ...recheck.value,
      searchName: foldText(recheck.value.name),
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    }
    await ctx.db.clubs.put(row)
    await w.audit({
      action: existing ? 'club/update' : 'club/create',
      entity: 'club',
      entityId: row.id,
      detail: row.name,
    })
    return row
  })
}

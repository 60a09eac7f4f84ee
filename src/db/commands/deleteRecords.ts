import type { ClubId, PlayerId } from '../../domain/core/index.ts'
import { fieldError } from '../../domain/federation/index.ts'
import { runCommand, Refusal, type CommandContext, type CommandResult } from './command.ts'

/** Removes a player and the player's licences. */
export async function deletePlayer(
  ctx: CommandContext,
  id: PlayerId,
): Promise<CommandResult<null>> {
  return runCommand(ctx, ['players', 'licences', 'auditLog'], async (w) => {
    const row = await ctx.db.players.get(id)
    if (!row) throw new Refusal([{ code: 'db/not-found' }])
    await ctx.db.licences.where('holderId').equals(id).delete()
    await ctx.db.players.delete(id)
    await w.audit({
      action: 'player/delete',
      entity: 'player',
      entityId: id,
      detail: row.searchName,
    })
    return null
  })
}

/** Removes a club that no player and no licence refers to. */
export async function deleteClub(ctx: CommandContext, id: ClubId): Promise<CommandResult<null>> {
  return runCommand(ctx, ['clubs', 'players', 'licences', 'auditLog'], async (w) => {
    const row = await ctx.db.clubs.get(id)
    if (!row) throw new Refusal([{ code: 'db/not-found' }])
    const players = await ctx.db.players.where('clubId').equals(id).count()
    const licences =
      (await ctx.db.licences.where('clubId').equals(id).count()) +
      (await ctx.db.licences.where('holderId').equals(id).count())
    if (players + licences > 0)
      throw new Refusal([fieldError('club/in-use', undefined, { players })])
    await ctx.db.clubs.delete(id)
    await w.audit({ action: 'club/delete', entity: 'club', entityId: id, detail: row.name })
    return null
  })
}

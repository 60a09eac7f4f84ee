/**
 * The registry rows the board-order verdict (`verdictOf` in `domain/teams`) needs, read inside a
 * command's transaction.
 * @see FAPA art. 18, 69, 70.2, 74.6.b
 */
import { asPlayerId } from '../../domain/core/index.ts'
import type { BoardOrderLine, RegistryData } from '../../domain/teams/index.ts'
import type { CommandContext } from '../../db/commands/command.ts'

/** The registry tables a verdict reads, for the commands that enforce it. */
export const VERDICT_TABLES = ['players', 'clubs', 'seasons', 'licences'] as const

/**
 * The registry rows an order's check needs, read inside a command's transaction: the players
 * its lines link, their licences, and the (small) clubs and seasons tables.
 */
export async function registryForLines(
  ctx: CommandContext,
  lines: readonly BoardOrderLine[],
): Promise<RegistryData> {
  const ids = [...new Set(lines.flatMap((l) => (l.playerId ? [l.playerId] : [])))]
  const [players, licences, clubs, seasons] = await Promise.all([
    ctx.db.players.bulkGet(ids.map(asPlayerId)),
    ids.length > 0 ? ctx.db.licences.where('holderId').anyOf(ids).toArray() : [],
    ctx.db.clubs.toArray(),
    ctx.db.seasons.toArray(),
  ])
  return { players: players.flatMap((p) => (p ? [p] : [])), licences, clubs, seasons }
}

/**
 * A club's players picked from the FEDA list in use and their season licences issued in one
 * confirmed action: the preview says per player what will be written (licence, or player and
 * licence) or why nothing will; the write checks everything again in its transaction.
 * @see FAPA art. 3.1, 6 a, 6 b
 */
import { asClubId, asPlayerId, asSeasonId, err } from '../../domain/core/index.ts'
import { foldForSearch } from '../../domain/core/fold.ts'
import {
  planFedaLicences,
  searchNameOf,
  type FedaLicenceLine,
} from '../../domain/federation/index.ts'
import type { FedaListRow } from '../../domain/ratings/index.ts'
import {
  runCommand,
  newId,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { todayOf } from '../../db/commands/today.ts'
import type { PlayerRow } from '../../db/schema.ts'
import { fedaRows, readListState } from '../ratings/ratingListDb.ts'

/** The FEDA list's players whose club cell holds `club` (folded, any part), by name. */
export async function fedaClubPlayers(ctx: CommandContext, club: string): Promise<FedaListRow[]> {
  const wanted = foldForSearch(club.trim())
  if (wanted === '') return []
  const rows = await fedaRows(ctx.db, await readListState(ctx.db, 'feda'))
  return rows.filter((r) => r.club !== null && foldForSearch(r.club).includes(wanted))
}

/** The picked rows of the FEDA list in use, in the order picked. */
async function pickedRows(ctx: CommandContext, keys: readonly string[]): Promise<FedaListRow[]> {
  const byKey = new Map(
    (await fedaRows(ctx.db, await readListState(ctx.db, 'feda'))).map((r) => [r.key, r]),
  )
  return keys.flatMap((k) => {
    const r = byKey.get(k)
    return r ? [r] : []
  })
}

/** The plan against the stored registry and the season's licences (read in the caller's transaction). */
async function planOf(
  ctx: CommandContext,
  entries: readonly FedaListRow[],
  clubId: string,
  seasonId: string,
): Promise<FedaLicenceLine[] | null> {
  const season = await ctx.db.seasons.get(asSeasonId(seasonId))
  if (!season) return null
  const [players, licences] = await Promise.all([
    ctx.db.players.toArray(),
    ctx.db.licences.where('seasonId').equals(season.id).toArray(),
  ])
  return planFedaLicences(entries, { players, licences }, clubId, season, todayOf(ctx))
}

/** The plan of the licences of `clubId` for the picked list rows (by key), nothing written. */
export async function previewFedaLicences(
  ctx: CommandContext,
  keys: readonly string[],
  clubId: string,
  seasonId: string,
): Promise<FedaLicenceLine[] | null> {
  return planOf(ctx, await pickedRows(ctx, keys), clubId, seasonId)
}

/** Issues the licences the preview found good, with the new registry players, in one transaction. */
export async function issueFedaLicences(
  ctx: CommandContext,
  keys: readonly string[],
  clubId: string,
  seasonId: string,
): Promise<CommandResult<{ players: number; licences: number }>> {
  if (!(await ctx.db.clubs.get(asClubId(clubId))))
    return err([{ code: 'import/unknown-club', params: { club: clubId } }])
  // The list is read first; the registry and the licences are checked again in the transaction.
  const entries = await pickedRows(ctx, keys)
  return runCommand(ctx, ['players', 'clubs', 'seasons', 'licences', 'auditLog'], async (w) => {
    const lines = await planOf(ctx, entries, clubId, seasonId)
    if (!lines) throw new Refusal([{ code: 'licence/unknown-season' }])
    const good = lines.filter((l) => l.action !== null)
    if (good.length === 0) throw new Refusal([{ code: 'import/nothing-to-import' }])
    const at = w.at
    const today = todayOf(ctx)
    let players = 0
    for (const l of good) {
      let holderId = l.playerId
      if (l.data) {
        const row: PlayerRow = {
          id: asPlayerId(newId()),
          ...l.data,
          clubId: asClubId(clubId),
          searchName: searchNameOf(l.data),
          createdAt: at,
          updatedAt: at,
        }
        await ctx.db.players.add(row)
        holderId = row.id
        players++
      }
      await ctx.db.licences.add({
        id: newId(),
        seasonId: asSeasonId(seasonId),
        kind: 'player',
        holderId: holderId ?? '',
        clubId: asClubId(clubId),
        issuedOn: today,
        createdAt: at,
      })
    }
    await w.audit({
      action: 'player/feda-licences',
      entity: 'licence',
      entityId: clubId,
      detail: `${good.length} licences, ${players} new players`,
    })
    return { players, licences: good.length }
  })
}

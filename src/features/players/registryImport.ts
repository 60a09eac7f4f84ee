/**
 * Players and their season licences from a spreadsheet: a preview of every line (the player as
 * he will be stored, his club, or the located reasons he cannot be), then one confirmed write of
 * the good lines, players and licences together.
 * @see FAPA art. 3.1, 6 a, 6 b (one player licence, one club, per season)
 */
import { asPlayerId, asSeasonId, err } from '../../domain/core/index.ts'
import {
  checkLicenceRequest,
  fieldError,
  listName,
  readRegistryBlock,
  registryClub,
  searchNameOf,
  validatePlayer,
  type BlockError,
  type FieldError,
  type PlayerData,
  type PlayerNeighbour,
} from '../../domain/federation/index.ts'
import {
  runCommand,
  newId,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { todayOf } from '../../db/commands/today.ts'
import type { ClubRow, PlayerRow, SeasonRow } from '../../db/schema.ts'

/** One line of the preview: what will be written, or why it will not. */
export interface PreviewLine {
  readonly line: number
  readonly name: string
  readonly data: PlayerData | null
  readonly club: ClubRow | null
  readonly errors: readonly FieldError[]
}

export type Preview = { ok: true; lines: PreviewLine[] } | { ok: false; errors: BlockError[] }

/**
 * Checks every line against the registry and the lines above it: the player record (names, sex,
 * ids not already taken, ratings), the club named (a registry club, by name or short name) and
 * the licence of the season (art. 3.1: not ended; art. 6: one club).
 */
export function previewImport(
  text: string,
  registry: { players: readonly PlayerNeighbour[]; clubs: readonly ClubRow[] },
  season: SeasonRow | null,
  today: string,
): Preview {
  const read = readRegistryBlock(text)
  if (!read.ok) return read
  const others: PlayerNeighbour[] = [...registry.players]
  const lines = read.lines.map((l): PreviewLine => {
    const checked = validatePlayer(l.input, others, today)
    const errors: FieldError[] = checked.ok ? [] : [...checked.error]
    const club = l.club === '' ? null : (registryClub(registry.clubs, l.club) ?? null)
    if (l.club !== '' && !club)
      errors.push(fieldError('import/unknown-club', 'club', { club: l.club }))
    if (club && !season) errors.push(fieldError('licence/unknown-season', 'seasonId'))
    if (club && season) {
      const request = {
        seasonId: season.id,
        kind: 'player' as const,
        holderId: '',
        clubId: club.id,
      }
      const licence = checkLicenceRequest(request, season, [], today)
      if (!licence.ok) errors.push(...licence.error)
    }
    if (checked.ok) others.push({ fideId: checked.value.fideId, fedaId: checked.value.fedaId })
    return {
      line: l.line,
      name: listName(l.input),
      data: checked.ok && errors.length === 0 ? checked.value : null,
      club,
      errors,
    }
  })
  return { ok: true, lines }
}

/** Reads what the preview needs from the registry. */
async function registryOf(ctx: CommandContext, seasonId: string) {
  const [players, clubs, season] = await Promise.all([
    ctx.db.players.toArray(),
    ctx.db.clubs.toArray(),
    seasonId === '' ? undefined : ctx.db.seasons.get(asSeasonId(seasonId)),
  ])
  return { registry: { players, clubs }, season: season ?? null }
}

/** The preview of a pasted block or file against the stored registry. */
export async function previewRegistryImport(
  ctx: CommandContext,
  text: string,
  seasonId: string,
): Promise<Preview> {
  const { registry, season } = await registryOf(ctx, seasonId)
  return previewImport(text, registry, season, todayOf(ctx))
}

/**
 * Writes the good lines of the block, checked again in the transaction: each player and, when
 * his line names a club, his player licence of the season. Lines with problems are left out.
 */
export async function importRegistry(
  ctx: CommandContext,
  text: string,
  seasonId: string,
): Promise<CommandResult<{ players: number; licences: number }>> {
  const today = todayOf(ctx)
  const first = await previewRegistryImport(ctx, text, seasonId)
  if (!first.ok)
    return err(
      first.errors.map((e) => ({ code: e.code, ...(e.params ? { params: e.params } : {}) })),
    )
  return runCommand(ctx, ['players', 'clubs', 'seasons', 'licences', 'auditLog'], async (w) => {
    const { registry, season } = await registryOf(ctx, seasonId)
    const preview = previewImport(text, registry, season, today)
    if (!preview.ok) throw new Refusal([{ code: 'import/empty' }])
    const good = preview.lines.filter((l) => l.data !== null)
    if (good.length === 0) throw new Refusal([{ code: 'import/nothing-to-import' }])
    const at = w.at
    let licences = 0
    for (const l of good) {
      const data = l.data!
      const row: PlayerRow = {
        id: asPlayerId(newId()),
        ...data,
        clubId: l.club?.id ?? null,
        searchName: searchNameOf(data),
        createdAt: at,
        updatedAt: at,
      }
      await ctx.db.players.add(row)
      if (l.club && season) {
        await ctx.db.licences.add({
          id: newId(),
          seasonId: season.id,
          kind: 'player',
          holderId: row.id,
          clubId: l.club.id,
          issuedOn: today,
          createdAt: at,
        })
        licences++
      }
    }
    await w.audit({
      action: 'player/import',
      entity: 'player',
      entityId: '',
      detail: `${good.length} players, ${licences} licences${season ? ` ${season.name}` : ''}`,
    })
    return { players: good.length, licences }
  })
}

import { asClubId, asPlayerId, asSeasonId, err, type SeasonId } from '../../domain/core/index.ts'
import {
  checkClubChange,
  checkLicenceRequest,
  fieldError,
  seasonPhase,
  validateSeason,
  type FieldError,
  type LicenceRequest,
  type SeasonInput,
} from '../../domain/federation/index.ts'
import type { LicenceRow, SeasonRow } from '../schema.ts'
import { runCommand, newId, Refusal, type CommandContext, type CommandResult } from './command.ts'
import { todayOf } from './today.ts'

function refuseIfErrors(errors: FieldError[]): void {
  if (errors.length > 0) throw new Refusal(errors)
}

/** Creates (no `id`) or updates a season; seasons must not overlap (FAPA art. 3.1). */
export async function saveSeason(
  ctx: CommandContext,
  input: SeasonInput,
  id?: SeasonId,
): Promise<CommandResult<SeasonRow>> {
  const first = validateSeason(
    input,
    (await ctx.db.seasons.toArray()).filter((s) => s.id !== id),
  )
  if (!first.ok) return err(first.error)
  return runCommand(ctx, ['seasons', 'auditLog'], async (w) => {
    const checked = validateSeason(
      input,
      (await ctx.db.seasons.toArray()).filter((s) => s.id !== id),
    )
    if (!checked.ok) throw new Refusal(checked.error)
    const existing = id === undefined ? undefined : await ctx.db.seasons.get(id)
    const at = w.at
    const row: SeasonRow = {
      id: id ?? asSeasonId(newId()),
      ...checked.value,
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    }
    await ctx.db.seasons.put(row)
    await w.audit({
      action: existing ? 'season/update' : 'season/create',
      entity: 'season',
      entityId: row.id,
      detail: row.name,
    })
    return row
  })
}

/**
 * Issues a licence after the FAPA checks (art. 3.1, 3.5, 6 a, 6 b). A player licence for a
 * season that has not ended also sets the player's club.
 */
export async function issueLicence(
  ctx: CommandContext,
  request: LicenceRequest,
): Promise<CommandResult<LicenceRow>> {
  const today = todayOf(ctx)
  return runCommand(ctx, ['seasons', 'players', 'clubs', 'licences', 'auditLog'], async (w) => {
    const season = await ctx.db.seasons.get(asSeasonId(request.seasonId))
    if (!season) throw new Refusal([fieldError('licence/unknown-season', 'seasonId')])
    const holder =
      request.kind === 'club'
        ? await ctx.db.clubs.get(asClubId(request.holderId))
        : await ctx.db.players.get(asPlayerId(request.holderId))
    const errors: FieldError[] = holder ? [] : [fieldError('licence/unknown-holder', 'holderId')]
    if (request.clubId !== null && !(await ctx.db.clubs.get(asClubId(request.clubId))))
      errors.push(fieldError('player/unknown-club', 'clubId'))
    refuseIfErrors(errors)
    const existing = await ctx.db.licences
      .where('[seasonId+holderId]')
      .equals([request.seasonId, request.holderId])
      .toArray()
    const checked = checkLicenceRequest(request, season, existing, today)
    if (!checked.ok) throw new Refusal(checked.error)
    const row: LicenceRow = {
      id: newId(),
      seasonId: season.id,
      kind: request.kind,
      holderId: request.holderId,
      clubId: request.clubId === null ? null : asClubId(request.clubId),
      issuedOn: today,
      createdAt: w.at,
    }
    await ctx.db.licences.add(row)
    if (row.kind === 'player' && seasonPhase(season, today) !== 'ended')
      await ctx.db.players.update(asPlayerId(row.holderId), { clubId: row.clubId })
    await w.audit({
      action: 'licence/issue',
      entity: 'licence',
      entityId: row.id,
      detail: `${row.kind} ${season.name}`,
    })
    return row
  })
}

/** Moves a player licence to another club, only before its season starts (FAPA art. 6 d). */
export async function changeLicenceClub(
  ctx: CommandContext,
  licenceId: string,
  clubId: string | null,
): Promise<CommandResult<LicenceRow>> {
  const today = todayOf(ctx)
  return runCommand(ctx, ['seasons', 'players', 'clubs', 'licences', 'auditLog'], async (w) => {
    const licence = await ctx.db.licences.get(licenceId)
    const season = licence ? await ctx.db.seasons.get(licence.seasonId) : undefined
    if (!licence || !season) throw new Refusal([{ code: 'db/not-found' }])
    if (clubId !== null && !(await ctx.db.clubs.get(asClubId(clubId))))
      throw new Refusal([fieldError('player/unknown-club', 'clubId')])
    const checked = checkClubChange(licence, clubId, season, today)
    if (!checked.ok) throw new Refusal(checked.error)
    const row: LicenceRow = { ...licence, clubId: clubId === null ? null : asClubId(clubId) }
    await ctx.db.licences.put(row)
    await ctx.db.players.update(asPlayerId(row.holderId), { clubId: row.clubId })
    await w.audit({
      action: 'licence/change-club',
      entity: 'licence',
      entityId: row.id,
      detail: `${season.name}: ${clubId ?? '-'}`,
    })
    return row
  })
}

/** Withdraws a licence issued by mistake. */
export async function revokeLicence(
  ctx: CommandContext,
  licenceId: string,
): Promise<CommandResult<null>> {
  return runCommand(ctx, ['licences', 'auditLog'], async (w) => {
    const licence = await ctx.db.licences.get(licenceId)
    if (!licence) throw new Refusal([{ code: 'db/not-found' }])
    await ctx.db.licences.delete(licenceId)
    await w.audit({
      action: 'licence/revoke',
      entity: 'licence',
      entityId: licenceId,
      detail: licence.kind,
    })
    return null
  })
}

import { asClubId, asPlayerId, err, type PlayerId } from '../../domain/core/index.ts'
import {
  boundClubOn,
  fieldError,
  listName,
  searchNameOf,
  validatePlayer,
  type FieldError,
  type PlayerData,
  type PlayerInput,
} from '../../domain/federation/index.ts'
import type { AlfilDb } from '../db.ts'
import type { PlayerRow } from '../schema.ts'
import { runCommand, newId, Refusal, type CommandContext, type CommandResult } from './command.ts'
import { todayOf } from './today.ts'

/** The player form: the record plus the club ('' for none). */
export interface PlayerFormInput extends PlayerInput {
  readonly clubId: string
}

async function checkClub(
  db: AlfilDb,
  playerId: PlayerId | undefined,
  clubId: string | null,
  today: string,
): Promise<FieldError[]> {
  if (clubId !== null && !(await db.clubs.get(asClubId(clubId))))
    return [fieldError('player/unknown-club', 'clubId')]
  if (playerId === undefined) return []
  const current = await db.players.get(playerId)
  if (!current || current.clubId === clubId) return []
  const licences = await db.licences.where('holderId').equals(playerId).toArray()
  const seasons = await db.seasons.toArray()
  const bound = boundClubOn(playerId, licences, seasons, today)
  if (bound && bound.licence.clubId !== clubId)
    return [fieldError('licence/club-change-after-start', 'clubId')]
  return []
}

/**
 * Creates (no `id`) or updates a player. Validates the record, refuses a duplicate FIDE or FEDA
 * id, and refuses a club other than the one of the player licence of the running season
 * (FAPA art. 6 d). One transaction re-checks, writes and audits.
 */
export async function savePlayer(
  ctx: CommandContext,
  input: PlayerFormInput,
  id?: PlayerId,
): Promise<CommandResult<PlayerRow>> {
  const today = todayOf(ctx)
  const clubId = input.clubId.trim() === '' ? null : input.clubId
  const validate = async (): Promise<PlayerData> => {
    const others = await neighbours(ctx.db, input, id)
    const checked = validatePlayer(input, others, today)
    const clubErrors = await checkClub(ctx.db, id, clubId, today)
    const errors = [...(checked.ok ? [] : checked.error), ...clubErrors]
    if (!checked.ok || errors.length > 0) throw new Refusal(errors)
    return checked.value
  }
  try {
    await ctx.db.transaction('r', ['players', 'clubs', 'licences', 'seasons'], validate)
  } catch (e) {
    if (e instanceof Refusal) return err(e.errors)
    throw e
  }
  return runCommand(ctx, ['players', 'clubs', 'licences', 'seasons', 'auditLog'], async (w) => {
    const data = await validate()
    const at = w.at
    const existing = id === undefined ? undefined : await ctx.db.players.get(id)
    if (id !== undefined && !existing) throw new Refusal([{ code: 'db/not-found' }])
    const row: PlayerRow = {
      id: id ?? asPlayerId(newId()),
      ...data,
      clubId: clubId === null ? null : asClubId(clubId),
      searchName: searchNameOf(data),
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    }
    await ctx.db.players.put(row)
    await w.audit({
      action: existing ? 'player/update' : 'player/create',
      entity: 'player',
      entityId: row.id,
      detail: listName(row),
    })
    return row
  })
}

/** Only players that share an id can collide, so read those through the indexes. */
async function neighbours(db: AlfilDb, input: PlayerInput, id: PlayerId | undefined) {
  const fide = Number(input.fideId.trim())
  const feda = Number(input.fedaId.trim())
  const byFide =
    Number.isInteger(fide) && fide > 0
      ? await db.players.where('fideId').equals(fide).toArray()
      : []
  const byFeda =
    Number.isInteger(feda) && feda > 0
      ? await db.players.where('fedaId').equals(feda).toArray()
      : []
  return [...byFide, ...byFeda].filter((p) => p.id !== id)
}

import { err, ok, type Result } from '../../domain/core/index.ts'
import type {
  IndividualTournament,
  TournamentError,
  TournamentSettings,
} from '../../domain/tournament/index.ts'
import {
  audit,
  inTransaction,
  newId,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { historyTable, tournamentsTable, type IndividualTournamentRow } from './tournamentsDb.ts'

const TABLES = ['tournaments', 'tournamentHistory', 'auditLog'] as const

/** A new random seed for the tournament's lots, recorded in the tournament. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1
}

/** Creates a tournament with its settings and no players. */
export async function createTournament(
  ctx: CommandContext,
  settings: TournamentSettings,
): Promise<CommandResult<IndividualTournamentRow>> {
  const name = settings.name.trim()
  if (!name) return err([{ code: 'tournament/name-required', field: 'name' }])
  if (
    !Number.isInteger(settings.totalRounds) ||
    settings.totalRounds < 1 ||
    settings.totalRounds > 30
  )
    return err([{ code: 'tournament/rounds-range', field: 'totalRounds' }])
  return inTransaction(ctx, TABLES, async () => {
    const at = ctx.now().toISOString()
    const doc: IndividualTournament = {
      settings: { ...settings, name },
      entrants: [],
      numbersFrozen: false,
      rounds: [],
      pendingRequests: {},
      fideModeLeftAt: null,
    }
    const row: IndividualTournamentRow = { id: newId(), name, doc, createdAt: at, updatedAt: at }
    await tournamentsTable(ctx.db).add(row)
    await audit(ctx, {
      action: 'tournament/create',
      entity: 'tournament',
      entityId: row.id,
      tournamentId: row.id,
      detail: name,
    })
    return row
  })
}

/** A change to a tournament: the domain function and what the audit log and history say of it. */
export interface TournamentChange {
  readonly action: string
  readonly detail: string
  /** The round touched (0 for registration and settings). */
  readonly round: number
  readonly apply: (doc: IndividualTournament) => Result<IndividualTournament, TournamentError[]>
}

/**
 * Applies a change in one transaction: re-reads the tournament, asks the domain, keeps the
 * previous version for undo, writes and audits. A refusal leaves everything as it was.
 */
export async function changeTournament(
  ctx: CommandContext,
  id: string,
  change: TournamentChange,
): Promise<CommandResult<IndividualTournament>> {
  return inTransaction(ctx, TABLES, async () => {
    const row = await tournamentsTable(ctx.db).get(id)
    if (!row) throw new Refusal([{ code: 'db/not-found' }])
    const next = change.apply(row.doc)
    if (!next.ok)
      throw new Refusal(
        next.error.map((e) => ({ code: e.code, ...(e.params ? { params: e.params } : {}) })),
      )
    const at = ctx.now().toISOString()
    await historyTable(ctx.db).add({
      tournamentId: id,
      at,
      action: change.action,
      round: change.round,
      before: row.doc,
    })
    await tournamentsTable(ctx.db).put({
      ...row,
      name: next.value.settings.name,
      doc: next.value,
      updatedAt: at,
    })
    await audit(ctx, {
      action: change.action,
      entity: 'tournament',
      entityId: id,
      tournamentId: id,
      detail: change.detail,
    })
    return next.value
  })
}

/**
 * Restores the version before the last action. In FIDE mode only actions on the current or the
 * previous round can be undone. @see FIDE Handbook C.02 (2026)
 */
export async function undoLastChange(
  ctx: CommandContext,
  id: string,
): Promise<CommandResult<string>> {
  return inTransaction(ctx, TABLES, async () => {
    const row = await tournamentsTable(ctx.db).get(id)
    if (!row) throw new Refusal([{ code: 'db/not-found' }])
    const last = await historyTable(ctx.db).where('tournamentId').equals(id).last()
    if (!last || last.seq === undefined) throw new Refusal([{ code: 'tournament/nothing-to-undo' }])
    const current = row.doc.rounds.length
    if (row.doc.settings.fideMode && last.round > 0 && last.round < current - 1)
      throw new Refusal([{ code: 'round/locked-fide-mode', params: { round: last.round } }])
    if (row.doc.fideModeLeftAt && !last.before.fideModeLeftAt)
      throw new Refusal([{ code: 'tournament/fide-mode-left' }])
    await historyTable(ctx.db).delete(last.seq)
    const at = ctx.now().toISOString()
    await tournamentsTable(ctx.db).put({
      ...row,
      name: last.before.settings.name,
      doc: last.before,
      updatedAt: at,
    })
    await audit(ctx, {
      action: 'tournament/undo',
      entity: 'tournament',
      entityId: id,
      tournamentId: id,
      detail: last.action,
    })
    return last.action
  })
}

/** Deletes a tournament with its history. */
export async function deleteTournament(
  ctx: CommandContext,
  id: string,
): Promise<CommandResult<true>> {
  return inTransaction(ctx, TABLES, async () => {
    await historyTable(ctx.db).where('tournamentId').equals(id).delete()
    await tournamentsTable(ctx.db).delete(id)
    await audit(ctx, {
      action: 'tournament/delete',
      entity: 'tournament',
      entityId: id,
      tournamentId: id,
      detail: '',
    })
    return true as const
  })
}

/** Stores a tournament imported from a TRF file as a new tournament, whole or not at all. */
export async function importTournament(
  ctx: CommandContext,
  doc: IndividualTournament,
): Promise<CommandResult<IndividualTournamentRow>> {
  return inTransaction(ctx, TABLES, async () => {
    const at = ctx.now().toISOString()
    const row: IndividualTournamentRow = {
      id: newId(),
      name: doc.settings.name,
      doc,
      createdAt: at,
      updatedAt: at,
    }
    await tournamentsTable(ctx.db).add(row)
    await audit(ctx, {
      action: 'tournament/import',
      entity: 'tournament',
      entityId: row.id,
      tournamentId: row.id,
      detail: row.name,
    })
    return row
  })
}

export { ok }

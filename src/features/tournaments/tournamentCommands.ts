import {
  admitEvent,
  checkSettings,
  describeEvent,
  tournamentSummary,
  type ImportDifference,
  type IndividualTournament,
  type TournamentEvent,
  type TournamentSettings,
} from '../../domain/tournament/index.ts'
import {
  runCommand,
  newId,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { loadListedForWrite, logRefusal } from '../../db/log/listedLog.ts'
import { tournamentLog, tournamentsTable, type IndividualTournamentRow } from './tournamentsDb.ts'

const TABLES = ['tournaments', ...tournamentLog.tables] as const

/** A new random seed for the tournament's lots, recorded in the tournament. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1
}

function listRow(
  id: string,
  t: IndividualTournament,
  at: string,
  createdAt = at,
): IndividualTournamentRow {
  return { id, name: t.settings.name, createdAt, updatedAt: at, summary: tournamentSummary(t) }
}

/** Starts a tournament's log with its creation event (and any that follow it at once) and lists it. */
async function start(
  ctx: CommandContext,
  event: TournamentEvent,
  then: readonly TournamentEvent[] = [],
): Promise<CommandResult<IndividualTournamentRow>> {
  return runCommand(ctx, TABLES, async (w) => {
    const at = w.at
    const id = newId()
    let folded = await tournamentLog.append(ctx.db, id, null, event, at)
    for (const next of then) {
      if (!folded.ok) break
      folded = await tournamentLog.append(ctx.db, id, folded.value, next, at)
    }
    if (!folded.ok) throw logRefusal(folded.error)
    const row = listRow(id, folded.value.state, at)
    await tournamentsTable(ctx.db).add(row)
    return row
  })
}

/** Creates a tournament with its settings and no players. */
export async function createTournament(
  ctx: CommandContext,
  settings: TournamentSettings,
): Promise<CommandResult<IndividualTournamentRow>> {
  const named = { ...settings, name: settings.name.trim() }
  const checked = checkSettings(named)
  if (!checked.ok) return checked
  return start(ctx, { type: 'tournament-created', payload: { settings: named } })
}

/**
 * Stores a tournament imported from a TRF file as a new tournament, whole or not at all, with
 * the re-check of its rounds by the engine when given (the boards where the file differs).
 * @see FIDE C.02 (2026) checklist: TRF import
 */
export async function importTournament(
  ctx: CommandContext,
  doc: IndividualTournament,
  differences?: readonly ImportDifference[],
): Promise<CommandResult<IndividualTournamentRow>> {
  const checked: TournamentEvent[] = differences
    ? [{ type: 'import-checked', payload: { differences } }]
    : []
  return start(ctx, { type: 'trf-imported', payload: { tournament: doc } }, checked)
}

/** The tournament's list row and current state, inside a transaction; refuses when it is gone. */
const current = (ctx: CommandContext, id: string) =>
  loadListedForWrite(ctx.db, tournamentsTable(ctx.db), tournamentLog, id)

/**
 * Applies an event in one transaction: the domain judges it against the current state (held in
 * memory and checked against the last stored entry) and today's admission rules, then one event
 * row is appended and the list row updated. A refusal leaves everything as it was.
 */
export async function changeTournament(
  ctx: CommandContext,
  id: string,
  event: TournamentEvent,
): Promise<CommandResult<IndividualTournament>> {
  return changeTournamentAll(ctx, id, [event])
}

/**
 * Applies several events in one transaction, each judged against the state the ones before it
 * left (players pasted from a sheet): all are written or, at the first refusal, none.
 */
export async function changeTournamentAll(
  ctx: CommandContext,
  id: string,
  events: readonly TournamentEvent[],
): Promise<CommandResult<IndividualTournament>> {
  return runCommand(ctx, TABLES, async (w) => {
    const { row, folded } = await current(ctx, id)
    const at = w.at
    let state = folded
    for (const event of events) {
      const refused = admitEvent(state.state, event)
      if (refused.length > 0) throw logRefusal(refused)
      const next = await tournamentLog.append(ctx.db, id, state, event, at)
      if (!next.ok) throw logRefusal(next.error)
      state = next.value
    }
    await tournamentsTable(ctx.db).put(listRow(id, state.state, at, row.createdAt))
    return state.state
  })
}

/**
 * Takes back the latest action still in effect by appending an undo to the log; resolves to the
 * action's code. In FIDE mode only actions on the current or the previous round can be undone,
 * and leaving FIDE mode is final. @see FIDE Handbook C.02 (2026)
 */
export async function undoLastChange(
  ctx: CommandContext,
  id: string,
): Promise<CommandResult<string>> {
  return runCommand(ctx, TABLES, async (w) => {
    const { row } = await current(ctx, id)
    const at = w.at
    const undone = await tournamentLog.undo(ctx.db, id, at)
    if (!undone.ok)
      throw logRefusal(
        undone.error.map((e) =>
          e.code === 'log/nothing-to-undo' ? { code: 'tournament/nothing-to-undo' } : e,
        ),
      )
    const state = undone.value.folded.state
    await tournamentsTable(ctx.db).put(listRow(id, state, at, row.createdAt))
    return describeEvent(undone.value.target).action
  })
}

/** Deletes a tournament with its log. */
export async function deleteTournament(
  ctx: CommandContext,
  id: string,
): Promise<CommandResult<true>> {
  return runCommand(ctx, [...TABLES, 'auditLog'], async (w) => {
    await tournamentLog.remove(ctx.db, id)
    await tournamentsTable(ctx.db).delete(id)
    await w.audit({
      action: 'tournament/delete',
      entity: 'tournament',
      entityId: id,
      tournamentId: id,
      detail: '',
    })
    return true as const
  })
}

/**
 * How a command writes a team competition: it reads the state folded from the log (held in
 * memory, checked against the last entry), lets the domain judge each event against it and
 * appends that one row (a snapshot every K events), inside the command's transaction
 * (`runCommand`), stamped with the command's instant. `competitionCommand` is the skeleton of a
 * command on one competition; `loadForWrite` and `appendEvent` serve the few that create
 * competitions or change several in one transaction.
 */
import type { Snapshot } from '../../domain/log/index.ts'
import type { TeamCompetitionEvent, TeamCompetitionRow } from '../../domain/teams/index.ts'
import type { AlfilDb } from '../../db/db.ts'
import {
  runCommand,
  type CommandContext,
  type CommandResult,
  type Write,
} from '../../db/commands/command.ts'
import { loadListedForWrite, logRefusal } from '../../db/log/listedLog.ts'
import { COMPETITION_TABLES, competitionList, teamLog } from './teamsDb.ts'

/** The competition to change, or a refusal (not found, or a log that does not fold). */
export async function loadForWrite(
  ctx: { readonly db: AlfilDb },
  id: string,
): Promise<Snapshot<TeamCompetitionRow>> {
  return (await loadListedForWrite(ctx.db, competitionList(ctx.db), teamLog, id)).folded
}

/**
 * Appends one event after `current` and brings the list row's instant up to date (a small row,
 * which the list's live reads also watch); the competition it gives, or the domain's refusal.
 */
export async function appendEvent(
  w: Write,
  id: string,
  current: Snapshot<TeamCompetitionRow> | null,
  event: TeamCompetitionEvent,
): Promise<Snapshot<TeamCompetitionRow>> {
  const next = await teamLog.append(w.db, id, current, event, w.at)
  if (!next.ok) throw logRefusal(next.error)
  const { name, createdAt, updatedAt } = next.value.state
  await competitionList(w.db).put({ id, name, createdAt, updatedAt })
  return next.value
}

/** What the body of a command on one competition is given inside its transaction. */
export interface CompetitionWrite extends Write {
  /**
   * Appends one event after the competition as the command's earlier appends left it, judged by
   * the domain (a refusal rolls the command back); the competition it gives.
   */
  append(event: TeamCompetitionEvent): Promise<Snapshot<TeamCompetitionRow>>
}

/**
 * The skeleton of a command on one team competition: `runCommand` over the competition's list
 * row, log and snapshots, the audit and the `tables` the command also reads or writes; the
 * competition is loaded (or refused as not found or not folding) before `body` runs, which gets
 * it folded and an `append` for its events, and states only the command's own step.
 */
export function competitionCommand<T>(
  ctx: CommandContext,
  id: string,
  tables: readonly string[],
  body: (w: CompetitionWrite, folded: Snapshot<TeamCompetitionRow>) => Promise<T>,
): Promise<CommandResult<T>> {
  const scope = [...new Set([...COMPETITION_TABLES, 'auditLog', ...tables])]
  return runCommand(ctx, scope, async (w) => {
    let current = await loadForWrite(w, id)
    const cw: CompetitionWrite = {
      db: w.db,
      at: w.at,
      audit: w.audit,
      append: async (event) => (current = await appendEvent(w, id, current, event)),
    }
    return await body(cw, current)
  })
}

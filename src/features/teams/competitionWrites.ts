/**
 * How a command writes a team competition: it reads the state folded from the log (held in
 * memory, checked against the last entry), lets the domain judge each event against it and
 * appends that one row (a snapshot every K events), inside the command's transaction
 * (`runCommand`), stamped with the command's instant.
 */
import type { Snapshot } from '../../domain/log/index.ts'
import type { TeamCompetitionEvent, TeamCompetitionRow } from '../../domain/teams/index.ts'
import type { AlfilDb } from '../../db/db.ts'
import type { Write } from '../../db/commands/command.ts'
import { loadListedForWrite, logRefusal } from '../../db/log/listedLog.ts'
import { competitionList, teamLog } from './teamsDb.ts'

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

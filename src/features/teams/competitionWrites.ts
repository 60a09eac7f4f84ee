/**
 * How a command writes a team competition: it reads the state folded from the log (held in
 * memory, checked against the last entry), lets the domain judge one event against it and
 * appends that one row (a snapshot every K events), inside the command's transaction (`runCommand`), stamped with the command's instant.
 */
import type { CodedError, Snapshot } from '../../domain/log/index.ts'
import type { TeamCompetitionEvent, TeamCompetitionRow } from '../../domain/teams/index.ts'
import type { AlfilDb } from '../../db/db.ts'
import { Refusal, type Write } from '../../db/commands/command.ts'
import { competitionList, teamLog } from './teamsDb.ts'

/** The domain's codes as a command's refusal (the log's seq is not the arbiter's concern). */
export function refusal(errors: readonly CodedError[]): Refusal {
  return new Refusal(
    errors.map((e) => (e.params ? { code: e.code, params: e.params } : { code: e.code })),
  )
}

/** The competition to change, or a refusal (not found, or a log that does not fold). */
export async function loadForWrite(
  ctx: { readonly db: AlfilDb },
  id: string,
): Promise<Snapshot<TeamCompetitionRow>> {
  if (!(await competitionList(ctx.db).get(id))) throw new Refusal([{ code: 'db/not-found' }])
  const folded = await teamLog.load(ctx.db, id)
  if (!folded.ok) throw refusal(folded.error)
  if (!folded.value) throw new Refusal([{ code: 'db/not-found' }])
  return folded.value
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
  if (!next.ok) throw refusal(next.error)
  const { name, createdAt, updatedAt } = next.value.state
  await competitionList(w.db).put({ id, name, createdAt, updatedAt })
  return next.value
}

/**
 * Writes of a competition's calendar: the league draw that fixes every round in advance, and the
 * dates and start time the federation sets for its rounds.
 * @see FAPA art. 72, 79.2
 */
import { err, isIsoDate } from '../../domain/core/index.ts'
import type { CommandContext, CommandResult } from '../../db/commands/command.ts'
import { plannedSystem } from './calendar.ts'
import { initialOrder } from './competition.ts'
import { competitionCommand } from './competitionWrites.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/**
 * Draws a league's starting numbers (from its recorded seed) so its whole calendar is known and
 * can travel to the clubs; no team may be added after it. A league already drawn, a Swiss or an
 * event is left as it is.
 * @see FAPA art. 72
 */
export async function fixLeagueDraw(
  ctx: CommandContext,
  competitionId: string,
): Promise<CommandResult<boolean>> {
  return competitionCommand(ctx, competitionId, [], async (w, folded) => {
    const c = folded.state
    if (c.order !== null || c.kind || plannedSystem(c) !== 'league' || c.teams.length < 2)
      return false
    const order = initialOrder({ ...c, system: 'league' })
    await w.append({ type: 'league-drawn', payload: { order } })
    await w.audit({
      action: 'teams/draw',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: order.map((id) => c.teams.find((t) => t.id === id)?.name ?? id).join(', '),
    })
    return true
  })
}

/** Sets the date of each round ('' = not set) and the official start time. @see FAPA art. 79.2 */
export async function setSchedule(
  ctx: CommandContext,
  competitionId: string,
  schedule: { dates: readonly string[]; time: string },
): Promise<CommandResult<TeamCompetitionRow>> {
  const bad = schedule.dates.findIndex((d) => d !== '' && !isIsoDate(d))
  if (bad >= 0) return err([{ code: 'teams/bad-date', field: `round${bad + 1}` }])
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(schedule.time))
    return err([{ code: 'teams/bad-time', field: 'time' }])
  return competitionCommand(ctx, competitionId, [], async (w, folded) => {
    const c = folded.state
    const { state: row } = await w.append({
      type: 'schedule-set',
      payload: { dates: [...schedule.dates], time: schedule.time },
    })
    await w.audit({
      action: 'teams/schedule',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${schedule.dates.join(' ')} ${schedule.time}`,
    })
    return row
  })
}

/**
 * The federation applies the season-wide findings (art. 74.2, 74.4, 75.3) to the standings in one
 * confirmed action: each becomes an improper lineup of its match's side from its board on.
 * @see FAPA art. 74.5
 */
import { applyLineupFindings, type LineupFinding } from '../../domain/teams/index.ts'
import {
  runCommand,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { appendEvent, loadForWrite } from './competitionWrites.ts'
import { COMPETITION_TABLES } from './teamsDb.ts'

/** A finding in the competition its match belongs to. */
export interface CompetitionFinding extends LineupFinding {
  readonly competitionId: string
}

/** Writes every finding into its competition; returns how many changed a result. */
export async function applySeasonFindings(
  ctx: CommandContext,
  findings: readonly CompetitionFinding[],
): Promise<CommandResult<{ applied: number }>> {
  return runCommand(ctx, [...COMPETITION_TABLES, 'auditLog'], async (w) => {
    let applied = 0
    for (const id of new Set(findings.map((f) => f.competitionId))) {
      const folded = await loadForWrite(ctx, id)
      const c = folded.state
      const r = applyLineupFindings(
        c.rounds,
        findings.filter((f) => f.competitionId === id),
      )
      if (!r.ok) throw new Refusal(r.error)
      if (r.value.applied.length === 0) continue
      // Only the findings that change a result are written (applying twice changes nothing).
      const changing = r.value.applied.map(
        ({ round, homeId, awayId, side, fromBoard, article }) => ({
          round,
          homeId,
          awayId,
          side,
          fromBoard,
          article,
        }),
      )
      await appendEvent(w, id, folded, {
        type: 'findings-applied',
        payload: { findings: changing },
      })
      applied += r.value.applied.length
      for (const f of r.value.applied)
        await w.audit({
          action: 'teams/season-finding',
          entity: 'teamCompetition',
          entityId: c.id,
          detail: `art. ${f.article}: ${f.round} ${f.homeId}-${f.awayId} ${f.side} from ${f.fromBoard}`,
        })
    }
    return { applied }
  })
}

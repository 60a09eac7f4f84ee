/**
 * A team's withdrawal from a division, recorded by the director with its reason: its effect is
 * previewed first (art. 65.1: before half its matches are played, its results are annulled; art.
 * 65.2: from half on they stand and every later match goes to the opponent with all the points),
 * then written once confirmed. Standings and later pairings read it from then on.
 * @see FAPA art. 65
 */
import { asTeamId, err } from '../../domain/core/index.ts'
import { departures, leagueMatchesPerTeam, matchRecords } from '../../domain/teams/index.ts'
import { Refusal, type CommandContext, type CommandResult } from '../../db/commands/command.ts'
import { competitionCommand } from './competitionWrites.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** What a withdrawal would do, for the confirmation. */
export interface WithdrawalPreview {
  readonly afterRound: number
  /** The team's matches completed so far, and those it was to play in all. */
  readonly played: number
  readonly scheduled: number
  /** '65.1': its results are annulled; '65.2': they stand and the rest go to the opponents. */
  readonly rule: '65.1' | '65.2' | 'swiss'
  readonly annulled: number
  readonly awarded: number
}

/** The effect of `teamId` withdrawing now, or why it cannot. */
export function previewWithdrawal(
  c: TeamCompetitionRow,
  teamId: string,
): { ok: true; value: WithdrawalPreview } | { ok: false; code: string } {
  if (c.kind) return { ok: false, code: 'teams/withdrawal-event' }
  if (!c.teams.some((t) => t.id === teamId)) return { ok: false, code: 'db/not-found' }
  if (departures(c).some((d) => d.teamId === asTeamId(teamId)))
    return { ok: false, code: 'teams/already-departed' }
  const own = matchRecords(c).filter(
    (m) => (m.homeId === teamId || m.awayId === teamId) && m.boards.every((b) => b !== null),
  )
  const afterRound = own.reduce((r, m) => Math.max(r, m.round), 0)
  const played = own.length
  if (c.system === 'swiss') {
    const scheduled = c.totalRounds
    return {
      ok: true,
      value: { afterRound, played, scheduled, rule: 'swiss', annulled: 0, awarded: 0 },
    }
  }
  const scheduled = leagueMatchesPerTeam(c.teams.length)
  const early = played * 2 < scheduled
  return {
    ok: true,
    value: {
      afterRound,
      played,
      scheduled,
      rule: early ? '65.1' : '65.2',
      annulled: early ? played : 0,
      awarded: early ? 0 : scheduled - played,
    },
  }
}

/** Records a withdrawal with its reason, after the round the team last played. @see FAPA art. 65 */
export async function recordWithdrawal(
  ctx: CommandContext,
  competitionId: string,
  teamId: string,
  reason: string,
): Promise<CommandResult<WithdrawalPreview>> {
  const why = reason.trim()
  if (why === '') return err([{ code: 'teams/withdrawal-reason', field: 'reason' }])
  return competitionCommand(ctx, competitionId, [], async (w, folded) => {
    const c = folded.state
    const p = previewWithdrawal(c, teamId)
    if (!p.ok) throw new Refusal([{ code: p.code }])
    const at = w.at
    const withdrawal = { teamId, afterRound: p.value.afterRound, reason: why, at }
    await w.append({ type: 'withdrawal-recorded', payload: { withdrawal } })
    const team = c.teams.find((t) => t.id === teamId)?.name ?? teamId
    await w.audit({
      action: 'teams/withdrawal',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${team} after round ${p.value.afterRound} (${p.value.rule}): ${why}`,
    })
    return p.value
  })
}

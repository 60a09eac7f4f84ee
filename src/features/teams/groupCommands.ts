import { asClubId, asTeamId } from '../../domain/core/index.ts'
import { thirdDivisionPlaces, type GroupPlace } from '../../domain/teams/index.ts'
import {
  newId,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { appendEvent, competitionCommand } from './competitionWrites.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/**
 * The two groups of a 3rd-division list, its teams taken in registration order as the strength
 * order (art. 72: last season's championship, which the director follows when registering);
 * teams of one club are told apart by the club typed for each.
 * @see FAPA art. 71, 72
 */
export function thirdGroupsOf(c: TeamCompetitionRow): [GroupPlace[], GroupPlace[]] {
  return thirdDivisionPlaces(
    c.teams.map((t) => ({ teamId: asTeamId(t.id), clubId: asClubId(t.club || t.id) })),
  )
}

/**
 * Splits a 3rd division registered as one list into its two groups: two leagues named
 * `names`, each with its teams and their board orders as registered, which draw their own
 * starting numbers when round 1 is made (art. 72); the list is marked split and never paired.
 * @see FAPA art. 71, 72
 */
export async function splitThirdDivision(
  ctx: CommandContext,
  competitionId: string,
  names: readonly [string, string],
): Promise<CommandResult<string[]>> {
  return competitionCommand(ctx, competitionId, [], async (w, folded) => {
    const c = folded.state
    if (c.division !== 3 || c.kind) throw new Refusal([{ code: 'teams/not-third-division' }])
    if (c.splitInto) throw new Refusal([{ code: 'teams/already-split' }])
    if (c.rounds.length > 0) throw new Refusal([{ code: 'teams/already-started' }])
    if (c.teams.length < 4) throw new Refusal([{ code: 'teams/too-few-teams' }])
    const at = w.at
    const into: string[] = []
    for (const [g, places] of thirdGroupsOf(c).entries()) {
      const id = newId()
      const row: TeamCompetitionRow = {
        id,
        name: names[g] ?? `${c.name} ${g + 1}`,
        division: 3,
        system: 'league',
        totalRounds: 0,
        seed: crypto.getRandomValues(new Uint32Array(1))[0] ?? 1,
        teams: [],
        order: null,
        rounds: [],
        ...(c.notificationEnds ? { notificationEnds: c.notificationEnds } : {}),
        createdAt: at,
        updatedAt: at,
      }
      let snap = await appendEvent(w, id, null, {
        type: 'competition-created',
        payload: { competition: row },
      })
      for (const p of places) {
        const team = c.teams.find((t) => t.id === p.teamId)
        if (team) snap = await appendEvent(w, id, snap, { type: 'team-added', payload: { team } })
      }
      into.push(id)
    }
    await w.append({ type: 'groups-split', payload: { into } })
    await w.audit({
      action: 'teams/split-groups',
      entity: 'teamCompetition',
      entityId: competitionId,
      detail: names.join(' / '),
    })
    return into
  })
}

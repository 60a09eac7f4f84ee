/**
 * The verdict on a team's board order, from the registry: the checks of `registryOrder` and the
 * division's list minimum, as one answer (conforming, refused, unchecked) the screens show and
 * the commands enforce.
 * @see FAPA art. 18, 69, 70.2, 74.6.b
 */
import { asPlayerId, localDay } from '../../domain/core/index.ts'
import {
  orderAdmitted,
  orderVerdict,
  TEAM_MINIMUM,
  type OrderVerdict,
} from '../../domain/teams/index.ts'
import type { CommandContext } from '../../db/commands/command.ts'
import { checkOrder, type RegistryData } from './registryOrder.ts'
import type { BoardOrderLine, CompetitionTeam, TeamCompetitionRow } from './teamsDb.ts'

/** The registry tables a verdict reads, for the commands that enforce it. */
export const VERDICT_TABLES = ['players', 'clubs', 'seasons', 'licences'] as const

/** The day whose season's licences an order is checked with: the competition's creation day. */
export function seasonDayOf(c: Pick<TeamCompetitionRow, 'createdAt'>): string {
  return localDay(new Date(c.createdAt))
}

/** The verdict on one team's order in a competition. */
export function verdictOf(
  data: RegistryData,
  c: Pick<TeamCompetitionRow, 'createdAt' | 'division' | 'kind'>,
  team: { club: string; players: readonly BoardOrderLine[] },
): OrderVerdict {
  const check = checkOrder(data, team.club, team.players, seasonDayOf(c))
  return orderVerdict({
    violations: check.violations,
    lines: team.players.length,
    // Blitz, rapid and cup entries have no list minimum of their own (art. 70.2 is the league's).
    minimum: c.kind ? null : TEAM_MINIMUM[c.division],
    unlinked: check.unlinked,
    seasonKnown: check.season !== undefined,
    clubKnown: check.club !== undefined,
  })
}

/** Teams whose order is refused and not covered by an override: they block the pairing. */
export function blockedTeams(data: RegistryData, c: TeamCompetitionRow): CompetitionTeam[] {
  return c.teams.filter((t) => !orderAdmitted(verdictOf(data, c, t), t.override))
}

/**
 * The registry rows an order's check needs, read inside a command's transaction: the players
 * its lines link, their licences, and the (small) clubs and seasons tables.
 */
export async function registryForLines(
  ctx: CommandContext,
  lines: readonly BoardOrderLine[],
): Promise<RegistryData> {
  const ids = [...new Set(lines.flatMap((l) => (l.playerId ? [l.playerId] : [])))]
  const [players, licences, clubs, seasons] = await Promise.all([
    ctx.db.players.bulkGet(ids.map(asPlayerId)),
    ids.length > 0 ? ctx.db.licences.where('holderId').anyOf(ids).toArray() : [],
    ctx.db.clubs.toArray(),
    ctx.db.seasons.toArray(),
  ])
  return { players: players.flatMap((p) => (p ? [p] : [])), licences, clubs, seasons }
}

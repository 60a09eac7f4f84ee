import type { PlayerId, TeamId } from '../core/index.ts'
import { listTeams } from './attachment.ts'
import type { BoardOrder } from './boardOrder.ts'
import { checkLineupForeigners } from './foreigners.ts'
import { violation, type RosterPlayer, type Team, type Violation } from './types.ts'

/** Another match sheet of the same round, with the players named on it. */
export interface OtherSheet {
  readonly teamId: TeamId
  readonly playerIds: readonly PlayerId[]
}

/** What a lineup is checked against: the season's lists, attachments and the round's other sheets. */
export interface LineupContext {
  readonly team: Team
  readonly boards: number
  readonly teams: readonly Team[]
  readonly orders: readonly BoardOrder[]
  readonly players: ReadonlyMap<PlayerId, RosterPlayer>
  /** Players attached to a higher team after five games moved up (art. 75.3). */
  readonly attachments: ReadonlyMap<PlayerId, TeamId>
  /** Players dropped from the order after two absences (art. 74.2, 78.5). */
  readonly dropped: ReadonlySet<PlayerId>
  readonly otherSheets: readonly OtherSheet[]
  /** Teams withdrawn or eliminated: their players cannot move up (art. 75.5). */
  readonly withdrawn?: ReadonlySet<TeamId>
  /** The round of the lineup; with it, a late addition is checked against its first round (art. 70.5). */
  readonly round?: number
}

/** Board-order rank of a player for a team: own list first, then feeder players by their team's order. */
type Rank = readonly [number, number, string, number]

function rankFor(ctx: LineupContext, current: Team, playerId: PlayerId): Rank {
  const listTeamId = listTeams(ctx.orders).get(playerId)
  const listTeam = ctx.teams.find((t) => t.id === listTeamId)
  const order = ctx.orders.find((o) => o.teamId === listTeamId)
  const index = order?.entries.findIndex((e) => e.playerId === playerId) ?? 0
  if (listTeam?.id === ctx.team.id) return [0, 0, '', index]
  // Feeder players take the last places, keeping their own team's order (art. 75.2 example).
  return [1, listTeam?.division ?? current.division, listTeam?.letter ?? '', index]
}

function compareRank(a: Rank, b: Rank): number {
  return a[0] - b[0] || a[1] - b[1] || a[2].localeCompare(b[2]) || a[3] - b[3]
}

function checkEligibility(ctx: LineupContext, playerId: PlayerId, board: number): Violation[] {
  const at = { teamId: ctx.team.id, playerId, board, fromBoard: board }
  const p = ctx.players.get(playerId)
  if (!p || !p.licensed)
    return [violation('lineup/unlicensed', '74.6.b', 'points-lost-from-board', at)]
  if (p.clubId !== ctx.team.clubId)
    return [violation('lineup/other-club', '74.6.b', 'points-lost-from-board', at)]
  if (p.sanctioned || ctx.dropped.has(playerId))
    return [violation('lineup/sanctioned-or-dropped', '74.6.f', 'points-lost-from-board', at)]
  const currentId = ctx.attachments.get(playerId) ?? listTeams(ctx.orders).get(playerId)
  const current = ctx.teams.find((t) => t.id === currentId)
  if (!current) return [violation('lineup/not-on-list', '74.1', 'points-lost-from-board', at)]
  if (addedLater(ctx, current.id, playerId))
    return [violation('lineup/added-later', '70.5', 'points-lost-from-board', at)]
  if (current.id === ctx.team.id) return []
  // Attached to a higher team after five games moved up, he never returns (art. 75.3).
  if (ctx.attachments.get(playerId) === current.id && current.division < ctx.team.division)
    return [violation('season/after-attachment', '75.3', 'points-lost-from-board', at)]
  if (current.division <= ctx.team.division)
    return [violation('lineup/moved-down-or-sideways', '75.1', 'points-lost-from-board', at)]
  if (ctx.withdrawn?.has(current.id) && !ctx.attachments.has(playerId))
    return [violation('lineup/from-withdrawn-team', '75.5', 'points-lost-from-board', at)]
  return []
}

/** A late addition lined up in a round before the one his new board order counts for. @see FAPA art. 70.5 */
function addedLater(ctx: LineupContext, listTeamId: TeamId, playerId: PlayerId): boolean {
  if (ctx.round === undefined) return false
  const entry = ctx.orders
    .find((o) => o.teamId === listTeamId)
    ?.entries.find((e) => e.playerId === playerId)
  return entry?.addedAfterRound !== undefined && ctx.round <= entry.addedAfterRound
}

function checkSameRound(ctx: LineupContext, playerId: PlayerId, board: number): Violation[] {
  for (const sheet of ctx.otherSheets) {
    if (sheet.teamId === ctx.team.id || !sheet.playerIds.includes(playerId)) continue
    const other = ctx.teams.find((t) => t.id === sheet.teamId)
    // The team of lower category is the offender; within one division both are.
    if (!other || other.division <= ctx.team.division)
      return [
        violation('lineup/two-sheets-same-round', '74.4', 'points-lost-from-board', {
          teamId: ctx.team.id,
          playerId,
          board,
          fromBoard: board,
        }),
      ]
  }
  return []
}

function checkOrder(ctx: LineupContext, lineup: readonly (PlayerId | null)[]): Violation[] {
  const ranks = lineup.map((id) => (id === null ? null : rankFor(ctx, ctx.team, id)))
  for (let i = 0; i < ranks.length; i++) {
    const ri = ranks[i]
    if (!ri) continue
    const later = ranks
      .slice(i + 1)
      .some((rj) => rj !== null && rj !== undefined && compareRank(rj, ri) <= 0)
    if (later)
      return [
        violation('lineup/order-violated', '74.1', 'points-lost-from-board', {
          teamId: ctx.team.id,
          playerId: lineup[i] ?? undefined,
          board: i + 1,
          fromBoard: i + 1,
        }),
      ]
  }
  return []
}

/**
 * Checks a team's lineup, board by board (null = empty board): licence, club, sanctions and
 * drops, moves down or sideways, the same player on two sheets of a round, strict board order,
 * foreigner quota. Every violation is an improper lineup losing the points from its board on.
 * @see FAPA art. 74.1, 74.4, 74.5, 74.6, 75.1, 75.5, 18
 */
export function checkLineup(ctx: LineupContext, lineup: readonly (PlayerId | null)[]): Violation[] {
  const out: Violation[] = []
  const seen = new Set<PlayerId>()
  lineup.forEach((id, i) => {
    if (id === null) return
    if (seen.has(id))
      out.push(
        violation('lineup/duplicate', '74.6.a', 'points-lost-from-board', {
          teamId: ctx.team.id,
          playerId: id,
          board: i + 1,
          fromBoard: i + 1,
        }),
      )
    seen.add(id)
    out.push(...checkEligibility(ctx, id, i + 1), ...checkSameRound(ctx, id, i + 1))
  })
  if (lineup.length > ctx.boards)
    out.push(
      violation('lineup/too-many-boards', '73.2', 'points-lost-from-board', {
        teamId: ctx.team.id,
        fromBoard: ctx.boards + 1,
      }),
    )
  out.push(...checkOrder(ctx, lineup))
  const players = lineup.map((id) => (id === null ? null : (ctx.players.get(id) ?? null)))
  out.push(
    ...checkLineupForeigners(players, ctx.boards).map((v) => ({ ...v, teamId: ctx.team.id })),
  )
  return out
}

/** First board from which an improper lineup loses its points, or null when proper. @see FAPA art. 74.5, 89, 95, 110 */
export function improperFromBoard(violations: readonly Violation[]): number | null {
  const boards = violations.flatMap((v) =>
    v.consequence === 'points-lost-from-board' && v.fromBoard ? [v.fromBoard] : [],
  )
  return boards.length === 0 ? null : Math.min(...boards)
}

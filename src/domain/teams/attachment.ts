import type { PlayerId, TeamId } from '../core/index.ts'
import type { BoardOrder } from './boardOrder.ts'
import type { Team } from './types.ts'

/** A player's presence on a match sheet for a team in a round. */
export interface Appearance {
  readonly round: number
  readonly teamId: TeamId
  readonly playerId: PlayerId
  /** False when named on the sheet but absent from the board. */
  readonly present: boolean
}

/** Games played up that attach a player to the higher team. @see FAPA art. 75.3 */
export const GAMES_TO_ATTACH = 5

/** The team whose list holds each player. */
export function listTeams(orders: readonly BoardOrder[]): Map<PlayerId, TeamId> {
  const map = new Map<PlayerId, TeamId>()
  for (const o of orders)
    for (const e of o.entries) if (!map.has(e.playerId)) map.set(e.playerId, o.teamId)
  return map
}

/**
 * Players attached to a higher team: the one in which they play their fifth game as a player
 * moved up, counted over every higher team, in round order.
 * @see FAPA art. 75.2, 75.3
 */
export function computeAttachments(
  appearances: readonly Appearance[],
  orders: readonly BoardOrder[],
  teams: readonly Team[],
): Map<PlayerId, TeamId> {
  const home = listTeams(orders)
  const division = new Map(teams.map((t) => [t.id, t.division]))
  const ups = new Map<PlayerId, number>()
  const attached = new Map<PlayerId, TeamId>()
  const sorted = appearances.filter((a) => a.present).sort((a, b) => a.round - b.round)
  for (const a of sorted) {
    const current = attached.get(a.playerId) ?? home.get(a.playerId)
    if (current === undefined || current === a.teamId) continue
    const from = division.get(current)
    const to = division.get(a.teamId)
    if (from === undefined || to === undefined || to >= from) continue
    const n = (ups.get(a.playerId) ?? 0) + 1
    if (n >= GAMES_TO_ATTACH) {
      attached.set(a.playerId, a.teamId)
      ups.set(a.playerId, 0)
    } else ups.set(a.playerId, n)
  }
  return attached
}

/** Games each player has played moved up so far, not yet attached. @see FAPA art. 75.2 */
export function gamesPlayedUp(
  appearances: readonly Appearance[],
  orders: readonly BoardOrder[],
  teams: readonly Team[],
  playerId: PlayerId,
): number {
  const own = appearances.filter((a) => a.playerId === playerId)
  const attached = computeAttachments(own, orders, teams)
  if (attached.has(playerId)) return 0
  const home = listTeams(orders).get(playerId)
  const division = new Map(teams.map((t) => [t.id, t.division]))
  const from = home === undefined ? undefined : division.get(home)
  return own.filter((a) => a.present && from !== undefined && (division.get(a.teamId) ?? 99) < from)
    .length
}

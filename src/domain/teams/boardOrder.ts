import { daysBetween, type ClubId, type PlayerId, type TeamId } from '../core/index.ts'
import { checkListForeigners } from './foreigners.ts'
import { violation, type Division, type RosterPlayer, type Team, type Violation } from './types.ts'

/** One line of a team's board order; `addedAfterRound` marks a late addition (art. 70.5). */
export interface BoardOrderEntry {
  readonly playerId: PlayerId
  readonly addedAfterRound?: number
}

/** A team's board order ("orden de fuerza") for the season, strongest first. @see FAPA art. 69-70 */
export interface BoardOrder {
  readonly teamId: TeamId
  readonly entries: readonly BoardOrderEntry[]
}

/** Players a club must register, by its highest division. @see FAPA art. 70.1 */
export const CLUB_MINIMUM: Readonly<Record<Division, number>> = { 1: 12, 2: 12, 3: 10, 4: 8 }
/** Players each team's list must hold, by division. @see FAPA art. 70.2 */
export const TEAM_MINIMUM: Readonly<Record<Division, number>> = { 1: 8, 2: 8, 3: 6, 4: 4 }
/** Late additions allowed per team and season. @see FAPA art. 70.5 */
export const MAX_ADDITIONS = 2

/** Checks the minimum registrations of one club's teams. @see FAPA art. 70.1, 70.2 */
export function checkRegistrationMinimums(
  teams: readonly Team[],
  orders: readonly BoardOrder[],
): Violation[] {
  const out: Violation[] = []
  const byClub = new Map<ClubId, { best: Division; players: Set<PlayerId> }>()
  for (const team of teams) {
    const order = orders.find((o) => o.teamId === team.id)
    const ids = order?.entries.map((e) => e.playerId) ?? []
    if (ids.length < TEAM_MINIMUM[team.division])
      out.push(
        violation('list/team-too-short', '70.2', 'registration-rejected', {
          teamId: team.id,
          detail: `${ids.length}/${TEAM_MINIMUM[team.division]}`,
        }),
      )
    const c = byClub.get(team.clubId) ?? { best: team.division, players: new Set<PlayerId>() }
    c.best = Math.min(c.best, team.division) as Division
    ids.forEach((id) => c.players.add(id))
    byClub.set(team.clubId, c)
  }
  for (const [clubId, c] of byClub) {
    if (c.players.size < CLUB_MINIMUM[c.best])
      out.push(
        violation('list/club-too-short', '70.1', 'registration-rejected', {
          detail: `${clubId}: ${c.players.size}/${CLUB_MINIMUM[c.best]}`,
        }),
      )
  }
  return out
}

/**
 * A player appears on one list only, of a team of the club holding his licence: two clubs
 * presenting him means he must choose.
 * @see FAPA art. 69, 74.6.b
 */
export function checkListMembership(
  teams: readonly Team[],
  orders: readonly BoardOrder[],
  players: ReadonlyMap<PlayerId, RosterPlayer>,
): Violation[] {
  const out: Violation[] = []
  const seen = new Map<PlayerId, Team>()
  for (const order of orders) {
    const team = teams.find((t) => t.id === order.teamId)
    if (!team) continue
    for (const { playerId } of order.entries) {
      const first = seen.get(playerId)
      if (first && first.clubId !== team.clubId)
        out.push(
          violation('list/player-in-two-clubs', '69', 'registration-rejected', {
            teamId: team.id,
            playerId,
          }),
        )
      else if (first)
        out.push(
          violation('list/player-in-two-teams', '69', 'registration-rejected', {
            teamId: team.id,
            playerId,
          }),
        )
      else seen.set(playerId, team)
      const p = players.get(playerId)
      if (p && p.clubId !== team.clubId)
        out.push(
          violation('list/other-club-licence', '74.6.b', 'registration-rejected', {
            teamId: team.id,
            playerId,
          }),
        )
    }
  }
  return out
}

/**
 * After the notification period the order may only grow: up to two players added at the end,
 * while no more than half the rounds (rounded down) have been played.
 * @see FAPA art. 70.4, 70.5
 */
export function checkOrderChange(
  before: BoardOrder,
  after: BoardOrder,
  roundsPlayed: number,
  totalRounds: number,
): Violation[] {
  const out: Violation[] = []
  const prefix = after.entries.slice(0, before.entries.length)
  const unchanged = before.entries.every((e, i) => prefix[i]?.playerId === e.playerId)
  if (!unchanged)
    out.push(violation('list/order-frozen', '70.4', 'not-allowed', { teamId: after.teamId }))
  const added = after.entries.slice(before.entries.length)
  if (added.length === 0) return out
  if (roundsPlayed > Math.floor(totalRounds / 2))
    out.push(violation('list/addition-too-late', '70.5', 'not-allowed', { teamId: after.teamId }))
  const totalAdded = after.entries.filter((e) => e.addedAfterRound !== undefined).length
  if (totalAdded > MAX_ADDITIONS)
    out.push(
      violation('list/too-many-additions', '70.5', 'not-allowed', {
        teamId: after.teamId,
        detail: `${totalAdded}`,
      }),
    )
  return out
}

/**
 * Whether the notification period of the board orders is still open on `day` ('YYYY-MM-DD'): up
 * to the last day the FAPA circular sets (`ends`, inclusive) or, for a competition with no such
 * date, until its first round is made.
 * @see FAPA art. 70.4
 */
export function notificationOpen(
  ends: string | null | undefined,
  day: string,
  roundsMade: number,
): boolean {
  if (ends) return day <= ends
  return roundsMade === 0
}

/** Where a registered team's competition stands when its board order is changed. */
export interface OrderEditState {
  /** 'YYYY-MM-DD' of the change. */
  readonly day: string
  /** Last day of the notification period set by circular; null when not set. */
  readonly notificationEnds: string | null
  /** Rounds played in full before the change (a paired round still being played does not count). */
  readonly roundsPlayed: number
  readonly totalRounds: number
}

/**
 * Checks a change of a registered team's board order: any change while the notification period
 * is open; after it, the order is frozen and may only grow at the end, by up to two players in
 * the season, while no more than half the rounds (rounded down) have been played.
 * @see FAPA art. 70.4, 70.5
 */
export function checkOrderEdit(
  before: BoardOrder,
  after: BoardOrder,
  s: OrderEditState,
): Violation[] {
  if (notificationOpen(s.notificationEnds, s.day, s.roundsPlayed)) return []
  return checkOrderChange(before, after, s.roundsPlayed, s.totalRounds)
}

/** Days' notice a new board order needs before the round it is for. @see FAPA art. 70.5 */
export const ADDITION_NOTICE_DAYS = 5

/**
 * The number of rounds after which a late addition may line up. The new order must reach the
 * federation at least five days before the next round: presented in time (or with no date for
 * that round) it counts from the next round; presented later, from the round after.
 * `day` and `nextRoundDate` are 'YYYY-MM-DD'.
 * @see FAPA art. 70.5
 */
export function additionCountsAfter(
  roundsMade: number,
  day: string,
  nextRoundDate: string | null,
): number {
  if (!nextRoundDate) return roundsMade
  const notice = daysBetween(day, nextRoundDate)
  if (notice === null) return roundsMade
  return notice >= ADDITION_NOTICE_DAYS ? roundsMade : roundsMade + 1
}

/** Appends late additions at the end of the order, as art. 70.5 places them. @see FAPA art. 70.5 */
export function addToOrder(
  order: BoardOrder,
  playerIds: readonly PlayerId[],
  afterRound: number,
): BoardOrder {
  return {
    teamId: order.teamId,
    entries: [
      ...order.entries,
      ...playerIds.map((playerId) => ({ playerId, addedAfterRound: afterRound })),
    ],
  }
}

/** All list checks for a registration: minimums, membership and foreigners. @see FAPA art. 18, 69, 70 */
export function checkRegistration(
  teams: readonly Team[],
  orders: readonly BoardOrder[],
  players: ReadonlyMap<PlayerId, RosterPlayer>,
): Violation[] {
  const foreign = orders.flatMap((o) =>
    checkListForeigners(o.entries.flatMap((e) => players.get(e.playerId) ?? [])).map((v) => ({
      ...v,
      teamId: o.teamId,
    })),
  )
  return [
    ...checkRegistrationMinimums(teams, orders),
    ...checkListMembership(teams, orders, players),
    ...foreign,
  ]
}

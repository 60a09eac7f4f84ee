import { asPlayerId, asTeamId } from '../core/index.ts'
import { violation, type Division, type Violation } from '../teams/index.ts'
import type { MatchSheet } from './types.ts'

/**
 * Players named on two sheets of different matches of the same round, whether they played or
 * not. The team of lower category is the offender; within one category both are, each from the
 * board where the player stands.
 * @see FAPA art. 74.4
 */
export function crossMatchViolations(
  sheets: readonly MatchSheet[],
  divisionOf: (teamId: string) => Division,
): Violation[] {
  type Seat = { sheet: MatchSheet; teamId: string; board: number }
  const seats = new Map<string, Seat[]>()
  for (const s of sheets)
    for (const [teamId, lineup] of [
      [s.homeId, s.homeLineup],
      [s.awayId, s.awayLineup],
    ] as const)
      lineup.forEach((p, i) => {
        if (p === null) return
        const key = `${s.competitionId}|${s.round}|${p}`
        seats.set(key, [...(seats.get(key) ?? []), { sheet: s, teamId, board: i + 1 }])
      })
  const out: Violation[] = []
  for (const [key, list] of seats) {
    const matches = new Set(list.map((x) => x.sheet.matchId))
    if (matches.size < 2) continue
    const playerId = key.slice(key.lastIndexOf('|') + 1)
    const lowest = Math.max(...list.map((x) => divisionOf(x.teamId)))
    for (const seat of list)
      if (divisionOf(seat.teamId) === lowest)
        out.push(
          violation('lineup/two-sheets-same-round', '74.4', 'points-lost-from-board', {
            teamId: asTeamId(seat.teamId),
            playerId: asPlayerId(playerId),
            board: seat.board,
            fromBoard: seat.board,
            detail: seat.sheet.matchId,
          }),
        )
  }
  return out
}

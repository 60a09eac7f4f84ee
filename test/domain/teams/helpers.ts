import { asClubId, asPlayerId, asTeamId, type PlayerId } from '../../../src/domain/core/index.ts'
import type {
  BoardOrder,
  Division,
  MatchRecord,
  RosterPlayer,
  Team,
  BoardResult,
} from '../../../src/domain/teams/index.ts'

/** A team of club `club` with the given letter and division. */
export function team(
  id: string,
  club: string,
  letter: string,
  division: Division,
  group?: number,
): Team {
  return {
    id: asTeamId(id),
    clubId: asClubId(club),
    letter,
    division,
    ...(group === undefined ? {} : { group }),
  }
}

/** A licensed Spanish player of a club. */
export function player(id: string, club: string, extra: Partial<RosterPlayer> = {}): RosterPlayer {
  return {
    id: asPlayerId(id),
    name: id,
    clubId: asClubId(club),
    licensed: true,
    nationality: 'es',
    ...extra,
  }
}

/** A board order from player ids. */
export function order(teamId: string, ids: readonly string[]): BoardOrder {
  return { teamId: asTeamId(teamId), entries: ids.map((id) => ({ playerId: asPlayerId(id) })) }
}

/** Player ids `${prefix}1..${prefix}n`. */
export function ids(prefix: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)
}

/** A match record; boards written as space-separated results ("1-0 1/2 0-1 +-"). */
export function match(
  round: number,
  home: string,
  away: string,
  boards: string,
  extra: Partial<MatchRecord> = {},
): MatchRecord {
  return {
    round,
    homeId: asTeamId(home),
    awayId: asTeamId(away),
    boards: boards.split(' ') as BoardResult[],
    ...extra,
  }
}

export const pid = (s: string): PlayerId => asPlayerId(s)

import { err, ok, type Result, type TeamId } from '../core/index.ts'
import {
  pairTeamSwiss,
  type SwissTeam,
  type TeamRound,
  type TeamSwissFailure,
} from '../pairing/teamSwiss/index.ts'
import type { Fixture } from './league.ts'
import type { MatchRecord } from './match.ts'
import { scoreMatch } from './scoring.ts'

/** A 4th-division Swiss: teams in ranking order (index 0 = TPN 1), zones and length. @see FAPA art. 71-72 */
export interface FourthSwiss {
  readonly ranking: readonly TeamId[]
  readonly totalRounds: number
  /** Arbiter-defined zone of each team; teams in different zones count as distant. */
  readonly zoneOf?: (t: TeamId) => string | undefined
  /** Explicit distant zone pairs; when missing, any two different zones are distant. */
  readonly distantZones?: readonly (readonly [string, string])[]
}

/** One round of a team's Swiss history from a match. @see FIDE C.04.6 art. 1.4, 1.6; FAPA art. 77.2 */
function roundFrom(m: MatchRecord, tpn: ReadonlyMap<TeamId, number>, home: boolean): TeamRound {
  const s = scoreMatch(m)
  const own = home ? s.home : s.away
  const other = home ? s.away : s.home
  const opponent = tpn.get(home ? m.awayId : m.homeId) ?? null
  const forfeit = own.lostByForfeit || other.lostByForfeit
  const kind = !forfeit ? 'played' : own.lostByForfeit ? 'forfeit-loss' : 'forfeit-win'
  return {
    opponent,
    colour: kind === 'played' ? (home ? 'white' : 'black') : null,
    kind,
    matchPoints: own.matchPoints,
    gamePoints: own.boardPoints,
  }
}

/**
 * Histories for the Swiss engine before `round`: matches, the PAB as a drawn match (1 match point,
 * half the board points) and absences.
 * @see FIDE C.04.6 art. 1.4 (PAB worth a draw)
 */
export function swissHistories(
  s: FourthSwiss,
  matches: readonly MatchRecord[],
  byes: ReadonlyMap<number, TeamId>,
  round: number,
  boards = 4,
): SwissTeam[] {
  const tpn = new Map(s.ranking.map((t, i) => [t, i + 1]))
  return s.ranking.map((teamId, i) => {
    const rounds: TeamRound[] = []
    for (let r = 1; r < round; r++) {
      const m = matches.find((x) => x.round === r && (x.homeId === teamId || x.awayId === teamId))
      if (m) rounds.push(roundFrom(m, tpn, m.homeId === teamId))
      else if (byes.get(r) === teamId)
        rounds.push({
          opponent: null,
          colour: null,
          kind: 'pab',
          matchPoints: 1,
          gamePoints: boards,
        })
      else
        rounds.push({ opponent: null, colour: null, kind: 'absent', matchPoints: 0, gamePoints: 0 })
    }
    return { tpn: i + 1, rounds }
  })
}

function distantFn(s: FourthSwiss): ((a: number, b: number) => boolean) | undefined {
  const zoneOf = s.zoneOf
  if (!zoneOf) return undefined
  const zone = (n: number) => {
    const t = s.ranking[n - 1]
    return t === undefined ? undefined : zoneOf(t)
  }
  return (a, b) => {
    const za = zone(a)
    const zb = zone(b)
    if (!za || !zb || za === zb) return false
    if (!s.distantZones) return true
    return s.distantZones.some(([x, y]) => (x === za && y === zb) || (x === zb && y === za))
  }
}

/**
 * Pairs a 4th-division round: fixtures with the home team playing White on board 1, and the team
 * with the bye.
 * @see FAPA art. 71-73, FIDE C.04.6
 */
export function pairFourthDivisionRound(
  s: FourthSwiss,
  matches: readonly MatchRecord[],
  byes: ReadonlyMap<number, TeamId>,
  round: number,
  absent: ReadonlySet<TeamId> = new Set(),
): Result<{ fixtures: Fixture[]; bye: TeamId | null }, TeamSwissFailure> {
  const teams = swissHistories(s, matches, byes, round)
  const distant = distantFn(s)
  const r = pairTeamSwiss({
    teams,
    round,
    totalRounds: s.totalRounds,
    absent: new Set(s.ranking.flatMap((t, i) => (absent.has(t) ? [i + 1] : []))),
    initialColour: 'white',
    ...(distant ? { distant } : {}),
  })
  if (!r.ok) return err(r.error)
  const id = (n: number) => s.ranking[n - 1] as TeamId
  return ok({
    fixtures: r.value.matches.map((m) => ({ round, homeId: id(m.white), awayId: id(m.black) })),
    bye: r.value.bye === null ? null : id(r.value.bye),
  })
}

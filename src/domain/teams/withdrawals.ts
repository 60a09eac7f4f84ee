import type { PlayerId, TeamId } from '../core/index.ts'
import type { Appearance } from './attachment.ts'
import type { BoardResult, MatchRecord } from './match.ts'
import { scoreMatch } from './scoring.ts'
import { violation, type CompetitionKind, type Division, type Violation } from './types.ts'

/** A team leaving a league, by withdrawal or elimination, after a given round. */
export interface Departure {
  readonly teamId: TeamId
  readonly afterRound: number
  readonly reason: 'withdrawn' | 'eliminated'
}

/** What a departure does to the league's results. @see FAPA art. 65 */
export interface DepartureEffect {
  readonly matches: readonly MatchRecord[]
  /** Matches removed from the classification (art. 65.1). */
  readonly annulled: readonly MatchRecord[]
  /** Matches awarded in full to the opponent (art. 65.2). */
  readonly awarded: readonly MatchRecord[]
}

function awardTo(m: MatchRecord, leaver: TeamId): MatchRecord {
  const result = m.homeId === leaver ? '-+' : '+-'
  return {
    ...m,
    boards: m.boards.map(() => result),
    homeImproperFrom: null,
    awayImproperFrom: null,
  }
}

/**
 * Applies a withdrawal or elimination: before half the team's matches were played its results,
 * for and against, are annulled; at half or later they stand and every remaining match is awarded
 * to the opponent with all the points at stake. `scheduled` is the team's number of league matches
 * when later fixtures are not in `matches` yet.
 * @see FAPA art. 65.1, 65.2
 */
export function applyDeparture(
  matches: readonly MatchRecord[],
  d: Departure,
  scheduled?: number,
): DepartureEffect {
  const own = matches.filter((m) => m.homeId === d.teamId || m.awayId === d.teamId)
  const played = own.filter((m) => m.round <= d.afterRound).length
  if (played * 2 < (scheduled ?? own.length)) {
    const annulled = own
    return { matches: matches.filter((m) => !annulled.includes(m)), annulled, awarded: [] }
  }
  const awarded: MatchRecord[] = []
  const out = matches.map((m) => {
    if (!own.includes(m) || m.round <= d.afterRound) return m
    const a = awardTo(m, d.teamId)
    awarded.push(a)
    return a
  })
  return { matches: out, annulled: [], awarded }
}

/** Individual absences that eliminate a team. @see FAPA art. 78.1, 92, 100 */
export function forfeitLimit(kind: CompetitionKind, division: Division): number {
  if (kind === 'blitz' || kind === 'rapid') return 10
  return division <= 2 ? 10 : division === 3 ? 7 : 5
}

/**
 * Teams eliminated, round by round: the sum of individual absences reaching the limit, or an
 * unjustified whole-team no-show; fewer than half present is a forfeit, not an elimination.
 * @see FAPA art. 78.1, 78.2, 92, 100
 */
export function findEliminations(
  matches: readonly MatchRecord[],
  divisionOf: (t: TeamId) => Division,
  kind: CompetitionKind = 'league',
): Departure[] {
  const absences = new Map<TeamId, number>()
  const out = new Map<TeamId, Departure>()
  const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b)
  for (const round of rounds) {
    for (const m of matches.filter((x) => x.round === round)) {
      const s = scoreMatch(m)
      for (const [teamId, side] of [
        [m.homeId, s.home],
        [m.awayId, s.away],
      ] as const) {
        if (out.has(teamId)) continue
        const n = (absences.get(teamId) ?? 0) + side.absences
        absences.set(teamId, n)
        const noShow = side.noShow && !m.absenceJustified
        if (noShow || n >= forfeitLimit(kind, divisionOf(teamId)))
          out.set(teamId, { teamId, afterRound: round, reason: 'eliminated' })
      }
    }
  }
  return [...out.values()]
}

/** Violations for eliminated teams, with the article that applies. @see FAPA art. 78.1 */
export function eliminationViolations(departures: readonly Departure[]): Violation[] {
  return departures
    .filter((d) => d.reason === 'eliminated')
    .map((d) =>
      violation('team/eliminated', '78.1', 'team-eliminated', {
        teamId: d.teamId,
        detail: `${d.afterRound}`,
      }),
    )
}

/**
 * Players named on two match sheets as absent in the season: dropped from the order and out of
 * the competition.
 * @see FAPA art. 74.2, 78.5
 */
export function droppedPlayers(appearances: readonly Appearance[]): Set<PlayerId> {
  const count = new Map<PlayerId, number>()
  for (const a of appearances)
    if (!a.present) count.set(a.playerId, (count.get(a.playerId) ?? 0) + 1)
  return new Set([...count].filter(([, n]) => n >= 2).map(([id]) => id))
}

/**
 * The boards of a match an eliminated or withdrawn team will not play, set before it is played:
 * all the points at stake go to the opponent ('+-' when the home team left, '-+' when the away
 * team did), nothing to either side when both left; null when both are still in.
 * @see FAPA art. 65.2, 92, 100
 */
export function awardedBoards(
  boards: number,
  homeGone: boolean,
  awayGone: boolean,
): BoardResult[] | null {
  if (!homeGone && !awayGone) return null
  const r: BoardResult = homeGone && awayGone ? '--' : homeGone ? '-+' : '+-'
  return Array.from({ length: boards }, () => r)
}

/**
 * A league's results after every departure, each as art. 65 says: annulled when the team had
 * played fewer than half of its `scheduled` matches, otherwise kept with the rest awarded.
 * @see FAPA art. 65.1, 65.2, 92, 100
 */
export function applyDepartures(
  matches: readonly MatchRecord[],
  departures: readonly Departure[],
  scheduled: number,
): MatchRecord[] {
  let out = [...matches]
  for (const d of departures) out = [...applyDeparture(out, d, scheduled).matches]
  return out
}

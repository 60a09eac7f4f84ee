import type { TeamId } from '../core/index.ts'
import { plainValue, type ChainStep, type TieBreakValue } from '../tiebreaks/index.ts'
import { boardTotal, type MatchRecord } from './match.ts'
import { scoreMatch } from './scoring.ts'
import type { PrimaryScore, TeamTotals } from './standings.ts'

/** The FAPA tie-break chains for team competitions. */
export const TEAM_CHAINS = ['league', 'swiss', 'blitz'] as const
export type TeamChain = (typeof TEAM_CHAINS)[number]

interface Side {
  readonly opponent: TeamId
  readonly round: number
  /** Half-units of the primary score this match gave (board half-points, or match points x 2). */
  readonly primary: number
  readonly matchPoints: number
}

function sides(teamId: TeamId, matches: readonly MatchRecord[], primary: PrimaryScore): Side[] {
  return matches.flatMap((m) => {
    if (m.homeId !== teamId && m.awayId !== teamId) return []
    const s = scoreMatch(m)
    const own = m.homeId === teamId ? s.home : s.away
    const opponent = m.homeId === teamId ? m.awayId : m.homeId
    const p = primary === 'board-points' ? own.boardPoints : own.matchPoints * 2
    return [{ opponent, round: m.round, primary: p, matchPoints: own.matchPoints }]
  })
}

const v = (x: number): TieBreakValue => plainValue(x, 1)

/** Points scored among the tied teams only (the mini-league of the tied group). @see FAPA art. 29.3.b, 91.a */
function amongTied(teams: readonly TeamId[], all: Side[][], pick: (s: Side) => number): ChainStep {
  return {
    perGroup: (group) => {
      const ids = new Set(group.map((i) => teams[i]))
      return new Map(
        group.map((i) => [
          i,
          v((all[i] ?? []).filter((s) => ids.has(s.opponent)).reduce((t, s) => t + pick(s), 0)),
        ]),
      )
    },
  }
}

/**
 * The chain steps of one FAPA chain, for teams in `teams` order.
 * League (29.3): fewer absences, mini-league, "Sistema Holandés" among the tied (read as match
 * points among them), board 1, 2, ... results, Sonneborn-Berger. Swiss (29.4): fewer absences,
 * Buchholz cut 1, Buchholz, Sonneborn-Berger, progressive, sum of board points. Blitz and rapid
 * (91, 99): the league chain without the absences step.
 * @see FAPA art. 29.3, 29.4, 91, 99
 */
export function teamChain(
  chain: TeamChain,
  teams: readonly TeamId[],
  matches: readonly MatchRecord[],
  primary: readonly number[],
  totals: readonly TeamTotals[],
  kind: PrimaryScore,
): ChainStep[] {
  const all = teams.map((t) => sides(t, matches, kind))
  const index = new Map(teams.map((t, i) => [t, i]))
  const final = (t: TeamId) => primary[index.get(t) ?? -1] ?? 0
  const absences: ChainStep = { values: totals.map((t) => v(t.absences)), lowerIsBetter: true }
  const sb: ChainStep = {
    values: all.map((ss) => v(ss.reduce((s, x) => s + final(x.opponent) * x.matchPoints, 0))),
  }
  const boards = Math.max(0, ...matches.map((m) => m.boards.length))
  const byBoard: ChainStep[] = Array.from({ length: boards }, (_, k) => ({
    values: teams.map((t) => v(boardTotal(t, matches, k + 1))),
  }))
  const league = [
    amongTied(teams, all, (s) => s.primary),
    amongTied(teams, all, (s) => s.matchPoints),
    ...byBoard,
    sb,
  ]
  if (chain === 'league') return [absences, ...league]
  if (chain === 'blitz') return league
  const opp = all.map((ss) => ss.map((s) => final(s.opponent)).sort((a, b) => a - b))
  const bh = opp.map((xs) => xs.reduce((s, x) => s + x, 0))
  const bh1 = opp.map((xs, i) => (bh[i] ?? 0) - (xs[0] ?? 0))
  const progressive = all.map((ss) => {
    let run = 0
    return ss
      .slice()
      .sort((a, b) => a.round - b.round)
      .reduce((s, x) => s + (run += x.primary), 0)
  })
  return [
    absences,
    { values: bh1.map(v) },
    { values: bh.map(v) },
    sb,
    { values: progressive.map(v) },
    { values: totals.map((t) => v(t.boardPoints)) },
  ]
}

import type { TeamId } from '../core/index.ts'
import { orderByChain, type ChainStep, type FinalTieRule } from '../tiebreaks/index.ts'
import type { MatchRecord } from './match.ts'
import { scoreMatch } from './scoring.ts'
import { teamChain, toTeamCompetition, type TeamChain } from './teamTiebreaks.ts'

/** What the primary score counts. @see FAPA art. 73.2 */
export type PrimaryScore = 'board-points' | 'match-points'

/** Per-team totals built from the matches. */
export interface TeamTotals {
  readonly teamId: TeamId
  /** Half-points of board points before deductions. */
  readonly boardPoints: number
  readonly matchPoints: number
  /** Absences (individual forfeits), art. 77.1.1 and 29.3.a. */
  readonly absences: number
  /** Half-point deductions of art. 77.1.2, and the committee's sanctions. */
  readonly deduction: number
  readonly played: number
  /** Points at stake so far, in half-points of the primary score (for percentages, art. 72, 76). */
  readonly possible: number
}

/** A standings line. `primary` is in half-units (board half-points, or match points x 2), after deductions. */
export interface TeamStandingRow extends TeamTotals {
  readonly rank: number
  readonly primary: number
  readonly tiebreaks: readonly number[]
  readonly departed: boolean
  readonly lot?: number
  readonly playoff?: boolean
}

/** Adds up a team's matches. @see FAPA art. 73.2, 77.1 */
export function teamTotals(
  teamId: TeamId,
  matches: readonly MatchRecord[],
  primary: PrimaryScore,
): TeamTotals {
  let bp = 0
  let mp = 0
  let absences = 0
  let deduction = 0
  let played = 0
  let possible = 0
  for (const m of matches) {
    if (m.homeId !== teamId && m.awayId !== teamId) continue
    const s = scoreMatch(m)
    const side = m.homeId === teamId ? s.home : s.away
    bp += side.boardPoints
    mp += side.matchPoints
    absences += side.absences
    deduction += side.deduction
    played++
    possible += primary === 'board-points' ? m.boards.length * 2 : 4
  }
  return { teamId, boardPoints: bp, matchPoints: mp, absences, deduction, played, possible }
}

/** Primary score in half-units after deductions. @see FAPA art. 73.2, 77.1.2 */
export function primaryScore(t: TeamTotals, primary: PrimaryScore): number {
  return (primary === 'board-points' ? t.boardPoints : t.matchPoints * 2) - t.deduction
}

/** Options of the team standings. */
export interface TeamStandingsOptions {
  readonly primary: PrimaryScore
  readonly chain: TeamChain
  readonly lotSeed: number
  /** Lots, or a playoff flag where the place decides promotion, relegation or the title (art. 29.3.f). */
  readonly finalTie?: FinalTieRule
  /** Teams withdrawn or eliminated: ranked below the rest (art. 76.1). */
  readonly departed?: ReadonlySet<TeamId>
  /** Pairing-allocated byes, each worth a drawn match over `byeBoards` boards. */
  readonly byes?: readonly { readonly round: number; readonly teamId: TeamId }[]
  readonly byeBoards?: number
  /** Half-units each team loses to the competition committee's sanctions. */
  readonly sanctions?: ReadonlyMap<string, number>
}

/** Adds the byes a team received, each scored as a drawn match. @see FIDE C.04.6 art. 1.4 */
function withByes(t: TeamTotals, o: TeamStandingsOptions): TeamTotals {
  const n = o.byes?.filter((b) => b.teamId === t.teamId).length ?? 0
  if (n === 0) return t
  const boards = o.byeBoards ?? 4
  return {
    ...t,
    boardPoints: t.boardPoints + n * boards,
    matchPoints: t.matchPoints + n,
    possible: t.possible + n * (o.primary === 'board-points' ? boards * 2 : 4),
  }
}

/**
 * Team standings: primary score after deductions, then the FAPA chain for the competition, what
 * stays tied decided by lot or flagged; departed teams go to the bottom.
 * @see FAPA art. 29.3, 29.4, 73.2, 77.1.2, 91, 99
 */
export function computeTeamStandings(
  teams: readonly TeamId[],
  matches: readonly MatchRecord[],
  o: TeamStandingsOptions,
): TeamStandingRow[] {
  const totals = teams.map((t) => {
    const withBye = withByes(teamTotals(t, matches, o.primary), o)
    const sanctioned = o.sanctions?.get(t) ?? 0
    return sanctioned === 0 ? withBye : { ...withBye, deduction: withBye.deduction + sanctioned }
  })
  const primary = totals.map((t) => primaryScore(t, o.primary))
  const competition = toTeamCompetition(teams, matches, o.byes ?? [], o.byeBoards ?? 4)
  const steps: ChainStep[] = teamChain(
    o.chain,
    competition,
    o.primary === 'match-points' ? 'MP' : 'GP',
  )
  const places = orderByChain(
    primary,
    steps,
    teams.map((_, i) => i + 1),
    o.finalTie ?? 'lots',
    o.lotSeed,
  )
  const rows = places.map((p) => {
    const t = totals[p.index] as TeamTotals
    return {
      ...t,
      rank: p.rank,
      primary: primary[p.index] ?? 0,
      tiebreaks: p.values.map((v) => v.value),
      departed: o.departed?.has(t.teamId) ?? false,
      ...(p.lot === undefined ? {} : { lot: p.lot }),
      ...(p.playoff ? { playoff: true } : {}),
    }
  })
  const ordered = [...rows.filter((r) => !r.departed), ...rows.filter((r) => r.departed)]
  const out: TeamStandingRow[] = []
  ordered.forEach((r, i) => {
    const prev = ordered[i - 1]
    const shared = prev && !r.departed && !prev.departed && prev.rank === r.rank
    out.push({ ...r, rank: shared ? (out[i - 1]?.rank ?? i + 1) : i + 1 })
  })
  return out
}

import type { UnplayedModel } from '../unplayedModels.ts'
import type { TeamCompetition, TeamMatch } from './types.ts'

/** One team's round as the team tie-breaks read it. */
export interface TeamRoundView {
  readonly round: number
  /** Index of the opponent team, -1 for a bye. */
  readonly opponent: number
  /** Match points earned. */
  readonly mp: number
  /** Game points earned, half-points. */
  readonly gp: number
  /** Own half-points per board, board 1 first. */
  readonly boards: readonly number[]
  /** Boards this team failed to fill ("incomparecencias"). */
  readonly forfeits: number
  /** False for a bye or a match one team did not turn up to at all. */
  readonly played: boolean
}

/** Shared data of the team tie-breaks of one competition. */
export interface TeamContext {
  readonly competition: TeamCompetition
  readonly model: UnplayedModel
  readonly rounds: number
  readonly grid: readonly (readonly TeamRoundView[])[]
  readonly mp: readonly number[]
  readonly gp: readonly number[]
  /** Scores as seen by opponents: under the FAPA model unplayed matches count as drawn. */
  readonly adjustedMp: readonly number[]
  readonly adjustedGp: readonly number[]
}

function side(m: TeamMatch, home: boolean, ms: TeamCompetition): Omit<TeamRoundView, 'opponent'> {
  if (m.away === null) {
    const bye = ms.bye ?? { matchPoints: 0, gamePoints: 0 }
    return {
      round: m.round,
      mp: bye.matchPoints,
      gp: bye.gamePoints,
      boards: [],
      forfeits: 0,
      played: false,
    }
  }
  const own = m.boards.map((b) => (home ? b.home : b.away))
  const other = m.boards.map((b) => (home ? b.away : b.home))
  const gp = own.reduce((s, x) => s + x, 0)
  const og = other.reduce((s, x) => s + x, 0)
  const me = home ? 'home' : 'away'
  const forfeits = m.boards.filter((b) => b.forfeit === me || b.forfeit === 'both').length
  const noShow = m.boards.length > 0 && m.boards.every((b) => b.forfeit !== undefined)
  const mp = gp > og ? ms.matchScoring.win : gp === og ? ms.matchScoring.draw : ms.matchScoring.loss
  return { round: m.round, mp, gp, boards: own, forfeits, played: !noShow }
}

/**
 * Builds the team tie-break context: per-team rounds, match and game points, and scores as seen
 * by opponents (FAPA art. 29 "Desempate FIDE": unplayed matches count as drawn).
 * @see FIDE C.07 art. 11.1 (MP, GP), FAPA art. 29.3-29.4
 */
export function buildTeamContext(
  competition: TeamCompetition,
  model: UnplayedModel,
  round?: number,
): TeamContext {
  const index = new Map(competition.teams.map((t, i) => [t.teamNo, i]))
  const rounds = round ?? Math.max(0, ...competition.matches.map((m) => m.round))
  const grid: TeamRoundView[][] = competition.teams.map(() => [])
  for (const m of competition.matches) {
    if (m.round > rounds) continue
    const h = index.get(m.home)
    const a = m.away === null ? undefined : index.get(m.away)
    if (h !== undefined) grid[h]?.push({ ...side(m, true, competition), opponent: a ?? -1 })
    if (a !== undefined && h !== undefined)
      grid[a]?.push({ ...side(m, false, competition), opponent: h })
  }
  grid.forEach((row) => row.sort((x, y) => x.round - y.round))
  const sum = (row: readonly TeamRoundView[], f: (v: TeamRoundView) => number): number =>
    row.reduce((s, v) => s + f(v), 0)
  const mp = grid.map((row) => sum(row, (v) => v.mp))
  const gp = grid.map((row) => sum(row, (v) => v.gp))
  const drawGp = competition.boards // half of the boards in points = boards in half-points
  const asDraw = model === 'fapa' || model === 'vo2009'
  const adjustedMp = grid.map((row) =>
    sum(row, (v) => (asDraw && !v.played ? competition.matchScoring.draw : v.mp)),
  )
  const adjustedGp = grid.map((row) => sum(row, (v) => (asDraw && !v.played ? drawGp : v.gp)))
  return { competition, model, rounds, grid, mp, gp, adjustedMp, adjustedGp }
}

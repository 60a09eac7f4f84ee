import { sumWithCuts, type Contribution } from '../modifiers.ts'
import { plainValue, type TieBreakItem, type TieBreakValue } from '../values.ts'
import type { TeamContext, TeamRoundView } from './context.ts'
import type { TeamTieBreakSpec } from './codes.ts'

/** The two team scores: match points and game (board) points. */
export type TeamScore = 'MP' | 'GP'

/** Scale of a score: match points are whole numbers, game points half-points. */
export function scoreScale(score: TeamScore): number {
  return score === 'MP' ? 1 : 2
}

function own(v: TeamRoundView, score: TeamScore): number {
  return score === 'MP' ? v.mp : v.gp
}

function adjusted(ctx: TeamContext, t: number, score: TeamScore): number {
  return (score === 'MP' ? ctx.adjustedMp[t] : ctx.adjustedGp[t]) ?? 0
}

function teamNo(ctx: TeamContext, t: number): number | null {
  return t >= 0 ? (ctx.competition.teams[t]?.teamNo ?? null) : null
}

/** MP or GP totals. @see FIDE C.07 art. 11.1 */
export function computeTeamScore(ctx: TeamContext, score: TeamScore): TieBreakValue[] {
  return (score === 'MP' ? ctx.mp : ctx.gp).map((s) => plainValue(s, scoreScale(score)))
}

/**
 * The opponent score a round adds to a team Buchholz: the opponent's score (unplayed matches as
 * draws under the FAPA model); for a bye, the team's own score (a virtual opponent of its level).
 */
function buchholzEntry(ctx: TeamContext, t: number, v: TeamRoundView, score: TeamScore): number {
  if (v.opponent >= 0) return adjusted(ctx, v.opponent, score)
  return ctx.model === 'fapa' || ctx.model === 'vo2009'
    ? adjusted(ctx, t, score)
    : score === 'MP'
      ? (ctx.mp[t] ?? 0)
      : (ctx.gp[t] ?? 0)
}

/**
 * Team Buchholz on MP or GP with cuts: sum of the opponents' scores.
 * @see FIDE C.07 art. 8.1 and 13 (`BH:MP`), FAPA art. 29.4.b-c ("Bucholz-1 FIDE", "Bucholz Total FIDE")
 */
export function computeTeamBuchholz(
  ctx: TeamContext,
  spec: TeamTieBreakSpec,
  score: TeamScore,
): TieBreakValue[] {
  return ctx.grid.map((row, t) => {
    const contributions: Contribution[] = row.map((v) => {
      const s = buchholzEntry(ctx, t, v, score)
      return {
        round: v.round,
        opponent: teamNo(ctx, v.opponent),
        key: s,
        value: s,
        unplayed: !v.played,
        vur: false,
      }
    })
    const { sum, items } = sumWithCuts(contributions, {
      low: spec.cutLow,
      high: spec.cutHigh,
      vurFirst: false,
    })
    return { value: sum, scale: scoreScale(score), items }
  })
}

/** Progressive score on MP or GP: sum of the running totals. @see FIDE C.07 art. 7.5, FAPA art. 29.4.e */
export function computeTeamProgressive(
  ctx: TeamContext,
  spec: TeamTieBreakSpec,
  score: TeamScore,
): TieBreakValue[] {
  return ctx.grid.map((row) => {
    let running = 0
    let sum = 0
    const items: TieBreakItem[] = row.map((v, k) => {
      running += own(v, score)
      const cut = k < spec.cutLow
      if (!cut) sum += running
      return { round: v.round, opponent: null, value: running, unplayed: !v.played, cut }
    })
    return { value: sum, scale: scoreScale(score), items }
  })
}

/**
 * Extended Sonneborn-Berger: sum over matches of the opponent's final score (MP or GP) x the
 * score obtained against it (MP or GP); Cut-1 drops the lowest-scored opponent (lowest product
 * among equals).
 * @see FIDE C.07 art. 13.2 (EMMSB, EMGSB, EGMSB, EGGSB), FAPA art. 29.3.e, 91.d, 99.d
 */
export function computeExtendedSonnebornBerger(
  ctx: TeamContext,
  spec: TeamTieBreakSpec,
): TieBreakValue[] {
  const opponentScore: TeamScore = spec.base.startsWith('EM') ? 'MP' : 'GP'
  const obtained: TeamScore = spec.base.slice(2, 3) === 'M' ? 'MP' : 'GP'
  return ctx.grid.map((row) => {
    const contributions: Contribution[] = row
      .filter((v) => v.opponent >= 0)
      .map((v) => {
        const s = adjusted(ctx, v.opponent, opponentScore)
        return {
          round: v.round,
          opponent: teamNo(ctx, v.opponent),
          key: s,
          value: s * own(v, obtained),
          unplayed: !v.played,
          vur: false,
        }
      })
    const { sum, items } = sumWithCuts(contributions, {
      low: spec.cutLow,
      high: spec.cutHigh,
      vurFirst: false,
    })
    return { value: sum, scale: scoreScale(opponentScore) * scoreScale(obtained), items }
  })
}

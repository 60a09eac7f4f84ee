import { dpForPercent, expectedScoreHundredths, percentHundredths } from '../ratings/index.ts'
import type { TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import { opponentStartNo } from './buchholz.ts'
import { sumWithCuts, type Contribution } from './modifiers.ts'
import { plainValue, type TieBreakValue } from './values.ts'

/** Rounded mean of integers, .5 up (C.07 art. 10: "rounded to the nearest whole number"). */
export function roundedMean(sum: number, count: number): number {
  return count === 0 ? 0 : Math.floor((2 * sum + count) / (2 * count))
}

/** Ratings of the rated opponents met over the board, one entry per game. */
function ratedGames(ctx: TieBreakContext, i: number): { r: number; opp: number; points: number }[] {
  const out: { r: number; opp: number; points: number }[] = []
  ;(ctx.grid[i] ?? []).forEach((v, r) => {
    if (v.played && (ctx.players[v.opponent]?.rating ?? 0) > 0)
      out.push({ r, opp: v.opponent, points: v.points })
  })
  return out
}

/**
 * ARO: average rating of the opponents met over the board, rounded .5 up; Cut-n drops the lowest.
 * @see FIDE C.07 art. 10.1, art. 14
 */
export function computeAro(ctx: TieBreakContext, spec: TieBreakSpec): TieBreakValue[] {
  return ctx.players.map((_, i) => {
    const games = ratedGames(ctx, i)
    const contributions: Contribution[] = games.map((g) => {
      const rating = ctx.players[g.opp]?.rating ?? 0
      return {
        round: g.r + 1,
        opponent: opponentStartNo(ctx, i, g.r),
        key: rating,
        value: rating,
        unplayed: false,
        vur: false,
      }
    })
    const { sum, items } = sumWithCuts(contributions, {
      low: spec.cutLow,
      high: spec.cutHigh,
      vurFirst: false,
    })
    const counted = items.filter((x) => !x.cut).length
    return { value: roundedMean(sum, counted), scale: 1, items }
  })
}

/**
 * TPR: ARO + dp(p), p = points / games over the board in hundredths (.5 up), dp from B.02 8.1.1
 * (0 % and 100 % give -800 and +800). 0 when no rated game was played.
 * @see FIDE C.07 art. 10.2, B.02 art. 8.1.1
 */
export function computeTpr(ctx: TieBreakContext): TieBreakValue[] {
  const aro = computeAro(ctx, { code: 'ARO', base: 'ARO', cutLow: 0, cutHigh: 0, limit: 0 })
  return ctx.players.map((_, i) => {
    const games = ratedGames(ctx, i)
    if (games.length === 0) return plainValue(0, 1)
    const points = games.reduce((s, g) => s + g.points, 0)
    const p = percentHundredths((points * 2) / ctx.scoring.win, games.length)
    return { value: (aro[i]?.value ?? 0) + dpForPercent(p), scale: 1, items: aro[i]?.items ?? [] }
  })
}

/** Sum of expected scores (hundredths) of rating `r` against the given ratings, no 400 cap. */
function expectedSum(r: number, ratings: readonly number[]): number {
  let s = 0
  for (const o of ratings) s += expectedScoreHundredths(r - o)
  return s
}

/**
 * PTP: lowest integer rating whose expected score (B.02 8.1.2, no 400 cap) reaches the points
 * scored over the board; a zero score gives the lowest opponent rating - 800.
 * @see FIDE C.07 art. 10.3
 */
export function computePtp(ctx: TieBreakContext): TieBreakValue[] {
  return ctx.players.map((_, i) => {
    const games = ratedGames(ctx, i)
    if (games.length === 0) return plainValue(0, 1)
    const ratings = games.map((g) => ctx.players[g.opp]?.rating ?? 0)
    const target = (games.reduce((s, g) => s + g.points, 0) * 100) / ctx.scoring.win
    if (target === 0) return plainValue(Math.min(...ratings) - 800, 1)
    let lo = Math.min(...ratings) - 800
    let hi = Math.max(...ratings) + 800
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2)
      if (expectedSum(mid, ratings) >= target) hi = mid
      else lo = mid + 1
    }
    return plainValue(lo, 1)
  })
}

function averageOverOpponents(
  ctx: TieBreakContext,
  base: readonly TieBreakValue[],
): TieBreakValue[] {
  return ctx.players.map((_, i) => {
    const games = ratedGames(ctx, i)
    const items = games.map((g) => ({
      round: g.r + 1,
      opponent: opponentStartNo(ctx, i, g.r),
      value: base[g.opp]?.value ?? 0,
      unplayed: false,
      cut: false,
    }))
    return {
      value: roundedMean(
        items.reduce((s, x) => s + x.value, 0),
        items.length,
      ),
      scale: 1,
      items,
    }
  })
}

/** APRO: mean of the over-the-board opponents' TPRs, .5 up. @see FIDE C.07 art. 10.4 */
export function computeApro(ctx: TieBreakContext): TieBreakValue[] {
  return averageOverOpponents(ctx, computeTpr(ctx))
}

/** APPO: mean of the over-the-board opponents' PTPs, .5 up. @see FIDE C.07 art. 10.5 */
export function computeAppo(ctx: TieBreakContext): TieBreakValue[] {
  return averageOverOpponents(ctx, computePtp(ctx))
}

import { dpForPercent, expectedScoreHundredths, percentHundredths } from '../ratings/index.ts'
import type { RoundView, TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import { selectCuts, sumUncut } from './modifiers.ts'
import { plainValue, type TieBreakValue } from './values.ts'

/** Rounded mean of integers, .5 up (C.07 art. 10: "rounded to the nearest whole number"). */
export function roundedMean(sum: number, count: number): number {
  return count === 0 ? 0 : Math.floor((2 * sum + count) / (2 * count))
}

/** The rated opponents met over the board: rounds (0-based), indices, ratings, and points scored. */
interface RatedGames {
  readonly rounds: number[]
  readonly opponents: number[]
  readonly ratings: number[]
  points: number
}

function ratedGames(ctx: TieBreakContext, i: number): RatedGames {
  const out: RatedGames = { rounds: [], opponents: [], ratings: [], points: 0 }
  const row = ctx.grid[i] ?? []
  for (let r = 0; r < row.length; r++) {
    const v = row[r] as RoundView
    const rating = v.played ? (ctx.players[v.opponent]?.rating ?? 0) : 0
    if (rating <= 0) continue
    out.rounds.push(r)
    out.opponents.push(v.opponent)
    out.ratings.push(rating)
    out.points += v.points
  }
  return out
}

/**
 * ARO: average rating of the opponents met over the board, rounded .5 up; Cut-n drops the lowest.
 * @see FIDE C.07 art. 10.1, art. 14
 */
export function computeAro(ctx: TieBreakContext, spec: TieBreakSpec): TieBreakValue[] {
  const rule = { low: spec.cutLow, high: spec.cutHigh, vurFirst: false }
  return ctx.players.map((_, i) => {
    const g = ratedGames(ctx, i)
    const cut = selectCuts(g.ratings, g.ratings, null, rule)
    const items = g.ratings.map((value, k) => ({
      round: (g.rounds[k] as number) + 1,
      opponent: ctx.players[g.opponents[k] as number]?.startNo ?? null,
      value,
      unplayed: false,
      cut: cut?.[k] === 1,
    }))
    const counted = g.ratings.length - (cut?.reduce((s, c) => s + c, 0) ?? 0)
    return { value: roundedMean(sumUncut(g.ratings, cut), counted), scale: 1, items }
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
    if (games.ratings.length === 0) return plainValue(0, 1)
    const p = percentHundredths((games.points * 2) / ctx.scoring.win, games.ratings.length)
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
    const { ratings, points } = ratedGames(ctx, i)
    if (ratings.length === 0) return plainValue(0, 1)
    const target = (points * 100) / ctx.scoring.win
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
    const items = games.opponents.map((o, k) => ({
      round: (games.rounds[k] as number) + 1,
      opponent: ctx.players[o]?.startNo ?? null,
      value: base[o]?.value ?? 0,
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

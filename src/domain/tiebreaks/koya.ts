import type { TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import { opponentStartNo } from './buchholz.ts'
import type { TieBreakItem, TieBreakValue } from './values.ts'

/**
 * Koya: points scored against opponents who finished with at least half the maximum score,
 * in half-points; `/L±x` moves the limit by x half-points.
 * @see FIDE C.07 art. 9.2, art. 14.5
 */
export function computeKoya(ctx: TieBreakContext, spec: TieBreakSpec): TieBreakValue[] {
  // Limit in quarter-points so that half of an odd number of half-points stays an integer.
  const limit4 = ctx.scoring.win * ctx.rounds + 2 * spec.limit
  return ctx.grid.map((row, i) => {
    let sum = 0
    const items: TieBreakItem[] = []
    row.forEach((v, r) => {
      if (v.opponent < 0) return
      const strong = 2 * (ctx.score[v.opponent] ?? 0) >= limit4
      if (strong) sum += v.points
      items.push({
        round: v.round,
        opponent: opponentStartNo(ctx, i, r),
        value: v.points,
        unplayed: false,
        cut: !strong,
      })
    })
    return { value: sum, scale: 2, items }
  })
}

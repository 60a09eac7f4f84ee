import type { TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import { cutRuleFor, opponentStartNo } from './buchholz.ts'
import { sumWithCuts, type Contribution } from './modifiers.ts'
import type { TieBreakValue } from './values.ts'

/**
 * Sonneborn-Berger: sum over rounds of opponent's score x points scored against them, in
 * quarter-points (half-points x half-points). Cut-1 drops the product of the lowest-scored
 * opponent, the lowest product among equals (2024-08 reading).
 * @see FIDE C.07 art. 9.1, art. 14, art. 16.4
 */
export function computeSonnebornBerger(ctx: TieBreakContext, spec: TieBreakSpec): TieBreakValue[] {
  const rule = cutRuleFor(ctx, spec)
  return ctx.players.map((_, i) => {
    const scores = ctx.opponentScore[i] ?? []
    const factors = ctx.sbPoints[i] ?? []
    const contributions: Contribution[] = scores.map((s, r) => ({
      round: r + 1,
      opponent: opponentStartNo(ctx, i, r),
      key: s,
      value: s * (factors[r] ?? 0),
      unplayed: ctx.unplayed[i]?.[r] ?? false,
      vur: ctx.vur[i]?.[r] ?? false,
    }))
    const { sum, items } = sumWithCuts(contributions, rule)
    return { value: sum, scale: 4, items }
  })
}

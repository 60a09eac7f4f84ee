import type { TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import { cutRuleFor, roundSum } from './buchholz.ts'
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
    return roundSum(
      ctx,
      i,
      scores,
      scores.map((s, r) => s * (factors[r] ?? 0)),
      rule,
      4,
    )
  })
}

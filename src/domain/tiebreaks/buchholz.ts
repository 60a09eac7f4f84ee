import type { TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import { sumWithCuts, type Contribution, type CutRule } from './modifiers.ts'
import type { TieBreakValue } from './values.ts'

/** Cut rule of a spec under the context's unplayed-game model (art. 16.5 only for C.07). */
export function cutRuleFor(ctx: TieBreakContext, spec: TieBreakSpec): CutRule {
  const vurFirst = ctx.model === 'c07-2024' || ctx.model === 'c07-2026'
  return { low: spec.cutLow, high: spec.cutHigh, vurFirst }
}

/** Start number of the scheduled opponent of a round, null when there is none. */
export function opponentStartNo(ctx: TieBreakContext, i: number, r: number): number | null {
  const o = ctx.grid[i]?.[r]?.opponent ?? -1
  return o >= 0 ? (ctx.players[o]?.startNo ?? null) : null
}

/** Per-round BH contributions of player `i` (half-points). */
export function buchholzContributions(ctx: TieBreakContext, i: number): Contribution[] {
  const scores = ctx.opponentScore[i] ?? []
  return scores.map((s, r) => ({
    round: r + 1,
    opponent: opponentStartNo(ctx, i, r),
    key: s,
    value: s,
    unplayed: ctx.unplayed[i]?.[r] ?? false,
    vur: ctx.vur[i]?.[r] ?? false,
  }))
}

/**
 * Buchholz: sum of the opponents' scores, in half-points, with Cut-n / Median-n.
 * @see FIDE C.07 art. 8.1, art. 14, art. 16
 */
export function computeBuchholz(ctx: TieBreakContext, spec: TieBreakSpec): TieBreakValue[] {
  const rule = cutRuleFor(ctx, spec)
  return ctx.players.map((_, i) => {
    const { sum, items } = sumWithCuts(buchholzContributions(ctx, i), rule)
    return { value: sum, scale: 2, items }
  })
}

import type { TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import { selectCuts, sumUncut, type CutRule } from './modifiers.ts'
import type { TieBreakItem, TieBreakValue } from './values.ts'

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

/**
 * A per-round sum with modifiers: `keys` order significance, `values` are summed; the items carry
 * each round's opponent, value and cut flag.
 */
export function roundSum(
  ctx: TieBreakContext,
  i: number,
  keys: readonly number[],
  values: readonly number[],
  rule: CutRule,
  scale: number,
): TieBreakValue {
  const cut = selectCuts(keys, values, ctx.vur[i] ?? null, rule)
  const unplayed = ctx.unplayed[i] ?? []
  const items: TieBreakItem[] = values.map((value, r) => ({
    round: r + 1,
    opponent: opponentStartNo(ctx, i, r),
    value,
    unplayed: unplayed[r] ?? false,
    cut: cut?.[r] === 1,
  }))
  return { value: sumUncut(values, cut), scale, items }
}

/**
 * Buchholz: sum of the opponents' scores, in half-points, with Cut-n / Median-n.
 * @see FIDE C.07 art. 8.1, art. 14, art. 16
 */
export function computeBuchholz(ctx: TieBreakContext, spec: TieBreakSpec): TieBreakValue[] {
  const rule = cutRuleFor(ctx, spec)
  return ctx.players.map((_, i) => {
    const scores = ctx.opponentScore[i] ?? []
    return roundSum(ctx, i, scores, scores, rule, 2)
  })
}

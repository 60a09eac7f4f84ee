import type { TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import type { TieBreakItem, TieBreakValue } from './values.ts'

/**
 * Progressive (cumulative) score: sum of the running score after each round, in half-points.
 * Cut-n drops the first n running scores.
 * @see FIDE C.07 art. 7.5, art. 14.1 ("Progresivo" in FAPA art. 29.1.d)
 */
export function computeProgressive(ctx: TieBreakContext, spec: TieBreakSpec): TieBreakValue[] {
  return ctx.grid.map((row) => {
    let running = 0
    let sum = 0
    const items: TieBreakItem[] = row.map((v, r) => {
      running += v.points
      const cut = r < spec.cutLow
      if (!cut) sum += running
      return { round: v.round, opponent: null, value: running, unplayed: !v.played, cut }
    })
    return { value: sum, scale: 2, items }
  })
}

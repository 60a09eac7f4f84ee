import type { TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import { computeBuchholz, opponentStartNo } from './buchholz.ts'
import type { TieBreakValue } from './values.ts'

/** Multiple of every game count up to 12, so the average of up to 12 games is exact. */
const GAMES_LCM = 27720

/**
 * AOB: average of the Buchholz of the opponents met over the board, in half-points scaled by
 * `GAMES_LCM` (exact up to 12 games; C.07 fixes no rounding for it).
 * @see FIDE C.07 art. 8.2
 */
export function computeAverageOpponentBuchholz(
  ctx: TieBreakContext,
  spec: TieBreakSpec,
): TieBreakValue[] {
  const bh = computeBuchholz(ctx, { ...spec, base: 'BH' })
  return ctx.players.map((_, i) => {
    const items = (ctx.grid[i] ?? []).flatMap((v, r) =>
      v.played
        ? [
            {
              round: v.round,
              opponent: opponentStartNo(ctx, i, r),
              value: bh[v.opponent]?.value ?? 0,
              unplayed: false,
              cut: false,
            },
          ]
        : [],
    )
    const sum = items.reduce((s, x) => s + x.value, 0)
    const value = items.length === 0 ? 0 : Math.round((sum * GAMES_LCM) / items.length)
    return { value, scale: 2 * GAMES_LCM, items }
  })
}

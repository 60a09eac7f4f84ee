import { plainValue, type TieBreakItem, type TieBreakValue } from '../values.ts'
import type { TeamContext, TeamRoundView } from './context.ts'

/** Own half-points per board in a round; a bye is a win on every board (C.07 art. 12). */
function boardPoints(ctx: TeamContext, v: TeamRoundView): readonly number[] {
  if (v.opponent >= 0) return v.boards
  return Array.from({ length: ctx.competition.boards }, () => 2)
}

/** Game points per board over the competition, board 1 first (half-points). */
export function gamePointsByBoard(ctx: TeamContext, t: number): number[] {
  const out = new Array<number>(ctx.competition.boards).fill(0)
  for (const v of ctx.grid[t] ?? [])
    boardPoints(ctx, v).forEach((p, b) => (out[b] = (out[b] ?? 0) + p))
  return out
}

/**
 * TBR: game points on board 1, then board 2, and so on, as one comparable integer (each board's
 * total is a digit in base 2 x rounds + 1); items list each board's points.
 * @see FIDE C.07 art. 12.2; FAPA art. 29.3.d, 91.c, 99.c ("victoria en el primer tablero")
 */
export function computeBoardByBoard(ctx: TeamContext): TieBreakValue[] {
  const base = 2 * ctx.rounds + 1
  return ctx.grid.map((_, t) => {
    const byBoard = gamePointsByBoard(ctx, t)
    const value = byBoard.reduce((acc, p) => acc * base + p, 0)
    const items: TieBreakItem[] = byBoard.map((p, b) => ({
      round: b + 1,
      opponent: null,
      value: p,
      unplayed: false,
      cut: false,
    }))
    return { value, scale: 1, items }
  })
}

/**
 * BC: sum of board number x game points on that board over all matches, half-points; lower is
 * better.
 * @see FIDE C.07 art. 12.1
 */
export function computeBoardCount(ctx: TeamContext): TieBreakValue[] {
  return ctx.grid.map((_, t) =>
    plainValue(
      gamePointsByBoard(ctx, t).reduce((s, p, b) => s + (b + 1) * p, 0),
      2,
    ),
  )
}

/** FORF: boards the team failed to fill. @see FAPA art. 29.3.a, 29.4.a */
export function computeForfeits(ctx: TeamContext): TieBreakValue[] {
  return ctx.grid.map((row) => {
    const items = row
      .filter((v) => v.forfeits > 0)
      .map((v) => ({
        round: v.round,
        opponent: null,
        value: v.forfeits,
        unplayed: false,
        cut: false,
      }))
    return { value: items.reduce((s, x) => s + x.value, 0), scale: 1, items }
  })
}

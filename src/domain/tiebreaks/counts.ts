import type { RoundView, TieBreakContext } from './context.ts'
import { plainValue, type TieBreakValue } from './values.ts'

function countRounds(ctx: TieBreakContext, test: (v: RoundView) => boolean): TieBreakValue[] {
  return ctx.grid.map((row) => plainValue(row.filter(test).length, 1))
}

/** PTS: the player's points, in half-points. @see FIDE C.07 art. 4 (primary score) */
export function computePoints(ctx: TieBreakContext): TieBreakValue[] {
  return ctx.score.map((s) => plainValue(s, 2))
}

/** WIN: rounds worth a win's points, played or not (forfeit wins, PAB). @see FIDE C.07 art. 7.1 */
export function computeWins(ctx: TieBreakContext): TieBreakValue[] {
  return countRounds(ctx, (v) => v.points === ctx.scoring.win)
}

/** WON: games won over the board. @see FIDE C.07 art. 7.2 */
export function computeGamesWon(ctx: TieBreakContext): TieBreakValue[] {
  return countRounds(ctx, (v) => v.played && v.outcome === 'win')
}

/** BPG: games played over the board with Black. @see FIDE C.07 art. 7.3 */
export function computeBlackGames(ctx: TieBreakContext): TieBreakValue[] {
  return countRounds(ctx, (v) => v.played && v.colour === 'black')
}

/** BWG: games won over the board with Black. @see FIDE C.07 art. 7.4 */
export function computeBlackWins(ctx: TieBreakContext): TieBreakValue[] {
  return countRounds(ctx, (v) => v.played && v.outcome === 'win' && v.colour === 'black')
}

/**
 * GE / REP: rounds the player elected to play, i.e. rounds minus half-point byes, zero-point
 * byes (absences) and forfeit losses.
 * @see FIDE C.07 art. 7.6
 */
export function computeElectedRounds(ctx: TieBreakContext): TieBreakValue[] {
  const declined = new Set(['half-bye', 'zero-bye', 'absent', 'forfeit-loss', 'double-forfeit'])
  return countRounds(ctx, (v) => !declined.has(v.outcome))
}

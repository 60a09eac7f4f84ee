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

/**
 * STD: 1 per round scored above the opponent (or more than a draw without playing), 1/2 per round
 * level (or exactly a draw without playing); in half-points.
 * @see FIDE C.07 (2026) art. 7.7
 */
export function computeStandardPoints(ctx: TieBreakContext): TieBreakValue[] {
  const draw = ctx.scoring.draw
  return ctx.grid.map((row) =>
    plainValue(
      row.reduce((s, v) => s + (v.points > draw ? 2 : v.points === draw ? 1 : 0), 0),
      2,
    ),
  )
}

/** TPN: the pairing (start) number; lower is better. @see FIDE C.07 (2026) art. 7.8 */
export function computePairingNumber(ctx: TieBreakContext): TieBreakValue[] {
  return ctx.players.map((p) => plainValue(p.startNo, 1))
}

/** RTNG: the player's own rating (the first one held in the event). @see FIDE C.07 (2026) art. 10.6 */
export function computeOwnRating(ctx: TieBreakContext): TieBreakValue[] {
  return ctx.players.map((p) => plainValue(p.rating, 1))
}

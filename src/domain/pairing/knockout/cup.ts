import { shuffled, type Rng } from '../../core/index.ts'
import { byeCount } from './bracket.ts'

/** A knockout tie: `home` is drawn by lot and plays White on boards 1 and 3 (FAPA art. 104). */
export interface CupTie<T> {
  readonly home: T
  readonly away: T
}

/** One round's draw: the ties and the entrants exempt until the next round. */
export interface CupDraw<T> {
  readonly ties: readonly CupTie<T>[]
  readonly exempt: readonly T[]
}

/**
 * Draws a knockout round by pure lot: ties and home sides from one shuffled order (the first drawn
 * of each pair is at home); in the first round, when the field is not a power of two, the exempt
 * entrants are drawn first so that the second round has a power of two.
 * @see FAPA art. 104, 105, 106
 */
export function drawCupRound<T>(entrants: readonly T[], rng: Rng, firstRound: boolean): CupDraw<T> {
  const order = shuffled(entrants, rng)
  const exempt = firstRound ? order.slice(0, byeCount(entrants.length)) : []
  const playing = order.slice(exempt.length)
  const ties: CupTie<T>[] = []
  for (let i = 0; i + 1 < playing.length; i += 2)
    ties.push({ home: playing[i] as T, away: playing[i + 1] as T })
  // An odd field after the first round cannot occur; a leftover is carried as exempt.
  const leftover = playing.length % 2 === 1 ? [playing[playing.length - 1] as T] : []
  return { ties, exempt: [...exempt, ...leftover] }
}

/** Result of a cup tie on board points (half-points), with the home side's boards listed. */
export interface CupTieResult {
  /** Half-points per board for the home side (2 win, 1 draw, 0 loss). */
  readonly homeBoards: readonly number[]
}

/**
 * The winner of a cup tie on the sum of board points; a level tie goes to the side that won the
 * highest board (first board, then second, ...), otherwise null for the committee's play-off.
 * @see FAPA art. 104 (board points decide), art. 109 (tie-break: criteria left to the call)
 */
export function cupTieWinner(r: CupTieResult): 'home' | 'away' | null {
  const home = r.homeBoards.reduce((s, x) => s + x, 0)
  const away = r.homeBoards.length * 2 - home
  if (home !== away) return home > away ? 'home' : 'away'
  for (const b of r.homeBoards) if (b !== 1) return b > 1 ? 'home' : 'away'
  return null
}

/** Number of knockout rounds for a field (exempt entrants join in the second). @see FAPA art. 106 */
export function cupRounds(n: number): number {
  let r = 0
  for (let p = 1; p < n; p *= 2) r++
  return r
}

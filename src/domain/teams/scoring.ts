import type { HalfPoints } from '../core/index.ts'
import {
  awayPresent,
  boardPoints,
  homePresent,
  playedBoards,
  type BoardResult,
  type MatchRecord,
} from './match.ts'

/** A side of a match. */
export type Side = 'home' | 'away'

/** Everything a match contributes to the standings, for each side. */
export interface SideScore {
  /** Board points in half-points after lineup and forfeit rules. */
  readonly boardPoints: HalfPoints
  /** 2 win, 1 draw, 0 loss on the board-point total (art. 73.2). */
  readonly matchPoints: number
  /** Players who did not appear (art. 77.1.1). */
  readonly absences: number
  /** Half-point deductions from the final classification, in half-points (art. 77.1.2). */
  readonly deduction: HalfPoints
  /** Fewer than half the players present: the match is lost by forfeit (art. 77.2). */
  readonly lostByForfeit: boolean
  /** No player at all appeared (art. 78.1 whole-team no-show). */
  readonly noShow: boolean
}

export interface MatchScore {
  readonly home: SideScore
  readonly away: SideScore
}

/**
 * Half-point deductions for absences not on the last boards: absences in the unbroken run that
 * ends at the last board cost nothing, every other absence costs half a point.
 * @see FAPA art. 77.1.2 (its four examples)
 */
export function absenceDeduction(present: readonly boolean[]): HalfPoints {
  let trailing = present.length
  while (trailing > 0 && present[trailing - 1] === false) trailing--
  return present.slice(0, trailing).filter((p) => !p).length as HalfPoints
}

/** Which boards of one side had a player. @see FAPA art. 77.1 */
export function presence(boards: readonly BoardResult[], side: Side): boolean[] {
  return boards.map((b) => (side === 'home' ? homePresent(b) : awayPresent(b)))
}

/** Board points after improper lineups: the offender loses each board from the marked one on. @see FAPA art. 74.5 */
export function sanctionedPoints(
  m: MatchRecord,
  boards: readonly BoardResult[],
): [number, number][] {
  const hFrom = m.homeImproperFrom ?? Infinity
  const aFrom = m.awayImproperFrom ?? Infinity
  return boards.map((b, i) => {
    const n = i + 1
    const bp = boardPoints(b)
    let h: number = bp[0]
    let a: number = bp[1]
    if (n >= hFrom) [h, a] = [0, awayPresent(b) && n < aFrom ? 2 : 0]
    if (n >= aFrom) [h, a] = [homePresent(b) && n < hFrom ? 2 : 0, 0]
    return [h, a]
  })
}

function matchPoints(own: number, other: number): number {
  return own > other ? 2 : own === other ? 1 : 0
}

/**
 * Half-points of each board for each side after improper lineups and the art. 77.2 forfeit of a
 * side with fewer than half its players (the opponent then takes every board it had a player on).
 * @see FAPA art. 74.5, 77.2, 78.2
 */
export function scoredBoards(m: MatchRecord): [number, number][] {
  const boards = playedBoards(m)
  const hp = presence(boards, 'home')
  const ap = presence(boards, 'away')
  const hForfeit = hp.filter(Boolean).length < boards.length / 2
  const aForfeit = ap.filter(Boolean).length < boards.length / 2
  if (hForfeit || aForfeit)
    return boards.map((_, i) => [!hForfeit && hp[i] ? 2 : 0, !aForfeit && ap[i] ? 2 : 0])
  return sanctionedPoints(m, boards)
}

/**
 * Scores a match: board points with improper-lineup losses, absences and their deductions, and
 * the forfeit of a side with fewer than half its players, whose opponent then takes every board
 * it had a player on.
 * @see FAPA art. 73.2, 74.5, 77.1, 77.2, 78.2
 */
export function scoreMatch(m: MatchRecord): MatchScore {
  const boards = playedBoards(m)
  const hp = presence(boards, 'home')
  const ap = presence(boards, 'away')
  const hCount = hp.filter(Boolean).length
  const aCount = ap.filter(Boolean).length
  const pts = scoredBoards(m)
  const h = pts.reduce((s, [x]) => s + x, 0)
  const a = pts.reduce((s, [, y]) => s + y, 0)
  const side = (own: number, other: number, present: boolean[], count: number): SideScore => {
    const forfeit = count < boards.length / 2
    return {
      boardPoints: own as HalfPoints,
      matchPoints: forfeit ? 0 : matchPoints(own, other),
      absences: boards.length - count,
      deduction: absenceDeduction(present),
      lostByForfeit: forfeit,
      noShow: count === 0,
    }
  }
  return { home: side(h, a, hp, hCount), away: side(a, h, ap, aCount) }
}

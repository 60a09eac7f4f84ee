import type { Colour } from '../tournament/index.ts'
import type { HalfPoints, TeamId } from '../core/index.ts'
import type { Division } from './types.ts'

/**
 * One board's result from the home player's side: played results, or forfeits where '+-' means
 * the away player did not appear, '-+' the home player, '--' neither.
 */
export const BOARD_RESULTS = ['1-0', '1/2', '0-1', '+-', '-+', '--'] as const
export type BoardResult = (typeof BOARD_RESULTS)[number]

/** A match between two teams in a round; `boards[i]` is board i + 1, null while unplayed. */
export interface MatchRecord {
  readonly round: number
  readonly homeId: TeamId
  readonly awayId: TeamId
  readonly boards: readonly (BoardResult | null)[]
  /** Board from which each side's lineup was improper (art. 74.5), from `improperFromBoard`. */
  readonly homeImproperFrom?: number | null
  readonly awayImproperFrom?: number | null
  /** Committee ruling that a whole-team absence was justified (art. 77.3, 78.1). */
  readonly absenceJustified?: boolean
}

/** Boards per match by division. @see FAPA art. 73.2 */
export const BOARDS_PER_DIVISION: Readonly<Record<Division, number>> = { 1: 8, 2: 8, 3: 6, 4: 4 }

/** Colour of the home team's player on a board: White on odd boards. @see FAPA art. 73.1, 90, 104 */
export function homeColour(board: number): Colour {
  return board % 2 === 1 ? 'white' : 'black'
}

/** True when the home player sat at the board. */
export function homePresent(r: BoardResult): boolean {
  return r !== '-+' && r !== '--'
}

/** True when the away player sat at the board. */
export function awayPresent(r: BoardResult): boolean {
  return r !== '+-' && r !== '--'
}

/** Half-points each side earned on a board over the board, before any lineup sanction. */
export function boardPoints(r: BoardResult): readonly [HalfPoints, HalfPoints] {
  const hp = (h: number, a: number) => [h as HalfPoints, a as HalfPoints] as const
  switch (r) {
    case '1-0':
    case '+-':
      return hp(2, 0)
    case '0-1':
    case '-+':
      return hp(0, 2)
    case '1/2':
      return hp(1, 1)
    case '--':
      return hp(0, 0)
  }
}

/** Board results as a list with nulls treated as not played. */
export function playedBoards(m: MatchRecord): BoardResult[] {
  return m.boards.map((b) => b ?? '--')
}

/** True once every board has a result. */
export function isComplete(m: MatchRecord): boolean {
  return m.boards.every((b) => b !== null)
}

/** Half-points a team scored on one board across its matches. @see FAPA art. 29.3.d, 91.c (board 1 first) */
export function boardTotal(teamId: TeamId, matches: readonly MatchRecord[], board: number): number {
  return matches.reduce((s, m) => {
    const r = playedBoards(m)[board - 1]
    if (!r || (m.homeId !== teamId && m.awayId !== teamId)) return s
    const [h, a] = boardPoints(r)
    return s + (m.homeId === teamId ? h : a)
  }, 0)
}

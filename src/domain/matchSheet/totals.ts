import { asTeamId, type HalfPoints } from '../core/index.ts'
import {
  awayPresent,
  homePresent,
  type BoardResult,
  type SideScore,
  homeColour,
  improperFromBoard,
  playedBoards,
  sanctionedPoints,
  scoreMatch,
  type MatchRecord,
  type MatchScore,
  type Violation,
} from '../teams/index.ts'
import type { Colour } from '../tournament/index.ts'
import type { MatchSheet } from './types.ts'

/** Colour of each side on every board of a sheet. @see FAPA art. 73.1 */
export function sheetColours(boards: number): { home: Colour; away: Colour }[] {
  return Array.from({ length: boards }, (_, i) => {
    const home = homeColour(i + 1)
    return { home, away: home === 'white' ? 'black' : 'white' }
  })
}

/**
 * The sheet as a match record for the teams domain, with each side's improper-lineup board
 * taken from its own violations.
 * @see FAPA art. 74.5
 */
export function toMatchRecord(sheet: MatchSheet, violations: readonly Violation[]): MatchRecord {
  const of = (id: string) => improperFromBoard(violations.filter((v) => v.teamId === id))
  return {
    round: sheet.round,
    homeId: asTeamId(sheet.homeId),
    awayId: asTeamId(sheet.awayId),
    boards: sheet.results,
    homeImproperFrom: of(sheet.homeId),
    awayImproperFrom: of(sheet.awayId),
  }
}

/** The total a sheet shows: board points, and match points which rank the 4th division. */
export interface SheetTotals {
  readonly complete: boolean
  /** Boards still without a result; while any is pending the total is provisional. */
  readonly pending: number
  readonly score: MatchScore
  /** What decides the standings in this division. @see FAPA art. 72, 73.2 */
  readonly ranksBy: 'board-points' | 'match-points'
}

/**
 * Totals of a sheet. Once every board has a result, the final score of the teams domain with
 * lineup sanctions, absences and the forfeit of a side with fewer than half its players. While
 * boards are pending, a provisional running total of the boards entered so far: a board not yet
 * played is no absence, so neither art. 77.1.2 deductions nor the art. 77.2 forfeit apply to it.
 * @see FAPA art. 72, 73.2, 74.5, 77
 */
export function sheetTotals(sheet: MatchSheet, violations: readonly Violation[]): SheetTotals {
  const pending = sheet.results.filter((r) => r === null).length
  const ranksBy = sheet.division === 4 ? 'match-points' : 'board-points'
  const record = toMatchRecord(sheet, violations)
  if (pending === 0) return { complete: true, pending, score: scoreMatch(record), ranksBy }
  return { complete: false, pending, score: runningScore(record), ranksBy }
}

/**
 * Board points of the boards entered so far, with improper-lineup losses (a pending board scores
 * nothing for either side) and the absences recorded on them as forfeits.
 * @see FAPA art. 73.2, 74.5, 77.1
 */
function runningScore(m: MatchRecord): MatchScore {
  const pts = sanctionedPoints(m, playedBoards(m)).map((p, i) =>
    m.boards[i] ? p : ([0, 0] as [number, number]),
  )
  const h = pts.reduce((s, [x]) => s + x, 0)
  const a = pts.reduce((s, [, y]) => s + y, 0)
  const entered = m.boards.filter((b): b is BoardResult => b !== null)
  const side = (own: number, other: number, absent: number): SideScore => ({
    boardPoints: own as HalfPoints,
    matchPoints: own > other ? 2 : own === other ? 1 : 0,
    absences: absent,
    deduction: 0 as HalfPoints,
    lostByForfeit: false,
    noShow: false,
  })
  return {
    home: side(h, a, entered.filter((b) => !homePresent(b)).length),
    away: side(a, h, entered.filter((b) => !awayPresent(b)).length),
  }
}

/** First board from which one team's lineup is improper, from a sheet's violations. @see FAPA art. 74.5 */
export function improperFrom(violations: readonly Violation[], teamId: string): number | null {
  return improperFromBoard(violations.filter((v) => v.teamId === teamId))
}

import { asTeamId } from '../core/index.ts'
import {
  homeColour,
  improperFromBoard,
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
  readonly score: MatchScore
  /** What decides the standings in this division. @see FAPA art. 72, 73.2 */
  readonly ranksBy: 'board-points' | 'match-points'
}

/**
 * Totals of a sheet after lineup sanctions and forfeits, computed by the teams domain; unplayed
 * boards count as double forfeits until entered.
 * @see FAPA art. 72, 73.2, 74.5, 77
 */
export function sheetTotals(sheet: MatchSheet, violations: readonly Violation[]): SheetTotals {
  return {
    complete: sheet.results.every((r) => r !== null),
    score: scoreMatch(toMatchRecord(sheet, violations)),
    ranksBy: sheet.division === 4 ? 'match-points' : 'board-points',
  }
}

/** First board from which one team's lineup is improper, from a sheet's violations. @see FAPA art. 74.5 */
export function improperFrom(violations: readonly Violation[], teamId: string): number | null {
  return improperFromBoard(violations.filter((v) => v.teamId === teamId))
}

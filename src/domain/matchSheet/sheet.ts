import type { BoardResult } from '../teams/index.ts'
import { SIGNERS, type MatchSheet, type SheetFixture, type Signer } from './types.ts'

/** Header data the federation fixed in the package for a blank sheet. */
export interface BlankSheetInput {
  readonly competitionId: string
  readonly competitionName: string
  readonly division: MatchSheet['division']
  readonly boards: number
  readonly fixture: SheetFixture
}

/** A blank sheet for a fixture: every board empty, unsigned, version 1. @see FAPA art. 79.2 */
export function blankSheet(input: BlankSheetInput): MatchSheet {
  const empty = <T>() => Array.from({ length: input.boards }, () => null as T | null)
  const f = input.fixture
  return {
    matchId: f.matchId,
    competitionId: input.competitionId,
    competitionName: input.competitionName,
    round: f.round,
    homeId: f.homeId,
    awayId: f.awayId,
    boards: input.boards,
    division: input.division,
    date: f.date,
    time: f.time,
    venue: f.venue ?? '',
    arbiter: '',
    homeCaptain: '',
    awayCaptain: '',
    homeLineup: empty<string>(),
    awayLineup: empty<string>(),
    results: empty<BoardResult>(),
    incidents: [],
    signatures: { home: null, away: null, arbiter: null },
    version: 1,
    supersedes: null,
  }
}

/** True once any signature is on the sheet: from then on it is locked. @see FAPA art. 79.6, 79.7 */
export function isLocked(sheet: MatchSheet): boolean {
  return SIGNERS.some((s) => sheet.signatures[s] !== null)
}

/** True when both captains and the arbiter have signed. @see FAPA art. 79.6 */
export function isFullySigned(sheet: MatchSheet): boolean {
  return SIGNERS.every((s) => sheet.signatures[s] !== null)
}

/** Signers still missing, in the order the sheet shows them. @see FAPA art. 79.6 */
export function missingSignatures(sheet: MatchSheet): Signer[] {
  return SIGNERS.filter((s) => sheet.signatures[s] === null)
}

/**
 * Applies an edit unless the sheet is locked by a signature; a signed sheet is corrected only
 * through a new version.
 * @see FAPA art. 79.7
 */
export function editSheet(
  sheet: MatchSheet,
  edit: (s: MatchSheet) => MatchSheet,
): { ok: true; sheet: MatchSheet } | { ok: false; code: 'sheet/locked' } {
  if (isLocked(sheet)) return { ok: false, code: 'sheet/locked' }
  return { ok: true, sheet: edit(sheet) }
}

/** Adds one signature; signatures themselves may be added to a locked sheet. @see FAPA art. 79.6 */
export function sign(sheet: MatchSheet, signer: Signer, image: string): MatchSheet {
  return { ...sheet, signatures: { ...sheet.signatures, [signer]: image } }
}

/**
 * Starts a correction of a signed sheet: same data, signatures cleared, next version number,
 * pointing at the hash of the version it replaces.
 * @see FAPA art. 79.7
 */
export function newVersion(sheet: MatchSheet, previousHash: string): MatchSheet {
  return {
    ...sheet,
    signatures: { home: null, away: null, arbiter: null },
    version: sheet.version + 1,
    supersedes: previousHash,
  }
}

/** Puts a player on a board of one side (null empties it); each captain fills his own side. @see FAPA art. 79.2 */
export function setBoardPlayer(
  sheet: MatchSheet,
  side: 'home' | 'away',
  board: number,
  playerId: string | null,
): MatchSheet {
  const key = side === 'home' ? 'homeLineup' : 'awayLineup'
  const next = sheet[key].map((p, i) => (i === board - 1 ? playerId : p))
  return { ...sheet, [key]: next }
}

/** Records one board's result from the home player's side. @see FAPA art. 73.1, 79.6 */
export function setBoardResult(
  sheet: MatchSheet,
  board: number,
  result: BoardResult | null,
): MatchSheet {
  return { ...sheet, results: sheet.results.map((r, i) => (i === board - 1 ? result : r)) }
}

import type { Table } from 'dexie'
import type { AlfilDb } from '../../db/db.ts'
import type {
  ActaSignature,
  MatchSheet,
  SeasonPackage,
  SheetDecision,
} from '../../domain/matchSheet/index.ts'
import type { Violation } from '../../domain/teams/index.ts'

/** A season package imported on a tablet (key: competition id + club). */
export interface SeasonPackageRow {
  id: string
  pkg: SeasonPackage
  importedAt: string
}

/** A sheet as the captains fill it; `id` is `<matchId>#v<version>`. */
export interface MatchSheetRow {
  id: string
  matchId: string
  sheet: MatchSheet
  /** SHA-256 of the signed sheet once exported, null while a draft. */
  sha256: string | null
  updatedAt: string
}

/** An acta file the federation imported, with what was decided about it. */
export interface ReceivedActaRow {
  sha256: string
  matchId: string
  competitionId: string
  sheet: MatchSheet
  decision: SheetDecision
  violations: Violation[]
  /** Local date 'YYYY-MM-DD' and time 'HH:MM' of receipt, for art. 82. */
  receivedDate: string
  receivedTime: string
  receivedAt: string
  applied: boolean
  /**
   * The home club's signature, verified on receipt (art. 79.6, 82.1); absent on actas received
   * before clubs had keys, which are shown as unsigned.
   */
  signature?: ActaSignature
}

export function seasonPackages(db: AlfilDb): Table<SeasonPackageRow, string> {
  return db.table<SeasonPackageRow, string>('seasonPackages')
}

export function matchSheets(db: AlfilDb): Table<MatchSheetRow, string> {
  return db.table<MatchSheetRow, string>('matchSheets')
}

export function receivedActas(db: AlfilDb): Table<ReceivedActaRow, string> {
  return db.table<ReceivedActaRow, string>('receivedActas')
}

/** Row key of a sheet version. */
export function sheetRowId(sheet: MatchSheet): string {
  return `${sheet.matchId}#v${sheet.version}`
}

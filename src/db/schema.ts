/**
 * Row shapes stored in IndexedDB. One module for the registry tables; areas that add tables in
 * later migrations declare their rows next to their own queries and reach them with
 * `db.table<Row, Key>('name')`.
 */
import type { ClubId, PlayerId, SeasonId, TournamentId } from '../domain/core/index.ts'
import type { FideTitle, LicenceKind, NationalityStatus, Sex } from '../domain/federation/index.ts'

export {
  SEXES,
  FIDE_TITLES,
  NATIONALITY_STATUSES,
  LICENCE_KINDS,
} from '../domain/federation/index.ts'
export type { Sex, FideTitle, NationalityStatus, LicenceKind } from '../domain/federation/index.ts'

export interface PlayerRow {
  id: PlayerId
  givenName: string
  firstSurname: string
  secondSurname: string | null
  sex: Sex
  /** `YYYY-MM-DD` */
  birthDate: string | null
  /** FIDE three-letter federation code, e.g. `ESP` */
  federation: string
  fideId: number | null
  fedaId: number | null
  ratingStandard: number | null
  ratingRapid: number | null
  ratingBlitz: number | null
  ratingFeda: number | null
  /** The highest title held, the one screens and the TRF show. @see TRF16 001 */
  title: FideTitle | null
  /**
   * Every title held, highest first, when there are two (IM and WGM); absent when `title` is the
   * only one, as on rows stored before players could hold two.
   */
  titles?: readonly FideTitle[]
  clubId: ClubId | null
  nationality: NationalityStatus
  /** Whole years of accredited residence in Asturias (FAPA art. 18) */
  residenceYears: number | null
  /** Folded "surnames, name" used by the name index and the search box */
  searchName: string
  createdAt: string
  updatedAt: string
}

export interface ClubRow {
  id: ClubId
  name: string
  shortName: string | null
  registryNumber: string | null
  venue: string | null
  /** The province the club is in; absent when none was given (rows before it existed too). */
  province?: string
  /** Folded name for the index and search */
  searchName: string
  createdAt: string
  updatedAt: string
}

export interface SeasonRow {
  id: SeasonId
  name: string
  /** `YYYY-MM-DD`, first day of the season */
  startDate: string
  /** `YYYY-MM-DD`, last day of the season */
  endDate: string
  createdAt: string
  updatedAt: string
}

export interface LicenceRow {
  id: string
  seasonId: SeasonId
  kind: LicenceKind
  /** A player id for personal licences, a club id for a club licence */
  holderId: string
  /** The club a player licence is issued for; null for other kinds */
  clubId: ClubId | null
  /** `YYYY-MM-DD` */
  issuedOn: string
  createdAt: string
}

/** The smallest tournament record; the tournaments area widens it in its own migration. */
export interface TournamentRow {
  id: TournamentId
  name: string
  createdAt: string
  updatedAt: string
}

export interface AuditRow {
  /** Assigned by IndexedDB, increasing */
  seq?: number
  /** ISO instant */
  at: string
  /** Namespaced action, e.g. `club/create` */
  action: string
  entity: string
  entityId: string
  tournamentId: string | null
  /** Short human-readable detail (a name, the changed fields) */
  detail: string
}

/** Small key-value facts about this device's database (last backup, first use). */
export interface MetaRow {
  key: string
  value: string
}

export const META_LAST_BACKUP = 'lastBackupAt'
export const META_USE_DAYS = 'useDays'

/**
 * Row shapes stored in IndexedDB. One module for the registry tables; areas that add tables in
 * later migrations declare their rows next to their own queries and reach them with
 * `db.table<Row, Key>('name')`.
 */
import type { TournamentId } from '../domain/core/index.ts'
import type {
  RegistryClub,
  RegistryLicence,
  RegistryPlayer,
  RegistrySeason,
} from '../domain/federation/index.ts'

export {
  SEXES,
  FIDE_TITLES,
  NATIONALITY_STATUSES,
  LICENCE_KINDS,
} from '../domain/federation/index.ts'
export type { Sex, FideTitle, NationalityStatus, LicenceKind } from '../domain/federation/index.ts'

/** The registry's rows: their shapes are the domain's, so the registry rules read them directly. */
export type PlayerRow = RegistryPlayer
export type ClubRow = RegistryClub
export type SeasonRow = RegistrySeason
export type LicenceRow = RegistryLicence

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

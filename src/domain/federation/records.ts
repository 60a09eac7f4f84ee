/**
 * The registry's records as the device stores them: players, clubs, seasons and licences. They
 * are declared here, beside the rules that read them (licences, seasons, registry search, the
 * team board orders), and the database stores them as they are.
 */
import type { ClubId, PlayerId, SeasonId } from '../core/index.ts'
import type { FideTitle, LicenceKind, NationalityStatus, Sex } from './vocabulary.ts'

export interface RegistryPlayer {
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

export interface RegistryClub {
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

export interface RegistrySeason {
  id: SeasonId
  name: string
  /** `YYYY-MM-DD`, first day of the season */
  startDate: string
  /** `YYYY-MM-DD`, last day of the season */
  endDate: string
  /**
   * FEDA base rating for unrated players in the strength orders (FAPA art. 72); absent in
   * seasons saved before it was a setting, which count at 1400.
   */
  baseRating?: number
  createdAt: string
  updatedAt: string
}

export interface RegistryLicence {
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

import type { HalfPoints } from '../core/index.ts'

/** TRF result codes (case-insensitive in files, upper-case here). @see TRF-16 (fide-facts 3.1) */
export const TRF_RESULT_CODES = [
  '+',
  '-',
  'W',
  'D',
  'L',
  '1',
  '=',
  '0',
  'H',
  'F',
  'U',
  'Z',
] as const
export type TrfResultCode = (typeof TRF_RESULT_CODES)[number]

/** Colour column of a round block: blank is read as '-'. */
export const TRF_COLOURS = ['w', 'b', '-'] as const
export type TrfColour = (typeof TRF_COLOURS)[number]

/** One 10-column round block of a player line. */
export interface TrfRoundCell {
  /** Opponent's start number; null for `0000` or blanks (byes, not paired). */
  readonly opponent: number | null
  readonly colour: TrfColour
  /** Null when the result column is blank (not yet played, or `Z` by the TRF-16 default). */
  readonly result: TrfResultCode | null
}

/** Static columns shared by `001` player lines and TRF-2026 national rating (NRS) lines. */
export interface TrfPlayerFields {
  readonly startNo: number
  readonly sex: string
  readonly title: string
  readonly name: string
  readonly rating: number | null
  readonly federation: string
  readonly fideId: string
  readonly birthDate: string
  readonly points: HalfPoints | null
  readonly rank: number | null
}

/** `001`: a player with his round blocks. */
export interface TrfPlayerRecord extends TrfPlayerFields {
  readonly kind: 'player'
  readonly rounds: readonly TrfRoundCell[]
}

/** TRF-2026 NRS line: a 3-letter federation code instead of `001`, national rating and id. */
export interface TrfNationalRecord extends TrfPlayerFields {
  readonly kind: 'national'
  readonly code: string
  readonly rounds: readonly TrfRoundCell[]
}

/** Header records with free text from column 5 (012 ... 122, 142 ... 222, 352, 362). */
export const TRF_TEXT_HEADERS = [
  '012',
  '022',
  '032',
  '042',
  '052',
  '062',
  '072',
  '082',
  '092',
  '102',
  '112',
  '122',
  '142',
  '152',
  '172',
  '182',
  '192',
  '202',
  '212',
  '222',
  '352',
  '362',
] as const
export type TrfTextHeaderCode = (typeof TRF_TEXT_HEADERS)[number]

export interface TrfHeaderRecord {
  readonly kind: 'header'
  readonly code: TrfTextHeaderCode
  readonly value: string
}

/** `132`: round dates (YY/MM/DD), one per round block. */
export interface TrfRoundDatesRecord {
  readonly kind: 'round-dates'
  readonly dates: readonly string[]
}

/** `013`: TRF-16 team with its players' start numbers. */
export interface TrfTeamRecord {
  readonly kind: 'team'
  readonly name: string
  readonly players: readonly (number | null)[]
}

/** `310`: TRF-2026 team roster. */
export interface TrfTeamRosterRecord {
  readonly kind: 'team-roster'
  readonly teamNo: number
  readonly name: string
  readonly nickname: string
  readonly strength: string
  readonly matchPoints: HalfPoints | null
  readonly gamePoints: HalfPoints | null
  readonly rank: number | null
  readonly players: readonly (number | null)[]
}

/** `162`: game-point values (symbol W D L A P X, points). */
export interface TrfGamePointsRecord {
  readonly kind: 'game-points'
  readonly values: readonly { readonly symbol: string; readonly points: HalfPoints | null }[]
}

/** `240`: requested byes of one type (F, H, Z) in one round. */
export interface TrfByesRecord {
  readonly kind: 'byes'
  readonly byeType: string
  readonly round: number | null
  readonly players: readonly (number | null)[]
}

/** `250`: TRF-2026 acceleration: points added in rounds first..last to start numbers first..last. */
export interface TrfAccelerationRecord {
  readonly kind: 'acceleration'
  readonly matchPoints: HalfPoints | null
  readonly points: HalfPoints | null
  readonly firstRound: number | null
  readonly lastRound: number | null
  readonly firstPlayer: number | null
  readonly lastPlayer: number | null
}

/** `260`: TRF-2026 prohibited pairings among the listed players in rounds first..last. */
export interface TrfProhibitedRecord {
  readonly kind: 'prohibited'
  readonly firstRound: number | null
  readonly lastRound: number | null
  readonly players: readonly (number | null)[]
}

/** `XXR`: total number of rounds. */
export interface TrfRoundsRecord {
  readonly kind: 'rounds'
  readonly total: number
}

/** `XXC`: initial colour (`white1` / `black1`), optionally followed by `rank`. */
export interface TrfInitialColourRecord {
  readonly kind: 'initial-colour'
  readonly value: string
}

/** `XXZ`: JaVaFo's list of players absent in the round being paired (they are not paired). */
export interface TrfAbsentRecord {
  readonly kind: 'absent'
  readonly players: readonly number[]
}

/** `XXA`: virtual (acceleration) points of one player, one value per round from round 1. */
export interface TrfVirtualPointsRecord {
  readonly kind: 'virtual-points'
  readonly startNo: number
  readonly points: readonly (HalfPoints | null)[]
}

/** `XXP`: players who must never be paired with each other. */
export interface TrfForbiddenRecord {
  readonly kind: 'forbidden'
  readonly players: readonly number[]
}

/** `###` comment line (TRF-2026). */
export interface TrfCommentRecord {
  readonly kind: 'comment'
  readonly text: string
}

/** Any other record (299, 300, 320, 330, 801, 802, other XX extensions): kept verbatim. */
export interface TrfOtherRecord {
  readonly kind: 'other'
  readonly code: string
  readonly text: string
}

export type TrfRecord =
  | TrfPlayerRecord
  | TrfNationalRecord
  | TrfHeaderRecord
  | TrfRoundDatesRecord
  | TrfTeamRecord
  | TrfTeamRosterRecord
  | TrfGamePointsRecord
  | TrfByesRecord
  | TrfAccelerationRecord
  | TrfProhibitedRecord
  | TrfRoundsRecord
  | TrfInitialColourRecord
  | TrfVirtualPointsRecord
  | TrfForbiddenRecord
  | TrfAbsentRecord
  | TrfCommentRecord
  | TrfOtherRecord

export type TrfRecordKind = TrfRecord['kind']

/** A TRF file as written: its records in file order (blank lines dropped). */
export interface TrfDocument {
  readonly records: readonly TrfRecord[]
  /** The 1-based file line of each record, when the document was read from a file. */
  readonly lines?: readonly number[]
}

export const TRF_ERROR_CODES = [
  'trf/bad-number',
  'trf/bad-points',
  'trf/bad-colour',
  'trf/bad-result',
  'trf/bad-initial-colour',
  'trf/missing-start-number',
  'trf/duplicate-start-number',
  'trf/bad-record',
  'trf/empty',
  'trf/line-too-long',
  'trf/more-errors',
] as const
export type TrfErrorCode = (typeof TRF_ERROR_CODES)[number]

/** A located problem in a TRF file: 1-based line and column. */
export interface TrfError {
  readonly code: TrfErrorCode
  readonly line: number
  readonly column: number
  readonly message: string
  /** `trf/more-errors`: how many problems were counted beyond the ones listed. */
  readonly params?: Readonly<Record<string, string | number>>
}

/** At most this many problems of one kind are listed; the rest are counted ("and N more"). */
export const TRF_MAX_LISTED = 100

/** Longest line read (a 99-round player line has 1,081 characters); longer lines are refused. */
export const TRF_MAX_LINE = 10_000

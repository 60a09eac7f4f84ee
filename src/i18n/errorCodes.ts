/**
 * Every error and finding code Alfil shows to the arbiter, gathered from the lists of the areas
 * that return them. `ErrorCode` is their union: `ERROR_MESSAGES` (./errorMessages.ts) must give
 * each one its words, so a new code without a message does not compile. The lists are plain
 * `as const` arrays; ./errorMessages.ts takes only their types, the catalogue test their values.
 */
import { CORE_ERROR_CODES } from '../domain/core/errorCodes.ts'
import {
  CHAMPIONSHIP_ENTRY_CODES,
  CHAMPIONSHIP_REASON_CODES,
  FEDERATION_ERROR_CODES,
} from '../domain/federation/errorCodes.ts'
import { LOG_ERROR_CODES } from '../domain/log/errorCodes.ts'
import { MATCH_SHEET_ERROR_CODES } from '../domain/matchSheet/errorCodes.ts'
import { PAIRING_ERROR_CODES } from '../domain/pairing/errorCodes.ts'
import { RATINGS_ERROR_CODES } from '../domain/ratings/errorCodes.ts'
import { REPORT_ERROR_CODES } from '../domain/reports/errorCodes.ts'
import { TEAMS_ERROR_CODES, TEAMS_VIOLATION_CODES } from '../domain/teams/errorCodes.ts'
import { TIEBREAK_ERROR_CODES } from '../domain/tiebreaks/errorCodes.ts'
import {
  TOURNAMENT_ERROR_CODES,
  TOURNAMENT_WARNING_CODES,
} from '../domain/tournament/errorCodes.ts'
import { TRF_CODES } from '../domain/trf/errorCodes.ts'
import { DB_ERROR_CODES } from '../db/errorCodes.ts'
import { WORKER_ERROR_CODES } from '../workers/errorCodes.ts'
import { CHAMPIONSHIP_FEATURE_ERROR_CODES } from '../features/championships/errorCodes.ts'
import { MATCH_SHEET_FEATURE_ERROR_CODES } from '../features/matchSheet/errorCodes.ts'
import { PLAYER_FEATURE_ERROR_CODES } from '../features/players/errorCodes.ts'
import { TEAM_FEATURE_ERROR_CODES } from '../features/teams/errorCodes.ts'
import { TOURNAMENT_FEATURE_ERROR_CODES } from '../features/tournaments/errorCodes.ts'

/** The code lists, by the area that returns them. */
export const ERROR_CODE_LISTS = {
  'domain.core': CORE_ERROR_CODES,
  'domain.federation': [
    ...FEDERATION_ERROR_CODES,
    ...CHAMPIONSHIP_REASON_CODES,
    ...CHAMPIONSHIP_ENTRY_CODES,
  ],
  'domain.log': LOG_ERROR_CODES,
  'domain.matchSheet': MATCH_SHEET_ERROR_CODES,
  'domain.pairing': PAIRING_ERROR_CODES,
  'domain.ratings': RATINGS_ERROR_CODES,
  'domain.reports': REPORT_ERROR_CODES,
  'domain.teams': [...TEAMS_ERROR_CODES, ...TEAMS_VIOLATION_CODES],
  'domain.tiebreaks': TIEBREAK_ERROR_CODES,
  'domain.tournament': [...TOURNAMENT_ERROR_CODES, ...TOURNAMENT_WARNING_CODES],
  'domain.trf': TRF_CODES,
  db: DB_ERROR_CODES,
  workers: WORKER_ERROR_CODES,
  'features.championships': CHAMPIONSHIP_FEATURE_ERROR_CODES,
  'features.matchSheet': MATCH_SHEET_FEATURE_ERROR_CODES,
  'features.players': PLAYER_FEATURE_ERROR_CODES,
  'features.teams': TEAM_FEATURE_ERROR_CODES,
  'features.tournaments': TOURNAMENT_FEATURE_ERROR_CODES,
} as const

/** Every code Alfil can show, of every area. */
export type ErrorCode = (typeof ERROR_CODE_LISTS)[keyof typeof ERROR_CODE_LISTS][number]

/** Every code, each once. */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set(Object.values(ERROR_CODE_LISTS).flat() as ErrorCode[]),
]

export * from './types.ts'
export { parseTrf } from './parseTrf.ts'
export { writeTrf } from './writeTrf.ts'
export { TRF_LAYOUTS, type FieldSpec, type RecordLayout, type RepeatSpec } from './trfColumns.ts'
export {
  tournamentFromTrf,
  outcomeOfCell,
  TRF_MEANING_ERROR_CODES,
  type TrfMeaningError,
  type TrfMeaningErrorCode,
  type TrfTournament,
} from './toTournament.ts'
export { trfWarnings, TRF_WARNING_CODES, type TrfWarning, type TrfWarningCode } from './warnings.ts'
export { unstorableProblems } from './storableBounds.ts'
export { readTrf, type TrfProblem, type TrfRead, type TrfReport } from './readTrf.ts'
export { trfFromTournament, cellOfEntry } from './fromTournament.ts'
export * from './errorCodes.ts'

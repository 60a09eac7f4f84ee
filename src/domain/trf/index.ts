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
} from './toTournament.ts'
export { trfFromTournament, cellOfEntry } from './fromTournament.ts'

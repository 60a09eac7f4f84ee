import { TRF_MEANING_ERROR_CODES } from './toTournament.ts'
import { TRF_ERROR_CODES } from './types.ts'
import { TRF_WARNING_CODES } from './warnings.ts'

/** Every code a TRF file can be reported with: form, meaning and warnings. */
export const TRF_CODES = [
  ...TRF_ERROR_CODES,
  ...TRF_MEANING_ERROR_CODES,
  ...TRF_WARNING_CODES,
] as const
export type TrfCode = (typeof TRF_CODES)[number]

/** Codes the registry import and the FEDA licence check return. */
export const PLAYER_FEATURE_ERROR_CODES = [
  'import/nothing-to-import',
  'import/unknown-club',
] as const
export type PlayerFeatureErrorCode = (typeof PLAYER_FEATURE_ERROR_CODES)[number]

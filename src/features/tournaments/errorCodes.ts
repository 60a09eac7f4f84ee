/** Codes the tournament screens return. */
export const TOURNAMENT_FEATURE_ERROR_CODES = [
  'tournament/name-too-long',
  'tournament/nothing-to-undo',
] as const
export type TournamentFeatureErrorCode = (typeof TOURNAMENT_FEATURE_ERROR_CODES)[number]

/** Codes the championship screens return: the structure form, registration and promotion. */
export const CHAMPIONSHIP_FEATURE_ERROR_CODES = [
  'structure/bad-count',
  'structure/bad-date',
  'structure/place-required',
  'structure/players-required',
  'registration/no-period',
  'standings/tournament-missing',
  'standings/not-finished',
] as const
export type ChampionshipFeatureErrorCode = (typeof CHAMPIONSHIP_FEATURE_ERROR_CODES)[number]

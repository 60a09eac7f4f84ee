/** Codes the team screens' commands return (the team rules' own codes are in src/domain/teams). */
export const TEAM_FEATURE_ERROR_CODES = [
  'teams/name-required',
  'teams/team-name-required',
  'teams/round-incomplete',
  'teams/all-rounds-paired',
  'teams/too-few-teams',
  'teams/no-legal-pairing',
  'teams/tie-undecided',
  'teams/group-tie-undecided',
  'teams/reason-required',
  'teams/replacement-required',
  'teams/cannot-move',
  'teams/nothing-added',
  'teams/order-refused',
  'teams/orders-refused',
  'teams/order-not-refused',
  'teams/withdrawal-reason',
  'teams/withdrawal-event',
] as const
export type TeamFeatureErrorCode = (typeof TEAM_FEATURE_ERROR_CODES)[number]

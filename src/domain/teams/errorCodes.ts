/**
 * Codes of the teams area: refusals of the competition log and the team rules' findings
 * (board orders, lineups, team registration, season end, tie decisions).
 */
export const TEAMS_ERROR_CODES = [
  'teams/already-departed',
  'teams/already-split',
  'teams/already-started',
  'teams/bad-date',
  'teams/bad-time',
  'teams/draw-made',
  'teams/duplicate-team',
  'teams/duplicate-team-id',
  'teams/finding-board',
  'teams/finding-no-match',
  'teams/not-third-division',
  'teams/round-locked',
  'teams/round-out-of-order',
  'teams/sanction-recorded',
  'teams/sanction-text',
  'teams/unknown-team',
  'tie/unknown-team',
] as const
export type TeamsErrorCode = (typeof TEAMS_ERROR_CODES)[number]

/** Rule findings about teams, reported as data with their article. @see FAPA art. 14-79 */
export const TEAMS_VIOLATION_CODES = [
  'list/addition-too-late',
  'list/club-too-short',
  'list/independent-licence',
  'list/no-licence',
  'list/order-frozen',
  'list/other-club-licence',
  'list/player-in-two-clubs',
  'list/player-in-two-teams',
  'list/player-twice',
  'list/team-too-short',
  'list/too-many-additions',
  'list/too-many-foreigners',
  'list/too-many-non-eu',
  'lineup/order-violated',
  'lineup/unlicensed',
  'lineup/other-club',
  'lineup/sanctioned-or-dropped',
  'lineup/not-on-list',
  'lineup/added-later',
  'lineup/moved-down-or-sideways',
  'lineup/from-withdrawn-team',
  'lineup/two-sheets-same-round',
  'lineup/duplicate',
  'lineup/too-many-boards',
  'lineup/foreigner-quota',
  'season/after-attachment',
  'season/club-limit',
  'season/division-size',
  'season/promotion-blocked',
  'team/eliminated',
  'team/letter-gap',
  'team/letter-order',
  'team/same-group',
  'team/too-many-in-division',
] as const
export type TeamsViolationCode = (typeof TEAMS_VIOLATION_CODES)[number]

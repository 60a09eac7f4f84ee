import type { MessageKey } from '../../i18n/index.ts'

/** Words for the codes the team commands return. */
export const TEAM_ERRORS: Readonly<Record<string, MessageKey>> = {
  'teams/name-required': 'teams.errName',
  'teams/team-name-required': 'teams.errTeamName',
  'teams/duplicate-team': 'teams.errDuplicateTeam',
  'teams/already-started': 'teams.errStarted',
  'teams/round-incomplete': 'teams.errIncomplete',
  'teams/all-rounds-paired': 'teams.errAllPaired',
  'teams/too-few-teams': 'teams.errTooFew',
  'teams/no-legal-pairing': 'teams.errNoPairing',
  'teams/round-locked': 'teams.errRoundLocked',
  'teams/tie-undecided': 'teams.errTieUndecided',
  'teams/reason-required': 'teams.errReasonRequired',
  'teams/replacement-required': 'teams.errReplacementRequired',
  'teams/cannot-move': 'teams.errCannotMove',
  'teams/bad-date': 'teams.errBadDate',
  'teams/nothing-added': 'teams.errNothingAdded',
  'list/order-frozen': 'teams.errOrderFrozen',
  'list/too-many-additions': 'teams.errTooManyAdditions',
  'list/addition-too-late': 'teams.errAdditionTooLate',
  'list/player-twice': 'teams.errPlayerTwice',
  'list/no-licence': 'teams.errAdditionLicence',
  'list/independent-licence': 'teams.errAdditionLicence',
  'list/other-club-licence': 'teams.errAdditionLicence',
  'db/write-failed': 'errors.dbWriteFailed',
  'db/not-found': 'errors.notFound',
}

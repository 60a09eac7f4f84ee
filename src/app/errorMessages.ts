/**
 * The one place where error codes become words. Commands, validators and parsers return codes
 * (`'club/name-required'`); screens call `errorMessage(code)`. Each area adds its codes here.
 */
import { isMessageKey, type MessageKey, type MessageParams, type TFunction } from '../i18n/index.ts'

export const ERROR_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'db/write-failed': 'errors.dbWriteFailed',
  'db/not-found': 'errors.notFound',
  'log/seq-gap': 'errors.logSeqGap',
  'log/undo-not-last': 'errors.logUndoNotLast',
  'log/not-created': 'errors.logNotCreated',
  'log/already-created': 'errors.logAlreadyCreated',
  'log/empty': 'errors.logEmpty',
  'club/name-required': 'clubs.errNameRequired',
  'club/name-too-long': 'errors.tooLong',
  'club/short-name-too-long': 'clubs.errShortNameTooLong',
  'club/duplicate-name': 'clubs.errDuplicateName',
  'club/duplicate-registry-number': 'clubs.errDuplicateRegistry',
  'club/in-use': 'clubs.errInUse',
  'player/given-name-required': 'players.errGivenName',
  'player/surname-required': 'players.errSurname',
  'player/name-too-long': 'players.errNameTooLong',
  'player/sex-required': 'players.errSex',
  'player/bad-birth-date': 'players.errBirthDate',
  'player/birth-date-in-future': 'players.errBirthFuture',
  'player/bad-federation': 'players.errFederation',
  'player/bad-id': 'players.errId',
  'player/duplicate-id': 'players.errDuplicateId',
  'player/bad-rating': 'players.errRating',
  'player/rating-without-fide-id': 'players.errRatingWithoutId',
  'player/bad-title': 'players.errTitle',
  'player/women-title': 'players.errWomenTitle',
  'player/nationality-required': 'players.errNationality',
  'player/bad-residence-years': 'players.errResidence',
  'player/unknown-club': 'players.errUnknownClub',
  'licence/club-change-after-start': 'players.errClubChangeAfterStart',
  'licence/duplicate-kind': 'players.errDuplicateKind',
  'licence/second-club': 'players.errSecondClub',
  'licence/season-ended': 'players.errSeasonEnded',
  'licence/club-only-for-players': 'players.errClubOnlyForPlayers',
  'licence/unknown-season': 'players.errUnknownSeason',
  'licence/unknown-holder': 'players.errUnknownHolder',
  'season/name-required': 'seasons.errName',
  'season/duplicate-name': 'seasons.errDuplicateName',
  'season/bad-date': 'seasons.errDate',
  'season/ends-before-start': 'seasons.errEndsBeforeStart',
  'season/overlap': 'seasons.errOverlap',
  'backup/not-json': 'io.errNotJson',
  'backup/not-alfil': 'io.errNotAlfil',
  'backup/unsupported-format-version': 'io.errFormatVersion',
  'backup/bad-schema-version': 'io.errSchemaVersion',
  'backup/newer-schema': 'io.errNewerSchema',
  'backup/expected-text': 'io.errExpectedText',
  'backup/text-too-long': 'io.errTextTooLong',
  'backup/expected-integer': 'io.errExpectedInteger',
  'backup/expected-one-of': 'io.errExpectedOneOf',
  'backup/expected-date': 'io.errExpectedDate',
  'backup/expected-instant': 'io.errExpectedInstant',
  'backup/expected-object': 'io.errExpectedObject',
  'backup/expected-array': 'io.errExpectedArray',
  'backup/missing-field': 'io.errMissingField',
  'backup/unexpected-field': 'io.errUnexpectedField',
  'backup/unknown-table': 'io.errUnknownTable',
  'backup/missing-key': 'io.errMissingKey',
  'backup/duplicate-key': 'io.errDuplicateKey',
  'backup/dangling-reference': 'io.errDanglingReference',
  'backup/restore-failed': 'io.errRestoreFailed',
  'tournament/name-required': 'tournaments.errNameRequired',
  'tournament/rounds-range': 'tournaments.errRoundsRange',
  'tournament/nothing-to-undo': 'tournaments.errNothingToUndo',
  'tournament/fide-mode-left': 'tournaments.errFideModeLeft',
  'publish/url-invalid': 'publish.errUrlInvalid',
  'publish/url-too-long': 'publish.errUrlTooLong',
  'round/results-missing': 'tournaments.errResultsMissing',
  'round/numbers-not-frozen': 'tournaments.errNumbersNotFrozen',
  'round/all-paired': 'tournaments.errAllPaired',
  'round/has-results': 'tournaments.errHasResults',
  'round/locked-fide-mode': 'tournaments.errLockedFideMode',
  'entrant/duplicate': 'tournaments.errDuplicate',
  'entrant/numbers-frozen': 'tournaments.errNumbersFrozen',
  'entrant/too-few': 'tournaments.errTooFew',
  'entrant/round-robin-started': 'tournaments.errRoundRobinStarted',
  'pairing/reason-required': 'tournaments.errReasonRequired',
  'pairing/players-changed': 'tournaments.errPlayersChanged',
  'pairing/player-twice': 'tournaments.errPlayerTwice',
  'entrant/unknown': 'tournaments.errUnknownEntrant',
  'round/not-last': 'tournaments.errNotLast',
  'acta/not-json': 'matchSheet.errNotJson',
  'acta/not-acta': 'matchSheet.errNotActa',
  'acta/unsupported-version': 'matchSheet.errVersion',
  'acta/bad-field': 'matchSheet.errBadField',
  'acta/bad-hash-field': 'matchSheet.errHashField',
  'acta/hash-mismatch': 'matchSheet.errHashMismatch',
  'acta/unsigned': 'actas.errUnsigned',
  'acta/other-key': 'actas.errOtherKey',
  'acta/key-revoked': 'actas.errKeyRevoked',
  'acta/signature-mismatch': 'actas.errSignatureMismatch',
  'acta/result-missing': 'actas.errResultMissing',
  'sheet/results-missing': 'actas.errResultsMissing',
  'acta/signature-missing': 'actas.errSignatureMissing',
  'acta/signature-not-image': 'actas.errSignatureNotImage',
  'acta/signature-empty': 'actas.errSignatureEmpty',
  'acta/no-club-key': 'actas.errNoClubKey',
  'acta/key-changed': 'actas.errKeyChanged',
  'acta/unknown-competition': 'matchSheet.errUnknownCompetition',
  'acta/unknown-match': 'matchSheet.errUnknownMatch',
  'sheet/locked': 'matchSheet.errLocked',
  'tie/too-few-players': 'ties.errTooFew',
  'tie/repeated-player': 'ties.errRepeated',
  'tie/game-outside-group': 'ties.errOutside',
  'tie/self-game': 'ties.errSelf',
  'tie/no-games': 'ties.errNoGames',
  'tie/wrong-seed': 'ties.errWrongSeed',
  'tie/unknown-player': 'ties.errUnknownPlayer',
  'tie/no-decision': 'ties.errNoDecision',
  'round/correction-stale': 'fide.errCorrectionStale',
  'round/correction-same': 'fide.errCorrectionSame',
  'round/no-result': 'fide.errNoResult',
  'tournament/rounds-below-paired': 'fide.errRoundsBelowPaired',
  'tournament/rounds-unchanged': 'fide.errRoundsUnchanged',
  'tournament/rounds-fixed-round-robin': 'fide.errRoundsFixed',
  'pairing/manual-phase-open': 'fide.errManualOpen',
  'pairing/manual-phase-not-open': 'fide.errManualNotOpen',
  'pairing/forbidden-fide-mode': 'fide.errForbiddenFide',
  'pairing/forbidden-twice': 'fide.errForbiddenTwice',
  'pairing/forbidden-same-player': 'fide.errForbiddenSame',
  'request/half-bye-ineligible': 'fide.errHalfByeIneligible',
  'request/half-bye-pending': 'fide.errHalfByePending',
  'request/not-withdrawn': 'fide.errNotWithdrawn',
  'request/round-out-of-range': 'fide.errRequestRange',
  'request/no-rounds': 'fide.errNoRounds',
  'request/withdrawal-not-scheduled': 'fide.errWithdrawalNotScheduled',
}

/** The i18n key for an error code (`errors.unknown` when the code is not mapped). */
export function errorKey(code: string): MessageKey {
  const key = ERROR_MESSAGES[code]
  return key !== undefined && isMessageKey(key) ? key : 'errors.unknown'
}

/** The message for an error code in the current language. */
export function errorMessage(t: TFunction, code: string, params?: MessageParams): string {
  return t(errorKey(code), { code, ...params })
}

/** Coded problems split for a form: a message per field, the rest for the summary. */
export function formErrors(
  t: TFunction,
  errors: readonly { code: string; field?: string; params?: MessageParams }[],
): { byField: Readonly<Record<string, string>>; general: readonly string[] } {
  const byField: Record<string, string> = {}
  const general: string[] = []
  for (const e of errors) {
    const text = errorMessage(t, e.code, e.params)
    if (e.field !== undefined && byField[e.field] === undefined) byField[e.field] = text
    else general.push(text)
  }
  return { byField, general }
}

/**
 * The one place where error codes become words. Commands, validators and parsers return codes
 * (`'club/name-required'`); screens call `errorMessage(code)`. Each area adds its codes here.
 */
import { isMessageKey, type MessageKey, type MessageParams, type TFunction } from '../i18n/index.ts'

export const ERROR_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'db/write-failed': 'errors.dbWriteFailed',
  'db/not-found': 'errors.notFound',
  'club/name-required': 'clubs.errNameRequired',
  'club/name-too-long': 'errors.tooLong',
  'club/short-name-too-long': 'clubs.errShortNameTooLong',
  'club/duplicate-name': 'clubs.errDuplicateName',
  'club/duplicate-registry-number': 'clubs.errDuplicateRegistry',
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

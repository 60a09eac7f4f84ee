import type { Messages } from '../types.ts'
import type { errors as es } from '../es/errors.ts'

export const errors: Messages<typeof es> = {
  unknown: 'Unexpected error ({code}).',
  dbWriteFailed: 'Could not save on this device.',
  required: 'This field is required.',
  tooLong: 'The text is too long.',
  notFound: 'The record no longer exists.',
  logSeqGap: 'An entry of the log is missing: number {expected} was expected.',
  logUndoNotLast: 'Undo can only take back the latest action in effect (not number {target}).',
  logNotCreated: 'The log does not start with the creation of the competition.',
  logAlreadyCreated: 'The competition was already created.',
  logEmpty: 'The log of the competition is empty.',
}

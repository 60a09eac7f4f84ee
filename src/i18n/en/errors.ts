import type { Messages } from '../types.ts'
import type { errors as es } from '../es/errors.ts'

export const errors: Messages<typeof es> = {
  unknown: 'Unexpected error ({code}).',
  dbWriteFailed: 'Could not save on this device.',
  required: 'This field is required.',
  tooLong: 'The text is too long.',
  notFound: 'The record no longer exists.',
}

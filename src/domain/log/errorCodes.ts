/** Codes the log fold returns when a stored log cannot be read as a history. */
export const LOG_ERROR_CODES = [
  'log/seq-gap',
  'log/undo-not-last',
  'log/not-created',
  'log/already-created',
  'log/empty',
] as const
export type LogErrorCode = (typeof LOG_ERROR_CODES)[number]

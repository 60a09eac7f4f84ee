/** Codes the worker clients return when a worker stops, fails or is cancelled. */
export const WORKER_ERROR_CODES = [
  'pairing/timeout',
  'pairing/cancelled',
  'pairing/worker-failed',
  'rating-list/no-list-in-file',
  'rating-list/storage-failed',
  'rating-list/worker-failed',
] as const
export type WorkerErrorCode = (typeof WORKER_ERROR_CODES)[number]

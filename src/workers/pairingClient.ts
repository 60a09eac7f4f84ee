/**
 * Typed access to the pairing worker: pair a round off the main thread with a timeout and a way
 * to cancel, and fall back to the main thread where module workers are unavailable.
 */
import { err, type Result } from '../domain/core/index.ts'
import {
  pairRound,
  type PairingFailure,
  type PairingRequest,
  type PairRoundOptions,
  type RoundPairing,
} from '../domain/pairing/index.ts'

/** Why the client gave no pairing, besides the engine's own "no legal pairing". */
export type PairingClientFailure =
  | { readonly code: 'pairing/timeout'; readonly round: number }
  | { readonly code: 'pairing/cancelled'; readonly round: number }
  | { readonly code: 'pairing/worker-failed'; readonly round: number; readonly detail: string }

export type PairingOutcome = Result<RoundPairing, PairingFailure | PairingClientFailure>

export interface PairingWorkerRequest {
  readonly request: PairingRequest
}
export type PairingWorkerResponse =
  | { readonly type: 'progress'; readonly placed: number; readonly total: number }
  | { readonly type: 'result'; readonly result: Result<RoundPairing, PairingFailure> }
  | { readonly type: 'crashed'; readonly detail: string }

/** The part of `Worker` the client uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: PairingWorkerRequest): void
  terminate(): void
  onmessage: ((event: MessageEvent<PairingWorkerResponse>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

export interface PairingClientOptions {
  /** Milliseconds before a worker job is abandoned (default 120 s). */
  readonly timeoutMs?: number
  /** Creates the worker; returns null where workers are unavailable. */
  readonly createWorker?: () => WorkerLike | null
  /** Engine used on the main thread when there is no worker. */
  readonly engine?: (
    request: PairingRequest,
    options?: PairRoundOptions,
  ) => Result<RoundPairing, PairingFailure>
  /** Players placed so far out of those to pair, after each score group the engine finishes. */
  readonly onProgress?: (placed: number, total: number) => void
}

/** A running pairing: its outcome and a way to stop it. */
export interface PairingJob {
  readonly outcome: Promise<PairingOutcome>
  readonly cancel: () => void
}

const DEFAULT_TIMEOUT_MS = 120_000

function defaultWorker(): WorkerLike | null {
  if (typeof Worker === 'undefined') return null
  try {
    return new Worker(new URL('./pairing.worker.ts', import.meta.url), {
      type: 'module',
    }) as unknown as WorkerLike
  } catch {
    return null
  }
}

/** Runs the engine on the main thread after the current task, so a cancel issued now still wins. */
function onMainThread(
  request: PairingRequest,
  engine: NonNullable<PairingClientOptions['engine']>,
  onProgress: PairingClientOptions['onProgress'],
): PairingJob {
  let settle: (o: PairingOutcome) => void = () => {}
  const outcome = new Promise<PairingOutcome>((resolve) => (settle = resolve))
  const timer = setTimeout(() => settle(engine(request, onProgress ? { onProgress } : {})), 0)
  const cancel = () => {
    clearTimeout(timer)
    settle(err({ code: 'pairing/cancelled', round: request.round }))
  }
  return { outcome, cancel }
}

/**
 * Pairs `request.round` in a worker (or on the main thread when there is none); `onProgress`
 * hears after each score group how many players are placed.
 */
export function requestPairing(
  request: PairingRequest,
  options: PairingClientOptions = {},
): PairingJob {
  const engine = options.engine ?? pairRound
  const worker = (options.createWorker ?? defaultWorker)()
  const onProgress = options.onProgress
  if (!worker) return onMainThread(request, engine, onProgress)
  const round = request.round
  let finished = false
  let settle: (o: PairingOutcome) => void = () => {}
  const outcome = new Promise<PairingOutcome>((resolve) => (settle = resolve))
  const finish = (o: PairingOutcome | null): void => {
    if (finished) return
    finished = true
    clearTimeout(timer)
    worker.terminate()
    if (o) settle(o)
  }
  const timer = setTimeout(
    () => finish(err({ code: 'pairing/timeout', round })),
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  )
  worker.onmessage = (m) => {
    const data = m.data
    if (data.type === 'progress') {
      if (!finished) onProgress?.(data.placed, data.total)
      return
    }
    finish(
      data.type === 'result'
        ? data.result
        : err({ code: 'pairing/worker-failed', round, detail: data.detail }),
    )
  }
  let fallback: PairingJob | null = null
  worker.onerror = () => {
    // The worker could not start (no module workers, blocked script): pair here instead.
    finish(null)
    fallback = onMainThread(request, engine, onProgress)
    void fallback.outcome.then(settle)
  }
  worker.postMessage({ request })
  const cancel = (): void => {
    if (fallback) fallback.cancel()
    else finish(err({ code: 'pairing/cancelled', round }))
  }
  return { outcome, cancel }
}

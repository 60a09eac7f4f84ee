/// <reference lib="webworker" />
/** Pairs one round off the main thread: a thin shell over the domain's `pairRound`. */
import { pairRound } from '../domain/pairing/index.ts'
import type { PairingWorkerRequest, PairingWorkerResponse } from './pairingClient.ts'

const scope = self as unknown as DedicatedWorkerGlobalScope
const post = (r: PairingWorkerResponse): void => scope.postMessage(r)

scope.onmessage = (m: MessageEvent<PairingWorkerRequest>) => {
  try {
    const result = pairRound(m.data.request, {
      onProgress: (placed, total) => post({ type: 'progress', placed, total }),
    })
    post({ type: 'result', result })
  } catch (e) {
    post({ type: 'crashed', detail: e instanceof Error ? e.message : String(e) })
  }
}

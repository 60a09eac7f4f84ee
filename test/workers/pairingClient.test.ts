import { afterEach, describe, expect, test, vi } from 'vitest'
import { ok } from '../../src/domain/core/index.ts'
import {
  pairRound,
  recordedPairing,
  unpairedInRecord,
  type PairingRequest,
} from '../../src/domain/pairing/index.ts'
import { truncateBeforeRound } from '../../src/domain/tournament/index.ts'
import {
  requestPairing,
  type PairingWorkerRequest,
  type PairingWorkerResponse,
  type WorkerLike,
} from '../../src/workers/pairingClient.ts'
import { listFixtures, loadFixture } from '../helpers/fixtures.ts'

const t = loadFixture(
  listFixtures('dutch-forbidden').find((f) => f.endsWith('forbid-0001.trf')) ?? '',
)
const request: PairingRequest = {
  tournament: truncateBeforeRound(t, 5),
  round: 5,
  absent: unpairedInRecord(t, 5),
}

/** A worker that records what it is sent and answers only when told to. */
class FakeWorker implements WorkerLike {
  sent: PairingWorkerRequest[] = []
  terminated = false
  onmessage: ((event: MessageEvent<PairingWorkerResponse>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  postMessage(message: PairingWorkerRequest): void {
    this.sent.push(message)
  }
  terminate(): void {
    this.terminated = true
  }
  answer(data: PairingWorkerResponse): void {
    this.onmessage?.({ data } as MessageEvent<PairingWorkerResponse>)
  }
}

afterEach(() => vi.useRealTimers())

describe('pairing client', () => {
  test('without Worker (Node, old browsers) it pairs on the main thread with the Dutch engine', async () => {
    expect(typeof Worker).toBe('undefined')
    const outcome = await requestPairing(request).outcome
    expect(outcome).toEqual(pairRound(request))
    expect(outcome.ok && outcome.value.bye).toBe(recordedPairing(t, 5).bye)
  })

  test('a main-thread pairing cancelled before it starts reports cancelled and never runs the engine', async () => {
    const engine = vi.fn(pairRound)
    const job = requestPairing(request, { createWorker: () => null, engine })
    job.cancel()
    expect(await job.outcome).toEqual({ ok: false, error: { code: 'pairing/cancelled', round: 5 } })
    await new Promise((r) => setTimeout(r, 0))
    expect(engine).not.toHaveBeenCalled()
  })

  test('a worker that fails to start falls back to the main thread', async () => {
    const fake = new FakeWorker()
    const job = requestPairing(request, { createWorker: () => fake })
    fake.onerror?.({} as ErrorEvent)
    expect(await job.outcome).toEqual(pairRound(request))
    expect(fake.terminated).toBe(true)
  })

  test('the worker receives the request and its answer is the outcome', async () => {
    const fake = new FakeWorker()
    const job = requestPairing(request, { createWorker: () => fake })
    expect(fake.sent).toEqual([{ request }])
    const answer = ok({ round: 5, games: [{ white: 2, black: 7 }], bye: 9 })
    fake.answer({ type: 'result', result: answer })
    expect(await job.outcome).toEqual(answer)
    expect(fake.terminated).toBe(true)
  })

  test('an engine crash inside the worker is reported as data', async () => {
    const fake = new FakeWorker()
    const job = requestPairing(request, { createWorker: () => fake })
    fake.answer({ type: 'crashed', detail: 'boom' })
    expect(await job.outcome).toEqual({
      ok: false,
      error: { code: 'pairing/worker-failed', round: 5, detail: 'boom' },
    })
  })

  test('a worker that does not answer in time is stopped and reports a timeout', async () => {
    vi.useFakeTimers()
    const fake = new FakeWorker()
    const job = requestPairing(request, { createWorker: () => fake, timeoutMs: 1000 })
    vi.advanceTimersByTime(999)
    expect(fake.terminated).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await job.outcome).toEqual({ ok: false, error: { code: 'pairing/timeout', round: 5 } })
    expect(fake.terminated).toBe(true)
  })

  test('cancel stops the worker; a late answer is ignored', async () => {
    const fake = new FakeWorker()
    const job = requestPairing(request, { createWorker: () => fake })
    job.cancel()
    fake.answer({ type: 'result', result: ok({ round: 5, games: [], bye: null }) })
    expect(await job.outcome).toEqual({ ok: false, error: { code: 'pairing/cancelled', round: 5 } })
    expect(fake.terminated).toBe(true)
  })

  test('progress messages of the worker reach the callback until the answer, then stop', async () => {
    const fake = new FakeWorker()
    const heard: [number, number][] = []
    const job = requestPairing(request, {
      createWorker: () => fake,
      onProgress: (placed, total) => heard.push([placed, total]),
    })
    fake.answer({ type: 'progress', placed: 4, total: 10 })
    fake.answer({ type: 'progress', placed: 10, total: 10 })
    const answer = ok({ round: 5, games: [], bye: null })
    fake.answer({ type: 'result', result: answer })
    fake.answer({ type: 'progress', placed: 10, total: 10 })
    expect(await job.outcome).toEqual(answer)
    expect(heard).toEqual([
      [4, 10],
      [10, 10],
    ])
  })

  test('on the main thread the Dutch engine reports every score group, ending with all players placed', async () => {
    const heard: [number, number][] = []
    const outcome = await requestPairing(request, {
      createWorker: () => null,
      onProgress: (placed, total) => heard.push([placed, total]),
    }).outcome
    expect(outcome).toEqual(pairRound(request))
    const expected: [number, number][] = []
    pairRound(request, { onProgress: (placed, total) => expected.push([placed, total]) })
    expect(heard).toEqual(expected)
    const total = t.players.length - request.absent.size
    expect(heard.every(([, n]) => n === total)).toBe(true)
    expect(heard[heard.length - 1]).toEqual([total, total])
    expect(heard.map(([p]) => p)).toEqual([...heard.map(([p]) => p)].sort((a, b) => a - b))
  })
})

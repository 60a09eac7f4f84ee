/**
 * Typed access to the rating-list worker: start an import of a file the person picked, follow its
 * progress, cancel it. The worker parses and stores the list; the screen only shows figures.
 */
import type { FedaMapping, IsoDate, ListSummary } from '../domain/ratings/index.ts'

export type RatingListKind = 'fide' | 'feda'

/** Each list alternates between two slots of tables (see migrations 002 and 004). */
export type ListSlot = 'A' | 'B'

/** The tables of a list in one slot: FIDE as name and id blocks, FEDA as one row per player. */
export function listTables(list: RatingListKind, slot: ListSlot): readonly string[] {
  return list === 'fide' ? [`fideNames${slot}`, `fideIds${slot}`] : [`fedaList${slot}`]
}

/** The stored state of one list: which table is in use and what it holds. */
export interface RatingListState {
  readonly list: RatingListKind
  /** Slot in use, or null before the first import. */
  readonly table: ListSlot | null
  readonly listDate: IsoDate | null
  readonly count: number
  /** Federations imported; null = all. */
  readonly federations: readonly string[] | null
  readonly fileName: string | null
  /** ISO instant of the end of the import. */
  readonly importedAt: string | null
  readonly summary: ListSummary | null
}

export type ImportFormat = 'auto' | 'fide-txt' | 'fide-xml' | 'feda-csv'

export interface ImportRequest {
  readonly type: 'start'
  readonly list: RatingListKind
  readonly file: Blob
  readonly fileName: string
  readonly format: ImportFormat
  readonly listDate: IsoDate
  readonly federations: readonly string[] | null
  readonly fedaMapping?: FedaMapping
  /** The database to write (the app's by default; tests use their own). */
  readonly dbName?: string
}

export type ImportEvent =
  | {
      readonly type: 'progress'
      readonly bytesRead: number
      readonly totalBytes: number
      readonly records: number
      readonly imported: number
    }
  | { readonly type: 'done'; readonly state: RatingListState; readonly millis: number }
  | { readonly type: 'cancelled' }
  /** After `done`: the previous list's storage is freed and the worker may stop. */
  | { readonly type: 'released' }
  | { readonly type: 'failed'; readonly code: string; readonly summary: ListSummary | null }

/** A running import: its events and a way to stop it. */
export interface ImportHandle {
  readonly cancel: () => void
  readonly finished: Promise<ImportEvent>
}

/** Starts an import in a new worker; `onEvent` receives progress, then exactly one final event. */
export function startListImport(
  request: Omit<ImportRequest, 'type'>,
  onEvent: (e: ImportEvent) => void,
): ImportHandle {
  const worker = new Worker(new URL('./ratingList.worker.ts', import.meta.url), { type: 'module' })
  let settle: (e: ImportEvent) => void = () => {}
  const finished = new Promise<ImportEvent>((resolve) => (settle = resolve))
  worker.onmessage = (m: MessageEvent<ImportEvent>) => {
    const e = m.data
    if (e.type === 'released') {
      worker.terminate()
      return
    }
    onEvent(e)
    if (e.type === 'progress') return
    // After `done` the worker still frees the previous list, then says `released`.
    if (e.type !== 'done') worker.terminate()
    settle(e)
  }
  worker.onerror = () => {
    const e: ImportEvent = { type: 'failed', code: 'rating-list/worker-failed', summary: null }
    onEvent(e)
    worker.terminate()
    settle(e)
  }
  worker.postMessage({ type: 'start', ...request } satisfies ImportRequest)
  return { cancel: () => worker.postMessage({ type: 'cancel' }), finished }
}

import Dexie, { type Table } from 'dexie'
import { err, ok, type Result } from '../../domain/core/index.ts'
import {
  foldLog,
  undoTarget,
  type CodedError,
  type LocatedError,
  type LogEntry,
  type LogEvent,
  type LogModel,
  type Snapshot,
} from '../../domain/log/index.ts'
import type { AlfilDb } from '../db.ts'

/** An entry of a competition's log as stored, keyed `[competitionId+seq]`. */
export type LogRow<E extends LogEvent> = LogEntry<E> & { readonly competitionId: string }

/** The folded state after event `seq`, keyed `[competitionId+seq]`. */
export interface SnapshotRow<S> {
  readonly competitionId: string
  readonly seq: number
  readonly state: S
}

/** How one kind of competition stores its logs. */
export interface LogStoreOptions<S, E extends LogEvent> {
  /** Table names; both keyed `[competitionId+seq]`. */
  readonly events: string
  readonly snapshots: string
  readonly model: LogModel<S, E>
  /** A snapshot is written every this many events ... */
  readonly snapshotEvery: number
  /** ... and after each event of these types (e.g. a round paired). */
  readonly snapshotAfter: readonly string[]
  /** Snapshots kept per competition (undo deletes the ones after its target). */
  readonly keepSnapshots: number
}

/** A log that does not fold: which entry and why. */
export type LoadResult<S> = Result<Snapshot<S> | null, LocatedError[]>

interface Cached<S, E extends LogEvent> {
  readonly seq: number
  readonly state: S
  readonly last: LogRow<E>
}

const sameRow = (a: LogRow<LogEvent>, b: LogRow<LogEvent>): boolean =>
  a.seq === b.seq &&
  a.at === b.at &&
  a.type === b.type &&
  JSON.stringify(a.payload) === JSON.stringify(b.payload)

/**
 * A log store: append-only events, periodic snapshots, and an in-memory copy of each folded state
 * keyed by (competition, last seq). Every read checks the copy against the stored last entry, so
 * a write reads and writes one small row whatever the size of the competition; only a missing or
 * stale copy makes it fold again, from the latest snapshot.
 */
export function createLogStore<S, E extends LogEvent>(options: LogStoreOptions<S, E>) {
  const { model } = options
  const cache = new Map<string, Cached<S, E>>()
  const keyOf = (db: AlfilDb, id: string) => `${db.name}\u0000${id}`
  const events = (db: AlfilDb) => db.table<LogRow<E>, [string, number]>(options.events)
  const snapshots = (db: AlfilDb) => db.table<SnapshotRow<S>, [string, number]>(options.snapshots)
  const range = (db: AlfilDb, id: string, from: number, to: number) =>
    events(db).where('[competitionId+seq]').between([id, from], [id, to], true, true)
  const everything = <R>(table: Table<R, [string, number]>, id: string) =>
    table.where('[competitionId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey])

  function remember(db: AlfilDb, id: string, folded: Snapshot<S>, last: LogRow<E>): Snapshot<S> {
    cache.set(keyOf(db, id), { seq: folded.seq, state: folded.state, last })
    return folded
  }

  async function lastRow(db: AlfilDb, id: string): Promise<LogRow<E> | undefined> {
    return everything(events(db), id).last()
  }

  /** The state before event `seq`: the latest snapshot before it and the events in between. */
  async function foldUpTo(db: AlfilDb, id: string, seq: number): Promise<LoadResult<S>> {
    const snap = await snapshots(db)
      .where('[competitionId+seq]')
      .between([id, Dexie.minKey], [id, seq], true, true)
      .last()
    const rows = await range(db, id, (snap?.seq ?? 0) + 1, seq).toArray()
    if (!snap && rows.length === 0) return ok(null)
    return foldLog(model, snap ? { seq: snap.seq, state: snap.state } : null, rows)
  }

  /** The competition's current state (null when it has no log); a log that does not fold is an error. */
  async function load(db: AlfilDb, id: string): Promise<LoadResult<S>> {
    const last = await lastRow(db, id)
    if (!last) return ok(null)
    const hit = cache.get(keyOf(db, id))
    if (hit && hit.seq === last.seq && sameRow(hit.last, last))
      return ok({ seq: hit.seq, state: hit.state })
    if (hit && hit.seq < last.seq) {
      const then = await events(db).get([id, hit.seq])
      if (then && sameRow(then, hit.last)) {
        const rows = await range(db, id, hit.seq + 1, last.seq).toArray()
        const folded = foldLog(model, hit, rows)
        if (folded.ok) return ok(remember(db, id, folded.value, last))
      }
    }
    const folded = await foldUpTo(db, id, last.seq)
    if (folded.ok && folded.value) remember(db, id, folded.value, last)
    return folded
  }

  async function writeSnapshot(db: AlfilDb, id: string, seq: number, state: S): Promise<void> {
    const keys = await everything(snapshots(db), id).primaryKeys()
    const drop = keys.slice(0, Math.max(0, keys.length - (options.keepSnapshots - 1)))
    if (drop.length > 0) await snapshots(db).bulkDelete(drop as [string, number][])
    await snapshots(db).put({ competitionId: id, seq, state })
  }

  /**
   * Validates `event` against `current` with the domain and appends it (call inside a
   * transaction over `tables`). Writes one event row, plus a snapshot every K events.
   */
  async function append(
    db: AlfilDb,
    id: string,
    current: Snapshot<S> | null,
    event: E,
    at: string,
  ): Promise<Result<Snapshot<S>, CodedError[]>> {
    const seq = (current?.seq ?? 0) + 1
    const entry = { ...event, seq, at } as LogEntry<E> & E
    const next = model.apply(current?.state ?? null, entry)
    if (!next.ok) return next
    const row = { competitionId: id, ...entry } as LogRow<E>
    await events(db).add(row)
    if (seq % options.snapshotEvery === 0 || options.snapshotAfter.includes(event.type))
      await writeSnapshot(db, id, seq, next.value)
    return ok(remember(db, id, { seq, state: next.value }, row))
  }

  /**
   * Takes back the latest event in effect by appending an undo (inside a transaction over
   * `tables`). The snapshots after the target go, and one of the restored state is written.
   */
  async function undo(
    db: AlfilDb,
    id: string,
    at: string,
  ): Promise<Result<{ folded: Snapshot<S>; target: LogEntry<E> & E }, CodedError[]>> {
    const current = await load(db, id)
    if (!current.ok) return err(current.error)
    if (!current.value) return err([{ code: 'db/not-found' }])
    const { seq, state } = current.value
    let target: (LogEntry<E> & E) | null = null
    for (const n of [16, 512, Number.MAX_SAFE_INTEGER]) {
      const tail = await range(db, id, 1, seq).reverse().limit(n).toArray()
      target = undoTarget<E>(tail)
      if (target || tail.length < n) break
    }
    if (!target || !model.undoable(target)) return err([{ code: 'log/nothing-to-undo' }])
    const before = await foldUpTo(db, id, target.seq - 1)
    if (!before.ok) return err(before.error)
    if (!before.value) return err([{ code: 'log/nothing-to-undo' }])
    const allowed = model.canUndo(state, before.value.state, target)
    if (!allowed.ok) return err(allowed.error)
    const row = { competitionId: id, type: 'undo', payload: { seq: target.seq }, seq: seq + 1, at }
    await events(db).add(row as LogRow<E>)
    await snapshots(db)
      .where('[competitionId+seq]')
      .between([id, target.seq], [id, Dexie.maxKey])
      .delete()
    await writeSnapshot(db, id, row.seq, before.value.state)
    const folded = remember(db, id, { seq: row.seq, state: before.value.state }, row as LogRow<E>)
    return ok({ folded, target })
  }

  return {
    /** The tables a transaction that appends must cover. */
    tables: [options.events, options.snapshots] as const,
    load,
    append,
    undo,
    /** Every entry of the log, oldest first (history, exports). */
    entries: (db: AlfilDb, id: string): Promise<LogRow<E>[]> =>
      everything(events(db), id).toArray(),
    /** The newest `n` entries, oldest first. */
    latest: async (db: AlfilDb, id: string, n: number): Promise<LogRow<E>[]> =>
      (await everything(events(db), id).reverse().limit(n).toArray()).reverse(),
    /** Entries by seq (e.g. the targets of undos older than a page of history). */
    bySeq: async (db: AlfilDb, id: string, seqs: readonly number[]): Promise<LogRow<E>[]> =>
      (await events(db).bulkGet(seqs.map((s): [string, number] => [id, s]))).filter(
        (r): r is LogRow<E> => r !== undefined,
      ),
    /** Deletes a competition's log and snapshots (inside a transaction over `tables`). */
    remove: async (db: AlfilDb, id: string): Promise<void> => {
      await everything(events(db), id).delete()
      await everything(snapshots(db), id).delete()
      cache.delete(keyOf(db, id))
    },
    /** Forgets the in-memory states (the next read folds from the latest snapshot). */
    forget: (): void => cache.clear(),
  }
}

export type LogStore<S, E extends LogEvent> = ReturnType<typeof createLogStore<S, E>>

import { err, ok, type Result } from '../core/index.ts'

/**
 * A competition's record as an append-only log: a creation event, then small typed events, each
 * numbered `seq` 1, 2, 3 ... and stamped with the instant it was written. The state is rebuilt by
 * folding the events in order; a snapshot of the folded state at some `seq` lets a fold start
 * there instead of at the creation event.
 */

/** A typed event as the competition's own code defines it (a closed union of these). */
export interface LogEvent {
  readonly type: string
  readonly payload: unknown
}

/** Takes back the latest event still in effect (named by its `seq`); undo is never undone. */
export interface UndoEvent {
  readonly type: 'undo'
  readonly payload: { readonly seq: number }
}

/** An event as stored: its place in the log and when it was written (ISO instant). */
export type LogEntry<E extends LogEvent> = (E | UndoEvent) & {
  readonly seq: number
  readonly at: string
}

/** The folded state after event `seq`. */
export interface Snapshot<S> {
  readonly seq: number
  readonly state: S
}

/** Why an event does not apply; shown to people, never thrown. */
export interface CodedError {
  readonly code: string
  readonly params?: Readonly<Record<string, string | number>>
}

/** A refusal tied to the event that caused it. */
export type LocatedError = CodedError & { readonly seq: number }

/** What a kind of competition tells the fold about its events. */
export interface LogModel<S, E extends LogEvent> {
  /** The state after an event: from `null` only a creation event applies. Never throws. */
  readonly apply: (state: S | null, entry: LogEntry<E> & E) => Result<S, CodedError[]>
  /** Whether undo may take the event back (creation events never). */
  readonly undoable: (entry: LogEntry<E> & E) => boolean
  /** The competition's own limits on undo, given the state now and the state before `target`. */
  readonly canUndo: (current: S, before: S, target: LogEntry<E> & E) => Result<true, CodedError[]>
}

/** True for an undo entry. */
export function isUndo<E extends LogEvent>(entry: LogEntry<E>): entry is LogEntry<E> & UndoEvent {
  return entry.type === 'undo'
}

const located = (seq: number, errors: readonly CodedError[]): LocatedError[] =>
  errors.map((e) => ({ seq, ...e }))

/**
 * Folds `entries` (consecutive, starting right after the snapshot, or at seq 1 without one) into
 * the state after the last of them. An undo restores the state before its target, which must be
 * the latest event still in effect and come after the snapshot. The first event that does not
 * apply stops the fold with its seq and codes.
 */
export function foldLog<S, E extends LogEvent>(
  model: LogModel<S, E>,
  snapshot: Snapshot<S> | null,
  entries: readonly LogEntry<E>[],
): Result<Snapshot<S>, LocatedError[]> {
  const targets = new Set<number>()
  for (const e of entries) if (isUndo(e)) targets.add(e.payload.seq)
  let state: S | null = snapshot ? snapshot.state : null
  let seq = snapshot ? snapshot.seq : 0
  const inEffect: number[] = []
  const before = new Map<number, { state: S; entry: LogEntry<E> & E }>()
  for (const entry of entries) {
    if (entry.seq !== seq + 1)
      return err(located(entry.seq, [{ code: 'log/seq-gap', params: { expected: seq + 1 } }]))
    if (isUndo(entry)) {
      const target = entry.payload.seq
      const saved = before.get(target)
      if (state === null || inEffect[inEffect.length - 1] !== target || !saved)
        return err(located(entry.seq, [{ code: 'log/undo-not-last', params: { target } }]))
      const allowed = model.canUndo(state, saved.state, saved.entry)
      if (!allowed.ok) return err(located(entry.seq, allowed.error))
      state = saved.state
      inEffect.pop()
      before.delete(target)
    } else {
      const e = entry as LogEntry<E> & E
      const next = model.apply(state, e)
      if (!next.ok) return err(located(entry.seq, next.error))
      if (state !== null && model.undoable(e)) {
        inEffect.push(entry.seq)
        if (targets.has(entry.seq)) before.set(entry.seq, { state, entry: e })
      }
      state = next.value
    }
    seq = entry.seq
  }
  if (state === null) return err(located(seq, [{ code: 'log/empty' }]))
  return ok({ seq, state })
}

/**
 * The event an undo would take back: walking the log from its newest entry, the first event that
 * is neither an undo nor taken back by a later undo. Null when `newestFirst` runs out first (the
 * caller then hands in a longer tail of the log).
 */
export function undoTarget<E extends LogEvent>(
  newestFirst: Iterable<LogEntry<E>>,
): (LogEntry<E> & E) | null {
  const undone = new Set<number>()
  for (const e of newestFirst) {
    if (isUndo(e)) undone.add(e.payload.seq)
    else if (!undone.has(e.seq)) return e as LogEntry<E> & E
  }
  return null
}

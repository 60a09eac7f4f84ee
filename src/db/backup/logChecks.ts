/**
 * A restore's check of competitions stored as logs (individual tournaments, team competitions):
 * each list row must have a log, each log must fold through the domain, each snapshot must be the
 * folded state at its seq, and the list row must match the state; every refusal names the JSON
 * path of the row at fault.
 */
import type { Result } from '../../domain/core/index.ts'
import type { LocatedError, LogEntry, LogEvent, Snapshot } from '../../domain/log/index.ts'
import { sameData } from '../../domain/tournament/index.ts'
import {
  integer,
  isoInstant,
  isRecord,
  oneOf,
  shape,
  type BackupError,
  type Check,
} from './checks.ts'

type Rows = Readonly<Record<string, readonly Record<string, unknown>[]>>

/** How one kind of competition is stored and folded. */
export interface StoredLogs<S> {
  readonly list: string
  readonly events: string
  readonly snapshots: string
  readonly fold: (
    snapshot: Snapshot<S> | null,
    entries: readonly LogEntry<LogEvent>[],
  ) => Result<Snapshot<S>, LocatedError[]>
  /** Whether the list row says what the folded state says. */
  readonly listMatches: (row: Record<string, unknown>, state: S) => boolean
}

interface Indexed {
  readonly row: Record<string, unknown>
  readonly i: number
}

function byCompetition(
  rows: readonly Record<string, unknown>[] | undefined,
): Map<string, Indexed[]> {
  const out = new Map<string, Indexed[]>()
  ;(rows ?? []).forEach((row, i) => {
    const key = String(row.competitionId)
    out.set(key, [...(out.get(key) ?? []), { row, i }])
  })
  for (const list of out.values()) list.sort((a, b) => Number(a.row.seq) - Number(b.row.seq))
  return out
}

function checkOne<S>(
  kind: StoredLogs<S>,
  listRow: Indexed,
  events: readonly Indexed[],
  snapshots: readonly Indexed[],
  errors: BackupError[],
): void {
  const entries = events.map((e) => e.row as unknown as LogEntry<LogEvent>)
  const folded = kind.fold(null, entries)
  if (!folded.ok) {
    const bad = folded.error[0]
    const at = events.find((e) => e.row.seq === bad?.seq) ?? events[events.length - 1]
    errors.push({
      code: 'backup/log-does-not-fold',
      path: at ? `$.tables.${kind.events}[${at.i}]` : `$.tables.${kind.list}[${listRow.i}]`,
      params: { seq: bad?.seq ?? 0, reason: bad?.code ?? '' },
    })
    return
  }
  if (!kind.listMatches(listRow.row, folded.value.state))
    errors.push({ code: 'backup/list-row-mismatch', path: `$.tables.${kind.list}[${listRow.i}]` })
  for (const s of snapshots) {
    const at = Number(s.row.seq)
    const prefix = kind.fold(
      null,
      entries.filter((e) => e.seq <= at),
    )
    const snapshot = { seq: at, state: s.row.state as S }
    const rest = kind.fold(
      snapshot,
      entries.filter((e) => e.seq > at),
    )
    if (
      !prefix.ok ||
      prefix.value.seq !== at ||
      !sameData(prefix.value.state, snapshot.state) ||
      !rest.ok
    )
      errors.push({
        code: 'backup/snapshot-mismatch',
        path: `$.tables.${kind.snapshots}[${s.i}]`,
        params: { seq: at },
      })
  }
}

/** Folds every log of one kind of competition in a backup whose rows passed their shape checks. */
export function checkStoredLogs<S>(kind: StoredLogs<S>, tables: Rows): BackupError[] {
  const errors: BackupError[] = []
  const events = byCompetition(tables[kind.events])
  const snapshots = byCompetition(tables[kind.snapshots])
  const listed = new Set<string>()
  ;(tables[kind.list] ?? []).forEach((row, i) => {
    const key = String(row.id)
    listed.add(key)
    const log = events.get(key)
    if (!log) errors.push({ code: 'backup/log-missing', path: `$.tables.${kind.list}[${i}]` })
    else checkOne(kind, { row, i }, log, snapshots.get(key) ?? [], errors)
  })
  for (const [key, rows] of [...events, ...snapshots])
    if (!listed.has(key))
      for (const { row, i } of rows.slice(0, 1))
        errors.push({
          code: 'backup/dangling-reference',
          path: `$.tables.${'state' in row ? kind.snapshots : kind.events}[${i}].competitionId`,
          params: { id: key },
        })
  return errors
}

/**
 * One row of a log table: whose log (`competitionId`), its place, its instant, and a payload of
 * the shape its type names in `payloads`.
 */
export function logEventRow(
  payloads: Readonly<Record<string, Check>>,
  competitionId: Check,
): Check {
  const row = shape({
    competitionId,
    seq: integer(1, Number.MAX_SAFE_INTEGER),
    at: isoInstant,
    type: oneOf(Object.keys(payloads)),
    payload: () => {},
  })
  return (v, path, errors) => {
    row(v, path, errors)
    if (!isRecord(v) || typeof v.type !== 'string' || !('payload' in v)) return
    payloads[v.type]?.(v.payload, `${path}.payload`, errors)
  }
}

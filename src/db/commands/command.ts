import Dexie from 'dexie'
import { err, ok, type Result } from '../../domain/core/index.ts'
import type { FieldError } from '../../domain/federation/index.ts'
import type { AlfilDb } from '../db.ts'
import type { AuditRow } from '../schema.ts'

/**
 * What a command reports when it refuses or fails: coded, optionally tied to a form field. Its
 * code stays a string (see FieldError): feature commands add codes the db layer cannot import.
 */
export type CommandError = FieldError

/** Every command resolves to this; it never throws for bad input or broken rules. */
export type CommandResult<T> = Result<T, CommandError[]>

/** Context shared by commands: the database and the clock (a parameter so tests fix it). */
export interface CommandContext {
  readonly db: AlfilDb
  readonly now: () => Date
  /** IANA time zone the rules' days are read in (e.g. 'Europe/Madrid'); absent, the device's. */
  readonly timeZone?: string
}

/** Signals, from inside a transaction, that a re-checked precondition no longer holds. */
export class Refusal extends Error {
  constructor(readonly errors: CommandError[]) {
    super(errors.map((e) => e.code).join(', '))
  }
}

/**
 * Runs `body` in one read-write transaction over `tables`. A `Refusal` thrown inside rolls
 * everything back and comes out as a failed Result; so does a storage failure, as `db/write-failed`.
 */
export async function inTransaction<T>(
  ctx: CommandContext,
  tables: readonly string[],
  body: () => Promise<T>,
): Promise<CommandResult<T>> {
  try {
    const value = await ctx.db.transaction('rw', [...tables], body)
    return ok(value)
  } catch (e) {
    if (e instanceof Refusal) return err(e.errors)
    if (e instanceof Dexie.DexieError)
      return err([{ code: 'db/write-failed', params: { reason: e.name } }])
    throw e
  }
}

/** Appends one audit entry; call inside the command's transaction (include 'auditLog'). */
export async function audit(
  ctx: CommandContext,
  entry: Omit<AuditRow, 'seq' | 'at' | 'tournamentId'> & { tournamentId?: string | null },
): Promise<void> {
  await ctx.db.auditLog.add({
    at: ctx.now().toISOString(),
    tournamentId: entry.tournamentId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    detail: entry.detail,
  })
}

/** A new random id for a row (created at the edge, never in the domain). */
export function newId(): string {
  return crypto.randomUUID()
}

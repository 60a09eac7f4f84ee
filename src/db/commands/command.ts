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
async function inTransaction<T>(
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

/** An audit entry as a command states it; the skeleton adds the instant and the sequence. */
export type AuditEntry = Omit<AuditRow, 'seq' | 'at' | 'tournamentId'> & {
  tournamentId?: string | null
}

/** What a command's body is given inside its one transaction. */
export interface Write {
  readonly db: AlfilDb
  /** The command's one instant (ISO), read once from the context's clock and stamped everywhere. */
  readonly at: string
  /** Appends one audit entry stamped with `at`. */
  audit(entry: AuditEntry): Promise<void>
}

/**
 * The skeleton every write goes through: reads the clock once from the context, opens one
 * read-write transaction over `tables` (name 'auditLog' among them to audit), hands the body the stamp
 * and the audit, and turns a `Refusal` or a storage failure into a coded failed Result.
 */
export function runCommand<T>(
  ctx: CommandContext,
  tables: readonly string[],
  body: (w: Write) => Promise<T>,
): Promise<CommandResult<T>> {
  const at = ctx.now().toISOString()
  const w: Write = {
    db: ctx.db,
    at,
    audit: async (entry) => {
      await ctx.db.auditLog.add({
        at,
        tournamentId: entry.tournamentId ?? null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        detail: entry.detail,
      })
    },
  }
  return inTransaction(ctx, tables, async () => await body(w))
}

/** A new random id for a row (created at the edge, never in the domain). */
export function newId(): string {
  return crypto.randomUUID()
}

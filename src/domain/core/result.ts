/** A value or the problems that prevented it. Commands, parsers and validators return this. */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E }

/** Builds a successful Result. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value }
}

/** Builds a failed Result. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error }
}

/** Marks a branch that the type system proves unreachable. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`)
}

/** Fails loudly on a broken internal invariant (a bug in Alfil, never bad user input). */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invariant failed: ${message}`)
}

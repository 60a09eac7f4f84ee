/** A problem with one field of a form or record; `code` is kebab-case and namespaced. */
export interface FieldError {
  /**
   * A string: db commands and the screens' commands return FieldErrors with their own codes
   * (src/db/errorCodes.ts, src/features/<area>/errorCodes.ts), which the domain cannot import.
   * test/i18n/errorCodes.test.ts holds every literal to the ErrorCode lists instead.
   */
  readonly code: string
  /** The field the problem is about (the form shows it there); absent for whole-record problems. */
  readonly field?: string
  readonly params?: Readonly<Record<string, string | number>>
}

/** Builds a FieldError without undefined members. */
export function fieldError(
  code: string,
  field?: string,
  params?: Readonly<Record<string, string | number>>,
): FieldError {
  return { code, ...(field === undefined ? {} : { field }), ...(params ? { params } : {}) }
}

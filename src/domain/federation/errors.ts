/** A problem with one field of a form or record; `code` is kebab-case and namespaced. */
export interface FieldError {
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

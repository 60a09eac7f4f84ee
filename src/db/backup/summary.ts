/** What a table holds, as a restore's preview shows it: how many rows and the newest date. */
export interface TableSummary {
  readonly rows: number
  /** The latest date found in the rows (ISO instant or day), or null when they carry none */
  readonly newest: string | null
}

/** The fields that date a row, in the order they are looked for. */
const DATE_FIELDS = ['updatedAt', 'receivedAt', 'importedAt', 'at', 'createdAt', 'endDate'] as const

/** Rows and the newest date of a table (ISO texts compare in date order). */
export function summarizeTable(rows: readonly Record<string, unknown>[]): TableSummary {
  let newest: string | null = null
  for (const row of rows) {
    const field = DATE_FIELDS.find((f) => typeof row[f] === 'string')
    const date = field === undefined ? null : (row[field] as string)
    if (date !== null && (newest === null || date > newest)) newest = date
  }
  return { rows: rows.length, newest }
}

/**
 * The event data a rating report carries in its header: start and end dates (TRF records 042
 * and 052), the chief arbiter (102) and the time control (122). Set at creation and changeable
 * afterwards, so a report the export warns about can be completed where the warning is shown.
 * @see FIDE TRF-16 header records, FIDE B.02 (rating report)
 */
import { cleanInputText, err, isIsoDate, ok, type Result } from '../core/index.ts'
import type { IndividualTournament } from './individual.ts'
import type { TournamentError } from './operations.ts'

/** The report fields an event may change; each when present. */
export interface ReportData {
  readonly startDate?: string
  readonly endDate?: string
  readonly chiefArbiter?: string
  readonly timeControl?: string
}

export const REPORT_DATA_FIELDS = ['startDate', 'endDate', 'chiefArbiter', 'timeControl'] as const

/** A refused field, named so the form can show the error beside it. */
export interface ReportDataError extends TournamentError {
  readonly field: (typeof REPORT_DATA_FIELDS)[number]
}

/** Longest arbiter name or time control kept: what a TRF header line has room for. */
export const REPORT_TEXT_MAX = 80

/** True when the payload carries at least one report field. */
export function hasReportData(p: ReportData): boolean {
  return REPORT_DATA_FIELDS.some((f) => p[f] !== undefined)
}

/**
 * Sets the fields given: dates are calendar dates (`YYYY-MM-DD`) or empty, the end not before the
 * start; names and time controls cleaned as every typed text and at most 80 characters.
 */
export function setReportData(
  t: IndividualTournament,
  p: ReportData,
): Result<IndividualTournament, ReportDataError[]> {
  const errors: ReportDataError[] = []
  const date = (field: 'startDate' | 'endDate'): string => {
    const v = (p[field] ?? t.settings[field]).trim()
    if (v !== '' && !isIsoDate(v)) errors.push({ code: 'tournament/bad-date', field })
    return v
  }
  const text = (field: 'chiefArbiter' | 'timeControl'): string => {
    const v = cleanInputText(p[field] ?? t.settings[field])
    if (v.length > REPORT_TEXT_MAX)
      errors.push({ code: 'tournament/text-too-long', field, params: { max: REPORT_TEXT_MAX } })
    return v
  }
  const startDate = date('startDate')
  const endDate = date('endDate')
  const chiefArbiter = text('chiefArbiter')
  const timeControl = text('timeControl')
  if (errors.length === 0 && startDate !== '' && endDate !== '' && endDate < startDate)
    errors.push({ code: 'tournament/end-before-start', field: 'endDate' })
  if (errors.length > 0) return err(errors)
  return ok({ ...t, settings: { ...t.settings, startDate, endDate, chiefArbiter, timeControl } })
}

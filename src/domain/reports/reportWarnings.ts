import type { TournamentSettings } from '../tournament/index.ts'

/** Something a rating report should carry and the tournament does not have yet. */
export interface ReportWarning {
  readonly code: string
  /** The TRF record that would be missing. */
  readonly record: '042' | '052' | '102' | '122'
}

/**
 * What is missing before a rating report is sent: the start and end dates (042, 052), the chief
 * arbiter (102) and the time control (122). The report can still be written; these are warnings.
 * @see FIDE TRF-16 header records, FIDE B.02 (rating report)
 */
export function reportWarnings(s: TournamentSettings): ReportWarning[] {
  const out: ReportWarning[] = []
  if (s.startDate.trim() === '') out.push({ code: 'report/missing-start-date', record: '042' })
  if (s.endDate.trim() === '') out.push({ code: 'report/missing-end-date', record: '052' })
  if (s.chiefArbiter.trim() === '')
    out.push({ code: 'report/missing-chief-arbiter', record: '102' })
  if (s.timeControl.trim() === '') out.push({ code: 'report/missing-time-control', record: '122' })
  return out
}

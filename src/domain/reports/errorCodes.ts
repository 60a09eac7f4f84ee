/** Data a tournament report needs and lacks. @see FIDE TRF-16 records 042, 052, 102, 122 */
export const REPORT_ERROR_CODES = [
  'report/missing-start-date',
  'report/missing-end-date',
  'report/missing-chief-arbiter',
  'report/missing-time-control',
] as const
export type ReportErrorCode = (typeof REPORT_ERROR_CODES)[number]

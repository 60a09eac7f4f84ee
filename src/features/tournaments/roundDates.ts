/** The dates a tournament's rounds were played, read from its audit log. */
import { localDay } from '../../domain/core/index.ts'

/** The part of an audit entry the dates are read from. */
export interface LoggedAction {
  readonly at: string
  readonly action: string
  readonly detail: string
}

/**
 * The local day each round's first result was typed (ISO `YYYY-MM-DD`, index 0 = round 1; empty
 * when the round has no result yet), for TRF record 132; `timeZone` absent, the device's own.
 */
export function roundDatesFromLog(
  log: readonly LoggedAction[],
  rounds: number,
  timeZone?: string,
): string[] {
  return Array.from({ length: rounds }, (_, i) => {
    const first = log.find((a) => a.action === 'round/result' && a.detail.startsWith(`R${i + 1} `))
    return first ? localDay(new Date(first.at), timeZone) : ''
  })
}

/**
 * The two rating reports of a tournament as the export writes them, from the tournament and the
 * history of its log: TRF-16 and TRF-2026 with the host federation (032), the players and rated
 * players (062/072), the date of each round (132, the day its first result was typed) and the
 * log as `###` lines.
 */
import { tournamentToTrf, tournamentToTrf2026 } from '../../domain/reports/index.ts'
import {
  trfLogLines,
  type HistoryLine,
  type IndividualTournament,
} from '../../domain/tournament/index.ts'
import { roundDatesFromLog } from './roundDates.ts'

/** FAPA events are rated through the Spanish federation, the host of TRF record 032. */
export const HOST_FEDERATION = 'ESP'

/** The TRF-16 report. */
export function trf16Report(doc: IndividualTournament, log: readonly HistoryLine[]): string {
  return tournamentToTrf(doc, trfLogLines(log), {
    roundDates: roundDatesFromLog(log, doc.rounds.length),
    federation: HOST_FEDERATION,
  })
}

/** The TRF-2026 report. */
export function trf2026Report(doc: IndividualTournament, log: readonly HistoryLine[]): string {
  return tournamentToTrf2026(doc, {
    log: trfLogLines(log),
    roundDates: roundDatesFromLog(log, doc.rounds.length),
    federation: HOST_FEDERATION,
  })
}

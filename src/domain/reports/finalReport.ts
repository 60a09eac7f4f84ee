import { err, ok, type Result } from '../core/index.ts'
import type { CodeError } from '../tiebreaks/index.ts'
import {
  plannedRounds,
  type IndividualTournament,
  type TournamentSettings,
} from '../tournament/index.ts'
import { crosstableRows, type CrosstableRow } from './crosstable.ts'
import { lastCompleteRound, tournamentStandings } from './individualStandings.ts'
import { pairingSheet, type PairingSheet } from './roundSheets.ts'
import { formatTieBreakValue } from './standingsTable.ts'

/** The event data at the head of the final report: the settings as entered, and the counts. */
export interface ReportEvent extends Pick<
  TournamentSettings,
  | 'name'
  | 'place'
  | 'startDate'
  | 'endDate'
  | 'chiefArbiter'
  | 'deputyArbiters'
  | 'timeControl'
  | 'ratingType'
  | 'system'
  | 'tiebreaks'
> {
  readonly plannedRounds: number
  /** Rounds whose results are all in; the standings are after the last of them. */
  readonly completeRounds: number
  readonly players: number
  /** Players with a FIDE rating. */
  readonly ratedPlayers: number
}

/** One line of the final standings, values already printed as the FIDE reference does. */
export interface ReportStandingRow {
  readonly rank: number
  readonly startNo: number
  readonly name: string
  readonly title: string
  readonly federation: string
  readonly rating: number
  readonly points: number
  readonly tiebreaks: readonly string[]
  /**
   * How the place stands among players the chain left level: still shared (`level`), or settled
   * by a recorded playoff or lot (FAPA art. 29.1.e, 29.2.d, 29.2.e).
   */
  readonly tie?: 'level' | 'playoff' | 'lot'
  /** The lot number when a lot placed the player (1 = best). */
  readonly lot?: number
}

/** Everything the final report prints: event, every round's pairings, standings, crosstable. */
export interface FinalReport {
  readonly event: ReportEvent
  readonly rounds: readonly PairingSheet[]
  readonly standings: readonly ReportStandingRow[]
  readonly crosstable: readonly CrosstableRow[]
}

/** The event's data as entered, with the rounds planned and complete and the players counted. */
export function reportEvent(t: IndividualTournament, complete: number): ReportEvent {
  const s = t.settings
  return {
    name: s.name,
    place: s.place,
    startDate: s.startDate,
    endDate: s.endDate,
    chiefArbiter: s.chiefArbiter,
    deputyArbiters: s.deputyArbiters,
    timeControl: s.timeControl,
    ratingType: s.ratingType,
    system: s.system,
    plannedRounds: plannedRounds(t),
    completeRounds: complete,
    players: t.entrants.length,
    ratedPlayers: t.entrants.filter((e) => e.fideRating > 0).length,
    tiebreaks: s.tiebreaks,
  }
}

/**
 * The final report of a tournament after its last complete round: the event's data (place,
 * dates, arbiters, time control, system), the pairings and results of every round, the
 * standings with the tie-break chain, and the crosstable.
 * @see FAPA art. 41.1.e-h (standings and the reports of the chief arbiter), FIDE C.07
 */
export function finalReport(t: IndividualTournament): Result<FinalReport, CodeError[]> {
  const complete = lastCompleteRound(t)
  const standings = tournamentStandings(t, complete)
  if (!standings.ok) return err(standings.error)
  const byNo = new Map(t.entrants.map((e) => [e.startNo, e]))
  return ok({
    event: reportEvent(t, complete),
    rounds: t.rounds
      .filter((r) => r.round <= complete)
      .flatMap((r) => {
        const sheet = pairingSheet(t, r.round)
        return sheet ? [sheet] : []
      }),
    standings: standings.value.map((r) => {
      const e = byNo.get(r.startNo)
      return {
        rank: r.rank,
        startNo: r.startNo,
        name: e?.name ?? `#${r.startNo}`,
        title: e?.title ?? '',
        federation: e?.federation ?? '',
        rating: e?.fideRating ?? 0,
        points: r.points,
        tiebreaks: r.values.map(formatTieBreakValue),
        ...(r.level ? { tie: 'level' as const } : r.decidedBy ? { tie: r.decidedBy } : {}),
        ...(r.lot !== undefined ? { lot: r.lot } : {}),
      }
    }),
    crosstable: crosstableRows(
      { ...t, rounds: t.rounds.filter((r) => r.round <= complete) },
      standings.value,
    ),
  })
}

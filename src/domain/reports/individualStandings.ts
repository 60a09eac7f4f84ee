import { ok, type Result } from '../core/index.ts'
import {
  applyTieDecisions,
  computeStandings,
  type CodeError,
  type DecidedRow,
  type StandingRow,
} from '../tiebreaks/index.ts'
import { isRoundComplete, snapshotOf, type IndividualTournament } from '../tournament/index.ts'
import { formatTieBreakValue, tableToCsv, type TextTable } from './standingsTable.ts'
import type { TrfRecord } from '../trf/index.ts'

/** The last round whose results are all in (0 before any). */
export function lastCompleteRound(t: IndividualTournament): number {
  let last = 0
  for (const r of t.rounds) if (isRoundComplete(r)) last = r.round
  return last
}

/** A line of the standings, with how its place among level players was settled, if it was. */
export type TournamentStandingRow = DecidedRow<StandingRow>

/**
 * Standings of an individual tournament after `round` (default: the last complete round) with the
 * tournament's tie-break chain and unplayed-game model. Players the chain leaves level share a
 * rank (and are marked `level`) until a playoff or a lot with the recorded seed is recorded for
 * them (`tieDecisions`); nothing splits them silently.
 * @see FAPA art. 29.1-29.2, FIDE C.07
 */
export function tournamentStandings(
  t: IndividualTournament,
  round: number = lastCompleteRound(t),
): Result<TournamentStandingRow[], CodeError[]> {
  if (t.entrants.length === 0) return ok([])
  const rr = t.settings.system === 'round-robin' || t.settings.system === 'double-round-robin'
  const rows = computeStandings(snapshotOf(t), {
    tiebreaks: t.settings.tiebreaks,
    unplayed: t.settings.unplayed,
    round,
    system: rr ? 'round-robin' : 'swiss',
    lotSeed: t.settings.lotSeed,
    finalTie: 'shared',
    directEncounter: t.settings.unplayed === 'fapa' ? 'liguilla' : 'c07',
  })
  return rows.ok ? ok(applyTieDecisions(rows.value, t.tieDecisions ?? [])) : rows
}

/** Standings as a CSV table: rank, start number, name, federation, rating, points, tie-breaks. */
export function standingsCsv(t: IndividualTournament, rows: readonly StandingRow[]): string {
  const byNo = new Map(t.entrants.map((e) => [e.startNo, e]))
  const table: TextTable = {
    header: ['Rank', 'StartNo', 'Name', 'Fed', 'Rating', 'PTS', ...t.settings.tiebreaks],
    numeric: [true, true, false, false, true, true, ...t.settings.tiebreaks.map(() => true)],
    rows: rows.map((r) => {
      const e = byNo.get(r.startNo)
      return [
        String(r.rank),
        String(r.startNo),
        e?.name ?? '',
        e?.federation ?? '',
        String(e?.fideRating ?? 0),
        (r.points / 2).toFixed(1),
        ...r.values.map(formatTieBreakValue),
      ]
    }),
  }
  return tableToCsv(table)
}

/**
 * TRF records with each player's rank as the standings give it (the tournament's tie-break chain,
 * players the chain leaves level sharing a place), not the order of start numbers among players
 * on the same points, so a reader of the file finds the ranks it states. @see TRF-16 record 001
 * (rank, columns 86-89), TRF-2026 record 202
 */
export function withStandingRanks(
  t: IndividualTournament,
  records: readonly TrfRecord[],
): TrfRecord[] {
  const standings = tournamentStandings(t)
  const rankOf = new Map(standings.ok ? standings.value.map((r) => [r.startNo, r.rank]) : [])
  return records.map((r) =>
    r.kind === 'player' ? { ...r, rank: rankOf.get(r.startNo) ?? r.rank } : r,
  )
}

/** The documents a tournament prints, by kind, as blocks for the print page and the PDF. */
import {
  allocatePrizes,
  crosstableRows,
  finalReport,
  lastCompleteRound,
  pairingSheet,
  tournamentStandings,
  type ClubProvinces,
  type FinalReport,
} from '../../domain/reports/index.ts'
import type { IndividualTournament } from '../../domain/tournament/index.ts'
import type { TFunction } from '../../i18n/index.ts'
import {
  crosstableTable,
  finalReportBlocks,
  pairingsNotes,
  pairingsTable,
  standingsBlocks,
  type PrintBlock,
} from '../pdf/printTables.ts'
import { alphabeticalPairingsTable, prizeListBlocks, startListTable } from './printLists.ts'

export const PRINT_KINDS = [
  'pairings',
  'pairingsAlpha',
  'slips',
  'standings',
  'crosstable',
  'report',
  'prizes',
  'startRating',
  'startAlpha',
] as const
export type PrintKind = (typeof PRINT_KINDS)[number]

/** Place and dates under the tournament's name. */
function eventLine(t: IndividualTournament): string {
  const s = t.settings
  return [s.place, [s.startDate, s.endDate].filter(Boolean).join(' / '), s.chiefArbiter]
    .filter(Boolean)
    .join(' · ')
}

function reportOf(t: IndividualTournament): FinalReport | null {
  const r = finalReport(t)
  return r.ok ? r.value : null
}

/**
 * The blocks of one printed document (not the slips, which have their own layout); null when
 * there is nothing to print (the round is not paired, the standings cannot be computed, no
 * prize list). `provinces` places the players' clubs for province prizes.
 */
export function printBlocks(
  t: IndividualTournament,
  kind: Exclude<PrintKind, 'slips'>,
  round: number,
  tr: TFunction,
  provinces: ClubProvinces = new Map(),
): PrintBlock[] | null {
  const head: PrintBlock[] = [
    { kind: 'title', text: t.settings.name },
    { kind: 'facts', lines: [eventLine(t)].filter(Boolean) },
  ]
  if (kind === 'pairings') {
    const sheet = pairingSheet(t, round)
    if (!sheet) return null
    const notes = pairingsNotes(sheet, tr)
    return [
      ...head,
      { kind: 'table', table: pairingsTable(sheet, tr) },
      ...(notes.length ? [{ kind: 'facts' as const, lines: notes }] : []),
    ]
  }
  if (kind === 'pairingsAlpha') {
    const sheet = pairingSheet(t, round)
    return sheet ? [...head, { kind: 'table', table: alphabeticalPairingsTable(sheet, tr) }] : null
  }
  if (kind === 'startRating' || kind === 'startAlpha') {
    if (t.entrants.length === 0) return null
    const order = kind === 'startAlpha' ? 'alpha' : 'rating'
    return [...head, { kind: 'table', table: startListTable(t, order, tr) }]
  }
  if (kind === 'report') {
    const report = reportOf(t)
    return report ? finalReportBlocks(report, tr) : null
  }
  const after = lastCompleteRound(t)
  const standings = tournamentStandings(t, after)
  if (!standings.ok || standings.value.length === 0) return null
  if (kind === 'prizes') {
    if (!t.prizes || t.prizes.prizes.length === 0) return null
    const awards = allocatePrizes(t, standings.value, t.prizes, provinces)
    return [...head, ...prizeListBlocks(t, standings.value, t.prizes, awards, tr)]
  }
  if (kind === 'crosstable') {
    const rows = crosstableRows(
      { ...t, rounds: t.rounds.filter((r) => r.round <= after) },
      standings.value,
    )
    const caption = tr('tournaments.crosstableTitle', { round: after })
    return [
      ...head,
      { kind: 'table', table: crosstableTable(rows, caption, tr) },
      { kind: 'facts', lines: [tr('tournaments.crosstableKey')] },
    ]
  }
  const report = reportOf(t)
  if (!report) return null
  const caption = tr('tournaments.standingsAfter', { round: after })
  return [...head, ...standingsBlocks(report.standings, t.settings.tiebreaks, caption, tr)]
}

/**
 * What the print pages and the PDFs show, as blocks of text and tables with column widths in
 * millimetres (A4 portrait leaves 182 mm between the margins). Pure: the same blocks feed the
 * HTML print page and the jspdf drawing. Points and tie-break values are written in the
 * language's way ("5,5" in Spanish, "5.5" in English); the TRF and CSV keep the point.
 */
import { localDecimal, screenPoints } from '../../i18n/numbers.ts'
import {
  crosstableCellText,
  resultText,
  type CrosstableRow,
  type FinalReport,
  type PairingSheet,
  type ReportStandingRow,
} from '../../domain/reports/index.ts'
import type { TFunction, MessageKey } from '../../i18n/index.ts'

export type Align = 'left' | 'right' | 'center'

export interface PrintColumn {
  readonly label: string
  readonly width: number
  readonly align: Align
}

export interface PrintTable {
  readonly caption: string
  /** Font size in points when the columns are too narrow for the usual 8.5. */
  readonly size?: number
  readonly columns: readonly PrintColumn[]
  readonly rows: readonly (readonly string[])[]
}

export type PrintBlock =
  | { readonly kind: 'title'; readonly text: string }
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'facts'; readonly lines: readonly string[] }
  | { readonly kind: 'table'; readonly table: PrintTable }

/** Width between the margins of an A4 portrait page, in millimetres. */
export const CONTENT_WIDTH = 182

const col = (label: string, width: number, align: Align = 'left'): PrintColumn => ({
  label,
  width,
  align,
})
const rating = (r: number): string => (r > 0 ? String(r) : '')

/** The pairing list of one round: board, both players with rating and points, the result. */
export function pairingsTable(sheet: PairingSheet, t: TFunction): PrintTable {
  return {
    caption: t('tournaments.pairingsTitle', { round: sheet.round }),
    columns: [
      col(t('tournaments.board'), 11, 'right'),
      col(t('tournaments.startNo'), 9, 'right'),
      col(t('tournaments.white'), 45),
      col(t('tournaments.rating'), 11, 'right'),
      col(t('tournaments.points'), 10, 'right'),
      col(t('tournaments.result'), 19, 'center'),
      col(t('tournaments.points'), 10, 'right'),
      col(t('tournaments.rating'), 11, 'right'),
      col(t('tournaments.startNo'), 9, 'right'),
      col(t('tournaments.black'), 45),
    ],
    rows: sheet.boards.map((b) => [
      String(b.board),
      String(b.white.startNo),
      b.white.name,
      rating(b.white.rating),
      screenPoints(b.white.points, t),
      resultText(b.result),
      screenPoints(b.black.points, t),
      rating(b.black.rating),
      String(b.black.startNo),
      b.black.name,
    ]),
  }
}

/** The lines under a pairing list: the PAB and the players not paired, with their request. */
export function pairingsNotes(sheet: PairingSheet, t: TFunction): string[] {
  const lines: string[] = []
  if (sheet.bye)
    lines.push(t('tournaments.bye', { name: `${sheet.bye.startNo} ${sheet.bye.name}` }))
  if (sheet.notPaired.length > 0) {
    const who = sheet.notPaired.map(
      (x) =>
        `${x.player.startNo} ${x.player.name} (${t(`tournaments.request_${x.request}` as MessageKey)})`,
    )
    lines.push(`${t('tournaments.notPaired')}: ${who.join('; ')}`)
  }
  return lines
}

/** The standings with the tie-break chain; the name column takes what the values leave. */
export function standingsTable(
  rows: readonly ReportStandingRow[],
  tiebreaks: readonly string[],
  caption: string,
  t: TFunction,
): PrintTable {
  const tb = Math.min(
    14,
    Math.floor((CONTENT_WIDTH - 10 - 10 - 40 - 11 - 12 - 12) / Math.max(1, tiebreaks.length)),
  )
  const name = CONTENT_WIDTH - 10 - 10 - 11 - 12 - 12 - tb * tiebreaks.length
  return {
    caption,
    columns: [
      col(t('tournaments.rank'), 10, 'right'),
      col(t('tournaments.startNo'), 10, 'right'),
      col(t('tournaments.player'), name),
      col(t('tournaments.fed'), 11),
      col(t('tournaments.rating'), 12, 'right'),
      col(t('tournaments.points'), 12, 'right'),
      ...tiebreaks.map((c) => col(c, tb, 'right')),
    ],
    rows: rows.map((r) => [
      r.tie === 'level' ? `${r.rank}=` : String(r.rank),
      String(r.startNo),
      r.title ? `${r.title} ${r.name}` : r.name,
      r.federation,
      rating(r.rating),
      screenPoints(r.points, t),
      ...r.tiebreaks.map((v) => localDecimal(v, t)),
    ]),
  }
}

/**
 * What the printed standings say under the table about ties (FAPA art. 29.1.e, 29.2.d, 29.2.e):
 * each group the chain leaves level (their places marked `=`) and each place settled by a
 * recorded playoff or lot, so a signed document never splits players with nothing said.
 */
export function standingsTieNotes(rows: readonly ReportStandingRow[], t: TFunction): string[] {
  const notes: string[] = []
  const level = new Map<number, string[]>()
  for (const r of rows) {
    if (r.tie === 'level') level.set(r.rank, [...(level.get(r.rank) ?? []), r.name])
    else if (r.tie !== undefined) {
      const how =
        r.tie === 'playoff' ? t('ties.decidedPlayoff') : t('ties.decidedLot', { lot: r.lot ?? 0 })
      notes.push(t('ties.printDecided', { rank: r.rank, name: r.name, how }))
    }
  }
  const levelNotes = [...level].map(([rank, names]) =>
    t('ties.levelNote', { rank, names: names.join('; ') }),
  )
  return [...levelNotes, ...notes]
}

/** The standings table and, under it, what it says about ties. */
export function standingsBlocks(
  rows: readonly ReportStandingRow[],
  tiebreaks: readonly string[],
  caption: string,
  t: TFunction,
): PrintBlock[] {
  const notes = standingsTieNotes(rows, t)
  return [
    { kind: 'table', table: standingsTable(rows, tiebreaks, caption, t) },
    ...(notes.length > 0 ? [{ kind: 'facts' as const, lines: notes }] : []),
  ]
}

/** The crosstable: place, player, rating, one column per round, points. */
export function crosstableTable(
  rows: readonly CrosstableRow[],
  caption: string,
  t: TFunction,
): PrintTable {
  const rounds = rows[0]?.cells.length ?? 0
  const fixed = 9 + 11 + 11
  const perRound =
    rounds === 0 ? 0 : Math.min(13, Math.floor((CONTENT_WIDTH - fixed - 40) / rounds))
  const letters = { white: t('tournaments.letterWhite'), black: t('tournaments.letterBlack') }
  return {
    caption,
    // Below 11 mm a cell like `12b½` needs the smaller type to stay whole.
    ...(perRound < 11 && rounds > 0 ? { size: 7 } : {}),
    columns: [
      col(t('tournaments.rank'), 9, 'right'),
      col(t('tournaments.player'), CONTENT_WIDTH - fixed - perRound * rounds),
      col(t('tournaments.rating'), 11, 'right'),
      ...Array.from({ length: rounds }, (_, i) => col(String(i + 1), perRound, 'center')),
      col(t('tournaments.points'), 11, 'right'),
    ],
    rows: rows.map((r) => [
      String(r.place),
      r.name,
      rating(r.rating),
      ...r.cells.map((c) => crosstableCellText(c, letters)),
      screenPoints(r.points, t),
    ]),
  }
}

/** The event's data at the head of the final report, one `label: value` line each. */
export function eventFacts(report: FinalReport, t: TFunction): string[] {
  const e = report.event
  const line = (key: MessageKey, value: string): string[] =>
    value.trim() === '' ? [] : [`${t(key)}: ${value}`]
  return [
    ...line('tournaments.place', e.place),
    ...line('tournaments.dates', [e.startDate, e.endDate].filter(Boolean).join(' / ')),
    ...line('tournaments.chiefArbiter', e.chiefArbiter),
    ...line('tournaments.deputyArbiters', e.deputyArbiters.join(', ')),
    ...line('tournaments.system', t(`tournaments.system_${e.system}` as MessageKey)),
    ...line('tournaments.ratingType', t(`tournaments.rating_${e.ratingType}` as MessageKey)),
    ...line('tournaments.timeControl', e.timeControl),
    ...line(
      'tournaments.roundsPlayed',
      t('tournaments.roundsOf', { played: e.completeRounds, total: e.plannedRounds }),
    ),
    ...line(
      'tournaments.playersCount',
      t('tournaments.playersRated', { players: e.players, rated: e.ratedPlayers }),
    ),
    ...line('tournaments.tiebreakChain', e.tiebreaks.join(', ')),
  ]
}

/** The whole final report: event data, standings, crosstable, then every round's pairings. */
export function finalReportBlocks(report: FinalReport, t: TFunction): PrintBlock[] {
  const round = report.event.completeRounds
  const standingsCaption = t('tournaments.reportStandings', { round })
  const crossCaption = t('tournaments.crosstableTitle', { round })
  return [
    { kind: 'title', text: `${t('tournaments.reportTitle')}: ${report.event.name}` },
    { kind: 'facts', lines: eventFacts(report, t) },
    ...standingsBlocks(report.standings, report.event.tiebreaks, standingsCaption, t),
    { kind: 'table', table: crosstableTable(report.crosstable, crossCaption, t) },
    { kind: 'facts', lines: [t('tournaments.crosstableKey')] },
    { kind: 'heading', text: t('tournaments.reportRounds') },
    ...report.rounds.flatMap((sheet): PrintBlock[] => {
      const notes = pairingsNotes(sheet, t)
      return [
        { kind: 'table', table: pairingsTable(sheet, t) },
        ...(notes.length > 0 ? [{ kind: 'facts' as const, lines: notes }] : []),
      ]
    }),
  ]
}

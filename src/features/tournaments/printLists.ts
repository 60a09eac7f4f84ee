/**
 * The lists a tournament prints besides its pairings and standings: the prize list with its
 * category prizes, the start list by rating and in alphabetical order, and the pairings of a
 * round in alphabetical order of the players (each with board, colour and opponent). Pure, for
 * the print page and the PDF alike; points in the language's way ("5,5" in Spanish).
 */
import { screenPoints } from '../../i18n/numbers.ts'
import type { PrizeAward, PairingSheet, TournamentStandingRow } from '../../domain/reports/index.ts'
import {
  eventRating,
  type Entrant,
  type IndividualTournament,
  type PrizeCategory,
  type PrizeList,
} from '../../domain/tournament/index.ts'
import type { MessageKey, TFunction } from '../../i18n/index.ts'
import type { PrintBlock, PrintColumn, PrintTable } from '../pdf/printTables.ts'

const col = (label: string, width: number, align: PrintColumn['align'] = 'left'): PrintColumn => ({
  label,
  width,
  align,
})

/** A category in words: "Sub 12", "Mujeres", "Elo 1600-1800", "Provincia Asturias". */
export function categoryName(c: PrizeCategory, t: TFunction): string {
  switch (c.kind) {
    case 'general':
      return t('tournaments.cat_general')
    case 'women':
      return t('tournaments.cat_women')
    case 'age':
      return t(`tournaments.cat_${c.group}` as MessageKey)
    case 'rating':
      return t('tournaments.cat_rating', { min: c.min, max: c.max })
    case 'club':
      return t('tournaments.cat_club', { name: c.club })
    case 'province':
      return t('tournaments.cat_province', { name: c.province })
  }
}

/** Names sorted as a Spanish reader looks them up: accents and case do not move a name. */
const byName = (a: { name: string }, b: { name: string }): number =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' })

/**
 * The prize list as printed: each prize with its category, the winner's overall place, name and
 * points; "Desierto" when the category has nobody; prizes still level or waiting for a playoff
 * are marked, and named in full under the table. @see FAPA art. 29.2.d
 */
export function prizeListBlocks(
  doc: IndividualTournament,
  rows: readonly TournamentStandingRow[],
  list: PrizeList,
  awards: readonly PrizeAward[],
  t: TFunction,
): PrintBlock[] {
  const entrant = new Map(doc.entrants.map((e) => [e.startNo, e]))
  const row = new Map(rows.map((r) => [r.startNo, r]))
  const name = (no: number) => `${no} ${entrant.get(no)?.name ?? ''}`
  const place = (no: number) => {
    const r = row.get(no)
    return r ? `${r.rank}${r.level ? '=' : ''}` : ''
  }
  const points = (no: number) => {
    const r = row.get(no)
    return r ? screenPoints(r.points, t) : ''
  }
  const table: PrintTable = {
    caption: t('tournaments.prizeAwardsLabel'),
    columns: [
      col(t('tournaments.prize'), 40),
      col(t('tournaments.prizeCategory'), 30),
      col(t('tournaments.prizePlace'), 13, 'right'),
      col(t('tournaments.player'), 59),
      col(t('tournaments.prizePoints'), 12, 'right'),
      col(t('tournaments.prizeStatus'), 28),
    ],
    rows: awards.map((a) => {
      const head = [a.prize.label, categoryName(a.prize.category, t)]
      if (a.status === 'awarded')
        return [...head, place(a.winner), name(a.winner), points(a.winner), '']
      if (a.status === 'vacant') return [...head, '', t('tournaments.prizeVacant'), '', '']
      const first = a.players[0] ?? 0
      return [
        ...head,
        place(first),
        a.players.map(name).join(' / '),
        points(first),
        t(a.status === 'tie' ? 'tournaments.prizeStatusTie' : 'tournaments.prizeStatusPending'),
      ]
    }),
  }
  const open = awards.flatMap((a) =>
    a.status === 'tie' || a.status === 'pending'
      ? [
          `${a.prize.label}: ${t(a.status === 'tie' ? 'tournaments.prizeTie' : 'tournaments.prizePending', { names: a.players.map((n) => entrant.get(n)?.name ?? '').join(', ') })}`,
        ]
      : [],
  )
  return [
    {
      kind: 'facts',
      lines: [
        t(list.onePerPlayer ? 'tournaments.prizeOnePerNote' : 'tournaments.prizeManyNote'),
        t('tournaments.prizeAgesNote', { year: list.referenceYear }),
      ],
    },
    { kind: 'table', table },
    ...(open.length > 0 ? [{ kind: 'facts' as const, lines: open }] : []),
  ]
}

/**
 * The start list: number, title, name, federation, FIDE ID, the tournament's rating and club,
 * by rating (highest first, then by number) or in alphabetical order.
 */
export function startListTable(
  doc: IndividualTournament,
  order: 'rating' | 'alpha',
  t: TFunction,
): PrintTable {
  const rated = doc.entrants.map((e) => ({
    e,
    name: e.name,
    rating: eventRating(e, doc.settings.ratingMethod).rating,
  }))
  const sorted =
    order === 'alpha'
      ? [...rated].sort((a, b) => byName(a, b) || a.e.startNo - b.e.startNo)
      : [...rated].sort((a, b) => b.rating - a.rating || a.e.startNo - b.e.startNo)
  const line = ({ e, rating }: { e: Entrant; rating: number }, i: number) => [
    String(i + 1),
    String(e.startNo),
    e.title,
    e.name,
    e.federation,
    e.fideId,
    rating > 0 ? String(rating) : '',
    e.club ?? '',
  ]
  return {
    caption: t(
      order === 'alpha' ? 'tournaments.print_startAlpha' : 'tournaments.print_startRating',
    ),
    columns: [
      col('', 8, 'right'),
      col(t('tournaments.startNo'), 9, 'right'),
      col(t('tournaments.title_short'), 10),
      col(t('tournaments.player'), 62),
      col(t('tournaments.fed'), 11),
      col(t('tournaments.fideId'), 18, 'right'),
      col(t('tournaments.rating'), 12, 'right'),
      col(t('tournaments.club'), 52),
    ],
    rows: sorted.map(line),
  }
}

/**
 * The pairings of a round in alphabetical order of the players: each with his number and points
 * before the round, the board, his colour and his opponent; the PAB and the players not paired
 * say so in the opponent's place.
 */
export function alphabeticalPairingsTable(sheet: PairingSheet, t: TFunction): PrintTable {
  type Line = { name: string; cells: string[] }
  const lines: Line[] = []
  const who = (p: { startNo: number; name: string }) => `${p.startNo} ${p.name}`
  for (const b of sheet.boards) {
    const pair = [
      [b.white, b.black, t('tournaments.white')],
      [b.black, b.white, t('tournaments.black')],
    ] as const
    for (const [me, them, colour] of pair)
      lines.push({
        name: me.name,
        cells: [
          me.name,
          String(me.startNo),
          screenPoints(me.points, t),
          String(b.board),
          colour,
          who(them),
        ],
      })
  }
  const unpaired = (p: { startNo: number; name: string; points: number }, why: string) =>
    lines.push({
      name: p.name,
      cells: [p.name, String(p.startNo), screenPoints(p.points, t), '', '', why],
    })
  if (sheet.bye) unpaired(sheet.bye, t('tournaments.outcome_pab'))
  for (const x of sheet.notPaired)
    unpaired(x.player, t(`tournaments.request_${x.request}` as MessageKey))
  return {
    caption: t('tournaments.print_pairingsAlpha', { round: sheet.round }),
    columns: [
      col(t('tournaments.player'), 62),
      col(t('tournaments.startNo'), 10, 'right'),
      col(t('tournaments.points'), 11, 'right'),
      col(t('tournaments.board'), 11, 'right'),
      col(t('tournaments.colour'), 16),
      col(t('tournaments.opponent'), 72),
    ],
    rows: lines
      .sort((a, b) => byName(a, b) || Number(a.cells[1]) - Number(b.cells[1]))
      .map((l) => l.cells),
  }
}

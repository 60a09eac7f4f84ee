/**
 * Exports of a team competition: TRF, standings and fixtures as CSV and PDF. The files are built
 * by the domain reports; this module only gathers the competition's data and hands the file over.
 */
import { asTeamId } from '../../domain/core/index.ts'
import {
  layoutTablePdf,
  pageFor,
  tableToCsv,
  teamFixturesText,
  teamStandingsText,
  teamTrf,
  type FixturesHeadings,
  type PdfPage,
  type TeamStandingsHeadings,
  type TeamTrfFormat,
  type TextTable,
} from '../../domain/reports/index.ts'
import { FAPA_CHAINS } from '../../domain/tiebreaks/index.ts'
import {
  boardsOf,
  computeTeamStandings,
  cupPlaces,
  type DecidedTeamRow,
  decideTeamTies,
  finalPlaces,
  matchRecords,
  standings,
} from '../../domain/teams/index.ts'
import { downloadFile, fileSlug } from '../../ui/download.ts'
import { createPdf, PDF_FONT } from '../pdf/pdfDocument.ts'
import { DEFAULT_BASE_RATING } from '../../domain/federation/index.ts'
import type { CompetitionTeam, TeamCompetitionRow } from './teamsDb.ts'

/** Tie-break codes of the competition's chain, in the order applied. @see FAPA art. 29.3, 29.4, 91, 99 */
export function tieCodes(c: TeamCompetitionRow): readonly string[] {
  if (c.kind === 'cup') return []
  if (c.kind) return FAPA_CHAINS[c.kind === 'rapid' ? 'fapa-99' : 'fapa-91'].tiebreaks
  return FAPA_CHAINS[c.system === 'swiss' ? 'fapa-29.4' : 'fapa-29.3'].tiebreaks
}

/** The average a team is seeded by: best eight rated (art. 87) or first four at the base rating (art. 72). */
export function strengthOf(
  c: TeamCompetitionRow,
  t: CompetitionTeam,
  /** The season's FEDA base rating for the unrated (art. 72). */
  baseRating: number = DEFAULT_BASE_RATING,
): number {
  if (c.kind === 'blitz' || c.kind === 'rapid') {
    const best = t.players
      .map((p) => p.rating)
      .filter((r) => r > 0)
      .sort((a, b) => b - a)
      .slice(0, 8)
    return best.length ? Math.round(best.reduce((s, r) => s + r, 0) / best.length) : 0
  }
  const four = t.players.slice(0, 4)
  if (four.length === 0) return 0
  return Math.round(four.reduce((s, p) => s + (p.rating || baseRating), 0) / four.length)
}

/**
 * Standings of any competition for the exports: the league or Swiss table; for blitz, rapid and
 * cup the board points of every match with the final places as ranks where they are known. Teams
 * the chain leaves level share the place and are marked until a recorded lot or playoff places
 * them, as on the screens (FAPA art. 29.3.f, 91, 99).
 */
export function exportStandings(c: TeamCompetitionRow): DecidedTeamRow[] {
  if (!c.kind) return standings(c)
  const played = matchRecords(c).filter((m) => m.boards.every((b) => b !== null))
  const rows = decideTeamTies(
    computeTeamStandings(
      c.teams.map((t) => asTeamId(t.id)),
      played,
      { primary: 'board-points', chain: 'blitz', lotSeed: c.seed, finalTie: 'shared' },
    ),
    c,
  )
  const places =
    c.kind === 'cup'
      ? cupPlaces(c)
      : new Map(finalPlaces(c).flatMap((p) => (p.teamId ? [[p.teamId, p.place] as const] : [])))
  if (places.size === 0) return rows
  // A final place is won on the board: it is nobody's tie any more.
  return rows
    .map((r) => {
      const place = places.get(r.teamId)
      if (place === undefined) return { ...r, rank: rows.length }
      const { level: _level, decidedBy: _decidedBy, ...rest } = r
      return { ...rest, rank: place }
    })
    .sort((a, b) => a.rank - b.rank)
}

/** The TRF of a competition; `type` is the translated name of its system (record 092). */
export function competitionTrf(
  c: TeamCompetitionRow,
  format: TeamTrfFormat,
  type: string,
  /** The season's FEDA base rating for the unrated (art. 72). */
  baseRating: number = DEFAULT_BASE_RATING,
): string {
  return teamTrf(
    {
      name: c.name,
      type,
      totalRounds: c.totalRounds,
      boards: boardsOf(c),
      teams: c.teams.map((t) => ({
        id: asTeamId(t.id),
        name: t.name,
        players: t.players,
        strength: strengthOf(c, t, baseRating),
      })),
      matches: matchRecords(c),
      standings: exportStandings(c),
    },
    format,
  )
}

/** Standings as a text table (CSV and PDF). */
export function standingsText(c: TeamCompetitionRow, h: TeamStandingsHeadings) {
  const played = matchRecords(c).filter((m) => m.boards.every((b) => b !== null))
  return teamStandingsText(
    exportStandings(c),
    c.teams,
    h,
    c.kind === 'cup' ? [] : tieCodes(c),
    played,
  )
}

/** Every match as a text table (CSV and PDF); `stage` names a group or the places at stake. */
export function fixturesText(
  c: TeamCompetitionRow,
  h: FixturesHeadings,
  stage: (group: string | undefined, places: readonly number[] | undefined) => string,
) {
  const records = matchRecords(c)
  const staged = c.rounds.flatMap((r) =>
    r.fixtures.map((f) => ({
      match: records.find(
        (m) => m.round === r.round && m.homeId === f.homeId && m.awayId === f.awayId,
      ) ?? {
        round: r.round,
        homeId: asTeamId(f.homeId),
        awayId: asTeamId(f.awayId),
        boards: f.boards,
      },
      stage: stage(f.group, f.places),
    })),
  )
  return teamFixturesText(staged, c.teams, h)
}

export { tableToCsv }

/** Lays a titled table out on A4 (landscape when it is wide) and downloads it as a PDF. */
export async function downloadTablePdf(
  title: string,
  subtitle: string,
  table: TextTable,
  fileName: string,
): Promise<void> {
  downloadFile(await tablePdf(title, subtitle, table), fileName)
}

/** The PDF of a titled table laid out on A4, drawn with jsPDF (loaded on first use). */
export async function tablePdf(title: string, subtitle: string, table: TextTable): Promise<Blob> {
  const g = pageFor(table)
  const pages = layoutTablePdf(title, subtitle, table, g)
  return drawPages(pages, g.width > g.height ? 'landscape' : 'portrait')
}

async function drawPages(
  pages: readonly PdfPage[],
  orientation: 'portrait' | 'landscape',
): Promise<Blob> {
  const doc = await createPdf({ orientation })
  pages.forEach((p, i) => {
    if (i > 0) doc.addPage()
    for (const item of p.items) {
      doc.setFont(PDF_FONT, item.bold ? 'bold' : 'normal')
      doc.setFontSize(item.size)
      doc.text(item.text, item.x, item.y)
    }
  })
  return doc.output('blob')
}

/** Offers a text file for download under the competition's name. */
export function downloadText(c: TeamCompetitionRow, suffix: string, text: string, type: string) {
  downloadFile(text, `${fileSlug(c.name)}${suffix}`, type)
}

export { fileSlug }

/** Standings and round sheets of a team competition as CSV (comma-separated, RFC 4180). */
import { formatPoints } from '../../domain/core/index.ts'
import {
  tableToCsv,
  teamStandingsText,
  type TeamStandingsHeadings,
} from '../../domain/reports/index.ts'
import { matchRecords, scoreMatch, standings } from '../../domain/teams/index.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** Column headings, translated by the caller. */
export type StandingsHeadings = TeamStandingsHeadings

/** The standings as CSV, one team per line in rank order. */
export function standingsCsv(c: TeamCompetitionRow, h: StandingsHeadings): string {
  return tableToCsv(teamStandingsText(standings(c), c.teams, h))
}

/** One round's results sheet as CSV: table, home, away, score and every board. */
export function roundCsv(
  c: TeamCompetitionRow,
  round: number,
  h: { table: string; home: string; away: string; score: string },
): string {
  const name = (id: string) => c.teams.find((t) => t.id === id)?.name ?? id
  const row = c.rounds.find((r) => r.round === round)
  const records = matchRecords(c).filter((m) => m.round === round)
  const boards = row?.fixtures[0]?.boards.length ?? 0
  return tableToCsv({
    header: [
      h.table,
      h.home,
      h.away,
      h.score,
      ...Array.from({ length: boards }, (_, i) => String(i + 1)),
    ],
    numeric: [true],
    rows: (row?.fixtures ?? []).map((f, i) => {
      const m = records[i]
      const done = f.boards.every((b) => b !== null)
      const s = m && done ? scoreMatch(m) : null
      return [
        String(i + 1),
        name(f.homeId),
        name(f.awayId),
        s ? `${formatPoints(s.home.boardPoints)}-${formatPoints(s.away.boardPoints)}` : '',
        ...f.boards.map((b) => b ?? ''),
      ]
    }),
  })
}

/** Offers a text file to the browser as a download. */
export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  URL.revokeObjectURL(url)
}

import { formatPoints } from '../core/index.ts'
import type { TeamId } from '../core/index.ts'
import {
  boardTotal,
  scoreMatch,
  type BoardResult,
  type MatchRecord,
  type TeamStandingRow,
} from '../teams/index.ts'
import type { TextTable } from './standingsTable.ts'

/** A team as the tables name it. */
export interface TableTeam {
  readonly id: string
  readonly name: string
  readonly club: string
}

/** Column headings of the standings table, translated by the caller. */
export interface TeamStandingsHeadings {
  readonly rank: string
  readonly team: string
  readonly club: string
  readonly points: string
  readonly matchPoints: string
  readonly boardPoints: string
  readonly absences: string
  readonly deduction: string
  /**
   * How a shared place stands: the column is printed only when some team is level or was placed
   * by a recorded decision (FAPA art. 29.3.f, 91, 99).
   */
  readonly tie?: {
    readonly heading: string
    readonly level: string
    readonly playoff: string
    readonly lot: (lot: number) => string
  }
}

/** A standings line as the exports read it, with the marks the recorded tie decisions leave. */
export type TeamTableRow = TeamStandingRow & {
  readonly level?: true
  readonly decidedBy?: 'playoff' | 'lot'
}

/** The tie cell of a line: level, placed by a playoff or by the lot, or empty. */
function tieCell(r: TeamTableRow, tie: NonNullable<TeamStandingsHeadings['tie']>): string {
  if (r.level) return tie.level
  if (r.decidedBy === 'playoff') return tie.playoff
  if (r.decidedBy === 'lot') return tie.lot(r.lot ?? 0)
  return ''
}

/**
 * One tie-break of a team chain as printed: TBR as the points on each board, board 1 first
 * (`6/5.5/4/...`); EMGSB (opponents' match points x own game points) in points with one decimal;
 * the others (FORF, DE, HOL) as the counts they are.
 * @see FAPA art. 29.3, 91, 99; FIDE C.07 art. 12
 */
export function teamTieBreakCell(
  code: string,
  value: number,
  teamId: TeamId,
  matches: readonly MatchRecord[],
): string {
  if (code === 'TBR') {
    const boards = Math.max(0, ...matches.map((m) => m.boards.length))
    return Array.from({ length: boards }, (_, b) =>
      String(boardTotal(teamId, matches, b + 1) / 2),
    ).join('/')
  }
  if (code === 'EMGSB') return (value / 2).toFixed(1)
  return String(value)
}

/**
 * Team standings as a text table: rank, team, club, points after deductions, match points,
 * board points, absences, deduction, then each tie-break of the chain (headed by its code) in
 * the order applied, as `teamTieBreakCell` prints it from the matches counted.
 * @see FAPA art. 29.3, 29.4, 73.2, 77.1.2, 91, 99
 */
export function teamStandingsText(
  rows: readonly TeamTableRow[],
  teams: readonly TableTeam[],
  h: TeamStandingsHeadings,
  tieCodes: readonly string[] = [],
  matches: readonly MatchRecord[] = [],
): TextTable {
  const team = new Map(teams.map((t) => [t.id, t]))
  const tie = h.tie && rows.some((r) => r.level || r.decidedBy) ? h.tie : null
  return {
    header: [
      h.rank,
      h.team,
      h.club,
      h.points,
      h.matchPoints,
      h.boardPoints,
      h.absences,
      h.deduction,
      ...tieCodes,
      ...(tie ? [tie.heading] : []),
    ],
    numeric: [
      true,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      ...tieCodes.map(() => true),
      ...(tie ? [false] : []),
    ],
    rows: rows.map((r) => [
      String(r.rank),
      team.get(r.teamId)?.name ?? r.teamId,
      team.get(r.teamId)?.club ?? '',
      formatPoints(r.primary),
      String(r.matchPoints),
      formatPoints(r.boardPoints),
      String(r.absences),
      formatPoints(r.deduction),
      ...tieCodes.map((code, k) => teamTieBreakCell(code, r.tiebreaks[k] ?? 0, r.teamId, matches)),
      ...(tie ? [tieCell(r, tie)] : []),
    ]),
  }
}

/** A match with the label of its stage (group, places at stake) for the fixtures table. */
export interface StagedMatch {
  readonly match: MatchRecord
  /** "A", "5-6", ... or empty in a league. */
  readonly stage: string
}

/** Column headings of the fixtures table, translated by the caller. */
export interface FixturesHeadings {
  readonly round: string
  readonly table: string
  readonly stage: string
  readonly home: string
  readonly away: string
  readonly score: string
}

const RESULT_TEXT: Readonly<Record<BoardResult, string>> = {
  '1-0': '1-0',
  '1/2': '½-½',
  '0-1': '0-1',
  '+-': '+/-',
  '-+': '-/+',
  '--': '-/-',
}

/** A board result as the team reports print it (`½-½`, `+/-` for a forfeit), empty while unplayed. */
export function boardResultText(r: BoardResult | null | undefined): string {
  return r ? RESULT_TEXT[r] : ''
}

/**
 * Every match of the competition, round by round: round, table, stage, home team (White on odd
 * boards), away team, score in board points after sanctions (blank until every board has a
 * result) and each board's result.
 * @see FAPA art. 73.1, 73.2, 74.5, 104
 */
export function teamFixturesText(
  matches: readonly StagedMatch[],
  teams: readonly TableTeam[],
  h: FixturesHeadings,
): TextTable {
  const name = new Map(teams.map((t) => [t.id, t.name]))
  const boards = Math.max(0, ...matches.map((m) => m.match.boards.length))
  const table = new Map<number, number>()
  return {
    header: [
      h.round,
      h.table,
      h.stage,
      h.home,
      h.away,
      h.score,
      ...Array.from({ length: boards }, (_, i) => String(i + 1)),
    ],
    numeric: [true, true],
    rows: matches.map(({ match: m, stage }) => {
      const n = (table.get(m.round) ?? 0) + 1
      table.set(m.round, n)
      const done = m.boards.every((b) => b !== null)
      const s = done ? scoreMatch(m) : null
      return [
        String(m.round),
        String(n),
        stage,
        name.get(m.homeId) ?? m.homeId,
        name.get(m.awayId) ?? m.awayId,
        s ? `${formatPoints(s.home.boardPoints)}-${formatPoints(s.away.boardPoints)}` : '',
        ...Array.from({ length: boards }, (_, i) => boardResultText(m.boards[i])),
      ]
    }),
  }
}

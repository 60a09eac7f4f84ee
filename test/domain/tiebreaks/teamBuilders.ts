import {
  MATCH_SCORING_2_1_0,
  type MatchScoring,
  type TeamBoard,
  type TeamCompetition,
  type TeamMatch,
} from '../../../src/domain/tiebreaks/index.ts'

const BOARD: Record<string, TeamBoard> = {
  '1': { home: 2, away: 0 },
  '0': { home: 0, away: 2 },
  '=': { home: 1, away: 1 },
  '+': { home: 2, away: 0, forfeit: 'away' },
  '-': { home: 0, away: 2, forfeit: 'home' },
  '*': { home: 0, away: 0, forfeit: 'both' },
}

/**
 * A match from the home team's side: `match(1, 1, 2, '1 1 = 0')` is board 1 and 2 won, board 3
 * drawn, board 4 lost; `+` / `-` are forfeits won / lost, `*` both sides absent. `away` null = bye.
 */
export function match(round: number, home: number, away: number | null, boards = ''): TeamMatch {
  return {
    round,
    home,
    away,
    boards: boards === '' ? [] : boards.split(' ').map((b) => BOARD[b] as TeamBoard),
  }
}

/** A competition of `teams` teams with `boards` boards per match. */
export function league(
  teams: number,
  boards: number,
  matches: readonly TeamMatch[],
  matchScoring: MatchScoring = MATCH_SCORING_2_1_0,
  bye?: { matchPoints: number; gamePoints: number },
): TeamCompetition {
  return {
    teams: Array.from({ length: teams }, (_, k) => ({ teamNo: k + 1, name: `Team ${k + 1}` })),
    boards,
    matches,
    matchScoring,
    ...(bye ? { bye } : {}),
  }
}

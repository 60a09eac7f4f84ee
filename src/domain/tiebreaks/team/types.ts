/**
 * Input of the team tie-breaks: a competition as teams, rounds and matches with board results.
 * Points are half-points (a board win is 2, a draw 1), as everywhere in Alfil.
 *
 * - A match lists its boards from board 1 down, each with both sides' points and, when a board
 *   was not played, which side failed to appear (`forfeit`).
 * - A team bye (odd number of teams) is a match with `away: null` and no boards.
 */
export interface TeamBoard {
  /** Points of the home team's player, in half-points. */
  readonly home: number
  /** Points of the away team's player, in half-points. */
  readonly away: number
  /** The side that did not appear on this board ("incomparecencia"), if any. */
  readonly forfeit?: 'home' | 'away' | 'both'
}

/** One match of a round (or a bye when `away` is null). */
export interface TeamMatch {
  /** 1-based round. */
  readonly round: number
  /** Team number of the home team (or of the team with the bye). */
  readonly home: number
  /** Team number of the away team; null for a bye. */
  readonly away: number | null
  /** Boards from board 1; empty for a bye. */
  readonly boards: readonly TeamBoard[]
}

/** Match points for a won, drawn and lost match: 2-1-0 (FIDE default) or 3-1-0. */
export interface MatchScoring {
  readonly win: number
  readonly draw: number
  readonly loss: number
}

/** FIDE default match points (C.07 art. 11.1, TRF 362). */
export const MATCH_SCORING_2_1_0: MatchScoring = { win: 2, draw: 1, loss: 0 }
/** Three points for a won match, as some leagues score. */
export const MATCH_SCORING_3_1_0: MatchScoring = { win: 3, draw: 1, loss: 0 }

/** A team competition as the team tie-breaks read it. */
export interface TeamCompetition {
  /** Team numbers (1-based) and names, in start order. */
  readonly teams: readonly { readonly teamNo: number; readonly name: string }[]
  /** Boards per match (n in the Sistema Holandés weights). */
  readonly boards: number
  readonly matches: readonly TeamMatch[]
  readonly matchScoring: MatchScoring
  /** Points a bye is worth; default nothing (a league's free round). C.04.6 uses a drawn match. */
  readonly bye?: { readonly matchPoints: number; readonly gamePoints: number }
}

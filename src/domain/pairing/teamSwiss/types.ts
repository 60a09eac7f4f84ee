import type { Colour } from '../../tournament/index.ts'

/** How a team's round ended, for pairing purposes. @see FIDE C.04.6 art. 1.4, 1.6 */
export const TEAM_ROUND_KINDS = ['played', 'forfeit-win', 'forfeit-loss', 'pab', 'absent'] as const
export type TeamRoundKind = (typeof TEAM_ROUND_KINDS)[number]

/** One round of a team's history. */
export interface TeamRound {
  readonly opponent: number | null
  /** Colour of the team's board-1 player; only a played match gives a colour (C.04.6 1.6). */
  readonly colour: Colour | null
  readonly kind: TeamRoundKind
  /** Match points (primary score) and game points in half-points (secondary). */
  readonly matchPoints: number
  readonly gamePoints: number
}

/** A team as the Swiss team system sees it: pairing number and history. */
export interface SwissTeam {
  /** Team pairing number from the initial ranking, 1-based. */
  readonly tpn: number
  readonly rounds: readonly TeamRound[]
}

/** What the engine needs to pair one round. */
export interface TeamSwissRequest {
  readonly teams: readonly SwissTeam[]
  readonly round: number
  readonly totalRounds: number
  /** Teams not to be paired this round. */
  readonly absent: ReadonlySet<number>
  /** Colour of the first team of a colourless pair when its TPN is odd (C.04.6 art. 4 step 1). */
  readonly initialColour: Colour
  /**
   * Pairs to avoid when possible (geographically distant clubs); ignored in the last three rounds.
   * @see FAPA art. 71
   */
  readonly distant?: (a: number, b: number) => boolean
}

/** A paired match: `white` is the team whose board-1 player has White. */
export interface TeamPairedMatch {
  readonly white: number
  readonly black: number
}

export interface TeamSwissPairing {
  readonly round: number
  readonly matches: readonly TeamPairedMatch[]
  readonly bye: number | null
}

export type TeamSwissFailure = {
  readonly code: 'team-swiss/no-legal-pairing'
  readonly round: number
}

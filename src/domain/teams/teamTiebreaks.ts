import type { TeamId } from '../core/index.ts'
import {
  buildTeamContext,
  FAPA_CHAINS,
  isTeamCodeError,
  MATCH_SCORING_2_1_0,
  parseTeamCode,
  teamTieBreakStep,
  type ChainStep,
  type FapaChainId,
  type TeamBoard,
  type TeamCompetition,
  type TeamMatch,
  type TeamScore,
  type TeamTieBreakSpec,
} from '../tiebreaks/index.ts'
import { awayPresent, homePresent, playedBoards, type MatchRecord } from './match.ts'
import { scoredBoards } from './scoring.ts'

/** The FAPA tie-break chains for team competitions: leagues, Swiss, blitz and rapid. */
export const TEAM_CHAINS = ['league', 'swiss', 'blitz'] as const
export type TeamChain = (typeof TEAM_CHAINS)[number]

/** The regulation chain behind each kind. @see FAPA art. 29.3, 29.4, 91, 99 */
export const CHAIN_ARTICLE: Readonly<Record<TeamChain, FapaChainId>> = {
  league: 'fapa-29.3',
  swiss: 'fapa-29.4',
  blitz: 'fapa-91',
}

function boardsOf(m: MatchRecord): TeamBoard[] {
  const pts = scoredBoards(m)
  return playedBoards(m).map((r, i) => {
    const h = homePresent(r)
    const a = awayPresent(r)
    const forfeit = !h && !a ? 'both' : !h ? 'home' : !a ? 'away' : undefined
    const [home, away] = pts[i] ?? [0, 0]
    return { home, away, ...(forfeit ? { forfeit } : {}) }
  })
}

/**
 * The competition as the shared team tie-breaks read it: board points after the FAPA sanctions
 * (improper lineups, art. 77.2 forfeits), byes as drawn matches.
 * @see FAPA art. 74.5, 77.2; FIDE C.04.6 art. 1.4
 */
export function toTeamCompetition(
  teams: readonly TeamId[],
  matches: readonly MatchRecord[],
  byes: readonly { round: number; teamId: TeamId }[] = [],
  boards = 4,
): TeamCompetition {
  const no = new Map(teams.map((t, i) => [t, i + 1]))
  const list: TeamMatch[] = matches.flatMap((m) => {
    const home = no.get(m.homeId)
    const away = no.get(m.awayId)
    return home && away ? [{ round: m.round, home, away, boards: boardsOf(m) }] : []
  })
  for (const b of byes) {
    const home = no.get(b.teamId)
    if (home) list.push({ round: b.round, home, away: null, boards: [] })
  }
  return {
    teams: teams.map((t, i) => ({ teamNo: i + 1, name: t })),
    boards,
    matches: list,
    matchScoring: MATCH_SCORING_2_1_0,
    bye: { matchPoints: 1, gamePoints: boards },
  }
}

/**
 * The chain steps of a FAPA team chain over the shared team tie-breaks, teams in `competition`
 * order. League (29.3): fewer absences, mini-league, Sistema Holandés, board by board, SB.
 * Swiss (29.4): fewer absences, Buchholz cut 1, Buchholz, SB, progressive, game points. Blitz and
 * rapid (91, 99): the league chain without the absences.
 * @see FAPA art. 29.3, 29.4, 91, 99
 */
export function teamChain(
  chain: TeamChain,
  competition: TeamCompetition,
  primary: TeamScore,
): ChainStep[] {
  const def = FAPA_CHAINS[CHAIN_ARTICLE[chain]]
  const ctx = buildTeamContext(competition, def.unplayed)
  return def.tiebreaks
    .map(parseTeamCode)
    .filter((s): s is TeamTieBreakSpec => !isTeamCodeError(s))
    .map((s) => teamTieBreakStep(ctx, s, primary, 'liguilla'))
}

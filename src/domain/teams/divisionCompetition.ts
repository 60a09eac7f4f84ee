/**
 * The divisional competitions (FAPA art. 65-78) over a stored competition: match records,
 * departures, standings, the next round's pairing, the season proposal and the lineup check of
 * a screen. The FEDA base rating of the 4th-division ranking is a parameter.
 */
import {
  asClubId,
  asPlayerId,
  asTeamId,
  createRng,
  err,
  ok,
  type PlayerId,
  type Result,
  type TeamId,
} from '../core/index.ts'
import type { BoardOrderLine, RoundRow, TeamCompetitionRow } from './competitionState.ts'
import {
  fourthDivisionSystem,
  drawStartingNumbers,
  leagueFixtures,
  leagueMatchesPerTeam,
} from './league.ts'
import { pairFourthDivisionRound } from './fourthSwiss.ts'
import { checkLineup } from './lineup.ts'
import { BOARDS_PER_DIVISION, type BoardResult, type MatchRecord } from './match.ts'
import type { DivisionStanding, SeasonProposal } from './promotion.ts'
import { proposeSeasonEnd } from './seasonEnd.ts'
import { fourthDivisionRanking } from './seeding.ts'
import { sanctionDeductions } from './committeeSanctions.ts'
import { computeTeamStandings } from './standings.ts'
import { decideTeamTies, type DecidedTeamRow } from './tieDecisions.ts'
import type { RosterPlayer, Team, Violation } from './types.ts'
import { applyDeparture, findEliminations, type Departure } from './withdrawals.ts'

/** Boards per match: by division (art. 73.2), 8 in blitz and rapid (86, 94), 4 in the cup (104). */
export function boardsOf(c: TeamCompetitionRow): number {
  if (c.kind) return c.kind === 'cup' ? 4 : 8
  return BOARDS_PER_DIVISION[c.division]
}

/** Rounds for a 4th-division field (art. 71). */
export function roundsFor(division: number, teams: number): number {
  return division === 4 ? fourthDivisionSystem(teams).rounds : teams % 2 === 0 ? teams - 1 : teams
}

/** Every match with results as domain records. */
export function matchRecords(c: TeamCompetitionRow): MatchRecord[] {
  return c.rounds.flatMap((r) =>
    r.fixtures.map((f) => ({
      round: r.round,
      homeId: asTeamId(f.homeId),
      awayId: asTeamId(f.awayId),
      boards: f.boards,
      homeImproperFrom: f.homeImproperFrom ?? null,
      awayImproperFrom: f.awayImproperFrom ?? null,
    })),
  )
}

/** Rounds whose every board has a result (a round paired but still being played is not one). */
export function roundsPlayed(c: TeamCompetitionRow): number {
  return c.rounds.filter((r) => r.fixtures.every((f) => f.boards.every((b) => b !== null))).length
}

/** True when every board of every round has a result. */
export function roundsComplete(c: TeamCompetitionRow): boolean {
  return c.rounds.every((r) => r.fixtures.every((f) => f.boards.every((b) => b !== null)))
}

/**
 * Teams gone so far: those that withdrew, as the director recorded (art. 65), and those
 * eliminated by their absences (art. 78.1); a team counts once, from its first departure.
 */
export function departures(c: TeamCompetitionRow): Departure[] {
  const played = matchRecords(c).filter((m) => m.boards.every((b) => b !== null))
  const withdrawn: Departure[] = (c.withdrawals ?? []).map((w) => ({
    teamId: asTeamId(w.teamId),
    afterRound: w.afterRound,
    reason: 'withdrawn',
  }))
  const gone = new Set(withdrawn.map((d) => d.teamId))
  const eliminated = findEliminations(played, () => c.division).filter((d) => !gone.has(d.teamId))
  return [...withdrawn, ...eliminated]
}

/** Results after eliminations: annulled or kept in a league (art. 65), kept in a Swiss. */
function effectiveMatches(c: TeamCompetitionRow, gone: readonly Departure[]): MatchRecord[] {
  let played = matchRecords(c).filter((m) => m.boards.every((b) => b !== null))
  if (c.system === 'league')
    for (const d of gone)
      played = [...applyDeparture(played, d, leagueMatchesPerTeam(c.teams.length)).matches]
  return played
}

/**
 * Standings over the completed boards, eliminated teams last (art. 29.3, 29.4, 73.2, 76.1).
 * Teams the whole chain leaves level share a rank and are marked `level` until a lot with the
 * recorded seed or a playoff is recorded for them (art. 29.3.f); nothing splits them silently.
 */
export function standings(c: TeamCompetitionRow): DecidedTeamRow[] {
  const swiss = c.system === 'swiss'
  const gone = departures(c)
  const played = effectiveMatches(c, gone)
  const rows = computeTeamStandings(
    c.teams.map((t) => asTeamId(t.id)),
    played,
    {
      departed: new Set(gone.map((d) => d.teamId)),
      primary: c.division === 4 ? 'match-points' : 'board-points',
      chain: swiss ? 'swiss' : 'league',
      lotSeed: c.seed,
      finalTie: 'shared',
      byes: c.rounds.flatMap((r) => (r.bye ? [{ round: r.round, teamId: asTeamId(r.bye) }] : [])),
      byeBoards: boardsOf(c),
      sanctions: sanctionDeductions(c.sanctions ?? []),
    },
  )
  return decideTeamTies(rows, c)
}

/**
 * The starting numbers (league) or ranking (Swiss) of a competition, drawn from its seed; in the
 * Swiss ranking an unrated player counts `baseRating`, the FEDA base rating.
 * @see FAPA art. 72
 */
export function initialOrder(c: TeamCompetitionRow, baseRating: number): TeamId[] {
  const rng = createRng(c.seed)
  if (c.system === 'league')
    return drawStartingNumbers(
      c.teams.map((t) => asTeamId(t.id)),
      rng,
    )
  return fourthDivisionRanking(
    c.teams.map((t) => ({ teamId: asTeamId(t.id), ratings: t.players.map((p) => p.rating) })),
    baseRating,
    rng,
  )
}

/** Why the next round cannot be made. */
export type NextRoundError =
  | 'teams/round-incomplete'
  | 'teams/all-rounds-paired'
  | 'teams/too-few-teams'
  | 'teams/no-legal-pairing'

/**
 * The next round: Berger fixtures for a league, the Swiss pairing for the 4th division, with the
 * ranking fixed when round 1 is made (unrated players at `baseRating`, art. 72).
 * @see FAPA art. 71-72, FIDE C.04.6
 */
export function nextRound(
  c: TeamCompetitionRow,
  baseRating: number,
): Result<{ order: string[]; round: RoundRow }, NextRoundError> {
  if (c.teams.length < 2) return err('teams/too-few-teams')
  if (!roundsComplete(c)) return err('teams/round-incomplete')
  const round = c.rounds.length + 1
  if (round > c.totalRounds) return err('teams/all-rounds-paired')
  const order = c.order ? c.order.map(asTeamId) : initialOrder(c, baseRating)
  const boards = boardsOf(c)
  const empty = (): (BoardResult | null)[] => Array.from({ length: boards }, () => null)
  const filled = (r: BoardResult): (BoardResult | null)[] => Array.from({ length: boards }, () => r)
  if (c.system === 'league') {
    const r = leagueFixtures(order)[round - 1]
    if (!r) return err('teams/all-rounds-paired')
    const gone = new Set(departures(c).map((d) => d.teamId))
    // Matches of an eliminated team are not played: the opponent takes every board (art. 65.2).
    const award = (f: { homeId: TeamId; awayId: TeamId }) =>
      gone.has(f.homeId) ? filled('-+') : gone.has(f.awayId) ? filled('+-') : empty()
    const fixtures = r.fixtures.map((f) => ({
      homeId: f.homeId,
      awayId: f.awayId,
      boards: award(f),
    }))
    return ok({ order, round: { round, fixtures, bye: r.resting } })
  }
  const zones = new Map(c.teams.map((t) => [t.id, t.zone]))
  const byes = new Map(
    c.rounds.flatMap((r) => (r.bye ? [[r.round, asTeamId(r.bye)] as const] : [])),
  )
  const p = pairFourthDivisionRound(
    { ranking: order, totalRounds: c.totalRounds, zoneOf: (t) => zones.get(t) || undefined },
    matchRecords(c),
    byes,
    round,
    new Set(departures(c).map((d) => d.teamId)),
  )
  if (!p.ok) return err('teams/no-legal-pairing')
  const fixtures = p.value.fixtures.map((f) => ({
    homeId: f.homeId,
    awayId: f.awayId,
    boards: empty(),
  }))
  return ok({ order, round: { round, fixtures, bye: p.value.bye } })
}

/** The team letter read from the name's last word (art. 14), A when there is none. */
export function letterOf(name: string): string {
  const last = name.trim().split(/\s+/).pop() ?? ''
  return /^[A-Z]$/.test(last) ? last : 'A'
}

/**
 * Next season from every divisional competition of the season (blitz, rapid and cup apart): 3rd-division competitions are its groups
 * in name order; clubs are told apart by the club name typed for each team.
 * @see FAPA art. 76
 */
export function seasonProposal(every: readonly TeamCompetitionRow[]): SeasonProposal {
  // A 3rd division split into groups is played in its groups, not as its list (art. 72).
  const all = every.filter((c) => !c.kind && !c.splitInto)
  const third = all.filter((c) => c.division === 3).sort((a, b) => a.name.localeCompare(b.name))
  const divisionStandings: DivisionStanding[] = all.map((c) => {
    const rows = standings(c)
    const group = third.indexOf(c)
    return {
      division: c.division,
      ...(group >= 0 ? { group: group + 1 } : {}),
      ranking: rows.map((r) => {
        const team = c.teams.find((t) => t.id === r.teamId)
        return {
          teamId: r.teamId,
          clubId: asClubId(team?.club || r.teamId),
          letter: letterOf(team?.name ?? ''),
          rank: r.rank,
          points: r.primary,
          possible: r.possible,
        }
      }),
    }
  })
  return proposeSeasonEnd({ standings: divisionStandings, departed: new Set() })
}

/**
 * What the registry says of a board-order line linked to a registry player, for the lineup rules:
 * his licence for the season, whether it is of another club than the team's, and his art. 18
 * status; undefined for typed lines, which count as licensed Spanish players of the team's club.
 */
export type LineFacts = (
  line: BoardOrderLine,
  club: string,
) =>
  | (Pick<RosterPlayer, 'licensed' | 'nationality'> &
      Partial<Pick<RosterPlayer, 'fideRating' | 'title' | 'residenceYears'>> & {
        otherClub: boolean
      })
  | undefined

/**
 * Checks a lineup typed on the screen against the team's board order: `boards[k]` is the index
 * of the player on board k + 1 in the order, or null for an empty board; `facts` brings the
 * registry's licence and nationality of the lines linked to it (art. 18, 74.6.b).
 * @see FAPA art. 18, 74.1, 74.5, 74.6
 */
export function checkScreenLineup(
  c: TeamCompetitionRow,
  teamId: string,
  boards: readonly (number | null)[],
  facts: LineFacts = () => undefined,
  round?: number,
): Violation[] {
  const teams: Team[] = c.teams.map((t) => ({
    id: asTeamId(t.id),
    clubId: asClubId(t.club || t.id),
    letter: letterOf(t.name),
    division: c.division,
  }))
  const playerId = (t: string, i: number) => asPlayerId(`${t}#${i}`)
  const orders = c.teams.map((t) => ({
    teamId: asTeamId(t.id),
    entries: t.players.map((p, i) => ({
      playerId: playerId(t.id, i),
      ...(p.addedAfterRound !== undefined ? { addedAfterRound: p.addedAfterRound } : {}),
    })),
  }))
  const players = new Map<PlayerId, RosterPlayer>()
  for (const t of c.teams)
    t.players.forEach((p, i) => {
      const id = playerId(t.id, i)
      const club = asClubId(t.club || t.id)
      const known = facts(p, t.club)
      const { otherClub, ...rest } = known ?? { otherClub: false }
      players.set(id, {
        id,
        name: p.name,
        clubId: otherClub ? asClubId(`other:${club}`) : club,
        licensed: true,
        nationality: 'es',
        ...rest,
      })
    })
  const team = teams.find((t) => t.id === teamId)
  if (!team) return []
  return checkLineup(
    {
      team,
      boards: boardsOf(c),
      teams,
      orders,
      players,
      attachments: new Map(),
      dropped: new Set(),
      otherSheets: [],
      ...(round !== undefined ? { round } : {}),
    },
    boards.map((i) => (i === null ? null : playerId(teamId, i))),
  )
}

/**
 * The team blitz and rapid championships (FAPA art. 85-100) and the Asturias Cup (art. 101-110)
 * over a stored competition: groups, group standings, play-offs, knockout draws and the bracket.
 */
import { asClubId, asTeamId, createRng, err, ok, type Result } from '../core/index.ts'
import { cupRounds, drawCupRound } from '../pairing/knockout/index.ts'
import { bergerRounds } from './berger.ts'
import type { FixtureRow, RoundRow, TeamCompetitionRow } from './competitionState.ts'
import { matchRecords } from './divisionCompetition.ts'
import type { BoardResult } from './match.ts'
import {
  blitzGroupStage,
  finals,
  placementMatches,
  semifinals,
  type PlayoffMatch,
} from './playoffs.ts'
import { scoredBoards } from './scoring.ts'
import { blitzRanking } from './seeding.ts'
import { computeTeamStandings } from './standings.ts'
import { decideTeamTies, type DecidedTeamRow } from './tieDecisions.ts'
import { applyDepartures, awardedBoards, findEliminations, type Departure } from './withdrawals.ts'

/** Boards per match: 8 in blitz and rapid (art. 86, 94), 4 in the cup (art. 104). */
export function eventBoards(kind: 'blitz' | 'rapid' | 'cup'): number {
  return kind === 'cup' ? 4 : 8
}

/** The lot of round `round` uses the competition's recorded seed plus the round number. */
export function roundRng(seed: number, round: number) {
  return createRng((seed + round) >>> 0)
}

/** Why the next round of a blitz, rapid or cup event cannot be made. */
export type EventRoundError =
  | 'teams/too-few-teams'
  | 'teams/round-incomplete'
  | 'teams/all-rounds-paired'
  | 'teams/tie-undecided'
  | 'teams/group-tie-undecided'

/** The next round with the fields of the competition fixed when it is made. */
export interface EventRound {
  readonly round: RoundRow
  readonly totalRounds: number
  readonly order?: string[]
  readonly groups?: { A: string[]; B: string[] }
}

const complete = (f: FixtureRow) => f.boards.every((b) => b !== null)

/** Half-points of each board for each side after the lineup and forfeit rules. @see FAPA art. 74.5, 77.2 */
function scored(f: FixtureRow): [number, number][] {
  return scoredBoards({
    round: 0,
    homeId: asTeamId(f.homeId),
    awayId: asTeamId(f.awayId),
    boards: f.boards,
    homeImproperFrom: f.homeImproperFrom ?? null,
    awayImproperFrom: f.awayImproperFrom ?? null,
  })
}

/**
 * The winner of a knockout or play-off match: more board points after the lineup and forfeit
 * rules; level, the side that won the higher board (board 1, then 2...); still level, the side
 * the committee declared. Null while undecided.
 * @see FAPA art. 104 (board points decide), art. 109 (its criteria are left blank: this reading)
 */
export function matchWinner(f: FixtureRow): 'home' | 'away' | null {
  if (!complete(f)) return null
  const pts = scored(f)
  const h = pts.reduce((s, [x]) => s + x, 0)
  const a = pts.reduce((s, [, y]) => s + y, 0)
  if (h !== a) return h > a ? 'home' : 'away'
  for (const [x, y] of pts) if (x !== y) return x > y ? 'home' : 'away'
  return f.decided ?? null
}

/** Board points of each side after the lineup and forfeit rules, in half-points. */
export function matchScore(f: FixtureRow): readonly [number, number] {
  const pts = scored(f)
  return [pts.reduce((s, [x]) => s + x, 0), pts.reduce((s, [, y]) => s + y, 0)]
}

const winnerId = (f: FixtureRow) => {
  const w = matchWinner(f)
  return w === null ? null : w === 'home' ? f.homeId : f.awayId
}
const loserId = (f: FixtureRow) => {
  const w = matchWinner(f)
  return w === null ? null : w === 'home' ? f.awayId : f.homeId
}

const empty = (n: number): (BoardResult | null)[] => Array.from({ length: n }, () => null)

/** Rounds of the group stage: the longer of the two single round robins (art. 88). */
export function groupRounds(groups: { A: readonly string[]; B: readonly string[] }): number {
  return Math.max(bergerRounds(groups.A.length).length, bergerRounds(groups.B.length).length)
}

/**
 * Group standings of a blitz or rapid event: board points, then the art. 91 / 99 chain (direct
 * encounter, Sistema Holandés, board by board, Sonneborn-Berger); teams eliminated by their
 * absences (art. 92, 100) last. Teams the chain leaves level share the place, marked `level`,
 * until the lot the chain ends with (drawn with the competition's recorded seed) or a playoff is
 * recorded for them; nothing splits them silently.
 * @see FAPA art. 88, 91, 92, 96, 99, 100
 */
export function groupStandings(c: TeamCompetitionRow, group: 'A' | 'B'): DecidedTeamRow[] {
  const teams = (c.groups?.[group] ?? []).map(asTeamId)
  const ids = new Set<string>(teams)
  const last = c.groups ? groupRounds(c.groups) : 0
  const played = matchRecords(c).filter(
    (m) =>
      m.round <= last &&
      ids.has(m.homeId) &&
      ids.has(m.awayId) &&
      m.boards.every((b) => b !== null),
  )
  const gone = findEliminations(played, () => 1, c.kind === 'rapid' ? 'rapid' : 'blitz')
  // The group is a single round robin (art. 88), so art. 65 says what an elimination leaves:
  // before half its matches nothing of the team counts; from then on its results stand.
  const counted = applyDepartures(played, gone, teams.length - 1)
  const rows = computeTeamStandings(teams, counted, {
    primary: 'board-points',
    chain: 'blitz',
    lotSeed: c.seed,
    finalTie: 'shared',
    departed: new Set(gone.map((d) => d.teamId)),
  })
  const decided = decideTeamTies(rows, c)
  // Before a match is played the group is a list, not a tie to settle.
  if (counted.length > 0) return decided
  return decided.map(({ level: _level, ...r }) => r)
}

/** True while a group has teams level after the chain and every recorded decision. */
export function groupsLevel(c: TeamCompetitionRow): boolean {
  return (['A', 'B'] as const).some((g) => groupStandings(c, g).some((r) => r.level))
}

/**
 * Teams of a blitz or rapid event eliminated so far, in the groups or the play-offs: ten
 * individual absences or a whole-team no-show.
 * @see FAPA art. 92, 100
 */
export function eventEliminations(c: TeamCompetitionRow): Departure[] {
  const played = matchRecords(c).filter((m) => m.boards.every((b) => b !== null))
  return findEliminations(played, () => 1, c.kind === 'rapid' ? 'rapid' : 'blitz')
}

/**
 * A new round with every match of an eliminated team already decided: it does not play again,
 * and all the points at stake go to its opponent (group and play-off matches alike).
 * @see FAPA art. 65.2, 92, 100
 */
function withoutEliminated(c: TeamCompetitionRow, r: EventRound): EventRound {
  const gone = new Set<string>(eventEliminations(c).map((d) => d.teamId))
  if (gone.size === 0) return r
  const fixtures = r.round.fixtures.map((f) => {
    const boards = awardedBoards(f.boards.length, gone.has(f.homeId), gone.has(f.awayId))
    return boards ? { ...f, boards } : f
  })
  return { ...r, round: { ...r.round, fixtures } }
}

/** An elimination as the screen states it: after which round, and what art. 65 does with it. */
export interface EliminationNote {
  readonly teamId: string
  readonly afterRound: number
  /** True when its group results are annulled (art. 65.1), false when they stand (65.2). */
  readonly annulled: boolean
}

/**
 * Every elimination of a blitz or rapid event with its effect: under half of its group matches
 * played, its group results are annulled; otherwise they stand; either way it plays no more and
 * its remaining matches, group or play-off, are won by its opponents.
 * @see FAPA art. 65, 92, 100
 */
export function eliminationNotes(c: TeamCompetitionRow): EliminationNote[] {
  const g = c.groups ? groupRounds(c.groups) : 0
  return eventEliminations(c).map((d) => {
    const group = c.groups?.A.includes(d.teamId) ? c.groups.A : (c.groups?.B ?? [])
    const played = c.rounds
      .filter((r) => r.round <= Math.min(d.afterRound, g))
      .flatMap((r) => r.fixtures)
      .filter((f) => f.homeId === d.teamId || f.awayId === d.teamId).length
    return {
      teamId: d.teamId,
      afterRound: d.afterRound,
      annulled: d.afterRound <= g && played * 2 < group.length - 1,
    }
  })
}

function toFixture(m: PlayoffMatch, boards: number): FixtureRow {
  return { homeId: m.white, awayId: m.black, boards: empty(boards), places: [...m.places] }
}

/** Round 1 of a blitz or rapid event: ranking by the best eight (art. 87), groups, fixtures. */
function firstBlitzRound(c: TeamCompetitionRow): Result<EventRound, EventRoundError> {
  if (c.teams.length < 4) return err('teams/too-few-teams')
  const rng = createRng(c.seed)
  const order = blitzRanking(
    c.teams.map((t) => ({ teamId: asTeamId(t.id), ratings: t.players.map((p) => p.rating) })),
    rng,
  )
  const club = new Map(c.teams.map((t) => [t.id, t.club || t.id]))
  const stage = blitzGroupStage(
    order.map((id) => ({ teamId: id, clubId: asClubId(club.get(id) ?? id) })),
    rng,
  )
  const groups = { A: [...stage.groupA], B: [...stage.groupB] }
  const totalRounds = groupRounds(groups) + 2
  return ok({ round: groupRound(groups, 1), totalRounds, order: [...order], groups })
}

function groupRound(groups: { A: string[]; B: string[] }, round: number): RoundRow {
  const fixtures: FixtureRow[] = (['A', 'B'] as const).flatMap((g) =>
    fixturesOf(groups[g]).flatMap((f) =>
      f.round === round ? [{ homeId: f.homeId, awayId: f.awayId, boards: empty(8), group: g }] : [],
    ),
  )
  return { round, fixtures, bye: null }
}

function fixturesOf(numbers: readonly string[]) {
  return bergerRounds(numbers.length).flatMap((pairs, r) =>
    pairs.flatMap((p) => {
      const w = numbers[p.white - 1]
      const b = numbers[p.black - 1]
      return w && b ? [{ round: r + 1, homeId: w, awayId: b }] : []
    }),
  )
}

/**
 * The next round of a blitz or rapid event: group rounds by Berger tables with club mates first,
 * then the semifinals 1A-2B and 1B-2A (group winners White) with the placement matches of the
 * thirds, fourths..., then the final and the match for third place (colours by lot); the
 * matches of an eliminated team are given to its opponents before they are played.
 * @see FAPA art. 65.2, 87, 88, 90, 92, 96, 100
 */
export function nextBlitzRound(c: TeamCompetitionRow): Result<EventRound, EventRoundError> {
  const r = blitzRound(c)
  return r.ok ? ok(withoutEliminated(c, r.value)) : r
}

function blitzRound(c: TeamCompetitionRow): Result<EventRound, EventRoundError> {
  if (c.rounds.length === 0) return firstBlitzRound(c)
  if (!c.rounds.every((r) => r.fixtures.every(complete))) return err('teams/round-incomplete')
  const groups = c.groups
  if (!groups) return err('teams/too-few-teams')
  const round = c.rounds.length + 1
  const g = groupRounds(groups)
  const base = { totalRounds: g + 2 }
  if (round <= g) return ok({ ...base, round: groupRound(groups, round) })
  if (round === g + 1) {
    // The play-offs pair places: a place the chain left shared needs its lot or playoff first.
    if (groupsLevel(c)) return err('teams/group-tie-undecided')
    const a = groupStandings(c, 'A').map((r) => r.teamId)
    const b = groupStandings(c, 'B').map((r) => r.teamId)
    const matches = [...semifinals(a, b), ...placementMatches(a, b, roundRng(c.seed, round))]
    return ok({
      ...base,
      round: { round, fixtures: matches.map((m) => toFixture(m, 8)), bye: null },
    })
  }
  if (round === g + 2) {
    const semis = (c.rounds[g]?.fixtures ?? []).filter((f) => f.places?.[0] === 1)
    const [s1, s2] = semis
    if (!s1 || !s2) return err('teams/all-rounds-paired')
    const w = [winnerId(s1), winnerId(s2)]
    const l = [loserId(s1), loserId(s2)]
    if (w.some((x) => x === null) || l.some((x) => x === null)) return err('teams/tie-undecided')
    const matches = finals(
      [asTeamId(w[0] ?? ''), asTeamId(w[1] ?? '')],
      [asTeamId(l[0] ?? ''), asTeamId(l[1] ?? '')],
      roundRng(c.seed, round),
    )
    return ok({
      ...base,
      round: { round, fixtures: matches.map((m) => toFixture(m, 8)), bye: null },
    })
  }
  return err('teams/all-rounds-paired')
}

/** A final place of a blitz or rapid event, null while the match deciding it is unplayed. */
export interface FinalPlace {
  readonly place: number
  readonly teamId: string | null
}

/**
 * Final classification from the play-offs: the winner of the match for places p and p+1 takes p;
 * a team without counterpart in the other group takes the last place.
 * @see FAPA art. 88, 96
 */
export function finalPlaces(c: TeamCompetitionRow): FinalPlace[] {
  const groups = c.groups
  if (!groups) return []
  const g = groupRounds(groups)
  const playoffs = [...(c.rounds[g]?.fixtures ?? []), ...(c.rounds[g + 1]?.fixtures ?? [])]
  const out: FinalPlace[] = []
  for (const f of playoffs) {
    const places = f.places
    if (!places || (places[0] === 1 && places[1] === 4)) continue
    out.push({ place: places[0], teamId: winnerId(f) }, { place: places[1], teamId: loserId(f) })
  }
  const semis = playoffs.some((f) => f.places?.[0] === 1 && f.places[1] === 4)
  if (semis && !out.some((p) => p.place === 1))
    for (const place of [1, 2, 3, 4]) out.push({ place, teamId: null })
  const n = groups.A.length + groups.B.length
  if (n % 2 === 1) {
    const longer = groups.A.length > groups.B.length ? 'A' : 'B'
    const rows = c.rounds.length > g ? groupStandings(c, longer) : []
    out.push({ place: n, teamId: rows[rows.length - 1]?.teamId ?? null })
  }
  return out.sort((x, y) => x.place - y.place)
}

/**
 * The next round of the Asturias Cup: round 1 drawn by lot with the exempt teams drawn first when
 * the field is not a power of two, later rounds drawn by pure lot among the winners and the
 * exempt; the first drawn of each tie is at home (White on boards 1 and 3).
 * @see FAPA art. 104, 105, 106
 */
export function nextCupRound(c: TeamCompetitionRow): Result<EventRound, EventRoundError> {
  const n = c.teams.length
  if (n < 2) return err('teams/too-few-teams')
  const totalRounds = cupRounds(n)
  const round = c.rounds.length + 1
  let entrants: string[]
  if (round === 1) entrants = c.teams.map((t) => t.id)
  else {
    const prev = c.rounds[c.rounds.length - 1] as RoundRow
    if (!prev.fixtures.every(complete)) return err('teams/round-incomplete')
    const winners = prev.fixtures.map(winnerId)
    if (winners.some((w) => w === null)) return err('teams/tie-undecided')
    entrants = [...(winners as string[]), ...(prev.exempt ?? [])]
  }
  if (round > totalRounds || entrants.length < 2) return err('teams/all-rounds-paired')
  const draw = drawCupRound(entrants, roundRng(c.seed, round), round === 1)
  const fixtures = draw.ties.map((t) => ({ homeId: t.home, awayId: t.away, boards: empty(4) }))
  return ok({ totalRounds, round: { round, fixtures, bye: null, exempt: [...draw.exempt] } })
}

/** The cup's winner once the final has one. */
export function cupChampion(c: TeamCompetitionRow): string | null {
  const last = c.rounds[c.rounds.length - 1]
  if (!last || c.rounds.length < c.totalRounds || last.fixtures.length !== 1) return null
  return winnerId(last.fixtures[0] as FixtureRow)
}

/** One line of the bracket: a tie with its score and winner, or a tie still to be drawn. */
export interface BracketTie {
  readonly homeId: string | null
  readonly awayId: string | null
  readonly score: readonly [number, number] | null
  readonly winner: 'home' | 'away' | null
}

/** The bracket round by round: played and drawn ties, then empty ties for the rounds to come. @see FAPA art. 106 */
export function cupBracket(c: TeamCompetitionRow): BracketTie[][] {
  const total = cupRounds(c.teams.length)
  const out: BracketTie[][] = []
  for (let r = 1; r <= total; r++) {
    const row = c.rounds.find((x) => x.round === r)
    if (row)
      out.push(
        row.fixtures.map((f) => ({
          homeId: f.homeId,
          awayId: f.awayId,
          score: complete(f) ? matchScore(f) : null,
          winner: matchWinner(f),
        })),
      )
    else
      out.push(
        Array.from({ length: 2 ** (total - r) }, () => ({
          homeId: null,
          awayId: null,
          score: null,
          winner: null,
        })),
      )
  }
  return out
}

/** True when a match is level after every count and needs the committee's decision. */
export function needsDecision(f: FixtureRow, kind: TeamCompetitionRow['kind']): boolean {
  if (!complete(f)) return false
  if (kind !== 'cup' && !f.places) return false
  return scored(f).every(([x, y]) => x === y)
}

/**
 * Cup places so far: the winner 1, the finalist 2, and a team knocked out in round r of R shares
 * place 2^(R-r) + 1 with the others knocked out in that round.
 * @see FAPA art. 104-106
 */
export function cupPlaces(c: TeamCompetitionRow): Map<string, number> {
  const out = new Map<string, number>()
  const total = cupRounds(c.teams.length)
  for (const r of c.rounds)
    for (const f of r.fixtures) {
      const loser = loserId(f)
      if (loser) out.set(loser, 2 ** (total - r.round) + 1)
    }
  const champion = cupChampion(c)
  if (champion) out.set(champion, 1)
  return out
}

import { describe, expect, test } from 'vitest'
import {
  asClubId,
  asPlayerId,
  asTeamId,
  createRng,
  type PlayerId,
  type Rng,
  type TeamId,
} from '../../../src/domain/core/index.ts'
import {
  BOARDS_PER_DIVISION,
  applyDeparture,
  checkLineup,
  checkRegistration,
  checkTeamsPerDivision,
  computeTeamStandings,
  drawStartingNumbers,
  findEliminations,
  forfeitLimit,
  fourthDivisionRanking,
  fourthDivisionSystem,
  improperFromBoard,
  leagueFixtures,
  pairFourthDivisionRound,
  proposeSeasonEnd,
  scoreMatch,
  strengthOrderFromLastSeason,
  thirdDivisionGroups,
  type BoardOrder,
  type BoardResult,
  type Departure,
  type Division,
  type DivisionStanding,
  type Fixture,
  type MatchRecord,
  type RosterPlayer,
  type Team,
  type TeamStandingRow,
} from '../../../src/domain/teams/index.ts'

const rng = createRng(2026)
const club = (n: number) => asClubId(`c${String(n).padStart(2, '0')}`)
const mk = (n: number, letter: string, division: Division): Team => ({
  id: asTeamId(`${club(n)}${letter}`),
  clubId: club(n),
  letter,
  division,
})
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)

// Season layout: 12 in 1st, 12 in 2nd, 24 in 3rd (club 5 with two teams), 14 in 4th.
const d1 = range(1, 12).map((n) => mk(n, 'A', 1))
const d2 = [...range(13, 20).map((n) => mk(n, 'A', 2)), ...range(1, 4).map((n) => mk(n, 'B', 2))]
const d3raw = [
  ...range(5, 20).map((n) => mk(n, 'B', 3)),
  ...range(21, 27).map((n) => mk(n, 'A', 3)),
  mk(5, 'C', 3),
]
const d4 = [
  ...[1, 2, 3, 13, 14, 6, 7].map((n) => mk(n, 'C', 4)),
  ...[21, 22].map((n) => mk(n, 'B', 4)),
  ...[28, 29, 30].map((n) => mk(n, 'A', 4)),
  ...[29, 30].map((n) => mk(n, 'B', 4)),
]
const listSize: Record<Division, number> = { 1: 12, 2: 12, 3: 10, 4: 8 }
const players = new Map<PlayerId, RosterPlayer>()
const orders: BoardOrder[] = []
for (const t of [...d1, ...d2, ...d3raw, ...d4]) {
  const ids = range(1, listSize[t.division]).map((k) => asPlayerId(`${t.id}-${k}`))
  const base = 2300 - 150 * t.division
  ids.forEach((id, k) =>
    players.set(id, {
      id,
      name: id,
      clubId: t.clubId,
      licensed: true,
      nationality: 'es',
      fedaRating: base - 20 * k + rng.int(100),
    }),
  )
  orders.push({ teamId: t.id, entries: ids.map((playerId) => ({ playerId })) })
}
const orderOf = (t: TeamId) => orders.find((o) => o.teamId === t)!.entries.map((e) => e.playerId)

function boardResult(r: Rng): BoardResult {
  const x = r.int(100)
  if (x < 2) return '+-'
  if (x < 4) return '-+'
  return (['1-0', '1/2', '0-1'] as const)[r.int(3)]!
}

function play(fixtures: readonly Fixture[], boards: number, r: Rng): MatchRecord[] {
  return fixtures.map((f) => ({ ...f, boards: range(1, boards).map(() => boardResult(r)) }))
}

function rankedFrom(rows: readonly TeamStandingRow[], teams: readonly Team[]) {
  return rows.map((row) => {
    const t = teams.find((x) => x.id === row.teamId)!
    return {
      teamId: t.id,
      clubId: t.clubId,
      letter: t.letter,
      rank: row.rank,
      points: row.primary,
      possible: row.possible,
    }
  })
}

describe('A simulated FAPA team season (art. 65-78, C.04.6)', () => {
  // 3rd-division groups from a strength order (art. 72), club 5 split by the same-club swap.
  const lastSeason = d3raw.map((t) => ({
    teamId: t.id,
    clubId: t.clubId,
    division: 3 as const,
    points: rng.int(120),
    possible: 132,
  }))
  const [g1, g2] = thirdDivisionGroups(strengthOrderFromLastSeason(lastSeason, rng))
  const d3: Team[] = d3raw.map((t) => ({ ...t, group: g1.some((x) => x.teamId === t.id) ? 1 : 2 }))
  const allTeams = [...d1, ...d2, ...d3, ...d4]

  test('registration: lists, letters and club limits are clean (art. 14, 18, 68.2, 69, 70)', () => {
    expect(checkRegistration(allTeams, orders, players)).toEqual([])
    expect(checkTeamsPerDivision(allTeams)).toEqual([])
    expect(g1).toHaveLength(12)
    expect(g2).toHaveLength(12)
  })

  // Leagues: 1st, 2nd, and the two 3rd-division groups.
  const leagues: { division: Division; group?: number; teams: Team[] }[] = [
    { division: 1, teams: d1 },
    { division: 2, teams: d2 },
    { division: 3, group: 1, teams: d3.filter((t) => t.group === 1) },
    { division: 3, group: 2, teams: d3.filter((t) => t.group === 2) },
  ]
  const results = leagues.map((l) => {
    const numbers = drawStartingNumbers(
      l.teams.map((t) => t.id),
      rng,
    )
    return play(
      leagueFixtures(numbers).flatMap((r) => r.fixtures),
      BOARDS_PER_DIVISION[l.division],
      rng,
    )
  })

  // One improper lineup: in 2nd, round 3, the first home team swaps its boards 2 and 3 (art. 74.1).
  const second = results[1]!
  const target = second.find((m) => m.round === 3)!
  const homeTeam = d2.find((t) => t.id === target.homeId)!
  const list = orderOf(homeTeam.id)
  const lineup = [list[0]!, list[2]!, list[1]!, ...list.slice(3, 8)]
  const violations = checkLineup(
    {
      team: homeTeam,
      boards: 8,
      teams: allTeams,
      orders,
      players,
      attachments: new Map(),
      dropped: new Set(),
      otherSheets: [],
    },
    lineup,
  )
  const improper: MatchRecord = { ...target, homeImproperFrom: improperFromBoard(violations) }
  results[1] = second.map((m) => (m === target ? improper : m))

  test('art. 74.1 and 74.5: the swapped lineup loses every board from board 2', () => {
    expect(violations.map((v) => [v.code, v.article, v.fromBoard])).toEqual([
      ['lineup/order-violated', '74.1', 2],
    ])
    const s = scoreMatch(improper)
    const board1 = { '1-0': 2, '+-': 2, '1/2': 1, '0-1': 0, '-+': 0, '--': 0 }[target.boards[0]!]
    expect(s.home.boardPoints).toBe(board1)
  })

  // One withdrawal: the last team of group 1 by starting number leaves after round 6 of 11 (art. 65.2).
  const group1 = results[2]!
  const leaver = group1.find((m) => m.round === 1)!.awayId
  const departure: Departure = { teamId: leaver, afterRound: 6, reason: 'withdrawn' }
  const effect = applyDeparture(group1, departure)
  results[2] = [...effect.matches]

  test('art. 65.2: withdrawn at 6 of 11 matches, the 5 remaining are awarded 6-0 to the opponents', () => {
    expect(effect.annulled).toEqual([])
    expect(effect.awarded).toHaveLength(5)
    for (const m of effect.awarded) {
      const s = scoreMatch(m)
      expect(m.homeId === leaver ? s.away.boardPoints : s.home.boardPoints).toBe(12)
    }
  })

  // Eliminations by accumulated absences (art. 78.1), applied like withdrawals (art. 65).
  const divisionOf = (t: TeamId) => allTeams.find((x) => x.id === t)!.division
  const played = results.map((ms) => [...ms])
  const eliminated = results.flatMap((ms) => findEliminations(ms, divisionOf))
  eliminated.forEach((d) => {
    const i = results.findIndex((ms) =>
      ms.some((m) => m.homeId === d.teamId || m.awayId === d.teamId),
    )
    results[i] = [...applyDeparture(results[i]!, d).matches]
  })
  const departed = new Set<TeamId>([leaver, ...eliminated.map((d) => d.teamId)])

  test('art. 78.1: each elimination happens at the division limit of absences or a whole-team no-show', () => {
    expect(eliminated.length).toBeGreaterThan(0)
    // The team's own sides of its matches up to a round, as played (before the departure).
    const sidesUpTo = (d: Departure, round: number) =>
      played
        .flat()
        .filter((m) => m.round <= round && (m.homeId === d.teamId || m.awayId === d.teamId))
        .map((m) => (m.homeId === d.teamId ? scoreMatch(m).home : scoreMatch(m).away))
    const reached = (d: Departure, round: number) => {
      const sides = sidesUpTo(d, round)
      const absences = sides.reduce((n, x) => n + x.absences, 0)
      return absences >= forfeitLimit('league', divisionOf(d.teamId)) || sides.some((x) => x.noShow)
    }
    for (const d of eliminated) {
      // Reached in the round it is applied after, and not a round earlier.
      expect(reached(d, d.afterRound), `${d.teamId} after round ${d.afterRound}`).toBe(true)
      expect(reached(d, d.afterRound - 1), `${d.teamId} after round ${d.afterRound - 1}`).toBe(
        false,
      )
    }
  })

  // 4th division: 14 teams, Swiss of 8 rounds (art. 71), ranked by the first four boards (art. 72).
  const system = fourthDivisionSystem(d4.length)
  const ranking = fourthDivisionRanking(
    d4.map((t) => ({
      teamId: t.id,
      ratings: orderOf(t.id).map((p) => players.get(p)!.fedaRating ?? 0),
    })),
    1400,
    rng,
  )
  const zoneOf = (t: TeamId) => (Number(t.slice(1, 3)) % 2 === 0 ? 'east' : 'west')
  const swiss = { ranking, totalRounds: system.rounds, zoneOf }
  const fourth: MatchRecord[] = []
  const byes = new Map<number, TeamId>()
  const rounds: Fixture[][] = []
  for (let round = 1; round <= system.rounds; round++) {
    const p = pairFourthDivisionRound(swiss, fourth, byes, round)
    if (!p.ok) throw new Error(p.error.code)
    rounds.push(p.value.fixtures)
    if (p.value.bye) byes.set(round, p.value.bye)
    fourth.push(...play(p.value.fixtures, 4, rng))
  }

  test('art. 71 and C.04.6: 8 rounds of 7 matches, nobody meets twice', () => {
    expect(system).toEqual({ system: 'swiss', rounds: 8 })
    expect(rounds.map((r) => r.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7])
    const met = fourth.map((m) => [m.homeId, m.awayId].sort().join('|'))
    expect(new Set(met).size).toBe(56)
  })

  // Standings and season end (art. 73.2, 29.3, 29.4, 76).
  const standings: DivisionStanding[] = leagues.map((l, i) => {
    const rows = computeTeamStandings(
      l.teams.map((t) => t.id),
      results[i]!,
      { primary: 'board-points', chain: 'league', lotSeed: 7, departed },
    )
    return {
      division: l.division,
      ...(l.group ? { group: l.group } : {}),
      ranking: rankedFrom(rows, l.teams),
    }
  })
  const fourthRows = computeTeamStandings(ranking, fourth, {
    primary: 'match-points',
    chain: 'swiss',
    lotSeed: 7,
    byes: [...byes].map(([round, teamId]) => ({ round, teamId })),
  })
  standings.push({ division: 4, ranking: rankedFrom(fourthRows, d4) })
  const proposal = proposeSeasonEnd({ standings, departed })

  test('art. 76: the champion, 3 down from 1st, 4 up from 4th, the withdrawn team down, sizes kept', () => {
    expect(proposal.champion).toBe(standings[0]!.ranking[0]!.teamId)
    const down1 = proposal.moves
      .filter((m) => m.from === 1 && m.to === 2)
      .map((m) => m.teamId)
      .sort()
    expect(down1).toEqual(
      standings[0]!.ranking
        .slice(-3)
        .map((t) => t.teamId)
        .sort(),
    )
    const up4 = proposal.moves
      .filter((m) => m.from === 4 && m.reason === 'promoted')
      .map((m) => m.teamId)
    expect(up4).toEqual(fourthRows.slice(0, 4).map((r) => r.teamId))
    expect(proposal.moves.find((m) => m.teamId === leaver)).toMatchObject({
      from: 3,
      to: 4,
      reason: 'departed',
    })
    expect([1, 2, 3].map((d) => proposal.divisions[d as Division].length)).toEqual([12, 12, 24])
    const next = allTeams.map((t) => ({
      ...t,
      division: [1, 2, 3, 4].find((d) =>
        proposal.divisions[d as Division].includes(t.id),
      ) as Division,
    }))
    expect(checkTeamsPerDivision(next.map(({ group: _g, ...t }) => t))).toEqual([])
  })
})

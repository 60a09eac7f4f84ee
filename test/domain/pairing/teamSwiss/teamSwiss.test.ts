import { describe, expect, test } from 'vitest'
import { createRng } from '../../../../src/domain/core/index.ts'
import {
  allocateColours,
  colourPreference,
  pairTeamSwiss,
  teamState,
  type SwissTeam,
  type TeamRound,
  type TeamSwissPairing,
  type TeamSwissRequest,
} from '../../../../src/domain/pairing/teamSwiss/index.ts'

const fresh = (n: number): SwissTeam[] =>
  Array.from({ length: n }, (_, i) => ({ tpn: i + 1, rounds: [] }))

function request(
  teams: SwissTeam[],
  round: number,
  extra: Partial<TeamSwissRequest> = {},
): TeamSwissRequest {
  return { teams, round, totalRounds: 8, absent: new Set(), initialColour: 'white', ...extra }
}

function pair(req: TeamSwissRequest): TeamSwissPairing {
  const r = pairTeamSwiss(req)
  if (!r.ok) throw new Error(r.error.code)
  return r.value
}

const played = (opponent: number, colour: 'white' | 'black', mp: number): TeamRound => ({
  opponent,
  colour,
  kind: 'played',
  matchPoints: mp,
  gamePoints: mp * 2,
})

/** Plays a round with seeded 4-board results and appends it to the teams' histories. */
function playRound(teams: SwissTeam[], p: TeamSwissPairing, seed: number): SwissTeam[] {
  const rng = createRng(seed)
  const add = new Map<number, TeamRound>()
  for (const m of p.matches) {
    const white = Array.from({ length: 4 }, () => rng.int(3)).reduce((s, x) => s + x, 0)
    const mpW = white > 4 ? 2 : white === 4 ? 1 : 0
    add.set(m.white, {
      opponent: m.black,
      colour: 'white',
      kind: 'played',
      matchPoints: mpW,
      gamePoints: white,
    })
    add.set(m.black, {
      opponent: m.white,
      colour: 'black',
      kind: 'played',
      matchPoints: 2 - mpW,
      gamePoints: 8 - white,
    })
  }
  if (p.bye !== null)
    add.set(p.bye, { opponent: null, colour: null, kind: 'pab', matchPoints: 1, gamePoints: 4 })
  return teams.map((t) => ({ ...t, rounds: [...t.rounds, add.get(t.tpn)!] }))
}

describe('FIDE C.04.6 art. 3-4: first round', () => {
  test('14 teams: top half against bottom half, odd TPN of the first team takes the initial colour', () => {
    const p = pair(request(fresh(14), 1))
    expect(p.matches.map((m) => `${m.white}-${m.black}`)).toEqual([
      '1-8',
      '9-2',
      '3-10',
      '11-4',
      '5-12',
      '13-6',
      '7-14',
    ])
    expect(p.bye).toBeNull()
  })

  test('C.04.6 art. 3.1: with 13 teams the PAB goes to the lowest-ranked team (largest TPN)', () => {
    expect(pair(request(fresh(13), 1)).bye).toBe(13)
  })
})

describe('FIDE C.04.6 art. 1.7 and 4: colours', () => {
  test.each([
    [['black', 'black'], 'white'],
    [['white', 'white'], 'black'],
    [['white', 'black'], null],
    [['black', 'black', 'white'], null],
    [['black', 'white', 'black', 'black'], 'white'],
  ] as const)('type A preference after %j is %s', (colours, pref) => {
    const t: SwissTeam = { tpn: 1, rounds: colours.map((c, i) => played(100 + i, c, 1)) }
    expect(colourPreference(teamState(t, colours.length + 1))).toBe(pref)
  })

  test('opposite preferences are both granted; otherwise the lower CD gets White (art. 4 steps 3 and 5)', () => {
    const a = teamState({ tpn: 1, rounds: [played(5, 'white', 2), played(6, 'white', 2)] }, 3)
    const b = teamState({ tpn: 2, rounds: [played(7, 'black', 2), played(8, 'black', 2)] }, 3)
    expect(allocateColours(a, b, 'white')).toEqual({ white: 2, black: 1 })
    const c = teamState({ tpn: 3, rounds: [played(5, 'white', 2)] }, 2)
    const d = teamState({ tpn: 4, rounds: [played(7, 'black', 2)] }, 2)
    expect(allocateColours(c, d, 'white')).toEqual({ white: 4, black: 3 })
  })
})

describe('FAPA art. 71: distant clubs avoided except in the last three rounds', () => {
  // Teams 1-7 in one zone, 8-14 in another.
  const zone = (t: number) => (t <= 7 ? 'east' : 'west')
  const distant = (a: number, b: number) => zone(a) !== zone(b)

  test('round 1 of 8 crosses zones only once (seven teams in each zone)', () => {
    const p = pair(request(fresh(14), 1, { distant }))
    // Seven teams per zone: one cross-zone match is unavoidable.
    expect(p.matches.filter((m) => distant(m.white, m.black))).toHaveLength(1)
  })

  test('a round among the last three ignores zones (round 1 of 3)', () => {
    const withZones = pair(request(fresh(14), 1, { distant, totalRounds: 3 }))
    const without = pair(request(fresh(14), 1, { totalRounds: 3 }))
    expect(withZones.matches).toEqual(without.matches)
  })
})

describe('FIDE C.04.6 C1-C3: a full 8-round Swiss of 13 teams', () => {
  test('no rematches, every present team paired once, no second PAB', () => {
    let teams = fresh(13)
    for (let round = 1; round <= 8; round++) {
      const p = pair(request(teams, round))
      const seen = p.matches.flatMap((m) => [m.white, m.black])
      expect(new Set([...seen, p.bye]).size).toBe(13)
      for (const m of p.matches) {
        const w = teams[m.white - 1]!
        expect(w.rounds.some((r) => r.opponent === m.black)).toBe(false)
      }
      if (p.bye !== null) expect(teams[p.bye - 1]!.rounds.some((r) => r.kind === 'pab')).toBe(false)
      teams = playRound(teams, p, round * 31)
    }
    expect(teams.every((t) => t.rounds.length === 8)).toBe(true)
  })

  test('an odd top scoregroup takes one upfloater from the next group (C4)', () => {
    // After round 1: 1, 2, 3 won (2 MP), 4 drew with 5 (1 MP each), 6 lost.
    const teams: SwissTeam[] = [
      { tpn: 1, rounds: [played(6, 'white', 2)] },
      { tpn: 2, rounds: [played(8, 'black', 2)] },
      { tpn: 3, rounds: [played(7, 'white', 2)] },
      { tpn: 4, rounds: [played(5, 'black', 1)] },
      { tpn: 5, rounds: [played(4, 'white', 1)] },
      { tpn: 6, rounds: [played(1, 'black', 0)] },
    ]
    const p = pair(request(teams, 2))
    const key = p.matches.map((m) => [m.white, m.black].sort((a, b) => a - b).join('-'))
    expect(key).toEqual(['1-3', '2-4', '5-6'])
  })
})

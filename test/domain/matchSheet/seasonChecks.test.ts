import { describe, expect, test } from 'vitest'
import {
  checkSide,
  dateOfDay,
  dayNumber,
  playerKeys,
  seasonChecks,
  withIdentities,
  type MatchSheet,
  type PlayerIdentity,
  type SeasonTeam,
} from '../../../src/domain/matchSheet/index.ts'
import type { BoardResult, Division } from '../../../src/domain/teams/index.ts'
import { lineup, pkg, player, sheet as blank } from './helpers.ts'

const team = (id: string, clubId: string, division: Division): SeasonTeam => ({
  id,
  clubId,
  division,
})

/** Club O has teams in 1st, 2nd and 3rd; clubs G, M in 2nd; A in 1st. */
const TEAMS = [
  team('o1', 'O', 1),
  team('o2', 'O', 2),
  team('o3', 'O', 3),
  team('a1', 'A', 1),
  team('g2', 'G', 2),
  team('m2', 'M', 2),
]

/** A four-board sheet; `home` and `away` name package ids, results default to played games. */
function acta(
  matchId: string,
  round: number,
  [homeId, awayId]: [string, string],
  home: (string | null)[],
  away: (string | null)[],
  extra: Partial<MatchSheet> = {},
): MatchSheet {
  const base = blank()
  return {
    ...base,
    matchId,
    competitionId: extra.division === 1 ? 'primera' : 'segunda',
    round,
    homeId,
    awayId,
    boards: 4,
    date: dateOfDay(dayNumber('2026-10-03')! + 7 * (round - 1)),
    homeLineup: home,
    awayLineup: away,
    results: ['1-0', '1/2', '0-1', '1-0'] as BoardResult[],
    ...extra,
  }
}

const feda = (n: number): PlayerIdentity => ({ fedaId: n })
/** The opposing lineup of a sheet: four players nobody else names. */
const opp = (m: string) => [1, 2, 3, 4].map((n) => `${m}:${n}`)

describe('stable player keys: licence number, FEDA id, FIDE id, never the name', () => {
  test('references sharing an identifier, directly or through a third, get one key', () => {
    const keys = playerKeys([
      { ref: 'o2#1', identity: { fedaId: 24123 } },
      { ref: 'o1#9', identity: { fedaId: 24123, fideId: 2200111 } },
      { ref: 'g2#4', identity: { fideId: 2200111 } },
      { ref: 'm2#1', identity: { licence: 'AST-0042' } },
      { ref: 'm2#2' },
      { ref: 'm2#3' },
    ])
    expect([...keys.entries()]).toEqual([
      ['o2#1', 'feda:24123'],
      ['o1#9', 'feda:24123'],
      ['g2#4', 'feda:24123'],
      ['m2#1', 'licence:AST-0042'],
      ['m2#2', 'ref:m2#2'],
      ['m2#3', 'ref:m2#3'],
    ])
  })

  test('FAPA art. 79.3: the sheet carries the registry ids of the players it names, from the package', () => {
    const p = {
      ...pkg(),
      players: [player('h', 1, { identity: { fedaId: 501, fideId: 22001 } }), player('h', 2)],
    }
    const s = { ...blank(p), homeLineup: ['h-1', 'h-2', null, null, null, null, null, null] }
    expect(withIdentities(s, p).identities).toEqual({ 'h-1': { fedaId: 501, fideId: 22001 } })
    expect('identities' in withIdentities(blank(p), p)).toBe(false)
  })
})

describe('FAPA art. 74.4: the same player on sheets of two matches of one round, across the season', () => {
  test('74.4: a feeder named by his own 2nd-division team and by the 1st-division team: the lower team offends', () => {
    const r = seasonChecks({
      teams: TEAMS,
      lists: [{ teamId: 'o2', ref: 'o2#1', identity: feda(300) }],
      sheets: [
        acta('p1', 3, ['o1', 'a1'], ['o1#1', 'o1#2', 'o1#3', 'o2#1'], opp('p1'), { division: 1 }),
        acta('s1', 3, ['o2', 'g2'], ['o2#1', 'o2#2', 'o2#3', 'o2#4'], opp('s1')),
      ],
    })
    expect(r.violations.map((v) => [v.code, v.article, v.teamId, v.board, v.detail])).toEqual([
      ['lineup/two-sheets-same-round', '74.4', 'o2', 1, 's1'],
    ])
    expect(r.violations[0]?.consequence).toBe('points-lost-from-board')
  })

  test('74.4: two clubs of one category name the same FEDA id under different package ids: both offend', () => {
    const r = seasonChecks({
      teams: TEAMS,
      lists: [],
      sheets: [
        acta('s1', 2, ['o2', 'g2'], opp('s1'), ['g2#1', 'g2#2', 'g2#3', 'g2#4'], {
          identities: { 'g2#3': feda(777) },
        }),
        acta('s2', 2, ['m2', 'o3'], ['m2#1', 'm2#5', null, null], opp('s2'), {
          identities: { 'm2#5': feda(777) },
        }),
      ],
    })
    expect(r.violations.map((v) => [v.teamId, v.playerId, v.board, v.fromBoard, v.detail])).toEqual(
      [
        ['g2', 'g2#3', 3, 3, 's1'],
        ['m2', 'm2#5', 2, 2, 's2'],
      ],
    )
  })

  test('74.4: different rounds, or players with no identifier under different ids, are no violation', () => {
    const r = seasonChecks({
      teams: TEAMS,
      lists: [],
      sheets: [
        acta('s1', 1, ['g2', 'm2'], ['g2#1', null, null, null], opp('s1'), {
          identities: { 'g2#1': feda(5) },
        }),
        acta('s2', 2, ['o2', 'm2'], ['g2#1', null, null, null], opp('s2')),
        acta('s3', 2, ['g2', 'o3'], ['y#1', null, null, null], opp('s3')),
      ],
    })
    expect(r.violations).toEqual([])
    expect(r.unidentified).toEqual([
      's1:1',
      's1:2',
      's1:3',
      's1:4',
      's2:1',
      's2:2',
      's2:3',
      's2:4',
      'y#1',
      's3:1',
      's3:2',
      's3:3',
      's3:4',
    ])
  })
})

describe('FAPA art. 75.2-75.3: feeder players attached at their fifth game moved up', () => {
  /** Player P (list o2, FEDA 300) and the round-by-round sheets he is named on. */
  function season(plan: [number, string, BoardResult][]) {
    return seasonChecks({
      teams: TEAMS,
      lists: [
        { teamId: 'o2', ref: 'o2#1', identity: feda(300) },
        { teamId: 'o1', ref: 'o1#1', identity: feda(100) },
      ],
      sheets: plan.map(([round, teamId, result]) =>
        acta(
          `r${round}-${teamId}`,
          round,
          [teamId, 'x'],
          [null, null, null, 'p'],
          opp(`r${round}-${teamId}`),
          {
            identities: { p: feda(300) },
            results: ['1-0', '1-0', '1-0', result],
            division: teamId === 'o1' ? 1 : 2,
          },
        ),
      ),
    })
  }

  test('75.3: five games played for the 1st team attach him at the fifth; a forfeit does not count; then his old team may not name him', () => {
    const r = season([
      [1, 'o1', '1-0'],
      [2, 'o1', '1/2'],
      [3, 'o1', '+-'],
      [4, 'o2', '0-1'],
      [5, 'o1', '0-1'],
      [6, 'o1', '1-0'],
      [7, 'o1', '1/2'],
      [8, 'o2', '1-0'],
    ])
    expect(r.attachments.map((a) => [a.key, a.fromTeamId, a.teamId, a.round])).toEqual([
      ['feda:300', 'o2', 'o1', 7],
    ])
    expect(r.violations.map((v) => [v.code, v.article, v.teamId, v.fromBoard, v.detail])).toEqual([
      ['season/after-attachment', '75.3', 'o2', 4, 'r8-o2'],
    ])
  })

  test('75.2: four games moved up do not attach; he keeps playing for his own team', () => {
    const r = season([
      [1, 'o1', '1-0'],
      [2, 'o1', '1-0'],
      [3, 'o2', '1-0'],
      [4, 'o1', '1-0'],
      [5, 'o1', '1-0'],
      [6, 'o2', '1-0'],
    ])
    expect([r.attachments, r.violations]).toEqual([[], []])
  })

  test('75.2: moves up to different higher teams add up; he is attached where he plays the fifth', () => {
    const r = seasonChecks({
      teams: TEAMS,
      lists: [{ teamId: 'o3', ref: 'o3#2', identity: { fideId: 2299 } }],
      sheets: [1, 2, 3, 4, 5, 6].map((round) => {
        const teamId = round <= 3 ? 'o2' : round <= 5 ? 'o1' : 'o2'
        return acta(`m${round}`, round, [teamId, 'x'], ['q', null, null, null], opp(`m${round}`), {
          identities: { q: { fideId: 2299 } },
          division: teamId === 'o1' ? 1 : 2,
        })
      }),
    })
    expect(r.attachments.map((a) => [a.teamId, a.round, a.matchId, a.ref, a.listRef])).toEqual([
      ['o1', 5, 'm5', 'q', 'o3#2'],
    ])
    expect(r.violations.map((v) => [v.article, v.teamId, v.detail])).toEqual([['75.3', 'o2', 'm6']])
  })

  test('75.1: a 1st-team player named by the 2nd team is a move down; another club is left to the sheet check', () => {
    const r = seasonChecks({
      teams: TEAMS,
      lists: [{ teamId: 'o1', ref: 'o1#1', identity: feda(100) }],
      sheets: [
        acta('s1', 1, ['o2', 'g2'], ['o1#1', null, null, null], opp('s1')),
        acta('s2', 2, ['g2', 'm2'], ['k', null, null, null], opp('s2'), {
          identities: { k: feda(100) },
        }),
      ],
    })
    expect(r.violations.map((v) => [v.code, v.article, v.teamId, v.board])).toEqual([
      ['lineup/moved-down-or-sideways', '75.1', 'o2', 1],
    ])
  })
})

describe('FAPA art. 75.3 on the tablet: attachments the federation sends in the package', () => {
  test("75.3: a 3rd-division player attached to his club's 2nd team is refused on his old team's sheet", () => {
    // A 3rd-division package that also lists the club's 2nd-division team 'h'.
    const base = pkg(3, ['b', 'a', 'h'])
    const p = {
      ...base,
      teams: base.teams.map((t) =>
        t.id === 'h' ? { ...t, clubId: 'club-b', division: 2 as const } : t,
      ),
      players: base.players.map((x) => (x.id.startsWith('h-') ? { ...x, clubId: 'club-b' } : x)),
      fixtures: [{ ...base.fixtures[0]!, homeId: 'b', awayId: 'a' }],
      attachments: [{ playerId: 'b-1', teamId: 'h' }],
    }
    const s = { ...blank(p), homeId: 'b', homeLineup: lineup('b', [1, 2, 3, 4, 5, 6]) }
    expect(checkSide(p, s, 'home').map((v) => [v.code, v.article, v.board])).toEqual([
      ['season/after-attachment', '75.3', 1],
    ])
    expect(checkSide({ ...p, attachments: [] }, s, 'home')).toEqual([])
  })
})

describe('FAPA art. 74.2: a player named as absent on two sheets is dropped from the order', () => {
  const lost = (board: number, r: BoardResult): BoardResult[] =>
    (['1-0', '1/2', '0-1', '1-0'] as BoardResult[]).map((x, i) => (i === board - 1 ? r : x))
  const o2 = ['o2#1', 'o2#2', 'o2#3', 'o2#4']

  test('74.2: absent at home (-+) and away (+-), then named in round 3: improper from his board', () => {
    const r = seasonChecks({
      teams: TEAMS,
      lists: [],
      sheets: [
        acta('r1', 1, ['o2', 'g2'], o2, opp('r1'), { results: lost(4, '-+') }),
        acta('r2', 2, ['m2', 'o2'], opp('r2'), o2, { results: lost(4, '+-') }),
        acta('r3', 3, ['o2', 'g2'], o2, opp('r3')),
        acta('r4', 4, ['o2', 'm2'], ['o2#1', 'o2#2', 'o2#4', 'o2#3'], opp('r4')),
      ],
    })
    expect(r.violations.map((v) => [v.code, v.article, v.teamId, v.board, v.detail])).toEqual([
      ['lineup/sanctioned-or-dropped', '74.2', 'o2', 4, 'r3'],
      ['lineup/sanctioned-or-dropped', '74.2', 'o2', 3, 'r4'],
    ])
    expect(r.violations[1]?.fromBoard).toBe(3)
  })

  test('74.2: a double forfeit (--) is one absence and a forfeit won is none: not dropped', () => {
    const r = seasonChecks({
      teams: TEAMS,
      lists: [],
      sheets: [
        acta('r1', 1, ['o2', 'g2'], o2, opp('r1'), { results: lost(4, '--') }),
        acta('r2', 2, ['o2', 'm2'], o2, opp('r2'), { results: lost(4, '+-') }),
        acta('r3', 3, ['o2', 'g2'], o2, opp('r3')),
      ],
    })
    expect(r.violations).toEqual([])
  })
})

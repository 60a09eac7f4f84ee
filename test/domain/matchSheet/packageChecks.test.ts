import { describe, expect, test } from 'vitest'
import {
  clubFileProblems,
  packageProblems,
  sheetProblems,
  type SeasonPackage,
} from '../../../src/domain/matchSheet/index.ts'
import { lineup, pkg, sheet } from './helpers.ts'

const FIXTURE = { round: 1, date: '2026-11-28', time: '17:00' }

/** Four teams h, a, x, y with round 1 h-a and x-y. */
function four(): SeasonPackage {
  const p = pkg(2, ['h', 'a', 'x', 'y'])
  return {
    ...p,
    fixtures: [...p.fixtures, { matchId: 'm2', homeId: 'x', awayId: 'y', ...FIXTURE }],
  }
}

describe('season packages whose parts disagree are refused at the place they disagree', () => {
  test('a consistent package has no problem', () => {
    expect(packageProblems(four())).toEqual([])
  })

  test('FAPA art. 73.2: "boards: 7" in a 2nd-division package (8 boards, 10-player orders) is refused', () => {
    expect(packageProblems({ ...four(), boards: 7 })).toEqual([
      { code: 'package/boards-mismatch', path: 'boards', params: { boards: 7, expected: 8 } },
    ])
  })

  test('FAPA art. 79.2: a duplicated fixture is refused at the copy, once', () => {
    const p = four()
    const copy = { ...p.fixtures[1]!, matchId: 'm3' }
    expect(packageProblems({ ...p, fixtures: [...p.fixtures, copy] })).toEqual([
      { code: 'package/duplicate-fixture', path: 'fixtures[2]', params: { id: 'm3' } },
    ])
    expect(packageProblems({ ...p, fixtures: [...p.fixtures, p.fixtures[0]!] })).toEqual([
      { code: 'package/duplicate-fixture', path: 'fixtures[2]', params: { id: 'm1' } },
    ])
  })

  test('FAPA art. 79.2: a team in two matches of a round is refused at its second match', () => {
    const p = four()
    const twice = { matchId: 'm3', homeId: 'h', awayId: 'x', ...FIXTURE }
    expect(packageProblems({ ...p, fixtures: [...p.fixtures, twice] })).toEqual([
      {
        code: 'package/team-twice-in-round',
        path: 'fixtures[2].homeId',
        params: { round: 1, id: 'h' },
      },
      {
        code: 'package/team-twice-in-round',
        path: 'fixtures[2].awayId',
        params: { round: 1, id: 'x' },
      },
    ])
  })

  test('an unknown home team and a team playing itself are refused', () => {
    const p = four()
    const fixtures = [
      { ...p.fixtures[0]!, homeId: 'nadie' },
      { ...p.fixtures[1]!, awayId: 'x' },
    ]
    expect(packageProblems({ ...p, fixtures })).toEqual([
      { code: 'package/unknown-team', path: 'fixtures[0].homeId', params: { id: 'nadie' } },
      { code: 'package/same-team', path: 'fixtures[1].awayId', params: { id: 'x' } },
      {
        code: 'package/team-twice-in-round',
        path: 'fixtures[1].awayId',
        params: { round: 1, id: 'x' },
      },
    ])
  })

  test('FAPA art. 69: a board order naming a player the package does not carry is refused', () => {
    const p = four()
    const players = p.players.filter((x) => x.id !== 'a-4')
    expect(packageProblems({ ...p, players })).toEqual([
      { code: 'package/unknown-player', path: 'teams[1].order[3]', params: { id: 'a-4' } },
    ])
  })

  test('repeated team and player ids, and attachments to unknown entries', () => {
    const p = four()
    const bad = {
      ...p,
      teams: [...p.teams, p.teams[0]!],
      players: [...p.players, p.players[0]!],
      attachments: [{ playerId: 'z-1', teamId: 'z' }],
    }
    expect(packageProblems(bad, 'competitions[2].').map((e) => [e.code, e.path])).toEqual([
      ['package/duplicate-team', 'competitions[2].teams[4].id'],
      ['package/duplicate-player', 'competitions[2].players[40].id'],
      ['package/unknown-player', 'competitions[2].attachments[0].playerId'],
      ['package/unknown-team', 'competitions[2].attachments[0].teamId'],
    ])
  })

  test('a club file: a competition twice, a key of another club, and each part at its path', () => {
    const p = four()
    expect(clubFileProblems([p, { ...p, boards: 6 }], 'oviedo', 'gijon')).toEqual([
      { code: 'package/key-other-club', path: 'signingKey.clubId', params: { id: 'gijon' } },
      {
        code: 'package/duplicate-competition',
        path: 'competitions[1].competitionId',
        params: { id: 'c1' },
      },
      {
        code: 'package/boards-mismatch',
        path: 'competitions[1].boards',
        params: { boards: 6, expected: 8 },
      },
    ])
  })
})

describe('actas whose parts disagree', () => {
  test('FAPA art. 74.1: a player on two boards of the sheet is refused at the second', () => {
    const s = { ...sheet(), homeLineup: lineup('h', [1, 2, 3, 4, 5, 6, 7, 2]) }
    expect(sheetProblems(s)).toEqual([
      { code: 'acta/player-twice', path: 'sheet.homeLineup[7]', params: { id: 'h-2' } },
    ])
  })

  test('FAPA art. 73.2: a 2nd-division acta of 6 boards is refused; a team cannot play itself', () => {
    const s = sheet()
    expect(sheetProblems({ ...s, boards: 6, awayId: 'h' }).map((e) => [e.code, e.path])).toEqual([
      ['package/boards-mismatch', 'sheet.boards'],
      ['package/same-team', 'sheet.awayId'],
    ])
    expect(sheetProblems(s)).toEqual([])
  })
})

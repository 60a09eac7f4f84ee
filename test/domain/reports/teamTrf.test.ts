import { describe, expect, test } from 'vitest'
import { asTeamId } from '../../../src/domain/core/index.ts'
import {
  teamCompetitionFromTrf,
  teamTrf,
  type TeamTrfInput,
} from '../../../src/domain/reports/index.ts'
import { computeTeamStandings, type MatchRecord } from '../../../src/domain/teams/index.ts'
import { parseTrf, tournamentFromTrf, writeTrf } from '../../../src/domain/trf/index.ts'

const A = asTeamId('a')
const B = asTeamId('b')
const match: MatchRecord = {
  round: 1,
  homeId: A,
  awayId: B,
  boards: ['1-0', '1/2', '0-1', '+-'],
}

function input(): TeamTrfInput {
  const matches = [match]
  return {
    name: 'Copa de Asturias 2026',
    type: 'Copa de Asturias (FAPA art. 101-110)',
    totalRounds: 2,
    boards: 4,
    teams: [
      {
        id: A,
        name: 'Oviedo A',
        strength: 1850,
        players: ['Ana', 'Bea', 'Carla', 'Dora'].map((name) => ({ name })),
      },
      {
        id: B,
        name: 'Gijón B',
        players: ['Eva', 'Fe', 'Gil', 'Hugo', 'Iris'].map((name) => ({ name })),
      },
    ],
    matches,
    standings: computeTeamStandings([A, B], matches, {
      primary: 'board-points',
      chain: 'league',
      lotSeed: 1,
    }),
  }
}

const lines = (text: string) => text.split('\n').filter(Boolean)
/** Characters at 1-based inclusive columns. */
const cols = (line: string, from: number, to: number) => line.padEnd(to).slice(from - 1, to)

describe('TRF of a team competition (fide-facts 3.1 records 001 and 013, 3.2 record 310)', () => {
  test('TRF-16: headers, one 001 line per player of each board order, 013 teams with start numbers', () => {
    const l = lines(teamTrf(input(), 'trf16'))
    expect(l.slice(0, 4)).toEqual([
      '012 Copa de Asturias 2026',
      '062 9',
      '082 2',
      '092 Copa de Asturias (FAPA art. 101-110)',
    ])
    expect(l.filter((x) => x.startsWith('001'))).toHaveLength(9)
    expect(l.slice(-2)).toEqual([
      `013 ${'Oviedo A'.padEnd(32)}   1    2    3    4`,
      `013 ${'Gijón B'.padEnd(32)}   5    6    7    8    9`,
    ])
  })

  test('FAPA art. 73.1: the home side has White on odd boards; results and forfeits per board', () => {
    const players = lines(teamTrf(input(), 'trf16')).filter((x) => x.startsWith('001'))
    const cell = (sn: number) => {
      const p = players[sn - 1] as string
      return [
        cols(p, 5, 8),
        cols(p, 15, 19),
        cols(p, 81, 84),
        cols(p, 92, 95),
        cols(p, 97, 97),
        cols(p, 99, 99),
      ]
    }
    expect(cell(1)).toEqual(['   1', 'Ana  ', ' 1.0', '   5', 'w', '1'])
    expect(cell(2)).toEqual(['   2', 'Bea  ', ' 0.5', '   6', 'b', '='])
    expect(cell(3)).toEqual(['   3', 'Carla', ' 0.0', '   7', 'w', '0'])
    expect(cell(4)).toEqual(['   4', 'Dora ', ' 1.0', '   8', 'b', '+'])
    expect(cell(5)).toEqual(['   5', 'Eva  ', ' 0.0', '   1', 'b', '0'])
    expect(cell(8)).toEqual(['   8', 'Hugo ', ' 0.0', '   4', 'w', '-'])
    // The fifth player of Gijón B has no board: the line stops before the round blocks.
    expect(players[8]?.length).toBeLessThan(92)
  })

  test('TRF-2026: 142 rounds and 310 rosters with strength, match points, game points and rank', () => {
    const l = lines(teamTrf(input(), 'trf26'))
    expect(l[4]).toBe('142 2')
    const [oviedo, gijon] = l.slice(-2) as [string, string]
    expect([cols(oviedo, 1, 3), cols(oviedo, 5, 7), cols(oviedo, 9, 40).trim()]).toEqual([
      '310',
      '  1',
      'Oviedo A',
    ])
    expect([
      cols(oviedo, 48, 53),
      cols(oviedo, 55, 60),
      cols(oviedo, 62, 67),
      cols(oviedo, 69, 71),
    ]).toEqual(['1850  ', '   2.0', '   2.5', '  1'])
    expect([cols(oviedo, 74, 77), cols(oviedo, 79, 82), cols(oviedo, 89, 92)]).toEqual([
      '   1',
      '   2',
      '   4',
    ])
    expect([
      cols(gijon, 55, 60),
      cols(gijon, 62, 67),
      cols(gijon, 69, 71),
      cols(gijon, 94, 97),
    ]).toEqual(['   0.0', '   1.5', '  2', '   9'])
  })

  test('the file reads back: parse and write give the same text, and the team match is rebuilt', () => {
    const text = teamTrf(input(), 'trf26')
    const doc = parseTrf(text)
    expect(doc.ok).toBe(true)
    if (!doc.ok) return
    expect(writeTrf(doc.value)).toBe(text)
    const snap = tournamentFromTrf(doc.value)
    expect(snap.ok).toBe(true)
    if (!snap.ok) return
    const comp = teamCompetitionFromTrf(doc.value, snap.value)
    expect(comp.teams.map((t) => t.name)).toEqual(['Oviedo A', 'Gijón B'])
    expect(
      comp.matches.map((m) => [m.round, m.home, m.away, m.boards.map((b) => [b.home, b.away])]),
    ).toEqual([
      [
        1,
        1,
        2,
        [
          [2, 0],
          [1, 1],
          [0, 2],
          [2, 0],
        ],
      ],
    ])
  })
})

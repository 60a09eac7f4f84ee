import { describe, expect, test } from 'vitest'
import {
  formatTieBreakValue,
  individualStandingsTable,
  tableToCsv,
  tableToTsv,
  teamCompetitionFromTrf,
} from '../../../src/domain/reports/index.ts'
import { parseTrf, tournamentFromTrf } from '../../../src/domain/trf/index.ts'

describe('printed values', () => {
  test.each([
    [59, 2, '29.5'],
    [120, 2, '60.0'],
    [91, 4, '22.75'],
    [150, 4, '37.50'],
    [1803, 1, '1803'],
    [0, 1, '0'],
  ])('FIDE C.07 values as the reference prints them: %i/%i is %s', (value, scale, text) => {
    expect(formatTieBreakValue({ value, scale, items: [] })).toBe(text)
  })

  test('standings table: StartNo, Rank, PTS, then the codes in chain order', () => {
    const table = individualStandingsTable(
      [
        {
          startNo: 4,
          rank: 1,
          points: 7,
          values: [
            { value: 59, scale: 2, items: [] },
            { value: 91, scale: 4, items: [] },
          ],
        },
      ],
      ['BH-C1', 'SB'],
    )
    expect(tableToTsv(table)).toBe('StartNo\tRank\tPTS\tBH-C1\tSB\n4\t1\t3.5\t29.5\t22.75\n')
  })

  test('CSV quotes cells with commas and quotes (RFC 4180)', () => {
    expect(tableToCsv({ header: ['Name', 'PTS'], rows: [['García, "Pepe"', '3.5']] })).toBe(
      'Name,PTS\n"García, ""Pepe""",3.5\n',
    )
  })
})

function playerLine(startNo: number, points: number, cells: readonly string[]): string {
  const head = `001 ${String(startNo).padStart(4)}      ${`Player ${startNo}`.padEnd(33)} 2000${' '.repeat(28)}`
  return `${head}${points.toFixed(1).padStart(4)} ${String(startNo).padStart(4)}  ${cells.join('  ')}`
}

describe('team matches from TRF team records', () => {
  // Two teams of two boards; in round 2 team B's board 2 (player 4) does not appear; team C
  // (player 5) has the PAB in round 1 and plays nobody.
  const text = [
    'XXR 2',
    playerLine(1, 1.5, ['   3 w 1', '   3 b =']),
    playerLine(2, 2, ['   4 b 1', '   4 w +']),
    playerLine(3, 0.5, ['   1 b 0', '   1 w =']),
    playerLine(4, 0, ['   2 w 0', '   2 b -']),
    playerLine(5, 1, ['0000 - U', '0000 - Z']),
    `013 ${'Team A'.padEnd(32)}   1    2`,
    `013 ${'Team B'.padEnd(32)}   3    4`,
    `013 ${'Team C'.padEnd(32)}   5`,
  ].join('\n')

  test('TRF-16 013: boards in roster order, forfeits per board, a team PAB as a bye', () => {
    const doc = parseTrf(text + '\n')
    if (!doc.ok) throw new Error(JSON.stringify(doc.error))
    const snap = tournamentFromTrf(doc.value)
    if (!snap.ok) throw new Error(JSON.stringify(snap.error))
    const comp = teamCompetitionFromTrf(doc.value, snap.value)
    expect(comp.teams.map((t) => [t.teamNo, t.name])).toEqual([
      [1, 'Team A'],
      [2, 'Team B'],
      [3, 'Team C'],
    ])
    expect(comp.boards).toBe(2)
    expect(comp.matches).toEqual([
      {
        round: 1,
        home: 1,
        away: 2,
        boards: [
          { home: 2, away: 0 },
          { home: 2, away: 0 },
        ],
      },
      { round: 1, home: 3, away: null, boards: [] },
      {
        round: 2,
        home: 1,
        away: 2,
        boards: [
          { home: 1, away: 1 },
          { home: 2, away: 0, forfeit: 'away' },
        ],
      },
    ])
  })
})

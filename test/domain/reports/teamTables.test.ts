import { describe, expect, test } from 'vitest'
import { asTeamId } from '../../../src/domain/core/index.ts'
import {
  A4_LANDSCAPE,
  A4_PORTRAIT,
  pageFor,
  columnWidths,
  layoutTablePdf,
  tableToCsv,
  teamFixturesText,
  teamStandingsText,
  type TextTable,
} from '../../../src/domain/reports/index.ts'
import { computeTeamStandings, type MatchRecord } from '../../../src/domain/teams/index.ts'

const [A, B, C] = ['a', 'b', 'c'].map(asTeamId) as [
  ReturnType<typeof asTeamId>,
  ReturnType<typeof asTeamId>,
  ReturnType<typeof asTeamId>,
]
const teams = [
  { id: 'a', name: 'Oviedo A', club: 'Oviedo' },
  { id: 'b', name: 'Gijón, "B"', club: 'Gijón' },
  { id: 'c', name: 'Avilés A', club: 'Avilés' },
]
const matches: MatchRecord[] = [
  { round: 1, homeId: A, awayId: B, boards: ['1-0', '1/2', '0-1', '-+'] },
  { round: 2, homeId: C, awayId: A, boards: ['1-0', '1-0', '1/2', null] },
]

describe('Team standings and fixtures as tables (FAPA art. 73.2, 77.1.2)', () => {
  test('standings CSV: points after the art. 77.1.2 deduction, tie-break codes as columns', () => {
    const rows = computeTeamStandings([A, B], matches.slice(0, 1), {
      primary: 'board-points',
      chain: 'blitz',
      lotSeed: 1,
    })
    const t = teamStandingsText(
      rows,
      teams,
      {
        rank: 'Puesto',
        team: 'Equipo',
        club: 'Club',
        points: 'Puntos',
        matchPoints: 'PE',
        boardPoints: 'PT',
        absences: 'Inc.',
        deduction: 'Sanción',
      },
      ['DE', 'HOL', 'TBR', 'EMGSB'],
      matches.slice(0, 1),
    )
    expect(t.header).toEqual([
      'Puesto',
      'Equipo',
      'Club',
      'Puntos',
      'PE',
      'PT',
      'Inc.',
      'Sanción',
      'DE',
      'HOL',
      'TBR',
      'EMGSB',
    ])
    // Oviedo A: 1 + ½ + 0 + 0 on its absent last board = 1.5, no deduction for a last-board absence.
    expect(t.rows.map((r) => r.slice(0, 8))).toEqual([
      ['1', 'Gijón, "B"', 'Gijón', '2.5', '2', '2.5', '0', '0.0'],
      ['2', 'Oviedo A', 'Oviedo', '1.5', '0', '1.5', '1', '0.0'],
    ])
    // TBR: points on boards 1-4. EMGSB: opponent's match points x own game points, so Gijón
    // gets 0 x 2.5 = 0 and Oviedo 2 x 1.5 = 3.
    expect(t.rows.map((r) => r.slice(10))).toEqual([
      ['0/0.5/1/1', '0.0'],
      ['1/0.5/0/0', '3.0'],
    ])
    expect(tableToCsv(t).split('\n')[1]).toBe(
      '1,"Gijón, ""B""",Gijón,2.5,2,2.5,0,0.0,' + t.rows[0]!.slice(8).join(','),
    )
  })

  test('fixtures: table numbers per round, score blank until every board is in', () => {
    const t = teamFixturesText(
      matches.map((m, i) => ({ match: m, stage: i === 0 ? 'A' : '5-6' })),
      teams,
      {
        round: 'Ronda',
        table: 'Mesa',
        stage: 'Fase',
        home: 'Local',
        away: 'Visitante',
        score: 'Resultado',
      },
    )
    expect(t.header).toEqual([
      'Ronda',
      'Mesa',
      'Fase',
      'Local',
      'Visitante',
      'Resultado',
      '1',
      '2',
      '3',
      '4',
    ])
    expect(t.rows).toEqual([
      ['1', '1', 'A', 'Oviedo A', 'Gijón, "B"', '1.5-2.5', '1-0', '½-½', '0-1', '-/+'],
      ['2', '1', '5-6', 'Avilés A', 'Oviedo A', '', '1-0', '1-0', '½-½', ''],
    ])
  })
})

describe('PDF layout of a table (A4, 14 mm margins)', () => {
  const table: TextTable = {
    header: ['#', 'Equipo', 'Puntos'],
    rows: Array.from({ length: 50 }, (_, i) => [String(i + 1), `Equipo ${i + 1}`, '10.5']),
  }

  test('columns as wide as their longest cell plus 2 mm', () => {
    // '#'..'50' = 2 chars, 'Equipo 50' = 9, 'Puntos' = 6; 1.8 mm a character.
    expect(columnWidths(table)).toEqual([5.6, 18.2, 12.8])
  })

  test('a table wider than the page: the widest columns share what the short ones leave of 182 mm', () => {
    const wide: TextTable = { header: ['x'.repeat(100), 'y'.repeat(100)], rows: [] }
    expect(columnWidths(wide)).toEqual([91, 91])
    // 5.6 + 7.4 mm kept; (182 - 13) / 2 = 84.5 mm for each long column.
    const mixed: TextTable = {
      header: ['#', 'Equipo', 'Club', '1-0'],
      rows: [['10', 'x'.repeat(60), 'y'.repeat(80), '½-½']],
    }
    expect(columnWidths(mixed)).toEqual([5.6, 84.5, 84.5, 7.4])
  })

  test('portrait when the table fits across A4, landscape otherwise', () => {
    expect(pageFor(table)).toBe(A4_PORTRAIT)
    expect(pageFor({ header: ['x'.repeat(120)], rows: [] })).toBe(A4_LANDSCAPE)
  })

  test('title, subtitle and header on page 1; 45 rows fit below y = 32; the rest on page 2 under a repeated header', () => {
    const pages = layoutTablePdf('Clasificación', 'Relámpago 2026', table)
    expect(pages).toHaveLength(2)
    const first = pages[0]!.items
    expect(first.slice(0, 3)).toEqual([
      { x: 14, y: 16, text: 'Clasificación', size: 14, bold: true },
      { x: 14, y: 22, text: 'Relámpago 2026', size: 9, bold: false },
      { x: 14, y: 32, text: '#', size: 9, bold: true },
    ])
    expect(first[3]).toEqual({ x: 19.6, y: 32, text: 'Equipo', size: 9, bold: true })
    expect(first[4]).toEqual({ x: 37.8, y: 32, text: 'Puntos', size: 9, bold: true })
    // (297 - 14 - 32) / 5.5 = 45.6: rows 1..45 on page 1, the last at y = 279.5.
    const rows1 = first.filter((i) => !i.bold && i.x === 14 && i.y > 32)
    expect(rows1).toHaveLength(45)
    expect(rows1[44]).toEqual({ x: 14, y: 279.5, text: '45', size: 9, bold: false })
    const second = pages[1]!.items
    expect(second[0]).toEqual({ x: 14, y: 16, text: '#', size: 9, bold: true })
    expect(second[3]).toEqual({ x: 14, y: 21.5, text: '46', size: 9, bold: false })
    expect(second.filter((i) => !i.bold)).toHaveLength(15)
  })

  test('a cell longer than its column is cut with an ellipsis', () => {
    const narrow: TextTable = { header: ['N', 'Equipo'], rows: [['1', 'x'.repeat(120)]] }
    const [page] = layoutTablePdf('T', '', narrow, { ...A4_PORTRAIT, width: 60 })
    const cell = page!.items.find((i) => i.text.startsWith('x'))!
    // 32 mm between the margins: 'N' keeps its 3.8 mm, the long column gets the other 28.2 mm,
    // room for (28.2 - 1) / 1.8 = 15 characters, the last one the ellipsis.
    expect(cell.text).toBe(`${'x'.repeat(14)}…`)
  })
})

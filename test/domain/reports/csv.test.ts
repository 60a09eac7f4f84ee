import { describe, expect, test } from 'vitest'
import {
  standingsCsv,
  tableToCsv,
  teamFixturesText,
  teamStandingsText,
  tournamentStandings,
} from '../../../src/domain/reports/index.ts'
import { asTeamId } from '../../../src/domain/core/index.ts'
import { readCsv } from '../../helpers/csv.ts'
import { entrant, sampleTournament } from './sampleTournament.ts'

const HOSTILE = [
  '=HYPERLINK("http://example.com/x","Ver")',
  '+SUM(1,1)',
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
]

describe('one CSV writer: formula starts neutralised (OWASP CSV injection)', () => {
  test('a cell starting with = + - @ tab or CR gets a leading apostrophe inside quotes', () => {
    const csv = tableToCsv({ header: ['Name'], rows: HOSTILE.map((h) => [h]) })
    expect(
      readCsv(csv)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(HOSTILE.map((h) => `'${h}`))
    expect(csv.split('\n')[1]).toBe('"\'=HYPERLINK(""http://example.com/x"",""Ver"")"')
  })

  test('numbers stay numbers in numeric columns (-0.5 too); the same text elsewhere is neutralised', () => {
    const csv = tableToCsv({
      header: ['Name', 'PTS'],
      rows: [
        ['-0.5', '-0.5'],
        ['Ruiz', '-1'],
        ['Ruiz', '-1+1'],
      ],
      numeric: [false, true],
    })
    expect(csv).toBe('Name,PTS\n"\'-0.5",-0.5\nRuiz,-1\nRuiz,"\'-1+1"\n')
  })

  test('RFC 4180: commas, quotes, line feeds and carriage returns are quoted', () => {
    expect(
      tableToCsv({
        header: ['Name', 'PTS'],
        rows: [
          ['García, "Pepe"', '3.5'],
          ['a\rb', '1'],
        ],
      }),
    ).toBe('Name,PTS\n"García, ""Pepe""",3.5\n"a\rb",1\n')
  })
})

describe('every CSV export goes through it', () => {
  test('individual standings: a hostile entrant name is text, points and tie-breaks are numbers', () => {
    const doc = sampleTournament([
      entrant(1, HOSTILE[0]!, 2100),
      entrant(2, '@Ruiz', 2000),
      entrant(3, 'Pérez, Luis', 1900),
      entrant(4, '-Nuño', 1800),
      entrant(5, 'Ordóñez, Marta', 1700),
    ])
    const rows = tournamentStandings(doc)
    if (!rows.ok) throw new Error('standings')
    const cells = readCsv(standingsCsv(doc, rows.value))
    const byNo = new Map(cells.slice(1).map((r) => [r[1], r]))
    expect(byNo.get('1')![2]).toBe(`'${HOSTILE[0]}`)
    expect(byNo.get('2')![2]).toBe("'@Ruiz")
    expect(byNo.get('4')![2]).toBe("'-Nuño")
    expect(byNo.get('3')!.slice(3, 6)).toEqual(['ESP', '1900', '0.0'])
  })

  const teams = [
    { id: asTeamId('a'), name: '=cmd|A0', club: '+Club' },
    { id: asTeamId('b'), name: 'Oviedo A', club: 'Oviedo' },
  ]
  const heads = {
    rank: 'P',
    team: 'E',
    club: 'C',
    points: 'Pts',
    matchPoints: 'PE',
    boardPoints: 'PT',
    absences: 'I',
    deduction: 'S',
  }

  test('team standings: team and club names neutralised, a negative total stays a number', () => {
    const t = teamStandingsText(
      [
        {
          teamId: 'a',
          rank: 1,
          primary: 2,
          matchPoints: 2,
          boardPoints: 5,
          absences: 0,
          deduction: 0,
          tiebreaks: [],
        },
        {
          teamId: 'b',
          rank: 2,
          primary: -1,
          matchPoints: 0,
          boardPoints: 3,
          absences: 2,
          deduction: 2,
          tiebreaks: [],
        },
      ] as never,
      teams,
      heads,
    )
    expect(tableToCsv(t).split('\n').slice(1, 3)).toEqual([
      `1,"'=cmd|A0","'+Club",1.0,2,2.5,0,0.0`,
      '2,Oviedo A,Oviedo,-0.5,0,1.5,2,1.0',
    ])
  })

  test('team fixtures: names neutralised; forfeit results, which start with a sign, too', () => {
    const t = teamFixturesText(
      [
        {
          match: { round: 1, homeId: asTeamId('a'), awayId: asTeamId('b'), boards: ['-+', '1-0'] },
          stage: '',
        },
      ],
      teams,
      { round: 'R', table: 'M', stage: 'F', home: 'L', away: 'V', score: 'Res' },
    )
    expect(readCsv(tableToCsv(t))[1]).toEqual([
      '1',
      '1',
      '',
      "'=cmd|A0",
      'Oviedo A',
      '1.0-1.0',
      "'-/+",
      '1-0',
    ])
  })
})

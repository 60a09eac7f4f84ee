import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import { formulaCells } from '../../helpers/csv.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
  recordBoard,
} from '../../../src/features/teams/teamCommands.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { roundCsv, standingsCsv } from '../../../src/features/teams/exports.ts'
import { fixturesText, standingsText, tableToCsv } from '../../../src/features/teams/teamExports.ts'

async function hostileLeague() {
  const ctx = freshContext()
  const c = await createCompetition(ctx, { name: 'Primera 2026', division: 1 })
  if (!c.ok) throw new Error('create')
  for (const [name, club] of [
    ['=HYPERLINK("http://example.com","A")', '@Club'],
    ['Oviedo A', '-Oviedo'],
  ] as const)
    await addTeam(
      ctx,
      c.value.id,
      {
        name,
        club,
        zone: '',
        players: [0, 1, 2, 3].map((k) => ({ name: `${name} ${k}`, rating: 2000 - k })),
      },
      { override: 'Orden de fuerza admitido por la dirección de la competición' },
    )
  await pairNextRound(ctx, c.value.id)
  for (let b = 1; b <= 4; b++)
    await recordBoard(ctx, c.value.id, { round: 1, fixture: 0, board: b }, b === 1 ? '-+' : '1-0')
  return (await getCompetition(ctx.db, c.value.id))!
}

describe('team exports: no cell of a CSV starts a formula (OWASP CSV injection)', () => {
  test('round sheet and standings written by the team screens', async () => {
    const c = await hostileLeague()
    const sheet = roundCsv(c, 1, { table: 'Mesa', home: 'Local', away: 'Visitante', score: 'R' })
    expect(formulaCells(sheet)).toEqual([])
    expect(sheet).toContain('"\'=HYPERLINK(""http://example.com"",""A"")"')
    expect(sheet).toContain(`"'-+"`)
    const h = {
      rank: 'P',
      team: 'E',
      club: 'C',
      points: 'Pts',
      matchPoints: 'PE',
      boardPoints: 'PT',
      absences: 'I',
      deduction: 'S',
    }
    const standings = standingsCsv(c, h)
    expect(formulaCells(standings)).toEqual([])
    expect(standings).toContain(`"'@Club"`)
    expect(standings).toContain(`"'-Oviedo"`)
  })

  test('standings and fixtures of the exports panel', async () => {
    const c = await hostileLeague()
    const h = {
      rank: 'P',
      team: 'E',
      club: 'C',
      points: 'Pts',
      matchPoints: 'PE',
      boardPoints: 'PT',
      absences: 'I',
      deduction: 'S',
    }
    const heads = { round: 'R', table: 'M', stage: 'F', home: 'L', away: 'V', score: 'Res' }
    for (const csv of [
      tableToCsv(standingsText(c, h)),
      tableToCsv(fixturesText(c, heads, () => '')),
    ]) {
      expect(formulaCells(csv)).toEqual([])
      expect(csv).toContain('"\'=HYPERLINK(""http://example.com"",""A"")"')
    }
  })
})

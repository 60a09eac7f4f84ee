import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import { buildSeasonPackage } from '../../../src/features/matchSheet/seasonPackageExport.ts'
import { addTeam, createCompetition } from '../../../src/features/teams/teamCommands.ts'
import { getCompetition, type EventKind } from '../../../src/features/teams/teamsDb.ts'

type Ctx = ReturnType<typeof freshContext>

async function event(
  ctx: Ctx,
  name: string,
  division: 2 | 3 | 4,
  teams: string[],
  kind?: EventKind,
) {
  const c = await createCompetition(ctx, { name, division, ...(kind ? { kind } : {}) })
  if (!c.ok) throw new Error('create')
  for (const team of teams)
    await addTeam(ctx, c.value.id, {
      name: team,
      club: `Club ${team.slice(0, -2)}`,
      zone: '',
      players: Array.from({ length: 8 }, (_, k) => ({ name: `${team} ${k + 1}`, rating: 1900 })),
    })
  return (await getCompetition(ctx.db, c.value.id))!
}

const OPTIONS = { club: '', firstDate: '2026-11-28', time: '17:00' }

describe('FAPA art. 75: only the divisional championship lends players to a higher team', () => {
  test('75.2: a 2nd-division package takes the club 3rd- and 4th-division teams, never its cup, blitz or rapid teams', async () => {
    const ctx = freshContext('2026-11-29T10:00:00.000Z')
    const second = await event(ctx, 'Segunda', 2, ['Oviedo A', 'Gijón A'])
    const third = await event(ctx, 'Tercera', 3, ['Oviedo B', 'Gijón B'])
    const fourth = await event(ctx, 'Cuarta', 4, ['Oviedo C', 'Gijón C'])
    const cup = await event(ctx, 'Copa', 4, ['Oviedo D', 'Gijón D'], 'cup')
    const blitz = await event(ctx, 'Blitz', 4, ['Oviedo E', 'Gijón E'], 'blitz')
    const rapid = await event(ctx, 'Rápido', 4, ['Oviedo F', 'Gijón F'], 'rapid')
    const pkg = buildSeasonPackage(second, OPTIONS, undefined, {
      others: [second, third, fourth, cup, blitz, rapid],
    })
    expect(pkg.teams.map((t) => [t.name, t.division])).toEqual([
      ['Oviedo A', 2],
      ['Gijón A', 2],
      ['Oviedo B', 3],
      ['Gijón B', 3],
      ['Oviedo C', 4],
      ['Gijón C', 4],
    ])
    // Every player line belongs to one of those six teams, none to the cup, blitz or rapid ones.
    expect([...new Set(pkg.players.map((p) => p.name.slice(0, -2)))]).toEqual([
      'Oviedo A',
      'Gijón A',
      'Oviedo B',
      'Gijón B',
      'Oviedo C',
      'Gijón C',
    ])
    expect(pkg.players).toHaveLength(6 * 8)
  })

  test('75.1: a blitz package carries only the blitz teams, with no feeder of the championship', async () => {
    const ctx = freshContext('2026-11-29T10:00:00.000Z')
    const third = await event(ctx, 'Tercera', 3, ['Oviedo B', 'Gijón B'])
    const blitz = await event(ctx, 'Blitz', 4, ['Oviedo E', 'Gijón E'], 'blitz')
    const pkg = buildSeasonPackage(blitz, OPTIONS, undefined, { others: [third, blitz] })
    expect(pkg.teams.map((t) => t.name)).toEqual(['Oviedo E', 'Gijón E'])
  })
})

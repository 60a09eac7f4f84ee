import { describe, expect, test } from 'vitest'
import { moveTeam } from '../../../src/features/teams/strengthOrderCommands.ts'
import { addTeam, createCompetition } from '../../../src/features/teams/teamCommands.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { freshContext } from '../../db/testDb.ts'

describe('Strength order of a 3rd-division list (FAPA art. 72)', () => {
  test('FAPA art. 72: a team moves one place up or down before the split; not past the ends', async () => {
    const ctx = freshContext()
    const c = await createCompetition(ctx, { name: '3.ª', division: 3 })
    if (!c.ok) throw new Error('create')
    for (const name of ['Oviedo B', 'Gijón B', 'Avilés B', 'Mieres B'])
      await addTeam(ctx, c.value.id, {
        name,
        club: `Club ${name}`,
        zone: '',
        players: Array.from({ length: 6 }, (_, k) => ({
          name: `${name} ${k + 1}`,
          rating: 1900 - k,
        })),
      })
    const names = async () => (await getCompetition(ctx.db, c.value.id))!.teams.map((t) => t.name)
    const id = (await getCompetition(ctx.db, c.value.id))!.teams[2]!.id
    expect((await moveTeam(ctx, c.value.id, id, -1)).ok).toBe(true)
    expect(await names()).toEqual(['Oviedo B', 'Avilés B', 'Gijón B', 'Mieres B'])
    await moveTeam(ctx, c.value.id, id, -1)
    expect(await names()).toEqual(['Avilés B', 'Oviedo B', 'Gijón B', 'Mieres B'])
    const past = await moveTeam(ctx, c.value.id, id, -1)
    expect(past.ok ? null : past.error.map((e) => e.code)).toEqual(['teams/bad-position'])
    expect((await moveTeam(ctx, c.value.id, id, 1)).ok).toBe(true)
    expect(await names()).toEqual(['Oviedo B', 'Avilés B', 'Gijón B', 'Mieres B'])
  })
})

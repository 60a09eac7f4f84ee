import { describe, expect, test } from 'vitest'
import { moveTeam } from '../../../src/features/teams/strengthOrderCommands.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { freshContext } from '../../db/testDb.ts'
import { divisionWithTeams } from '../../helpers/teamCompetitions.ts'

describe('Strength order of a 3rd-division list (FAPA art. 72)', () => {
  test('FAPA art. 72: a team moves one place up or down before the split; not past the ends', async () => {
    const ctx = freshContext()
    const competitionId = await divisionWithTeams(ctx, {
      name: '3.ª',
      division: 3,
      teams: ['Oviedo B', 'Gijón B', 'Avilés B', 'Mieres B'],
      players: 6,
      top: 1900,
    })
    const names = async () =>
      (await getCompetition(ctx.db, competitionId))!.teams.map((t) => t.name)
    const id = (await getCompetition(ctx.db, competitionId))!.teams[2]!.id
    expect((await moveTeam(ctx, competitionId, id, -1)).ok).toBe(true)
    expect(await names()).toEqual(['Oviedo B', 'Avilés B', 'Gijón B', 'Mieres B'])
    await moveTeam(ctx, competitionId, id, -1)
    expect(await names()).toEqual(['Avilés B', 'Oviedo B', 'Gijón B', 'Mieres B'])
    const past = await moveTeam(ctx, competitionId, id, -1)
    expect(past.ok ? null : past.error.map((e) => e.code)).toEqual(['teams/bad-position'])
    expect((await moveTeam(ctx, competitionId, id, 1)).ok).toBe(true)
    expect(await names()).toEqual(['Oviedo B', 'Avilés B', 'Gijón B', 'Mieres B'])
  })
})

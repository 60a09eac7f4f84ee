import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import { splitThirdDivision } from '../../../src/features/teams/groupCommands.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
} from '../../../src/features/teams/teamCommands.ts'
import { allCompetitions, getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { seasonProposal } from '../../../src/domain/teams/index.ts'

/** A 3rd division registered as one list of eight teams; Oviedo B and Oviedo C share a club. */
async function thirdList() {
  const ctx = freshContext()
  const c = await createCompetition(ctx, { name: '3.ª categoría', division: 3 })
  if (!c.ok) throw new Error('create')
  const teams = [
    'Oviedo B',
    'Gijón B',
    'Avilés B',
    'Oviedo C',
    'Mieres B',
    'Siero B',
    'Llanes B',
    'Grado B',
  ]
  for (const [i, name] of teams.entries()) {
    const r = await addTeam(ctx, c.value.id, {
      name,
      club: `Club ${name.split(' ')[0]}`,
      zone: 'Centro',
      players: [0, 1, 2, 3, 4, 5].map((k) => ({ name: `${name} ${k}`, rating: 1900 - 20 * i - k })),
    })
    expect(r.ok).toBe(true)
  }
  return { ctx, id: c.value.id }
}

describe('FAPA art. 72: the 3rd division split into its two groups', () => {
  test('serpentine with the club swap; two leagues with the teams and their orders; the list is never paired', async () => {
    const { ctx, id } = await thirdList()
    const r = await splitThirdDivision(ctx, id, ['3.ª · Grupo 1', '3.ª · Grupo 2'])
    if (!r.ok) throw new Error(r.error[0]?.code)
    const [g1, g2] = await Promise.all(r.value.map((x) => getCompetition(ctx.db, x)))
    // Oviedo C (4th) meets Oviedo B (1st) in group 1 and swaps with Avilés B (3rd).
    expect(g1!.teams.map((t) => t.name)).toEqual(['Oviedo B', 'Avilés B', 'Mieres B', 'Grado B'])
    expect(g2!.teams.map((t) => t.name)).toEqual(['Gijón B', 'Oviedo C', 'Siero B', 'Llanes B'])
    expect([g1!.division, g1!.system, g1!.teams[0]!.players.length]).toEqual([3, 'league', 6])
    const list = (await getCompetition(ctx.db, id))!
    expect(list.splitInto).toEqual(r.value)
    const pair = await pairNextRound(ctx, id)
    expect(pair.ok ? null : pair.error[0]?.code).toBe('teams/already-split')
    const again = await splitThirdDivision(ctx, id, ['a', 'b'])
    expect(again.ok ? null : again.error[0]?.code).toBe('teams/already-split')
    const late = await addTeam(ctx, id, {
      name: 'Navia B',
      club: 'Club Navia',
      zone: 'Occidente',
      players: [{ name: 'Navia B 1', rating: 1500 }],
    })
    expect(late.ok ? null : late.error[0]?.code).toBe('teams/already-split')
    expect(await pairNextRound(ctx, r.value[0]!)).toEqual({ ok: true, value: 1 })
    // Once a group plays, the list is still never paired: it holds no round of its own.
    const afterGroup = await pairNextRound(ctx, id)
    expect(afterGroup.ok ? null : afterGroup.error[0]?.code).toBe('teams/already-split')
    expect((await getCompetition(ctx.db, id))!.rounds).toEqual([])
  })

  test('the season proposal reads the two groups, not the list (art. 76)', async () => {
    const { ctx, id } = await thirdList()
    await splitThirdDivision(ctx, id, ['3.ª · Grupo 1', '3.ª · Grupo 2'])
    const p = seasonProposal(await allCompetitions(ctx.db))
    // Each of the eight teams once, in 3rd or promoted from it: the list adds no third group.
    const next = [...p.divisions[2], ...p.divisions[3]]
    expect([next.length, new Set(next).size]).toEqual([8, 8])
    expect(p.moves.every((m) => m.from === 3 && m.to === 2 && m.article === '76.1')).toBe(true)
  })

  test('only a 3rd division not yet started splits', async () => {
    const ctx = freshContext()
    const c = await createCompetition(ctx, { name: '2.ª', division: 2 })
    if (!c.ok) throw new Error('create')
    const r = await splitThirdDivision(ctx, c.value.id, ['a', 'b'])
    expect(r.ok ? null : r.error[0]?.code).toBe('teams/not-third-division')
  })
})

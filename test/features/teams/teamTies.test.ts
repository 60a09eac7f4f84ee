import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
  recordBoard,
} from '../../../src/features/teams/teamCommands.ts'
import { recordTeamTie, removeTeamTie } from '../../../src/features/teams/tieCommands.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { drawLots } from '../../../src/domain/tiebreaks/index.ts'
import { standings } from '../../../src/domain/teams/index.ts'

/** Four teams of 4.ª (a Swiss), round 1 played with every board drawn: the whole chain leaves all level. */
async function levelLeague() {
  const ctx = freshContext()
  const c = await createCompetition(ctx, { name: '4.ª categoría', division: 4 })
  if (!c.ok) throw new Error('create')
  for (let i = 1; i <= 4; i++) {
    const added = await addTeam(ctx, c.value.id, {
      name: `Equipo ${i}`,
      club: `Club ${i}`,
      zone: 'Oriente',
      players: [0, 1, 2, 3].map((k) => ({ name: `J${i}-${k}`, rating: 2000 - 20 * i - k })),
    })
    if (!added.ok) throw new Error(JSON.stringify(added.error))
  }
  const paired = await pairNextRound(ctx, c.value.id)
  if (!paired.ok) throw new Error(JSON.stringify(paired.error))
  const row = (await getCompetition(ctx.db, c.value.id))!
  const boards = row.rounds[0]!.fixtures[0]!.boards.length
  for (const f of row.rounds[0]!.fixtures.keys())
    for (let b = 1; b <= boards; b++)
      await recordBoard(ctx, c.value.id, { round: 1, fixture: f, board: b }, '1/2')
  return { ctx, id: c.value.id }
}

describe('FAPA art. 29.3.f, 29.4: teams the chain leaves level', () => {
  test('are shown level on one place, not split silently; a lot with the recorded seed places them, reproducibly', async () => {
    const { ctx, id } = await levelLeague()
    let c = (await getCompetition(ctx.db, id))!
    expect(standings(c).map((r) => [r.rank, r.level ?? false])).toEqual([
      [1, true],
      [1, true],
      [1, true],
      [1, true],
    ])
    const wrong = await recordTeamTie(ctx, id, {
      kind: 'lot',
      players: [1, 2, 3, 4],
      seed: c.seed + 1,
    })
    expect(wrong.ok ? [] : wrong.error.map((e) => e.code)).toEqual(['tie/wrong-seed'])
    const outside = await recordTeamTie(ctx, id, { kind: 'lot', players: [1, 5], seed: c.seed })
    expect(outside.ok ? [] : outside.error.map((e) => e.code)).toEqual(['tie/unknown-team'])
    expect(
      (await recordTeamTie(ctx, id, { kind: 'lot', players: [1, 2, 3, 4], seed: c.seed })).ok,
    ).toBe(true)
    c = (await getCompetition(ctx.db, id))!
    const lots = drawLots([1, 2, 3, 4], c.seed)
    const byLot = [1, 2, 3, 4].sort((a, b) => lots.get(a)! - lots.get(b)!)
    expect(standings(c).map((r) => [r.rank, r.teamId, r.decidedBy, r.lot])).toEqual(
      byLot.map((n, i) => [i + 1, c.teams[n - 1]!.id, 'lot', i + 1]),
    )
    expect((await removeTeamTie(ctx, id, [1, 2, 3, 4])).ok).toBe(true)
    c = (await getCompetition(ctx.db, id))!
    expect(standings(c).every((r) => r.level)).toBe(true)
  })

  test('a playoff tournament for the title (won 2, drawn 1, lost 0) places the level teams by its matches', async () => {
    const { ctx, id } = await levelLeague()
    const games = [
      { white: 1, black: 2, result: '0-1' as const },
      { white: 1, black: 3, result: '1/2' as const },
      { white: 1, black: 4, result: '1-0' as const },
      { white: 2, black: 3, result: '1-0' as const },
      { white: 2, black: 4, result: '1-0' as const },
      { white: 3, black: 4, result: '1/2' as const },
    ]
    const r = await recordTeamTie(ctx, id, { kind: 'playoff', players: [1, 2, 3, 4], games })
    expect(r.ok).toBe(true)
    const c = (await getCompetition(ctx.db, id))!
    // Team 2: 6 points; team 1: 3; team 3: 2; team 4: 1.
    expect(standings(c).map((r) => [r.rank, r.teamId, r.decidedBy])).toEqual(
      [2, 1, 3, 4].map((n, i) => [i + 1, c.teams[n - 1]!.id, 'playoff']),
    )
    const self = await recordTeamTie(ctx, id, {
      kind: 'playoff',
      players: [1, 2],
      games: [{ white: 1, black: 1, result: '1-0' }],
    })
    expect(self.ok ? [] : self.error.map((e) => e.code)).toEqual(['tie/self-game'])
  })
})

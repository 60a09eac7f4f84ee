import { describe, expect, it } from 'vitest'
import { Refusal } from '../../../src/db/commands/command.ts'
import { competitionCommand } from '../../../src/features/teams/competitionWrites.ts'
import { createCompetition } from '../../../src/features/teams/teamCommands.ts'
import { readCompetition } from '../../../src/features/teams/teamsDb.ts'
import { freshContext } from '../../db/testDb.ts'

async function league() {
  const ctx = freshContext('2026-09-15T10:00:00.000Z')
  const created = await createCompetition(ctx, { name: 'Primera', division: 1 })
  if (!created.ok) throw new Error('not created')
  return { ctx, id: created.value.id }
}

describe('a command on one team competition: one transaction over its log', () => {
  it('the body gets the competition folded, and each append follows the one before it', async () => {
    const { ctx, id } = await league()
    const r = await competitionCommand(ctx, id, [], async (w, folded) => {
      const a = await w.append({ type: 'notification-end-set', payload: { ends: '2026-10-01' } })
      const b = await w.append({ type: 'schedule-set', payload: { dates: [''], time: '17:00' } })
      return [folded.seq, a.seq, b.seq, b.state.notificationEnds, b.state.updatedAt]
    })
    expect(r).toEqual({ ok: true, value: [1, 2, 3, '2026-10-01', '2026-09-15T10:00:00.000Z'] })
  })

  it('a refusal after an append rolls the append back: the log is as it was', async () => {
    const { ctx, id } = await league()
    const r = await competitionCommand(ctx, id, [], async (w) => {
      await w.append({ type: 'notification-end-set', payload: { ends: '2026-10-01' } })
      throw new Refusal([{ code: 'teams/draw-made' }])
    })
    expect(r).toEqual({ ok: false, error: [{ code: 'teams/draw-made' }] })
    const stored = await readCompetition(ctx.db, id)
    expect(
      stored.ok && stored.value
        ? [stored.value.seq, 'notificationEnds' in stored.value.competition]
        : null,
    ).toEqual([1, false])
  })

  it('a competition that is not stored is db/not-found, and the body never runs', async () => {
    const { ctx } = await league()
    let ran = false
    const r = await competitionCommand(ctx, 'no-such-id', [], async () => (ran = true))
    expect([r, ran]).toEqual([{ ok: false, error: [{ code: 'db/not-found' }] }, false])
  })
})

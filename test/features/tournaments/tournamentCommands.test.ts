import { describe, expect, it } from 'vitest'
import {
  changeTournament,
  createTournament,
  deleteTournament,
  undoLastChange,
} from '../../../src/features/tournaments/tournamentCommands.ts'
import {
  loadTournament,
  tournamentLog,
  tournamentsTable,
} from '../../../src/features/tournaments/tournamentsDb.ts'
import { fourPlayers, logSettings } from '../../domain/tournament/commandPlayer.ts'
import { recordOps } from '../../db/countOps.ts'
import { freshContext } from '../../db/testDb.ts'

async function pairedFour(fideMode = false) {
  const ctx = freshContext()
  const ops = recordOps(ctx.db)
  const created = await createTournament(ctx, logSettings({ fideMode, totalRounds: 3 }))
  if (!created.ok) throw new Error('setup')
  const id = created.value.id
  const events = fourPlayers()
  for (const e of events) if (!(await changeTournament(ctx, id, e)).ok) throw new Error(e.type)
  return { ctx, id, ops }
}

const counts = async (ctx: ReturnType<typeof freshContext>, id: string) => ({
  events: (await tournamentLog.entries(ctx.db, id)).length,
  snapshots: await ctx.db.table('tournamentSnapshots').count(),
})

describe('tournament commands on the log', () => {
  it('a result appends one event row and writes no snapshot; the list row follows', async () => {
    const { ctx, id } = await pairedFour()
    expect(await counts(ctx, id)).toEqual({ events: 7, snapshots: 1 })
    const r = await changeTournament(ctx, id, {
      type: 'result-set',
      payload: { round: 1, board: 2, result: '0-1' },
    })
    expect(r.ok && r.value.rounds[0]?.boards[1]?.result).toBe('0-1')
    expect(await counts(ctx, id)).toEqual({ events: 8, snapshots: 1 })
    expect((await tournamentsTable(ctx.db).get(id))?.summary).toEqual({
      place: 'Avilés',
      startDate: '2026-07-01',
      entrants: 4,
      rounds: 1,
      totalRounds: 3,
    })
  })

  it('a result write makes the same four small operations with 4 players as after a hundred more events', async () => {
    const { ctx, id, ops } = await pairedFour()
    ops.length = 0
    const result = (board: number, r: '1-0' | '0-1') =>
      changeTournament(ctx, id, { type: 'result-set', payload: { round: 1, board, result: r } })
    await result(1, '1-0')
    const first = [...ops]
    for (let i = 0; i < 50; i++) {
      await result(1, '0-1')
      await result(2, '1-0')
    }
    ops.length = 0
    await result(2, '0-1')
    const expected = [
      'tournaments.get',
      'tournamentEvents.query 1',
      'tournamentEvents.add',
      'tournaments.put',
    ]
    expect(first).toEqual(expected)
    expect(ops).toEqual(expected)
  })

  it('a refused event leaves the log as it was and says why', async () => {
    const { ctx, id } = await pairedFour()
    const r = await changeTournament(ctx, id, {
      type: 'result-set',
      payload: { round: 1, board: 9, result: '1-0' },
    })
    expect(r).toEqual({
      ok: false,
      error: [{ code: 'round/unknown-board', params: { round: 1, board: 9 } }],
    })
    expect(await counts(ctx, id)).toEqual({ events: 7, snapshots: 1 })
  })

  it('undo appends an undo that restores the state before the latest action in effect, one action after another', async () => {
    const { ctx, id } = await pairedFour()
    await changeTournament(ctx, id, {
      type: 'result-set',
      payload: { round: 1, board: 1, result: '1-0' },
    })
    await changeTournament(ctx, id, {
      type: 'result-set',
      payload: { round: 1, board: 1, result: '1/2' },
    })
    expect(await undoLastChange(ctx, id)).toEqual({ ok: true, value: 'round/result' })
    expect(await undoLastChange(ctx, id)).toEqual({ ok: true, value: 'round/result' })
    expect(await undoLastChange(ctx, id)).toEqual({ ok: true, value: 'round/pair' })
    const after = await loadTournament(ctx.db, id)
    expect(after.ok && after.value?.doc.rounds).toEqual([])
    expect((await tournamentLog.entries(ctx.db, id)).map((e) => e.type).slice(-5)).toEqual([
      'result-set',
      'result-set',
      'undo',
      'undo',
      'undo',
    ])
  })

  it('the state read after forgetting the in-memory copy, from the latest snapshot, is the same', async () => {
    const { ctx, id } = await pairedFour()
    await changeTournament(ctx, id, {
      type: 'result-set',
      payload: { round: 1, board: 1, result: '1-0' },
    })
    await undoLastChange(ctx, id)
    await changeTournament(ctx, id, {
      type: 'result-set',
      payload: { round: 1, board: 2, result: '-/+' },
    })
    const cached = await loadTournament(ctx.db, id)
    tournamentLog.forget()
    expect(await loadTournament(ctx.db, id)).toEqual(cached)
  })

  it('the in-memory copy is checked against the stored last entry: a log changed elsewhere is read again', async () => {
    const { ctx, id } = await pairedFour()
    await changeTournament(ctx, id, {
      type: 'result-set',
      payload: { round: 1, board: 1, result: '1-0' },
    })
    // Another copy of the same tournament (a restore, another tab) ends differently at the same seq.
    await ctx.db.table('tournamentEvents').put({
      competitionId: id,
      seq: 8,
      at: '2026-09-15T11:00:00.000Z',
      type: 'result-set',
      payload: { round: 1, board: 1, result: '0-1' },
    })
    const r = await loadTournament(ctx.db, id)
    expect(r.ok && r.value?.doc.rounds[0]?.boards[0]?.result).toBe('0-1')
  })

  it('FIDE C.02 (2026): leaving FIDE mode cannot be undone', async () => {
    const { ctx, id } = await pairedFour(true)
    await changeTournament(ctx, id, { type: 'fide-mode-left', payload: {} })
    expect(await undoLastChange(ctx, id)).toEqual({
      ok: false,
      error: [{ code: 'tournament/fide-mode-left' }],
    })
  })

  it('nothing to undo right after the creation', async () => {
    const ctx = freshContext()
    const created = await createTournament(ctx, logSettings())
    if (!created.ok) throw new Error('setup')
    expect(await undoLastChange(ctx, created.value.id)).toEqual({
      ok: false,
      error: [{ code: 'tournament/nothing-to-undo' }],
    })
  })

  it('deleting a tournament removes its list row, log and snapshots', async () => {
    const { ctx, id } = await pairedFour()
    expect(await deleteTournament(ctx, id)).toEqual({ ok: true, value: true })
    expect(await counts(ctx, id)).toEqual({ events: 0, snapshots: 0 })
    expect(await loadTournament(ctx.db, id)).toEqual({ ok: true, value: null })
  })
})

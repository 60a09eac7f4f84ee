import { describe, expect, test } from 'vitest'
import { pairNextRound } from '../../../src/features/teams/teamCommands.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import {
  previewWithdrawal,
  recordWithdrawal,
} from '../../../src/features/teams/withdrawalCommands.ts'
import { freshContext } from '../../db/testDb.ts'
import { divisionWithTeams, pairRoundHomeWins } from '../../helpers/teamCompetitions.ts'
import { standings } from '../../../src/domain/teams/index.ts'

const TEAMS = ['Oviedo', 'Gijón', 'Avilés', 'Mieres']

/** A 4-team 2nd-division league (3 rounds) with `played` rounds where every home team wins 8-0. */
async function league(played: number) {
  const ctx = freshContext()
  const id = await divisionWithTeams(ctx, {
    name: 'Segunda',
    division: 2,
    teams: TEAMS,
    players: 10,
  })
  for (let r = 1; r <= played; r++) await pairRoundHomeWins(ctx, id, r, 8)
  return { ctx, id }
}

const row = async (ctx: ReturnType<typeof freshContext>, id: string) => {
  const c = (await getCompetition(ctx.db, id))!
  const names = new Map(c.teams.map((t) => [t.id, t.name]))
  return { c, table: standings(c).map((s) => [names.get(s.teamId), s.boardPoints / 2, s.departed]) }
}

describe('FAPA art. 65: a withdrawal from the competition screen, its effect previewed', () => {
  test('65.1: after 1 of 3 matches its results are annulled, for and against', async () => {
    const { ctx, id } = await league(1)
    const { c } = await row(ctx, id)
    const leaver = c.rounds[0]!.fixtures[0]!.awayId
    expect(previewWithdrawal(c, leaver)).toEqual({
      ok: true,
      value: { afterRound: 1, played: 1, scheduled: 3, rule: '65.1', annulled: 1, awarded: 0 },
    })
    const winner = c.rounds[0]!.fixtures[0]!.homeId
    const before = standings(c).find((s) => s.teamId === winner)!.boardPoints
    expect(before).toBe(16)
    const r = await recordWithdrawal(ctx, id, leaver, 'Falta de jugadores')
    expect(r.ok).toBe(true)
    const after = (await row(ctx, id)).c
    // The winner's 8-0 against the leaver no longer counts; the leaver is listed last.
    expect(standings(after).find((s) => s.teamId === winner)!.boardPoints).toBe(0)
    const last = standings(after).at(-1)!
    expect([last.teamId, last.departed]).toEqual([leaver, true])
    expect(after.withdrawals?.map((w) => [w.teamId, w.afterRound, w.reason])).toEqual([
      [leaver, 1, 'Falta de jugadores'],
    ])
  })

  test('65.2: after 2 of 3 matches its results stand and its round-3 match is given to the opponent 8-0', async () => {
    const { ctx, id } = await league(2)
    const { c } = await row(ctx, id)
    const leaver = c.rounds[1]!.fixtures[1]!.awayId
    const p = previewWithdrawal(c, leaver)
    expect(p.ok && [p.value.rule, p.value.played, p.value.awarded]).toEqual(['65.2', 2, 1])
    await recordWithdrawal(ctx, id, leaver, 'Renuncia del club')
    await pairNextRound(ctx, id)
    const after = (await row(ctx, id)).c
    const third = after.rounds[2]!.fixtures.find((f) => f.homeId === leaver || f.awayId === leaver)!
    const award = third.homeId === leaver ? '-+' : '+-'
    expect(third.boards).toEqual(Array.from({ length: 8 }, () => award))
  })

  test('a reason is required, and a team withdraws once', async () => {
    const { ctx, id } = await league(1)
    const { c } = await row(ctx, id)
    const team = c.teams[0]!.id
    const none = await recordWithdrawal(ctx, id, team, '  ')
    expect(none.ok ? null : none.error[0]?.code).toBe('teams/withdrawal-reason')
    await recordWithdrawal(ctx, id, team, 'Renuncia')
    const again = await recordWithdrawal(ctx, id, team, 'Renuncia')
    expect(again.ok ? null : again.error[0]?.code).toBe('teams/already-departed')
  })
})

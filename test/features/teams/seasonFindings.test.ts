import { describe, expect, test } from 'vitest'
import { applySeasonFindings } from '../../../src/features/teams/findingCommands.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { freshContext } from '../../db/testDb.ts'
import { divisionWithTeams, pairRoundHomeWins } from '../../helpers/teamCompetitions.ts'
import { standings } from '../../../src/domain/teams/index.ts'

/** A 2-team 2nd-division league, round 1 played: the home team wins every board 8-0. */
async function league() {
  const ctx = freshContext()
  const teams = ['Oviedo', 'Gijón']
  const id = await divisionWithTeams(ctx, { name: 'Segunda', division: 2, teams, players: 8 })
  await pairRoundHomeWins(ctx, id, 1, 8)
  const row = (await getCompetition(ctx.db, id))!
  return { ctx, id, fixture: row.rounds[0]!.fixtures[0]! }
}

describe('FAPA art. 74.5: season-wide findings applied to the standings in one action', () => {
  test('74.4 from board 6 and 74.2 from board 7 on the home side: it loses the points from board 6', async () => {
    const { ctx, id, fixture } = await league()
    const base = { competitionId: id, round: 1, homeId: fixture.homeId, awayId: fixture.awayId }
    const r = await applySeasonFindings(ctx, [
      { ...base, side: 'home', fromBoard: 6, article: '74.4' },
      { ...base, side: 'home', fromBoard: 7, article: '74.2' },
    ])
    expect(r).toEqual({ ok: true, value: { applied: 1 } })
    const c = (await getCompetition(ctx.db, id))!
    expect(c.rounds[0]!.fixtures[0]!.homeImproperFrom).toBe(6)
    // 5 of 8 boards kept: 5-3 in half-points 10-6 (art. 74.5).
    expect(standings(c).map((s) => [s.teamId, s.boardPoints])).toEqual([
      [fixture.homeId, 10],
      [fixture.awayId, 6],
    ])
    const log = (await ctx.db.auditLog.toArray()).filter((a) => a.action === 'teams/season-finding')
    expect(log.map((a) => a.detail)).toEqual([
      `art. 74.4: 1 ${fixture.homeId}-${fixture.awayId} home from 6`,
    ])
    // Applying the same findings again changes nothing.
    expect(
      await applySeasonFindings(ctx, [{ ...base, side: 'home', fromBoard: 6, article: '74.4' }]),
    ).toEqual({
      ok: true,
      value: { applied: 0 },
    })
  })

  test('a finding on a match the competition does not have refuses all, nothing written', async () => {
    const { ctx, id, fixture } = await league()
    const before = await getCompetition(ctx.db, id)
    const logBefore = await ctx.db.auditLog.toArray()
    const r = await applySeasonFindings(ctx, [
      {
        competitionId: id,
        round: 1,
        homeId: fixture.homeId,
        awayId: fixture.awayId,
        side: 'away',
        fromBoard: 1,
        article: '75.3',
      },
      {
        competitionId: id,
        round: 2,
        homeId: fixture.homeId,
        awayId: fixture.awayId,
        side: 'home',
        fromBoard: 1,
        article: '74.4',
      },
    ])
    expect(r).toEqual({
      ok: false,
      error: [
        {
          code: 'teams/finding-no-match',
          field: 'findings[1]',
          params: { round: 2, article: '74.4' },
        },
      ],
    })
    const c = (await getCompetition(ctx.db, id))!
    expect(c.rounds[0]!.fixtures[0]!.awayImproperFrom ?? null).toBe(null)
    // Nothing written: the competition row and the audit log are as they were.
    expect(c).toEqual(before)
    expect(await ctx.db.auditLog.toArray()).toEqual(logBefore)
  })
})

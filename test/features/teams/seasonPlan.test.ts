import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import { asTeamId } from '../../../src/domain/core/index.ts'
import { leagueFixtures, seasonProposal } from '../../../src/domain/teams/index.ts'
import { applySeasonEdits, SEASON_PLAN_ID } from '../../../src/features/teams/seasonPlan.ts'
import { recordSeasonEdit } from '../../../src/features/teams/seasonPlanCommands.ts'
import { seasonPlans, type TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'
import { storeCompetition } from '../../helpers/teamCompetitions.ts'

/** A finished 12-team league of division `d`: the team with the lower number wins every board. */
function league(d: 1 | 2, prefix: string): TeamCompetitionRow {
  const ids = Array.from({ length: 12 }, (_, i) => `${prefix}${i + 1}`)
  const rank = (id: string) => ids.indexOf(id)
  return {
    id: prefix,
    name: `${prefix} ${d}`,
    division: d,
    system: 'league',
    totalRounds: 11,
    seed: 7,
    teams: ids.map((id) => ({
      id,
      name: `Equipo ${id}`,
      club: `Club ${id}`,
      zone: '',
      players: [],
    })),
    order: ids,
    rounds: leagueFixtures(ids.map(asTeamId)).map((r) => ({
      round: r.round,
      bye: null,
      fixtures: r.fixtures.map((f) => ({
        homeId: f.homeId,
        awayId: f.awayId,
        boards: Array.from({ length: 8 }, () => (rank(f.homeId) < rank(f.awayId) ? '1-0' : '0-1')),
      })),
    })),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
}

const season = () => [league(1, 'p'), league(2, 's')]

describe('FAPA art. 76.9: the committee edits the next-season proposal', () => {
  test('the proposal relegates the last three of 1st and promotes the first three of 2nd (art. 76.1); with no 3rd division, 2nd keeps its twelve by repechage (76.9)', () => {
    const p = seasonProposal(season())
    expect(p.champion).toBe('p1')
    expect(p.moves.map((m) => [m.teamId, m.from, m.to])).toEqual([
      ['p10', 1, 2],
      ['p11', 1, 2],
      ['p12', 1, 2],
      ['s1', 2, 1],
      ['s2', 2, 1],
      ['s3', 2, 1],
    ])
  })

  test('moving a team down, another up and replacing a third, in order', () => {
    const e = applySeasonEdits(seasonProposal(season()), [
      { teamId: 's3', action: 'down', reason: 'No acepta el ascenso', at: 'x' },
      { teamId: 'p10', action: 'up', reason: 'Plaza vacante', at: 'x' },
      { teamId: 's4', action: 'replace', replacement: 'Equipo Nuevo', reason: 'Fusión', at: 'x' },
    ])
    expect(e.proposal.divisions[1]).toHaveLength(12)
    expect(e.proposal.divisions[1]).toContain('p10')
    expect(e.proposal.divisions[1]).not.toContain('s3')
    expect(e.proposal.divisions[2]).toContain('replacement:Equipo Nuevo')
    expect(e.proposal.divisions[2]).not.toContain('s4')
    expect(e.proposal.moves.find((m) => m.teamId === 's3')).toBeUndefined()
    expect(e.proposal.moves.find((m) => m.teamId === 'p10')).toBeUndefined()
    expect(e.replacements.get('replacement:Equipo Nuevo')).toBe('Equipo Nuevo')
    expect(e.rejected).toEqual([])
  })

  test('the champion cannot go up from 1st: the edit is rejected', () => {
    const edit = { teamId: 'p1', action: 'up' as const, reason: 'x', at: 'x' }
    expect(applySeasonEdits(seasonProposal(season()), [edit]).rejected).toEqual([edit])
  })

  test('the command stores the edit with its reason and an audit entry; no reason, no edit', async () => {
    const ctx = freshContext()
    for (const c of season()) await storeCompetition(ctx.db, c)
    const none = await recordSeasonEdit(ctx, { teamId: 's3', action: 'down', reason: '  ' })
    expect(none.ok ? null : none.error[0]?.code).toBe('teams/reason-required')
    const up = await recordSeasonEdit(ctx, { teamId: 'p1', action: 'up', reason: 'x' })
    expect(up.ok ? null : up.error[0]?.code).toBe('teams/cannot-move')
    const r = await recordSeasonEdit(ctx, {
      teamId: 's3',
      action: 'down',
      reason: 'No acepta el ascenso',
    })
    expect(r.ok).toBe(true)
    const plan = await seasonPlans(ctx.db).get(SEASON_PLAN_ID)
    expect(plan?.edits).toEqual([
      {
        teamId: 's3',
        action: 'down',
        reason: 'No acepta el ascenso',
        at: '2026-09-15T10:00:00.000Z',
      },
    ])
    const log = (await ctx.db.auditLog.toArray()).filter((a) => a.action === 'teams/season-edit')
    expect(log.map((a) => a.detail)).toEqual(['Equipo s3 down: No acepta el ascenso'])
  })
})

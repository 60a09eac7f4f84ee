import { describe, expect, test } from 'vitest'
import { exportBackup, restoreBackup } from '../../../src/db/backup/backup.ts'
import { recordCommitteeSanction } from '../../../src/features/teams/committeeSanctionCommands.ts'
import {
  previewCommitteeSanction,
  sanctionHalfPoints,
} from '../../../src/features/teams/committeeSanctions.ts'
import { standings } from '../../../src/domain/teams/index.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { freshContext, scratchDb } from '../../db/testDb.ts'
import { divisionWithTeams, pairRoundHomeWins } from '../../helpers/teamCompetitions.ts'

const TEAMS = ['Oviedo', 'Gijón', 'Avilés', 'Mieres']

/** A 4-team 2nd-division league with round 1 played: both home teams win 8-0. */
async function league() {
  const ctx = freshContext()
  const id = await divisionWithTeams(ctx, {
    name: 'Segunda',
    division: 2,
    teams: TEAMS,
    players: 10,
  })
  await pairRoundHomeWins(ctx, id, 1, 8)
  const comp = (await getCompetition(ctx.db, id))!
  const winners = comp.rounds[0]!.fixtures.map((f) => f.homeId)
  return { ctx, id, winners }
}

describe('Committee sanctions (FAPA art. 82, 115)', () => {
  test('FAPA art. 115: a committee sanction recorded on its own takes its points from the team in the standings, previewed first', async () => {
    const { ctx, id, winners } = await league()
    const [sanctioned, other] = winners as [string, string]
    const before = (await getCompetition(ctx.db, id))!
    expect(
      standings(before)
        .filter((r) => r.teamId === sanctioned || r.teamId === other)
        .map((r) => [r.rank, r.primary]),
    ).toEqual([
      [1, 16],
      [1, 16],
    ])
    expect(previewCommitteeSanction(before, sanctioned, 4)).toEqual({
      before: { rank: 1, points: 16 },
      after: { rank: 2, points: 12 },
    })

    const r = await recordCommitteeSanction(ctx, id, {
      teamId: sanctioned,
      article: 'art. 82.2',
      points: sanctionHalfPoints('2'),
      reason: 'Tercer retraso en el envío del acta, resolución del 3 de noviembre',
    })
    expect(r).toMatchObject({ ok: true, value: { article: '82.2', points: 4 } })
    const after = (await getCompetition(ctx.db, id))!
    const rows = standings(after)
    expect(rows.map((x) => x.teamId).slice(0, 2)).toEqual([other, sanctioned])
    expect(rows.find((x) => x.teamId === sanctioned)).toMatchObject({
      rank: 2,
      primary: 12,
      boardPoints: 16,
      deduction: 4,
    })
    const log = (await ctx.db.auditLog.toArray()).filter(
      (a) => a.action === 'teams/committee-sanction',
    )
    expect(log.map((a) => a.detail)).toEqual([
      `art. 82.2 ${after.teams.find((t) => t.id === sanctioned)?.name} -2: Tercer retraso en el envío del acta, resolución del 3 de noviembre`,
    ])

    // The sanction is part of the competition's log and comes back from a backup.
    const target = freshContext()
    expect(
      (await restoreBackup(target.db, await exportBackup(ctx.db, new Date()), scratchDb)).ok,
    ).toBe(true)
    expect(
      (await getCompetition(target.db, id))?.sanctions?.map((s) => [s.teamId, s.points]),
    ).toEqual([[sanctioned, 4]])
  })

  test('FAPA art. 115: a sanction needs its team, an article number, whole half points from 0 to 100 and a reason', async () => {
    const { ctx, id } = await league()
    const r = await recordCommitteeSanction(ctx, id, {
      teamId: 'nobody',
      article: 'grave',
      points: sanctionHalfPoints('0,25'),
      reason: '  ',
    })
    expect(r).toEqual({
      ok: false,
      error: [
        { code: 'teams/sanction-team', field: 'teamId' },
        { code: 'teams/sanction-article', field: 'article' },
        { code: 'teams/sanction-points', field: 'points', params: { max: 100 } },
        { code: 'teams/sanction-reason', field: 'reason' },
      ],
    })
    expect((await getCompetition(ctx.db, id))?.sanctions).toBeUndefined()
    expect([sanctionHalfPoints('1,5'), sanctionHalfPoints(''), sanctionHalfPoints('x')]).toEqual([
      3,
      Number.NaN,
      Number.NaN,
    ])
  })
})

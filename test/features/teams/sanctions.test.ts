import { describe, expect, test } from 'vitest'
import { decideSanction } from '../../../src/domain/teams/index.ts'
import { TEAM_VALIDATORS } from '../../../src/db/backup/teamValidators.ts'
import type { BackupError } from '../../../src/db/backup/checks.ts'
import { lateResults } from '../../../src/features/matchSheet/SanctionsPanel.tsx'
import { recordSanction } from '../../../src/features/teams/sanctionCommands.ts'
import { allSanctions } from '../../../src/features/teams/teamsDb.ts'
import { freshContext } from '../../db/testDb.ts'
import { twoTeamLeague } from './twoTeamLeague.ts'

const late = {
  clubId: 'Club Oviedo',
  matchId: 'c:1:Oviedo:Gijón',
  article: '82.2' as const,
  grade: 'minor' as const,
  decision: '  Apercibimiento  ',
}

describe('FAPA art. 82: the committee records its decision on each late acta or result', () => {
  test('82.2: a decision is recorded once, trimmed, and passes the backup check', async () => {
    const ctx = freshContext('2026-12-10T10:00:00.000Z')
    const r = await recordSanction(ctx, late)
    expect(r.ok && [r.value.id, r.value.decision, r.value.at]).toEqual([
      'sanction:82.2|c:1:Oviedo:Gijón',
      'Apercibimiento',
      '2026-12-10T10:00:00.000Z',
    ])
    expect(await recordSanction(ctx, { ...late, decision: 'Otra' })).toEqual({
      ok: false,
      error: [{ code: 'teams/sanction-recorded' }],
    })
    // The same match under art. 82.4 is another infraction.
    expect((await recordSanction(ctx, { ...late, article: '82.4' })).ok).toBe(true)
    const rows = await allSanctions(ctx.db)
    expect(rows.map((s) => s.id)).toEqual([
      'sanction:82.2|c:1:Oviedo:Gijón',
      'sanction:82.4|c:1:Oviedo:Gijón',
    ])
    const errors: BackupError[] = []
    for (const row of rows) TEAM_VALIDATORS.teamSeasonPlans!.row(row, 'row', errors)
    expect(errors).toEqual([])
  })

  test('82: a decision with no text is refused on its field', () => {
    expect(
      decideSanction([], { ...late, decision: '   ', at: '2026-12-10T10:00:00.000Z' }),
    ).toEqual({
      ok: false,
      error: [{ code: 'teams/sanction-text', field: 'decision' }],
    })
  })

  test('82.4: a result communicated on Monday at 19:05 for a Saturday match is a late result of the home club; at 18:00 it is not', () => {
    const c = twoTeamLeague(1)
    const f = c.rounds[0]!.fixtures[0]!
    const with_ = (time: string) => ({
      ...c,
      schedule: { dates: ['2026-12-05'], time: '17:00' },
      rounds: [
        { ...c.rounds[0]!, fixtures: [{ ...f, communicated: { date: '2026-12-07', time } }] },
      ],
    })
    expect(lateResults([with_('19:05')]).map((x) => [x.clubId, x.occurrence, x.grade])).toEqual([
      ['Oviedo', 1, 'minor'],
    ])
    expect(lateResults([with_('18:00')])).toEqual([])
  })
})

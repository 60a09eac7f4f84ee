import { describe, expect, test } from 'vitest'
import { exportBackup, restoreBackup } from '../../../src/db/backup/backup.ts'
import { saveSeason, setSeasonBaseRating } from '../../../src/db/commands/index.ts'
import type { SeasonRow } from '../../../src/db/schema.ts'
import { asSeasonId } from '../../../src/domain/core/index.ts'
import {
  competitionBaseRating,
  competitionSeason,
} from '../../../src/features/teams/competitionSeason.ts'
import { setCompetitionSeason } from '../../../src/features/teams/competitionSeasonCommands.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
} from '../../../src/features/teams/teamCommands.ts'
import { strengthOf } from '../../../src/features/teams/teamExports.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { freshContext, scratchDb } from '../../db/testDb.ts'

const NOW = '2026-09-15T10:00:00.000Z'

/**
 * A 14-team 4th division (a Swiss, art. 71): twelve teams rated 1900 and more, "Medio" with four
 * players at 1500, and "Mixto" with two at 1800 and two unrated. At a base rating of 1400 Mixto
 * averages 1600 and is ranked above Medio; at 1000 it averages 1400 and goes below.
 */
async function fourthDivision(ctx: ReturnType<typeof freshContext>, name: string) {
  const c = await createCompetition(ctx, { name, division: 4 })
  if (!c.ok) throw new Error('create')
  for (let i = 1; i <= 12; i++)
    await addTeam(ctx, c.value.id, {
      name: `Fuerte ${i}`,
      club: `Club ${i}`,
      zone: '',
      players: [0, 1, 2, 3].map((k) => ({ name: `F${i}-${k}`, rating: 2200 - 20 * i - k })),
    })
  await addTeam(ctx, c.value.id, {
    name: 'Medio',
    club: 'Club Medio',
    zone: '',
    players: [0, 1, 2, 3].map((k) => ({ name: `M${k}`, rating: 1500 })),
  })
  await addTeam(ctx, c.value.id, {
    name: 'Mixto',
    club: 'Club Mixto',
    zone: '',
    players: [1800, 1800, 0, 0].map((rating, k) => ({ name: `X${k}`, rating })),
  })
  return c.value.id
}

async function ranking(ctx: ReturnType<typeof freshContext>, id: string) {
  expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: 1 })
  const c = (await getCompetition(ctx.db, id))!
  const name = (tid: string) => c.teams.find((t) => t.id === tid)?.name
  return (c.order ?? []).map(name).filter((n) => n === 'Medio' || n === 'Mixto')
}

const season = (
  id: string,
  startDate: string,
  endDate: string,
  baseRating?: number,
): SeasonRow => ({
  id: asSeasonId(id),
  name: id,
  startDate,
  endDate,
  ...(baseRating === undefined ? {} : { baseRating }),
  createdAt: NOW,
  updatedAt: NOW,
})

describe("The season's FEDA base rating (FAPA art. 72)", () => {
  test("FAPA art. 72: the 4th-division strength order counts an unrated player at the base rating of the competition's season", async () => {
    const ctx = freshContext(NOW)
    const current = await saveSeason(ctx, {
      name: '2026-27',
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    })
    const next = await saveSeason(ctx, {
      name: '2027-28',
      startDate: '2027-09-01',
      endDate: '2028-08-31',
    })
    if (!current.ok || !next.ok) throw new Error('seasons')
    expect(await setSeasonBaseRating(ctx, next.value.id, 1000)).toMatchObject({
      ok: true,
      value: { baseRating: 1000 },
    })

    // By its dates the competition is in 2026-27, whose base rating was never set: 1400.
    const byDates = await fourthDivision(ctx, '4.ª 2026-27')
    expect(await ranking(ctx, byDates)).toEqual(['Mixto', 'Medio'])

    // Chosen for 2027-28, whose base rating is 1000, Mixto's unrated boards weigh less.
    const chosen = await fourthDivision(ctx, '4.ª 2027-28')
    expect(await setCompetitionSeason(ctx, chosen, next.value.id)).toMatchObject({
      ok: true,
      value: { seasonId: next.value.id },
    })
    expect(await ranking(ctx, chosen)).toEqual(['Medio', 'Mixto'])

    const c = (await getCompetition(ctx.db, chosen))!
    const mixto = c.teams.find((t) => t.name === 'Mixto')!
    expect(strengthOf(c, mixto, 1000)).toBe(1400)
    expect(strengthOf(c, mixto)).toBe(1600)
  })

  test("FAPA art. 72: a competition is in the season its first dated round falls in, else its creation day's, unless the director chose one", () => {
    const seasons = [
      season('s26', '2026-09-01', '2027-08-31'),
      season('s27', '2027-09-01', '2028-08-31', 1550),
    ]
    const base = { createdAt: '2026-09-15T10:00:00.000Z' }
    expect(competitionSeason(base, seasons)).toEqual({ season: seasons[0], chosen: false })
    const dated = { ...base, schedule: { dates: ['', '2027-10-02'], time: '17:00' } }
    expect(competitionSeason(dated, seasons)).toEqual({ season: seasons[1], chosen: false })
    expect(competitionBaseRating(dated, seasons)).toBe(1550)
    const picked = { ...dated, seasonId: 's26' }
    expect(competitionSeason(picked, seasons)).toEqual({ season: seasons[0], chosen: true })
    expect(competitionBaseRating(picked, seasons)).toBe(1400)
    expect(competitionBaseRating(base, [])).toBe(1400)
  })

  test('FAPA art. 72: the base rating is a whole number from 1000 to 2200, its change is logged and travels in backups', async () => {
    const ctx = freshContext(NOW)
    const s = await saveSeason(ctx, {
      name: '2026-27',
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    })
    if (!s.ok) throw new Error('season')
    for (const bad of [999, 2201, 1450.5, Number.NaN])
      expect(await setSeasonBaseRating(ctx, s.value.id, bad)).toEqual({
        ok: false,
        error: [
          { code: 'season/bad-base-rating', field: 'baseRating', params: { min: 1000, max: 2200 } },
        ],
      })
    expect((await setSeasonBaseRating(ctx, s.value.id, 1450)).ok).toBe(true)
    const log = (await ctx.db.auditLog.toArray()).filter((a) => a.action === 'season/base-rating')
    expect(log.map((a) => [a.entityId, a.detail])).toEqual([[s.value.id, '2026-27: 1400 -> 1450']])

    const at = new Date(NOW)
    const file = await exportBackup(ctx.db, at)
    const target = freshContext(NOW)
    expect((await restoreBackup(target.db, file, scratchDb)).ok).toBe(true)
    expect((await target.db.seasons.get(s.value.id))?.baseRating).toBe(1450)
    const forged = JSON.parse(file)
    forged.tables.seasons[0].baseRating = 5000
    const r = await restoreBackup(target.db, JSON.stringify(forged), scratchDb)
    expect(r.ok ? [] : r.error.map((e) => e.path)).toEqual(['$.tables.seasons[0].baseRating'])
  })
})

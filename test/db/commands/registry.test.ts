import { describe, expect, it } from 'vitest'
import {
  changeLicenceClub,
  deleteClub,
  issueLicence,
  saveClub,
  savePlayer,
  saveSeason,
  type PlayerFormInput,
} from '../../../src/db/commands/index.ts'
import { freshContext } from '../testDb.ts'

const ana: PlayerFormInput = {
  givenName: 'Ana',
  firstSurname: 'Suárez',
  secondSurname: 'Menéndez',
  sex: 'F',
  birthDate: '1999-05-01',
  federation: 'ESP',
  fideId: '2200001',
  fedaId: '',
  ratingStandard: '1980',
  ratingRapid: '',
  ratingBlitz: '',
  ratingFeda: '',
  title: '',
  nationality: 'spanish',
  residenceYears: '',
  clubId: '',
}

async function setup(now: string) {
  const ctx = freshContext(now)
  const c1 = await saveClub(ctx, {
    name: 'Club Uno',
    shortName: '',
    registryNumber: '1',
    venue: '',
  })
  const c2 = await saveClub(ctx, {
    name: 'Club Dos',
    shortName: '',
    registryNumber: '2',
    venue: '',
  })
  const season = await saveSeason(ctx, {
    name: '2026',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  })
  const player = await savePlayer(ctx, ana)
  if (!c1.ok || !c2.ok || !season.ok || !player.ok) throw new Error('setup failed')
  return { ctx, c1: c1.value.id, c2: c2.value.id, season: season.value.id, player: player.value.id }
}

describe('registry commands', () => {
  it('FAPA art. 6 a: a second player licence in the same season is refused and nothing is written', async () => {
    const { ctx, c1, season, player } = await setup('2026-03-10T12:00:00')
    const first = await issueLicence(ctx, {
      seasonId: season,
      kind: 'player',
      holderId: player,
      clubId: c1,
    })
    expect(first.ok).toBe(true)
    expect((await ctx.db.players.get(player))?.clubId).toBe(c1)
    const second = await issueLicence(ctx, {
      seasonId: season,
      kind: 'player',
      holderId: player,
      clubId: c1,
    })
    expect(second).toEqual({
      ok: false,
      error: [{ code: 'licence/duplicate-kind', field: 'kind', params: { kind: 'player' } }],
    })
    expect(await ctx.db.licences.count()).toBe(1)
  })

  it('FAPA art. 6 b: a player licence for a second club in the same season is refused', async () => {
    const { ctx, c1, c2, season, player } = await setup('2026-03-10T12:00:00')
    await issueLicence(ctx, { seasonId: season, kind: 'player', holderId: player, clubId: c1 })
    const r = await issueLicence(ctx, {
      seasonId: season,
      kind: 'player',
      holderId: player,
      clubId: c2,
    })
    expect(r).toEqual({ ok: false, error: [{ code: 'licence/second-club', field: 'clubId' }] })
  })

  it('FAPA art. 6 d: once the season started the player form cannot move the player to another club', async () => {
    const { ctx, c1, c2, season, player } = await setup('2026-03-10T12:00:00')
    await issueLicence(ctx, { seasonId: season, kind: 'player', holderId: player, clubId: c1 })
    const r = await savePlayer(ctx, { ...ana, ratingStandard: '2001', clubId: c2 }, player)
    expect(r).toEqual({
      ok: false,
      error: [{ code: 'licence/club-change-after-start', field: 'clubId' }],
    })
    const row = await ctx.db.players.get(player)
    expect([row?.clubId, row?.ratingStandard]).toEqual([c1, 1980])
  })

  it('FAPA art. 6 d: before the season starts the licence can move to another club', async () => {
    const { ctx, c1, c2, season, player } = await setup('2025-12-20T12:00:00')
    const l = await issueLicence(ctx, {
      seasonId: season,
      kind: 'player',
      holderId: player,
      clubId: c1,
    })
    if (!l.ok) throw new Error('setup failed')
    const moved = await changeLicenceClub(ctx, l.value.id, c2)
    expect(moved.ok && moved.value.clubId).toBe(c2)
    expect((await ctx.db.players.get(player))?.clubId).toBe(c2)
  })

  it('FAPA art. 6 d: after the start the licence keeps its club', async () => {
    const { ctx, c1, c2, season, player } = await setup('2025-12-20T12:00:00')
    const l = await issueLicence(ctx, {
      seasonId: season,
      kind: 'player',
      holderId: player,
      clubId: c1,
    })
    if (!l.ok) throw new Error('setup failed')
    const later = { ...ctx, now: () => new Date('2026-01-02T12:00:00') }
    expect(await changeLicenceClub(later, l.value.id, c2)).toEqual({
      ok: false,
      error: [{ code: 'licence/club-change-after-start', field: 'clubId' }],
    })
  })

  it('refuses a duplicate FIDE id without losing the existing player', async () => {
    const { ctx } = await setup('2026-03-10T12:00:00')
    const r = await savePlayer(ctx, { ...ana, givenName: 'Otra' })
    expect(r).toEqual({
      ok: false,
      error: [{ code: 'player/duplicate-id', field: 'fideId', params: { id: 2200001 } }],
    })
    expect(await ctx.db.players.count()).toBe(1)
  })

  it('a club with players cannot be deleted', async () => {
    const { ctx, c1, season, player } = await setup('2026-03-10T12:00:00')
    await issueLicence(ctx, { seasonId: season, kind: 'player', holderId: player, clubId: c1 })
    expect(await deleteClub(ctx, c1)).toEqual({
      ok: false,
      error: [{ code: 'club/in-use', params: { players: 1 } }],
    })
    expect(await ctx.db.clubs.count()).toBe(2)
  })
})

import { describe, expect, test } from 'vitest'
import type { ClubId } from '../../../src/domain/core/index.ts'
import { clubChoices, exportClubSeason } from '../../../src/features/matchSheet/clubSeasonExport.ts'
import { importPackages } from '../../../src/features/matchSheet/matchSheetCommands.ts'
import { seasonPackages } from '../../../src/features/teams/matchSheetDb.ts'
import { readPackageFile } from '../../../src/features/matchSheet/packageFiles.ts'
import { setSchedule } from '../../../src/features/teams/calendarCommands.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
} from '../../../src/features/teams/teamCommands.ts'
import { allCompetitions, getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { freshContext } from '../../db/testDb.ts'

const AT = '2026-09-01T00:00:00.000Z'

/** Clubs Oviedo (short name "Oviedo", venue Casa de Cultura) and Gijón in the registry. */
async function registry(ctx: ReturnType<typeof freshContext>) {
  for (const [id, name, short, venue] of [
    ['oviedo', 'Real Club Oviedo', 'Oviedo', 'Casa de Cultura'],
    ['gijon', 'Club Gijón', null, null],
  ] as const)
    await ctx.db.clubs.put({
      id: id as ClubId,
      name,
      shortName: short,
      registryNumber: null,
      venue,
      searchName: name.toLowerCase(),
      createdAt: AT,
      updatedAt: AT,
    })
}

const players = (n: number, tag: string) =>
  Array.from({ length: n }, (_, k) => ({ name: `${tag} ${k + 1}`, rating: 2000 - k }))

/** A 4-team 2nd-division league and a 6-team 4th-division event entered by the same clubs. */
async function season() {
  const ctx = freshContext('2026-09-15T10:00:00.000Z')
  await registry(ctx)
  const league = await createCompetition(ctx, { name: 'Segunda', division: 2 })
  const cup = await createCompetition(ctx, { name: 'Copa', division: 4, kind: 'cup' })
  if (!league.ok || !cup.ok) throw new Error('create')
  // Teams type the club as they know it: the short name, or a club not in the registry.
  for (const [name, club] of [
    ['Oviedo A', 'Oviedo'],
    ['Gijón A', 'Club Gijón'],
    ['Avilés A', 'Club Avilés'],
    ['Mieres A', 'Club Mieres'],
  ]) {
    await addTeam(ctx, league.value.id, {
      name: name!,
      club: club!,
      zone: '',
      players: players(8, name!),
    })
    await addTeam(ctx, cup.value.id, {
      name: name!,
      club: club!,
      zone: '',
      players: players(4, name!),
    })
  }
  await setSchedule(ctx, league.value.id, {
    dates: ['2026-10-03', '2026-10-17', ''],
    time: '17:30',
  })
  return { ctx, league: league.value.id, cup: cup.value.id }
}

describe('FAPA art. 72, 79.2: a club’s whole calendar in one package', () => {
  test('72: clubs are picked from the registry; a typed short name is its registry club', async () => {
    const { ctx } = await season()
    const choices = clubChoices(await allCompetitions(ctx.db), await ctx.db.clubs.toArray())
    expect(choices.map((c) => [c.clubId, c.name, c.teams, c.inRegistry])).toEqual([
      ['gijon', 'Club Gijón', 2, true],
      ['oviedo', 'Real Club Oviedo', 2, true],
      ['club:club aviles', 'Club Avilés', 2, false],
      ['club:club mieres', 'Club Mieres', 2, false],
    ])
  })

  test('72: before round 1 the export draws the league, so all three Berger rounds travel with dates and venue', async () => {
    const { ctx, league } = await season()
    const r = await exportClubSeason(ctx, {
      clubId: 'oviedo',
      kind: 'season',
      firstDate: '2026-10-03',
      time: '17:00',
    })
    if (!r.ok) throw new Error(r.error[0]?.code)
    expect(r.value.summary.drawn).toEqual(['Segunda'])
    const part = r.value.file.competitions.find((p) => p.competitionId === league)!
    expect(part.fixtures.map((f) => [f.round, f.date, f.time])).toEqual([
      [1, '2026-10-03', '17:30'],
      [2, '2026-10-17', '17:30'],
      [3, '2026-10-24', '17:30'],
    ])
    // The draw is by lot: whatever it gives, Oviedo plays in each of the three rounds, its home
    // matches are at its registry venue and its away matches have none (no venue in the registry).
    const oviedo = part.teams.find((t) => t.name === 'Oviedo A')!
    const home = part.fixtures.map((f) => f.homeId === oviedo.id)
    expect(part.fixtures.map((f) => f.homeId === oviedo.id || f.awayId === oviedo.id)).toEqual([
      true,
      true,
      true,
    ])
    expect(home).toContain(true)
    expect(part.fixtures.map((f) => f.venue ?? null)).toEqual(
      home.map((h) => (h ? 'Casa de Cultura' : null)),
    )
    expect(r.value.file.signingKey.clubId).toBe('oviedo')
    // The cup's first round is not paired yet: no cup fixture, so only the league travels.
    expect(r.value.summary.competitions).toEqual([{ name: 'Segunda', fixtures: 3 }])
    // The paired round 1 keeps the match ids the package gave it.
    await pairNextRound(ctx, league)
    const c = (await getCompetition(ctx.db, league))!
    const ids = c.rounds[0]!.fixtures.map((f) => `${league}:r1:${f.homeId}-${f.awayId}`)
    expect(ids).toContain(part.fixtures[0]!.matchId)
    const added = await addTeam(ctx, league, {
      name: 'Langreo A',
      club: 'Club Langreo',
      zone: '',
      players: players(8, 'L'),
    })
    expect(added.ok ? null : added.error[0]?.code).toBe('teams/already-started')
  })

  test('79.2: an update carries only the rounds paired as the season goes (the cup), and the tablet stores both', async () => {
    const { ctx, cup } = await season()
    const whole = await exportClubSeason(ctx, {
      clubId: 'oviedo',
      kind: 'season',
      firstDate: '2026-10-03',
      time: '17:00',
    })
    if (!whole.ok) throw new Error('export')
    await pairNextRound(ctx, cup)
    const update = await exportClubSeason(ctx, {
      clubId: 'oviedo',
      kind: 'update',
      firstDate: '2026-10-03',
      time: '17:00',
    })
    if (!update.ok) throw new Error(update.error[0]?.code)
    expect(update.value.file.competitions.map((p) => p.competitionId)).toEqual([cup])
    expect(update.value.file.signingKey.keyId).toBe(whole.value.file.signingKey.keyId)
    const tablet = freshContext()
    for (const f of [whole.value.file, update.value.file]) {
      const read = readPackageFile(JSON.stringify(f))
      if (!read.ok) throw new Error(read.errors[0]?.code)
      await importPackages(tablet, read.parts)
    }
    const stored = await seasonPackages(tablet.db).toArray()
    expect(stored.map((s) => s.pkg.competitionName).sort()).toEqual(['Copa', 'Segunda'])
    expect(stored.every((s) => s.pkg.signingKey?.clubId === 'oviedo')).toBe(true)
  })

  test('a club with no match gets no package: an empty export is refused', async () => {
    const { ctx } = await season()
    await ctx.db.clubs.put({
      id: 'langreo' as ClubId,
      name: 'Club Langreo',
      shortName: null,
      registryNumber: null,
      venue: null,
      searchName: 'club langreo',
      createdAt: AT,
      updatedAt: AT,
    })
    const r = await exportClubSeason(ctx, {
      clubId: 'langreo',
      kind: 'season',
      firstDate: '2026-10-03',
      time: '17:00',
    })
    expect(r.ok ? null : r.error.map((e) => [e.code, e.params])).toEqual([
      ['package/empty', { club: 'Club Langreo' }],
    ])
  })
})

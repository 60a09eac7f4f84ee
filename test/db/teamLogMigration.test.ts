import { describe, expect, it } from 'vitest'
import { exportBackup, restoreBackup } from '../../src/db/backup/backup.ts'
import { MIGRATIONS } from '../../src/db/migrations/index.ts'
import {
  type BoardResult,
  cupBracket,
  finalPlaces,
  groupStandings,
  seasonProposal,
  standings,
  type TeamCompetitionRow,
} from '../../src/domain/teams/index.ts'
import { competitionTrf, exportStandings } from '../../src/features/teams/teamExports.ts'
import { recordBoard } from '../../src/features/teams/teamCommands.ts'
import { allCompetitions, getCompetition } from '../../src/features/teams/teamsDb.ts'
import { freshContext, scratchDb, testDb, uniqueDbName } from './testDb.ts'

const AT = new Date('2026-11-02T09:00:00.000Z')

const team = (id: string, club: string, n: number) => ({
  id,
  name: `${club} ${id}`,
  club,
  zone: '',
  players: Array.from({ length: n }, (_, k) => ({
    name: `${id} jugador ${k + 1}`,
    rating: 2000 - 10 * k,
    ...(k === 0 ? { playerId: `p-${id}`, ratingSource: 'feda' as const } : {}),
  })),
})

const boards = (n: number, r: BoardResult | null): (BoardResult | null)[] =>
  Array.from({ length: n }, () => r)

/**
 * Competitions as today's schema stores them, whole: a 1st-division league two rounds in (one
 * withdrawal, an override, a calendar and a notification period), a cup with its exemption and a
 * decided tie, and a blitz event with its groups.
 */
function todaysCompetitions(): TeamCompetitionRow[] {
  const league: TeamCompetitionRow = {
    id: 'liga',
    name: 'Primera 2026',
    division: 1,
    system: 'league',
    totalRounds: 3,
    seed: 12345,
    teams: [
      {
        ...team('a', 'Mieres', 8),
        override: {
          reason: 'Licencia en trámite',
          at: '2026-01-10T10:00:00.000Z',
          findings: ['74.6.b|1'],
        },
      },
      team('b', 'Oviedo', 8),
      team('c', 'Gijón', 9),
      {
        ...team('d', 'Avilés', 8),
        players: [
          ...team('d', 'Avilés', 7).players,
          { name: 'Tardío', rating: 0, addedAfterRound: 1 },
        ],
      },
    ],
    order: ['a', 'b', 'c', 'd'],
    rounds: [
      {
        round: 1,
        bye: null,
        fixtures: [
          {
            homeId: 'a',
            awayId: 'd',
            boards: ['1-0', '1/2', '0-1', '1-0', '1/2', '1/2', '+-', '1-0'],
            homeImproperFrom: null,
            awayImproperFrom: 6,
          },
          { homeId: 'b', awayId: 'c', boards: boards(8, '0-1') },
        ],
      },
      {
        round: 2,
        bye: null,
        fixtures: [
          {
            homeId: 'd',
            awayId: 'c',
            boards: ['1/2', null, '1-0', null, '0-1', '1/2', null, '-+'],
          },
          { homeId: 'a', awayId: 'b', boards: boards(8, '1/2') },
        ],
      },
    ],
    notificationEnds: '2026-01-20',
    withdrawals: [
      { teamId: 'b', afterRound: 2, reason: 'Sin jugadores', at: '2026-02-01T18:00:00.000Z' },
    ],
    schedule: { dates: ['2026-01-24', '2026-01-31', ''], time: '17:00' },
    createdAt: '2026-01-02T09:00:00.000Z',
    updatedAt: '2026-02-01T18:00:00.000Z',
  }
  const cup: TeamCompetitionRow = {
    id: 'copa',
    name: 'Copa Asturias',
    division: 4,
    system: 'league',
    totalRounds: 2,
    kind: 'cup',
    groups: null,
    seed: 99,
    teams: [team('e', 'Llanes', 4), team('f', 'Siero', 4), team('g', 'Langreo', 4)],
    order: ['e', 'f', 'g'],
    rounds: [
      {
        round: 1,
        bye: null,
        exempt: ['g'],
        fixtures: [
          { homeId: 'e', awayId: 'f', boards: ['1-0', '0-1', '1/2', '1/2'], decided: 'away' },
        ],
      },
    ],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-08T20:00:00.000Z',
  }
  const blitz: TeamCompetitionRow = {
    id: 'blitz',
    name: 'Blitz por equipos',
    division: 1,
    system: 'league',
    totalRounds: 1,
    kind: 'blitz',
    groups: { A: ['h', 'i'], B: ['j', 'k'] },
    seed: 7,
    teams: [
      team('h', 'Mieres', 8),
      team('i', 'Oviedo', 8),
      team('j', 'Gijón', 8),
      team('k', 'Avilés', 8),
    ],
    order: ['h', 'i', 'j', 'k'],
    rounds: [
      {
        round: 1,
        bye: null,
        fixtures: [
          { homeId: 'h', awayId: 'i', boards: boards(8, '1-0'), group: 'A' },
          { homeId: 'j', awayId: 'k', boards: boards(8, null), group: 'B' },
        ],
      },
    ],
    createdAt: '2026-04-01T09:00:00.000Z',
    updatedAt: '2026-04-01T11:00:00.000Z',
  }
  const empty: TeamCompetitionRow = {
    id: 'segunda',
    name: 'Segunda 2026',
    division: 2,
    system: 'league',
    totalRounds: 0,
    seed: 3,
    teams: [],
    order: null,
    rounds: [],
    createdAt: '2026-01-03T09:00:00.000Z',
    updatedAt: '2026-01-03T09:00:00.000Z',
  }
  return [league, cup, blitz, empty]
}

/** Everything the team screens and exports show of the competitions. */
function screens(all: readonly TeamCompetitionRow[]) {
  return {
    list: all.map((c) => [c.id, c.name, c.updatedAt]),
    standings: all.map((c) => (c.kind ? null : standings(c))),
    exported: all.map((c) => exportStandings(c)),
    trf: all.map((c) => competitionTrf(c, 'trf16', 'Liga')),
    groups: all.map((c) =>
      c.kind === 'blitz' ? [groupStandings(c, 'A'), groupStandings(c, 'B')] : null,
    ),
    places: all.map((c) => (c.kind === 'blitz' ? finalPlaces(c) : null)),
    bracket: all.map((c) => (c.kind === 'cup' ? cupBracket(c) : null)),
    season: seasonProposal(all.filter((c) => !c.kind)),
  }
}

/** A database of schema 9 (before the team logs) holding `rows` as today's code stored them. */
async function version9(rows: readonly TeamCompetitionRow[]): Promise<string> {
  const name = uniqueDbName()
  const db = testDb(name, MIGRATIONS.slice(0, 9))
  await db.table('teamCompetitions').bulkAdd(rows.map((r) => structuredClone(r)))
  db.close()
  return name
}

describe('migration 010: team competitions stored whole become their logs', () => {
  it('every competition folds to the row it was, and every screen model and export is the same', async () => {
    const before = todaysCompetitions()
    const byName = [...before].sort((a, b) => a.name.localeCompare(b.name))
    const db = testDb(await version9(before))
    const after = await allCompetitions(db)
    expect(after).toEqual(byName)
    expect(screens(after)).toEqual(screens(byName))
    expect(await db.table('teamCompetitions').toArray()).toEqual(
      [...before]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((c) => ({ id: c.id, name: c.name, createdAt: c.createdAt, updatedAt: c.updatedAt })),
    )
    expect(await db.table('teamEvents').count()).toBe(before.length)
  })

  it('a migrated competition takes the next command as one event: art. 77 board 2 of round 2', async () => {
    const name = await version9(todaysCompetitions())
    const db = testDb(name)
    const ctx = { db, now: () => AT }
    const r = await recordBoard(ctx, 'liga', { round: 2, fixture: 0, board: 2 }, '1-0')
    expect(r.ok).toBe(true)
    const c = (await getCompetition(db, 'liga'))!
    expect(c.rounds[1]!.fixtures[0]!.boards).toEqual([
      '1/2',
      '1-0',
      '1-0',
      null,
      '0-1',
      '1/2',
      null,
      '-+',
    ])
    expect(c.updatedAt).toBe(AT.toISOString())
    expect(
      (await db.table('teamEvents').toArray())
        .filter((e) => e.competitionId === 'liga')
        .map((e) => e.type),
    ).toEqual(['competition-carried', 'board-recorded'])
  })

  it('a backup taken with schema 9 restores after the change, and export, import, export is byte-identical', async () => {
    const old = testDb(await version9(todaysCompetitions()), MIGRATIONS.slice(0, 9))
    // The file an Alfil of schema 9 wrote: the same rows under that schema's number.
    const text = JSON.stringify({ ...JSON.parse(await exportBackup(old, AT)), schemaVersion: 9 })
    const target = freshContext()
    const restored = await restoreBackup(target.db, text, scratchDb)
    expect(restored.ok ? null : restored.error).toBeNull()
    const byName = todaysCompetitions().sort((a, b) => a.name.localeCompare(b.name))
    expect(await allCompetitions(target.db)).toEqual(byName)
    const first = await exportBackup(target.db, AT)
    const again = freshContext()
    expect((await restoreBackup(again.db, first, scratchDb)).ok).toBe(true)
    expect(await exportBackup(again.db, AT)).toBe(first)
  })
})

import { describe, expect, test } from 'vitest'
import type { SeasonId } from '../../../src/domain/core/index.ts'
import type { Board, IndividualTournament } from '../../../src/domain/tournament/index.ts'
import type { PlayerRow, SeasonRow } from '../../../src/db/schema.ts'
import {
  previousSeason,
  seasonDecisions,
  standingsFromLines,
  standingsFromTournament,
  matchPlayer,
  emptySeasonRow,
  type ChampionshipSeasonRow,
} from '../../../src/features/championships/structureModel.ts'
import {
  changeSeasonStructure,
  saveZonal,
} from '../../../src/features/championships/championshipCommands.ts'
import { playerRow } from '../../db/playerRow.ts'
import { freshContext } from '../../db/testDb.ts'
import {
  board,
  pairedRounds,
  testEntrant,
  testTournament,
} from '../../domain/tournament/builders.ts'

const registry = (id: string, first: string, given: string, fedaId: number): PlayerRow =>
  playerRow(id, {
    givenName: given,
    firstSurname: first,
    fedaId,
    searchName: `${first} ${given}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  })
const PLAYERS = [
  registry('a', 'Álvarez', 'Íñigo', 1001),
  registry('b', 'Blanco', 'Ana', 1002),
  registry('c1', 'Cuesta', 'Luis', 1003),
  registry('c2', 'Cuesta', 'Luis', 1004),
]
const nameOf = (p: PlayerRow) => `${p.firstSurname}, ${p.givenName}`

describe('typed final standings matched to the registry', () => {
  test('"Surnames, Name" without accents or case, or a FEDA id; a name held by two players matches nobody', () => {
    expect(matchPlayer('alvarez, inigo', PLAYERS)?.id).toBe('a')
    expect(matchPlayer('1002', PLAYERS)?.id).toBe('b')
    expect(matchPlayer('Cuesta, Luis', PLAYERS)).toBeNull()
    expect(matchPlayer('1004', PLAYERS)?.id).toBe('c2')
  })
  test('numbered lines keep their order; unmatched lines stay in the ranking without a player', () => {
    const s = standingsFromLines(
      '1. Blanco, Ana\n2) Nadie, Otro\n\n3 - 1001\n',
      23,
      PLAYERS,
      nameOf,
    )
    expect(s.ranking).toEqual([
      { name: 'Blanco, Ana', playerId: 'b' },
      { name: 'Nadie, Otro', playerId: null },
      { name: 'Álvarez, Íñigo', playerId: 'a' },
    ])
    expect([s.paired, s.unmatched, s.problem]).toEqual([23, ['Nadie, Otro'], null])
  })
})

const entrant = (startNo: number) =>
  testEntrant(startNo, { registryId: `p${startNo}`, fideRating: 2000 - startNo })
const draws = (pairs: [number, number][], from: number) =>
  pairs.map(([w, bl], i) => board(from + i, w, bl, '1/2'))

/** 11 players, 3 rounds; P1 wins every game; one bye per round, so 10 paired in round 2. */
function zonal(lastResult: Board['result'] = '1-0'): IndividualTournament {
  const rounds = [
    {
      boards: [
        board(1, 1, 2, '1-0'),
        ...draws(
          [
            [3, 4],
            [5, 6],
            [7, 8],
            [9, 10],
          ],
          2,
        ),
      ],
      bye: 11,
    },
    {
      boards: [
        board(1, 3, 1, '0-1'),
        ...draws(
          [
            [2, 4],
            [5, 7],
            [6, 8],
            [9, 11],
          ],
          2,
        ),
      ],
      bye: 10,
    },
    {
      boards: [
        board(1, 1, 5, lastResult),
        ...draws(
          [
            [2, 3],
            [4, 6],
            [7, 9],
            [8, 10],
          ],
          2,
        ),
      ],
      bye: 11,
    },
  ]
  return testTournament(
    {
      name: 'Zonal de Siero',
      place: 'Siero',
      startDate: '2025-10-04',
      endDate: '2025-11-08',
      totalRounds: 3,
      lotSeed: 7,
    },
    {
      entrants: Array.from({ length: 11 }, (_, i) => entrant(i + 1)),
      rounds: pairedRounds(rounds),
    },
  )
}

describe('FAPA art. 55.1.7 standings taken from a finished Alfil tournament', () => {
  test('FAPA art. 55.1.7: 10 paired in the penultimate round (the bye is not a pairing), P1 first', () => {
    const s = standingsFromTournament(zonal())
    expect([s.problem, s.paired, s.endDate, s.ranking[0]]).toEqual([
      null,
      10,
      '2025-11-08',
      { name: 'P1', playerId: 'p1' },
    ])
    expect(s.ranking).toHaveLength(11)
  })
  test('an unfinished tournament gives no standings', () => {
    expect(standingsFromTournament(zonal(null)).problem).toBe('standings/not-finished')
    expect(standingsFromTournament(undefined).problem).toBe('standings/tournament-missing')
  })
  test('FAPA art. 55.1.7: the season decisions promote P1 only (10 % of 10) and he may play 3rd this season', () => {
    const row: ChampionshipSeasonRow = {
      ...emptySeasonRow('s'),
      thirdDivisionStart: '2026-01-10',
      zonals: [
        {
          id: 'z',
          place: 'Siero',
          players: 11,
          endDate: '',
          source: { kind: 'tournament', tournamentId: 't' },
        },
      ],
      divisionResults: [
        { division: 3, places: 2, source: { kind: 'typed', lines: '1002\n1001', paired: 0 } },
      ],
    }
    const docs = new Map([['t', zonal()]])
    const decisions = seasonDecisions(row, (src) =>
      src.kind === 'tournament'
        ? standingsFromTournament(docs.get(src.tournamentId))
        : standingsFromLines(src.lines, src.paired, PLAYERS, nameOf),
    )
    expect(
      decisions.map((d) => [d.from, d.promoted.map((p) => p.playerId), d.playsThisSeason]),
    ).toEqual([
      ['zonal', ['p1'], true],
      ['division', ['b', 'a'], false],
    ])
  })
})

describe('seasons and the structure command', () => {
  const season = (id: string, startDate: string, endDate: string): SeasonRow => ({
    id: id as SeasonId,
    name: id,
    startDate,
    endDate,
    createdAt: '',
    updatedAt: '',
  })
  test('the previous season is the latest one ending before this one starts', () => {
    const seasons = [
      season('2023', '2023-09-01', '2024-08-31'),
      season('2024', '2024-09-01', '2025-08-31'),
      season('2025', '2025-09-01', '2026-08-31'),
    ]
    expect(previousSeason(seasons, seasons[2] as SeasonRow)?.id).toBe('2024')
    expect(previousSeason(seasons, seasons[0] as SeasonRow)).toBeUndefined()
  })

  test('FAPA art. 55.1.1: saving a zonal writes the season row and an audit entry; a zonal without place or without registered players (FAPA art. 55.1.2 counts them) is refused', async () => {
    const ctx = freshContext()
    await ctx.db.seasons.add(season('s1', '2025-09-01', '2026-08-31'))
    const zonalRecord = {
      id: 'z1',
      place: 'Luarca',
      players: 9,
      endDate: '2025-11-02',
      source: null,
    }
    const saved = await changeSeasonStructure(ctx, 's1', saveZonal(zonalRecord))
    expect(saved.ok && saved.value.zonals).toEqual([zonalRecord])
    const refused = await changeSeasonStructure(
      ctx,
      's1',
      saveZonal({ ...zonalRecord, id: 'z2', place: ' ' }),
    )
    expect(refused).toEqual({
      ok: false,
      error: [{ code: 'structure/place-required', field: 'place' }],
    })
    const noPlayers = await changeSeasonStructure(
      ctx,
      's1',
      saveZonal({ ...zonalRecord, id: 'z3', place: 'Tineo', players: 0 }),
    )
    expect(noPlayers).toEqual({
      ok: false,
      error: [{ code: 'structure/players-required', field: 'players' }],
    })
    const stored = await ctx.db.table('ratingSettings').get('championshipSeason:s1')
    expect(stored.zonals).toEqual([zonalRecord])
    const log = await ctx.db.auditLog.toArray()
    expect(log.map((l) => [l.action, l.entityId, l.detail])).toEqual([
      ['championship/zonal-save', 's1', 'Luarca'],
    ])
    expect(await changeSeasonStructure(ctx, 'nope', saveZonal(zonalRecord))).toEqual({
      ok: false,
      error: [{ code: 'db/not-found' }],
    })
  })
})

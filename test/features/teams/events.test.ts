import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import { createRng } from '../../../src/domain/core/index.ts'
import { drawCupRound } from '../../../src/domain/pairing/knockout/index.ts'
import {
  type BoardResult,
  cupBracket,
  cupChampion,
  finalPlaces,
  groupStandings,
  matchWinner,
  roundRng,
} from '../../../src/domain/teams/index.ts'
import {
  addTeam,
  createCompetition,
  decideTie,
  pairNextRound,
  recordBoard,
} from '../../../src/features/teams/teamCommands.ts'
import { getCompetition, type FixtureRow } from '../../../src/features/teams/teamsDb.ts'

type Ctx = ReturnType<typeof freshContext>

async function event(kind: 'blitz' | 'cup', n: number, club = (i: number) => `Club ${i}`) {
  const ctx = freshContext()
  const c = await createCompetition(ctx, { name: `Evento ${kind}`, division: 1, kind })
  if (!c.ok) throw new Error('create')
  for (let i = 1; i <= n; i++) {
    const r = await addTeam(ctx, c.value.id, {
      name: `Equipo ${i}`,
      club: club(i),
      zone: '',
      players: Array.from({ length: 8 }, (_, k) => ({
        name: `J${i}-${k}`,
        rating: 2100 - 50 * i - k,
      })),
    })
    expect(r.ok).toBe(true)
  }
  return { ctx, id: c.value.id }
}

const load = async (ctx: Ctx, id: string) => (await getCompetition(ctx.db, id))!

/** Plays every match of the last round: the home side wins all boards unless `pick` says otherwise. */
async function play(
  ctx: Ctx,
  id: string,
  pick: (f: FixtureRow, i: number) => BoardResult[] = (f) => f.boards.map(() => '1-0'),
) {
  const c = await load(ctx, id)
  const round = c.rounds[c.rounds.length - 1]!
  for (const [i, f] of round.fixtures.entries()) {
    const res = pick(f, i)
    for (const [k, r] of res.entries())
      expect(
        (await recordBoard(ctx, id, { round: round.round, fixture: i, board: k + 1 }, r)).ok,
      ).toBe(true)
  }
}

const fixture = (boards: BoardResult[], extra: Partial<FixtureRow> = {}): FixtureRow => ({
  homeId: 'h',
  awayId: 'a',
  boards,
  ...extra,
})

describe('FAPA art. 104, 109: who goes through a level match', () => {
  test.each([
    [['1-0', '1-0', '0-1', '1/2'], 'home'],
    [['0-1', '1/2', '1/2', '1-0'], 'away'],
    // 2-2: the side that won the higher board goes through (board 1 first).
    [['1-0', '0-1', '1/2', '1/2'], 'home'],
    [['1/2', '0-1', '1-0', '1/2'], 'away'],
    [['1/2', '1/2', '1/2', '1/2'], null],
  ] as const)('%j -> %s', (boards, winner) => {
    expect(matchWinner(fixture([...boards]))).toBe(winner)
  })

  test('an improper lineup of the home side from board 3 turns 3-1 into 2-2, and board 1 decides', () => {
    expect(matchWinner(fixture(['0-1', '1-0', '1-0', '1-0'], { homeImproperFrom: 3 }))).toBe('away')
  })

  test('all boards drawn: the committee decides', () => {
    expect(matchWinner(fixture(['1/2', '1/2', '1/2', '1/2'], { decided: 'away' }))).toBe('away')
  })
})

describe('FAPA art. 104-106: the Asturias Cup', () => {
  test('6 teams: round 1 draws 2 exempt teams by lot and 2 ties; the exempt join in round 2', async () => {
    const { ctx, id } = await event('cup', 6)
    expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: 1 })
    let c = await load(ctx, id)
    expect([c.totalRounds, c.division]).toEqual([3, 4])
    const r1 = c.rounds[0]!
    const draw = drawCupRound(
      c.teams.map((t) => t.id),
      roundRng(c.seed, 1),
      true,
    )
    expect(r1.exempt).toEqual(draw.exempt)
    expect(r1.fixtures.map((f) => [f.homeId, f.awayId])).toEqual(
      draw.ties.map((t) => [t.home, t.away]),
    )
    expect(r1.exempt).toHaveLength(2)
    expect(r1.fixtures).toHaveLength(2)
    expect(r1.fixtures.every((f) => f.boards.length === 4)).toBe(true)
    // The first tie is drawn on every board; the second goes to the away side 5-3.
    await play(ctx, id, (_, i) =>
      i === 0 ? ['1/2', '1/2', '1/2', '1/2'] : ['0-1', '0-1', '1-0', '1/2'],
    )
    const early = await pairNextRound(ctx, id)
    expect(early.ok ? null : early.error[0]?.code).toBe('teams/tie-undecided')
    expect((await decideTie(ctx, id, { round: 1, fixture: 0 }, 'home')).ok).toBe(true)
    expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: 2 })
    c = await load(ctx, id)
    const through = [r1.fixtures[0]!.homeId, r1.fixtures[1]!.awayId, ...r1.exempt!]
    const r2 = c.rounds[1]!
    expect(r2.fixtures.flatMap((f) => [f.homeId, f.awayId]).sort()).toEqual(through.sort())
    expect(r2.exempt).toEqual([])
    const bracket = cupBracket(c)
    expect(bracket.map((r) => r.length)).toEqual([2, 2, 1])
    expect(bracket[0]!.map((t) => [t.score, t.winner])).toEqual([
      [[4, 4], 'home'],
      [[3, 5], 'away'],
    ])
    await play(ctx, id)
    expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: 3 })
    await play(ctx, id)
    c = await load(ctx, id)
    expect(cupChampion(c)).toBe(c.rounds[2]!.fixtures[0]!.homeId)
    const after = await pairNextRound(ctx, id)
    expect(after.ok ? null : after.error[0]?.code).toBe('teams/all-rounds-paired')
  })

  test('the draw is repeated exactly from the recorded seed', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f']
    expect(drawCupRound(ids, createRng(42 + 1), true)).toEqual(
      drawCupRound(ids, roundRng(42, 1), true),
    )
  })
})

describe('FAPA art. 87-91: team blitz with two groups', () => {
  test('8 teams: groups 1-4-5-8 / 2-3-6-7, three group rounds, then semifinals and places', async () => {
    const { ctx, id } = await event('blitz', 8)
    expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: 1 })
    let c = await load(ctx, id)
    // Equipo i has the i-th best average, so the strength order is 1..8 (art. 87).
    const name = (tid: string) => c.teams.find((t) => t.id === tid)!.name
    expect(c.groups!.A.map(name).sort()).toEqual(['Equipo 1', 'Equipo 4', 'Equipo 5', 'Equipo 8'])
    expect(c.groups!.B.map(name).sort()).toEqual(['Equipo 2', 'Equipo 3', 'Equipo 6', 'Equipo 7'])
    expect([c.totalRounds, c.division]).toEqual([5, 1])
    expect(c.rounds[0]!.fixtures.map((f) => f.group)).toEqual(['A', 'A', 'B', 'B'])
    expect(c.rounds[0]!.fixtures[0]!.boards).toHaveLength(8)
    // The stronger team wins every board: group order = strength order.
    const stronger = (f: FixtureRow): BoardResult[] =>
      f.boards.map(() => (name(f.homeId) < name(f.awayId) ? '1-0' : '0-1'))
    for (let r = 1; r <= 3; r++) {
      await play(ctx, id, stronger)
      expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: r + 1 })
    }
    c = await load(ctx, id)
    const a = groupStandings(c, 'A')
    expect(a.map((r) => [name(r.teamId), r.primary])).toEqual([
      ['Equipo 1', 48],
      ['Equipo 4', 32],
      ['Equipo 5', 16],
      ['Equipo 8', 0],
    ])
    const semis = c.rounds[3]!.fixtures
    expect(semis.slice(0, 2).map((f) => [name(f.homeId), name(f.awayId), f.places])).toEqual([
      ['Equipo 1', 'Equipo 3', [1, 4]],
      ['Equipo 2', 'Equipo 4', [1, 4]],
    ])
    expect(semis.slice(2).map((f) => [[name(f.homeId), name(f.awayId)].sort(), f.places])).toEqual([
      [
        ['Equipo 5', 'Equipo 6'],
        [5, 6],
      ],
      [
        ['Equipo 7', 'Equipo 8'],
        [7, 8],
      ],
    ])
    await play(ctx, id, stronger)
    expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: 5 })
    c = await load(ctx, id)
    expect(
      c.rounds[4]!.fixtures.map((f) => [[name(f.homeId), name(f.awayId)].sort(), f.places]),
    ).toEqual([
      [
        ['Equipo 1', 'Equipo 2'],
        [1, 2],
      ],
      [
        ['Equipo 3', 'Equipo 4'],
        [3, 4],
      ],
    ])
    await play(ctx, id, stronger)
    c = await load(ctx, id)
    expect(finalPlaces(c).map((p) => name(p.teamId!))).toEqual([
      'Equipo 1',
      'Equipo 2',
      'Equipo 3',
      'Equipo 4',
      'Equipo 5',
      'Equipo 6',
      'Equipo 7',
      'Equipo 8',
    ])
  })

  test('7 teams: groups 1-4-5 and 2-3-6-7, thirds play for 5th-6th and the fourth of group B is 7th', async () => {
    const { ctx, id } = await event('blitz', 7)
    await pairNextRound(ctx, id)
    let c = await load(ctx, id)
    const name = (tid: string) => c.teams.find((t) => t.id === tid)!.name
    expect([c.groups!.A.length, c.groups!.B.length, c.totalRounds]).toEqual([3, 4, 5])
    const stronger = (f: FixtureRow): BoardResult[] =>
      f.boards.map(() => (name(f.homeId) < name(f.awayId) ? '1-0' : '0-1'))
    for (let r = 1; r <= 5; r++) {
      await play(ctx, id, stronger)
      if (r < 5) expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: r + 1 })
      c = await load(ctx, id)
    }
    expect(c.rounds[3]!.fixtures.map((f) => f.places)).toEqual([
      [1, 4],
      [1, 4],
      [5, 6],
    ])
    expect(finalPlaces(c).map((p) => [p.place, name(p.teamId!)])).toEqual([
      [1, 'Equipo 1'],
      [2, 'Equipo 2'],
      [3, 'Equipo 3'],
      [4, 'Equipo 4'],
      [5, 'Equipo 5'],
      [6, 'Equipo 6'],
      [7, 'Equipo 7'],
    ])
  })

  test('art. 88: two teams of one club in the same group meet in round 1', async () => {
    // Teams 1 and 4 share a club and both fall in group A.
    const { ctx, id } = await event('blitz', 8, (i) => (i === 4 ? 'Club 1' : `Club ${i}`))
    await pairNextRound(ctx, id)
    const c = await load(ctx, id)
    const name = (tid: string) => c.teams.find((t) => t.id === tid)!.name
    const round1 = c.rounds[0]!.fixtures.map((f) =>
      [name(f.homeId), name(f.awayId)].sort().join('-'),
    )
    expect(round1).toContain('Equipo 1-Equipo 4')
  })

  test('fewer than four teams cannot make two groups with semifinals', async () => {
    const { ctx, id } = await event('blitz', 3)
    const r = await pairNextRound(ctx, id)
    expect(r.ok ? null : r.error[0]?.code).toBe('teams/too-few-teams')
  })
})

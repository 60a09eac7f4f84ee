import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import {
  type BoardResult,
  eliminationNotes,
  eventEliminations,
  groupStandings,
} from '../../../src/domain/teams/index.ts'
import { levelGroups } from '../../../src/domain/tiebreaks/index.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
  recordBoard,
} from '../../../src/features/teams/teamCommands.ts'
import { recordTeamTie } from '../../../src/features/teams/tieCommands.ts'
import { GroupStandings } from '../../../src/features/teams/GroupStandings.tsx'
import {
  getCompetition,
  type FixtureRow,
  type TeamCompetitionRow,
} from '../../../src/features/teams/teamsDb.ts'

type Ctx = ReturnType<typeof freshContext>

/** A team blitz or rapid of 8 teams: groups of four, three group rounds, then the play-offs. */
async function event(kind: 'blitz' | 'rapid') {
  const ctx = freshContext('2026-11-29T10:00:00.000Z')
  const c = await createCompetition(ctx, { name: `Por equipos ${kind}`, division: 1, kind })
  if (!c.ok) throw new Error('create')
  for (let i = 1; i <= 8; i++)
    await addTeam(ctx, c.value.id, {
      name: `Equipo ${i}`,
      club: `Club ${i}`,
      zone: '',
      players: Array.from({ length: 8 }, (_, k) => ({
        name: `J${i}-${k}`,
        rating: 2100 - 50 * i - k,
      })),
    })
  expect((await pairNextRound(ctx, c.value.id)).ok).toBe(true)
  return { ctx, id: c.value.id }
}

const load = async (ctx: Ctx, id: string) => (await getCompetition(ctx.db, id))!

const DRAWS: BoardResult[] = Array.from({ length: 8 }, () => '1/2')
/** Every board of `team` left empty: a whole-team no-show (art. 92, 100). */
const noShow = (f: FixtureRow, team: string): BoardResult[] =>
  f.boards.map(() => (f.homeId === team ? '-+' : '+-'))

/** Plays the last round: the fixtures still open get `pick`'s boards; pre-set ones are left alone. */
async function play(ctx: Ctx, id: string, pick: (f: FixtureRow) => BoardResult[]) {
  const c = await load(ctx, id)
  const round = c.rounds[c.rounds.length - 1]!
  for (const [i, f] of round.fixtures.entries()) {
    if (f.boards.every((b) => b !== null)) continue
    for (const [k, r] of pick(f).entries())
      await recordBoard(ctx, id, { round: round.round, fixture: i, board: k + 1 }, r)
  }
}

const involving = (c: TeamCompetitionRow, round: number, team: string) =>
  c.rounds[round - 1]!.fixtures.find((f) => f.homeId === team || f.awayId === team)!

const opponent = (f: FixtureRow, team: string) => (f.homeId === team ? f.awayId : f.homeId)

describe('FAPA art. 92, 100 with art. 65: a team eliminated from a team blitz or rapid', () => {
  test('art. 92, 65.1: a whole-team no-show in round 1 eliminates it; its later matches are given to the opponents and, under half played, nothing of it counts', async () => {
    const { ctx, id } = await event('blitz')
    const x = (await load(ctx, id)).groups!.A[0]!
    await play(ctx, id, (f) => (f.homeId === x || f.awayId === x ? noShow(f, x) : DRAWS))
    expect(eventEliminations(await load(ctx, id))).toEqual([
      { teamId: x, afterRound: 1, reason: 'eliminated' },
    ])
    expect((await pairNextRound(ctx, id)).ok).toBe(true)
    const c2 = await load(ctx, id)
    const f2 = involving(c2, 2, x)
    expect(f2.boards).toEqual(Array.from({ length: 8 }, () => (f2.homeId === x ? '-+' : '+-')))
    await play(ctx, id, () => DRAWS)
    expect((await pairNextRound(ctx, id)).ok).toBe(true)
    await play(ctx, id, () => DRAWS)
    const rows = groupStandings(await load(ctx, id), 'A')
    // The three others drew their two matches among themselves: 8 board points each (16
    // half-points); their three matches against the eliminated team are annulled.
    expect(rows.map((r) => [r.teamId === x, r.primary, r.played, r.departed])).toEqual([
      [false, 16, 2, false],
      [false, 16, 2, false],
      [false, 16, 2, false],
      [true, 0, 0, true],
    ])
  })

  test('art. 100, 65.2: eliminated at round 2 of 3, its results stand and its last match is awarded; in the play-offs its opponent wins without playing', async () => {
    const { ctx, id } = await event('rapid')
    const x = (await load(ctx, id)).groups!.A[0]!
    await play(ctx, id, () => DRAWS)
    const first = opponent(involving(await load(ctx, id), 1, x), x)
    await pairNextRound(ctx, id)
    const second = opponent(involving(await load(ctx, id), 2, x), x)
    await play(ctx, id, (f) => (f.homeId === x || f.awayId === x ? noShow(f, x) : DRAWS))
    await pairNextRound(ctx, id)
    const f3 = involving(await load(ctx, id), 3, x)
    const third = opponent(f3, x)
    expect(f3.boards).toEqual(Array.from({ length: 8 }, () => (f3.homeId === x ? '-+' : '+-')))
    await play(ctx, id, () => DRAWS)
    const rows = groupStandings(await load(ctx, id), 'A')
    const points = new Map(rows.map((r) => [r.teamId as string, r.primary]))
    // 16 half-points from the two draws among the others, plus the match against the
    // eliminated team: a draw (8), a no-show (16) and an awarded match (16).
    expect([points.get(first), points.get(second), points.get(third), points.get(x)]).toEqual([
      24, 32, 32, 8,
    ])
    expect(rows[3]?.teamId).toBe(x)
    expect(rows[3]?.departed).toBe(true)
    // The two drawn groups leave teams level after the whole art. 99 chain: the play-offs wait
    // for the lot the chain ends with, drawn with the competition's recorded seed.
    const refused = await pairNextRound(ctx, id)
    expect(refused.ok ? null : refused.error[0]?.code).toBe('teams/group-tie-undecided')
    const c3 = await load(ctx, id)
    for (const g of ['A', 'B'] as const)
      for (const level of levelGroups(groupStandings(c3, g).filter((r) => r.level)))
        expect(
          (
            await recordTeamTie(ctx, id, {
              kind: 'lot',
              players: level.map((r) => r.startNo),
              seed: c3.seed,
            })
          ).ok,
        ).toBe(true)
    expect(groupStandings(await load(ctx, id), 'A').some((r) => r.level)).toBe(false)
    expect((await pairNextRound(ctx, id)).ok).toBe(true)
    const c4 = await load(ctx, id)
    const placement = c4.rounds[3]!.fixtures.find((f) => f.homeId === x || f.awayId === x)!
    expect(placement.places).toEqual([7, 8])
    expect(placement.boards).toEqual(
      Array.from({ length: 8 }, () => (placement.homeId === x ? '-+' : '+-')),
    )
    const open = c4.rounds[3]!.fixtures.filter((f) => f !== placement)
    expect(open.every((f) => f.boards.every((b) => b === null))).toBe(true)
  })
})

const teamName = (c: TeamCompetitionRow, id: string) => c.teams.find((t) => t.id === id)!.name

/** The sentences of the group screen's list of eliminated teams. */
function eliminationsOnScreen(c: TeamCompetitionRow): string[] {
  const html = renderToStaticMarkup(createElement(GroupStandings, { competition: c }))
  const list = /<ul aria-label="Equipos eliminados"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? ''
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!)
}

describe('FAPA art. 92, 100: the screen states each elimination and what art. 65 does with it', () => {
  test('art. 65.1 under half the group played, art. 65.2 from half on', async () => {
    const a = await event('blitz')
    const x = (await load(a.ctx, a.id)).groups!.A[0]!
    await play(a.ctx, a.id, (f) => (f.homeId === x || f.awayId === x ? noShow(f, x) : DRAWS))
    expect(eliminationNotes(await load(a.ctx, a.id))).toEqual([
      { teamId: x, afterRound: 1, annulled: true },
    ])
    expect(eliminationsOnScreen(await load(a.ctx, a.id))).toEqual([
      `${teamName(await load(a.ctx, a.id), x)}: eliminado tras la ronda 1 (art. 92). Había jugado menos de la mitad de sus encuentros de grupo: sus resultados y los de sus rivales contra él se anulan (art. 65.1), y no juega más encuentros.`,
    ])
    const b = await event('rapid')
    const y = (await load(b.ctx, b.id)).groups!.B[0]!
    await play(b.ctx, b.id, () => DRAWS)
    await pairNextRound(b.ctx, b.id)
    await play(b.ctx, b.id, (f) => (f.homeId === y || f.awayId === y ? noShow(f, y) : DRAWS))
    expect(eliminationNotes(await load(b.ctx, b.id))).toEqual([
      { teamId: y, afterRound: 2, annulled: false },
    ])
    expect(eliminationsOnScreen(await load(b.ctx, b.id))).toEqual([
      `${teamName(await load(b.ctx, b.id), y)}: eliminado tras la ronda 2 (art. 100). Sus resultados se mantienen y los encuentros que le quedan se dan ganados a sus rivales con todos los puntos (art. 65.2).`,
    ])
  })
})

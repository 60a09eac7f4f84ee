import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
  recordBoard,
  recordImproperLineup,
} from '../../../src/features/teams/teamCommands.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { roundCsv, standingsCsv } from '../../../src/features/teams/exports.ts'
import { parseBoardOrder } from '../../../src/features/teams/TeamsSection.tsx'
import { departures, letterOf, seasonProposal, standings } from '../../../src/domain/teams/index.ts'

async function fourteenTeams() {
  const ctx = freshContext()
  const c = await createCompetition(ctx, { name: '4.ª categoría 2026-27', division: 4 })
  if (!c.ok) throw new Error('create')
  for (let i = 1; i <= 14; i++) {
    const r = await addTeam(ctx, c.value.id, {
      name: `Equipo ${i}`,
      club: `Club ${i}`,
      zone: i % 2 ? 'Oriente' : 'Occidente',
      players: [0, 1, 2, 3].map((k) => ({ name: `J${i}-${k}`, rating: 2000 - 20 * i - k })),
    })
    expect(r.ok).toBe(true)
  }
  return { ctx, id: c.value.id }
}

describe('Team competition commands (FAPA art. 71-73, FIDE C.04.6)', () => {
  test('14 teams in 4th: a Swiss of 8 rounds, round 1 has 7 matches; round 2 waits for all results', async () => {
    const { ctx, id } = await fourteenTeams()
    const r1 = await pairNextRound(ctx, id)
    expect(r1).toEqual({ ok: true, value: 1 })
    const c = (await getCompetition(ctx.db, id))!
    expect([c.system, c.totalRounds, c.rounds[0]!.fixtures.length]).toEqual(['swiss', 8, 7])
    const early = await pairNextRound(ctx, id)
    expect(early.ok ? null : early.error[0]?.code).toBe('teams/round-incomplete')
    // Every board of every match but the last board of the last match: still incomplete.
    const boards = c.rounds[0]!.fixtures.flatMap((_, f) =>
      [1, 2, 3, 4].map((board) => ({ round: 1, fixture: f, board })),
    )
    for (const at of boards.slice(0, -1)) await recordBoard(ctx, id, at, '1-0')
    const oneLeft = await pairNextRound(ctx, id)
    expect(oneLeft.ok ? null : oneLeft.error[0]?.code).toBe('teams/round-incomplete')
    await recordBoard(ctx, id, boards.at(-1)!, '1/2')
    expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: 2 })
  })

  test('results update the standings: a 4-0 win gives 2 match points (art. 73.2)', async () => {
    const { ctx, id } = await fourteenTeams()
    await pairNextRound(ctx, id)
    let c = (await getCompetition(ctx.db, id))!
    for (const f of c.rounds[0]!.fixtures.keys())
      for (let b = 1; b <= 4; b++)
        await recordBoard(ctx, id, { round: 1, fixture: f, board: b }, f === 0 ? '1-0' : '1/2')
    c = (await getCompetition(ctx.db, id))!
    const top = standings(c)[0]!
    expect(top.teamId).toBe(c.rounds[0]!.fixtures[0]!.homeId)
    expect([top.matchPoints, top.boardPoints, top.primary]).toEqual([2, 8, 4])
    expect(await pairNextRound(ctx, id)).toEqual({ ok: true, value: 2 })
  })

  test('no team may register after round 1 (art. 69-70)', async () => {
    const { ctx, id } = await fourteenTeams()
    await pairNextRound(ctx, id)
    const r = await addTeam(ctx, id, { name: 'Tarde', club: 'X', zone: '', players: [] })
    expect(r.ok ? null : r.error[0]?.code).toBe('teams/already-started')
  })

  test('a board order is read one player per line, "name; rating", unrated as 0', () => {
    expect(parseBoardOrder('Ana; 1850\n\nLuis;0\nEva')).toEqual([
      { name: 'Ana', rating: 1850 },
      { name: 'Luis', rating: 0 },
      { name: 'Eva', rating: 0 },
    ])
  })
})

describe('FAPA art. 74.5 and 76 from the screen data', () => {
  test('an improper home lineup from board 2 leaves the home team only board 1', async () => {
    const { ctx, id } = await fourteenTeams()
    await pairNextRound(ctx, id)
    for (let b = 1; b <= 4; b++)
      await recordBoard(ctx, id, { round: 1, fixture: 0, board: b }, '1-0')
    await recordImproperLineup(ctx, id, { round: 1, fixture: 0, side: 'home' }, 2)
    const c = (await getCompetition(ctx.db, id))!
    const f = c.rounds[0]!.fixtures[0]!
    const rows = standings(c)
    expect(rows.find((r) => r.teamId === f.homeId)!.boardPoints).toBe(2)
    expect(rows.find((r) => r.teamId === f.awayId)!.boardPoints).toBe(6)
  })

  test('art. 76.1: the first four of the 4th division are proposed for 3rd', async () => {
    const { ctx, id } = await fourteenTeams()
    await pairNextRound(ctx, id)
    const c0 = (await getCompetition(ctx.db, id))!
    for (const f of c0.rounds[0]!.fixtures.keys())
      for (let b = 1; b <= 4; b++)
        await recordBoard(ctx, id, { round: 1, fixture: f, board: b }, f % 2 ? '0-1' : '1-0')
    const c = (await getCompetition(ctx.db, id))!
    const p = seasonProposal([c])
    const up = p.moves.filter((m) => m.reason === 'promoted').map((m) => m.teamId)
    expect(up).toEqual(
      standings(c)
        .slice(0, 4)
        .map((r) => r.teamId),
    )
    expect(p.moves.every((m) => m.from === 4 && m.to === 3 && m.article === '76.1')).toBe(true)
  })

  test('art. 14: the team letter is read from the name', () => {
    expect([letterOf('Oviedo B'), letterOf('Gijón'), letterOf('Llanes C')]).toEqual(['B', 'A', 'C'])
  })
})

describe('FAPA art. 78.1 and 65.2 from the screen data', () => {
  test('a 4th-division team with five absences is eliminated, ranked last, and its next match is awarded', async () => {
    const ctx = freshContext()
    const c = await createCompetition(ctx, { name: 'Liga de 4.ª', division: 4 })
    if (!c.ok) throw new Error('create')
    const id = c.value.id
    for (const n of [1, 2, 3, 4])
      await addTeam(ctx, id, {
        name: `E${n}`,
        club: `C${n}`,
        zone: '',
        // The four players art. 70.2 asks of a 4th-division list.
        players: [1, 2, 3, 4].map((k) => ({ name: `P${n}-${k}`, rating: 1500 - k })),
      })
    const fill = async (round: number, team: string, absentBoards: number) => {
      const row = (await getCompetition(ctx.db, id))!.rounds[round - 1]!
      for (const [f, fx] of row.fixtures.entries())
        for (let b = 1; b <= 4; b++) {
          const away = fx.awayId === team && b > 4 - absentBoards
          const home = fx.homeId === team && b > 4 - absentBoards
          await recordBoard(
            ctx,
            id,
            { round, fixture: f, board: b },
            away ? '+-' : home ? '-+' : '1/2',
          )
        }
    }
    await pairNextRound(ctx, id)
    const target = (await getCompetition(ctx.db, id))!.teams[0]!.id
    await fill(1, target, 3)
    await pairNextRound(ctx, id)
    await fill(2, target, 2)
    await pairNextRound(ctx, id)
    const after = (await getCompetition(ctx.db, id))!
    expect([after.system, after.totalRounds]).toEqual(['league', 3])
    const rows = standings(after)
    expect(rows[3]).toMatchObject({ teamId: target, departed: true })
    expect(departures(after)).toEqual([{ teamId: target, afterRound: 2, reason: 'eliminated' }])
    const third = after.rounds[2]!.fixtures.find((f) => f.homeId === target || f.awayId === target)!
    expect(third.boards).toEqual(
      third.homeId === target ? ['-+', '-+', '-+', '-+'] : ['+-', '+-', '+-', '+-'],
    )
  })
})

describe('Exports of a team competition', () => {
  test('standings and round sheet as CSV with the board results', async () => {
    const { ctx, id } = await fourteenTeams()
    await pairNextRound(ctx, id)
    for (let b = 1; b <= 4; b++)
      await recordBoard(ctx, id, { round: 1, fixture: 0, board: b }, b === 4 ? '1/2' : '1-0')
    const c = (await getCompetition(ctx.db, id))!
    const f = c.rounds[0]!.fixtures[0]!
    const name = (x: string) => c.teams.find((t) => t.id === x)!.name
    const sheet = roundCsv(c, 1, {
      table: 'Mesa',
      home: 'Local',
      away: 'Visitante',
      score: 'Resultado',
    }).split('\n')
    expect(sheet[0]).toBe('Mesa,Local,Visitante,Resultado,1,2,3,4')
    expect(sheet[1]).toBe(`1,${name(f.homeId)},${name(f.awayId)},3.5-0.5,1-0,1-0,1-0,1/2`)
    const h = {
      rank: 'P',
      team: 'E',
      club: 'C',
      points: 'Pts',
      matchPoints: 'PE',
      boardPoints: 'PT',
      absences: 'I',
      deduction: 'S',
    }
    const lines = standingsCsv(c, h).split('\n')
    expect(lines[0]).toBe('P,E,C,Pts,PE,PT,I,S')
    expect(lines[1]).toBe(
      `1,${name(f.homeId)},${c.teams.find((t) => t.id === f.homeId)!.club},2.0,2,3.5,0,0.0`,
    )
  })
})

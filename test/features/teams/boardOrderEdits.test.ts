import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import {
  addTeam,
  addToBoardOrder,
  createCompetition,
  editBoardOrder,
  pairNextRound,
  recordBoard,
  setNotificationEnd,
} from '../../../src/features/teams/teamCommands.ts'
import { getCompetition, type BoardOrderLine } from '../../../src/features/teams/teamsDb.ts'
import { playerRow } from '../../db/playerRow.ts'
import type { ClubId, SeasonId } from '../../../src/domain/core/index.ts'
import { checkScreenLineup } from '../../../src/domain/teams/index.ts'

const line = (name: string, rating: number, playerId?: string): BoardOrderLine => ({
  name,
  rating,
  ...(playerId ? { playerId } : {}),
})

/** Four registered 4th-division teams (a Swiss of 3 rounds); notification period to 15 October. */
async function league() {
  const ctx = freshContext('2026-10-01T10:00:00.000Z')
  const c = await createCompetition(ctx, { name: '4.ª 2026-27', division: 4 })
  if (!c.ok) throw new Error('create')
  const teamIds: string[] = []
  for (let i = 1; i <= 4; i++) {
    const r = await addTeam(ctx, c.value.id, {
      name: `Equipo ${i}`,
      club: `Club ${i}`,
      zone: '',
      players: [0, 1, 2, 3].map((k) => line(`J${i}-${k}`, 2000 - 20 * i - k, `p${i}-${k}`)),
    })
    if (!r.ok) throw new Error('team')
    teamIds.push(r.value.id)
  }
  const set = await setNotificationEnd(ctx, c.value.id, '2026-10-15')
  expect(set.ok).toBe(true)
  const on = (day: string) => ({ ...ctx, now: () => new Date(`${day}T10:00:00.000Z`) })
  return { ctx, on, id: c.value.id, team: teamIds[0]! }
}

async function playRound(ctx: ReturnType<typeof freshContext>, id: string) {
  const n = await pairNextRound(ctx, id)
  if (!n.ok) throw new Error(n.error[0]?.code)
  const c = (await getCompetition(ctx.db, id))!
  const r = c.rounds[c.rounds.length - 1]!
  for (const f of r.fixtures.keys())
    for (let b = 1; b <= 4; b++)
      await recordBoard(ctx, id, { round: r.round, fixture: f, board: b }, '1/2')
}

const names = async (ctx: ReturnType<typeof freshContext>, id: string, team: string) =>
  (await getCompetition(ctx.db, id))!.teams
    .find((t) => t.id === team)!
    .players.map((p) => [p.name, p.addedAfterRound ?? null])

const refusal = (r: { ok: boolean; error?: readonly { code: string; params?: object }[] }) =>
  r.ok ? null : r.error?.map((e) => [e.code, (e.params as { article?: string })?.article])

describe("FAPA art. 70.4-70.5: a registered team's board order", () => {
  test('art. 70.4: the order is changed freely up to the last day of the notification period, with an audit entry', async () => {
    const { on, id, team } = await league()
    const ctx = on('2026-10-15')
    const r = await editBoardOrder(ctx, id, team, [
      line('J1-1', 1979, 'p1-1'),
      line('J1-0', 1980, 'p1-0'),
      line('J1-3', 1977, 'p1-3'),
    ])
    expect(r.ok).toBe(true)
    expect(await names(ctx, id, team)).toEqual([
      ['J1-1', null],
      ['J1-0', null],
      ['J1-3', null],
    ])
    const log = await ctx.db.auditLog.toArray()
    expect(log.filter((a) => a.action === 'teams/edit-board-order').map((a) => a.detail)).toEqual([
      'Equipo 1: J1-1, J1-0, J1-3',
    ])
    expect(log.filter((a) => a.action === 'teams/notification-end').map((a) => a.detail)).toEqual([
      '2026-10-15',
    ])
  })

  test('art. 70.4: after the period the order is frozen; an edit is refused citing the article', async () => {
    const { on, id, team } = await league()
    const ctx = on('2026-10-16')
    const r = await editBoardOrder(ctx, id, team, [
      line('J1-1', 1979, 'p1-1'),
      line('J1-0', 1980, 'p1-0'),
    ])
    expect(refusal(r)).toEqual([['list/order-frozen', '70.4']])
    expect((await names(ctx, id, team)).map(([n]) => n)).toEqual(['J1-0', 'J1-1', 'J1-2', 'J1-3'])
  })

  test('art. 70.5: after the period two players are added at the end, marked late; a third is refused', async () => {
    const { on, id, team } = await league()
    const ctx = on('2026-10-20')
    expect((await addToBoardOrder(ctx, id, team, [line('Nueva Uno', 1500, 'n1')])).ok).toBe(true)
    expect((await addToBoardOrder(ctx, id, team, [line('Nueva Dos', 1400, 'n2')])).ok).toBe(true)
    const third = await addToBoardOrder(ctx, id, team, [line('Nueva Tres', 1300, 'n3')])
    expect(refusal(third)).toEqual([['list/too-many-additions', '70.5']])
    expect(await names(ctx, id, team)).toEqual([
      ['J1-0', null],
      ['J1-1', null],
      ['J1-2', null],
      ['J1-3', null],
      ['Nueva Uno', 0],
      ['Nueva Dos', 0],
    ])
    const log = await ctx.db.auditLog.toArray()
    expect(log.filter((a) => a.action === 'teams/late-addition').map((a) => a.detail)).toEqual([
      'Equipo 1: Nueva Uno (0)',
      'Equipo 1: Nueva Dos (0)',
    ])
  })

  test('art. 70.5: no addition once more than half the rounds (rounded down) have been made', async () => {
    const { on, id, team } = await league()
    const ctx = on('2026-11-20')
    await playRound(ctx, id)
    const c = (await getCompetition(ctx.db, id))!
    const half = Math.floor(c.totalRounds / 2)
    for (let k = 1; k < half; k++) await playRound(ctx, id)
    expect((await addToBoardOrder(ctx, id, team, [line('A tiempo', 1500, 'n1')])).ok).toBe(true)
    await playRound(ctx, id)
    const late = await addToBoardOrder(ctx, id, team, [line('Tarde', 1400, 'n2')])
    expect([c.totalRounds, half]).toEqual([3, 1])
    expect(refusal(late)).toEqual([['list/addition-too-late', '70.5']])
  })

  test('art. 70.5 counts rounds played: with round 2 of 3 paired but not played, a player may still be added, for round 3', async () => {
    const { on, id, team } = await league()
    const ctx = on('2026-11-20')
    await playRound(ctx, id)
    expect((await pairNextRound(ctx, id)).ok).toBe(true)
    const r = await addToBoardOrder(ctx, id, team, [line('Entre rondas', 1500, 'n3')])
    expect(r.ok).toBe(true)
    expect((await names(ctx, id, team)).slice(-1)).toEqual([['Entre rondas', 2]])
  })

  test('art. 70.5: presented 3 days before round 2 the addition counts from round 3, and a round-2 lineup with him is improper', async () => {
    const { on, id, team } = await league()
    const ctx = on('2026-11-20')
    await playRound(ctx, id)
    const r = await addToBoardOrder(ctx, id, team, [line('Con prisa', 1500, 'n4')], '2026-11-23')
    expect(r.ok).toBe(true)
    expect((await names(ctx, id, team)).slice(-1)).toEqual([['Con prisa', 2]])
    const c = (await getCompetition(ctx.db, id))!
    const last = c.teams.find((t) => t.id === team)!.players.length - 1
    const lineup = [0, 1, 2, last]
    expect(
      checkScreenLineup(c, team, lineup, undefined, 2).map((v) => [v.code, v.article, v.board]),
    ).toEqual([['lineup/added-later', '70.5', 4]])
    expect(checkScreenLineup(c, team, lineup, undefined, 3)).toEqual([])
  })

  test('art. 70.4: while the period is open an addition is an ordinary change, not one of the two', async () => {
    const { on, id, team } = await league()
    const ctx = on('2026-10-10')
    expect((await addToBoardOrder(ctx, id, team, [line('Pronto', 1500, 'n0')])).ok).toBe(true)
    expect((await names(ctx, id, team)).slice(-1)).toEqual([['Pronto', null]])
  })

  test('art. 69: the same player twice in an order is refused', async () => {
    const { on, id, team } = await league()
    const r = await addToBoardOrder(on('2026-10-20'), id, team, [line('J1-0', 1980, 'p1-0')])
    expect(refusal(r)).toEqual([['list/player-twice', '69']])
  })

  test('art. 70.5, 74.6.b: a registry player is added late only once he holds the season licence for the club', async () => {
    const { on, id, team } = await league()
    const ctx = on('2026-10-20')
    const at = '2026-09-01T00:00:00.000Z'
    await ctx.db.clubs.put({
      id: 'c1' as ClubId,
      name: 'Club 1',
      shortName: null,
      registryNumber: null,
      venue: null,
      searchName: 'club 1',
      createdAt: at,
      updatedAt: at,
    })
    await ctx.db.seasons.put({
      id: 's26' as SeasonId,
      name: '2026-2027',
      startDate: '2026-09-01',
      endDate: '2027-08-31',
      createdAt: at,
      updatedAt: at,
    })
    await ctx.db.players.put(playerRow('r1', { givenName: 'Nuevo', firstSurname: 'Fichaje' }))
    const lic = (clubId: string | null) =>
      ctx.db.licences.put({
        id: 'L-r1',
        seasonId: 's26' as SeasonId,
        kind: 'player',
        holderId: 'r1',
        clubId: clubId as ClubId | null,
        issuedOn: '2026-10-18',
        createdAt: at,
      })
    const add = () => addToBoardOrder(ctx, id, team, [line('Nuevo Fichaje', 0, 'r1')])
    expect(refusal(await add())).toEqual([['list/no-licence', '74.6.b']])
    await lic('c2')
    expect(refusal(await add())).toEqual([['list/other-club-licence', '74.6.b']])
    await lic('c1')
    expect((await add()).ok).toBe(true)
    expect((await names(ctx, id, team)).slice(-1)).toEqual([['Nuevo Fichaje', 0]])
  })
})

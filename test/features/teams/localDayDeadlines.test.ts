import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import {
  addTeam,
  addToBoardOrder,
  createCompetition,
  editBoardOrder,
  setNotificationEnd,
} from '../../../src/features/teams/teamCommands.ts'
import { getCompetition, type BoardOrderLine } from '../../../src/features/teams/teamsDb.ts'

const line = (name: string, rating: number, playerId: string): BoardOrderLine => ({
  name,
  rating,
  playerId,
})

/** Two 4th-division teams; the FAPA circular closes the notification period on 9 March. */
async function competition() {
  const ctx = freshContext('2026-03-01T10:00:00.000Z')
  const c = await createCompetition(ctx, { name: '4.ª', division: 4 })
  if (!c.ok) throw new Error('create')
  const ids: string[] = []
  for (let i = 1; i <= 2; i++) {
    const r = await addTeam(ctx, c.value.id, {
      name: `Equipo ${i}`,
      club: `Club ${i}`,
      zone: '',
      players: [0, 1, 2, 3].map((k) => line(`J${i}-${k}`, 2000 - k, `p${i}-${k}`)),
    })
    if (!r.ok) throw new Error('team')
    ids.push(r.value.id)
  }
  await setNotificationEnd(ctx, c.value.id, '2026-03-09')
  // 10 March 00:30 in Madrid (CET, UTC+1) is still 9 March on the UTC clock.
  const madrid = {
    ...ctx,
    now: () => new Date('2026-03-09T23:30:00.000Z'),
    timeZone: 'Europe/Madrid',
  }
  return { madrid, id: c.value.id, team: ids[0]! }
}

describe('FAPA art. 70.4, 70.5: the notification period ends on the local day, not the UTC one', () => {
  test('art. 70.4: at 00:30 in Madrid on 10 March an order whose period ended on 9 March is frozen', async () => {
    const { madrid, id, team } = await competition()
    const r = await editBoardOrder(madrid, id, team, [
      line('J1-1', 1999, 'p1-1'),
      line('J1-0', 2000, 'p1-0'),
    ])
    expect(r.ok ? null : r.error.map((e) => e.code)).toEqual(['list/order-frozen'])
  })

  test('art. 70.5: a player added at 00:30 in Madrid on 10 March is a late addition', async () => {
    const { madrid, id, team } = await competition()
    const r = await addToBoardOrder(madrid, id, team, [{ name: 'Nuevo Jugador', rating: 1500 }])
    expect(r.ok).toBe(true)
    const c = (await getCompetition(madrid.db, id))!
    expect(
      c.teams.find((t) => t.id === team)!.players.map((p) => p.addedAfterRound ?? null),
    ).toEqual([null, null, null, null, 0])
  })
})

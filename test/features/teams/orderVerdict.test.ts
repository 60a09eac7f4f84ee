import { describe, expect, test } from 'vitest'
import type { ClubId, SeasonId } from '../../../src/domain/core/index.ts'
import { orderAdmitted, orderVerdict } from '../../../src/domain/teams/index.ts'
import { overrideOrder } from '../../../src/features/teams/orderCommands.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
} from '../../../src/features/teams/teamCommands.ts'
import { getCompetition, type BoardOrderLine } from '../../../src/features/teams/teamsDb.ts'
import { playerRow } from '../../db/playerRow.ts'
import { freshContext } from '../../db/testDb.ts'

const AT = '2026-09-01T00:00:00.000Z'

/** Registry: clubs Oviedo and Gijón, season 2026-27, players o1..o4 licensed for Oviedo. */
async function registry(ctx: ReturnType<typeof freshContext>) {
  for (const [id, name] of [
    ['oviedo', 'Club Oviedo'],
    ['gijon', 'Club Gijón'],
  ] as const)
    await ctx.db.clubs.put({
      id: id as ClubId,
      name,
      shortName: null,
      registryNumber: null,
      venue: null,
      searchName: name.toLowerCase(),
      createdAt: AT,
      updatedAt: AT,
    })
  await ctx.db.seasons.put({
    id: 's26' as SeasonId,
    name: '2026-27',
    startDate: '2026-09-01',
    endDate: '2027-08-31',
    createdAt: AT,
    updatedAt: AT,
  })
  for (let k = 1; k <= 4; k++) {
    await ctx.db.players.put(playerRow(`o${k}`, { givenName: `O${k}`, firstSurname: 'Ovetense' }))
    await ctx.db.licences.put({
      id: `L-o${k}`,
      seasonId: 's26' as SeasonId,
      kind: 'player',
      holderId: `o${k}`,
      clubId: 'oviedo' as ClubId,
      issuedOn: '2026-09-01',
      createdAt: AT,
    })
  }
}

const linked = (k: number): BoardOrderLine => ({
  name: `O${k} Ovetense`,
  rating: 1900 - k,
  playerId: `o${k}`,
})
const typed = (name: string): BoardOrderLine => ({ name, rating: 1500 })

async function setup() {
  const ctx = freshContext('2026-09-15T10:00:00.000Z')
  await registry(ctx)
  const c = await createCompetition(ctx, { name: '4.ª', division: 4 })
  if (!c.ok) throw new Error('create')
  return { ctx, id: c.value.id }
}

describe('FAPA art. 69, 70.2, 74.6.b: one verdict per board order', () => {
  test.each([
    ['conforming', [], 4, 0, 'conforming'],
    [
      'a licence of another club',
      [{ code: 'list/other-club-licence', consequence: 'registration-rejected' }],
      4,
      0,
      'refused',
    ],
    ['three lines typed by hand', [], 4, 3, 'unchecked'],
    ['three players in a 4th-division list', [], 3, 0, 'refused'],
  ] as const)('70.2, 74.6.b: %s is %s', (_what, violations, lines, unlinked, kind) => {
    const v = orderVerdict({
      violations: violations.map((x) => ({ ...x, article: '74.6.b', board: 1 })),
      lines,
      minimum: 4,
      unlinked,
      seasonKnown: true,
      clubKnown: true,
    })
    expect(v.kind).toBe(kind)
  })

  test('an override covers the findings it was given; a new finding needs a new one', () => {
    const v = orderVerdict({
      violations: [
        {
          code: 'list/no-licence',
          article: '74.6.b',
          consequence: 'registration-rejected',
          board: 2,
        },
      ],
      lines: 4,
      minimum: 4,
      unlinked: 0,
      seasonKnown: true,
      clubKnown: true,
    })
    const override = { reason: 'Licencia en trámite', at: AT, findings: ['list/no-licence@2'] }
    expect([orderAdmitted(v, undefined), orderAdmitted(v, override)]).toEqual([false, true])
    const worse = { ...v, violations: [...v.violations, { ...v.violations[0]!, board: 3 }] }
    expect(orderAdmitted(worse, override)).toBe(false)
  })
})

describe('FAPA art. 69, 74.6.b: a refused order is neither registered nor paired without an override', () => {
  test("74.6.b: Gijón's team naming Oviedo's licensed players is refused and nothing is written", async () => {
    const { ctx, id } = await setup()
    const r = await addTeam(ctx, id, {
      name: 'Gijón A',
      club: 'Club Gijón',
      zone: '',
      players: [1, 2, 3, 4].map(linked),
    })
    expect(r.ok ? null : r.error.map((e) => [e.code, e.params])).toEqual([
      ['teams/order-refused', { n: 4 }],
    ])
    expect((await getCompetition(ctx.db, id))!.teams).toEqual([])
  })

  test('74.6.b: with the director’s reason it is registered, the override recorded with its findings', async () => {
    const { ctx, id } = await setup()
    const r = await addTeam(
      ctx,
      id,
      { name: 'Gijón A', club: 'Club Gijón', zone: '', players: [1, 2, 3, 4].map(linked) },
      { override: 'Traspaso aprobado por la Junta' },
    )
    expect(r.ok && r.value.override).toEqual({
      reason: 'Traspaso aprobado por la Junta',
      at: '2026-09-15T10:00:00.000Z',
      findings: [1, 2, 3, 4].map((b) => `list/other-club-licence@${b}`),
    })
    const log = await ctx.db.auditLog.toArray()
    expect(log.find((a) => a.action === 'teams/add-team')?.detail).toBe(
      'Gijón A (excepción: Traspaso aprobado por la Junta)',
    )
  })

  test('69: an order refused after registration (licence withdrawn) blocks the pairing until overridden', async () => {
    const { ctx, id } = await setup()
    await addTeam(ctx, id, {
      name: 'Oviedo A',
      club: 'Club Oviedo',
      zone: '',
      players: [1, 2, 3, 4].map(linked),
    })
    await addTeam(ctx, id, {
      name: 'Mieres A',
      club: 'Club Mieres',
      zone: '',
      players: ['a', 'b', 'c', 'd'].map(typed),
    })
    await ctx.db.licences.delete('L-o2')
    const blocked = await pairNextRound(ctx, id)
    expect(blocked.ok ? null : blocked.error.map((e) => [e.code, e.params])).toEqual([
      ['teams/orders-refused', { teams: 'Oviedo A' }],
    ])
    const team = (await getCompetition(ctx.db, id))!.teams[0]!
    const o = await overrideOrder(ctx, id, team.id, 'Licencia renovada, pendiente de registro')
    expect(o.ok && o.value.override?.findings).toEqual(['list/no-licence@2'])
    expect((await pairNextRound(ctx, id)).ok).toBe(true)
  })
})

import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import { blankSheet, sign, type MatchSheet } from '../../../src/domain/matchSheet/index.ts'
import type { BoardResult } from '../../../src/domain/teams/index.ts'
import { makeActaFile } from '../../../src/features/matchSheet/actaHash.ts'
import { receiveActas } from '../../../src/features/matchSheet/matchSheetCommands.ts'
import { receivedActas } from '../../../src/features/matchSheet/matchSheetDb.ts'
import { buildSeasonPackage } from '../../../src/features/matchSheet/seasonPackageExport.ts'
import { packageAttachments, seasonView } from '../../../src/features/matchSheet/seasonReport.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
} from '../../../src/features/teams/teamCommands.ts'
import { competitions } from '../../../src/features/teams/teamsDb.ts'

type Ctx = ReturnType<typeof freshContext>

async function league(ctx: Ctx, name: string, division: 2 | 3, teams: string[]) {
  const c = await createCompetition(ctx, { name, division })
  if (!c.ok) throw new Error('create')
  for (const team of teams)
    await addTeam(ctx, c.value.id, {
      name: team,
      club: `Club ${team.slice(0, -2)}`,
      zone: '',
      players: Array.from({ length: 9 }, (_, k) => ({
        name: `${team} ${k + 1}`,
        rating: 2000 - k,
      })),
    })
  await pairNextRound(ctx, c.value.id)
  return (await competitions(ctx.db).get(c.value.id))!
}

async function season() {
  const ctx = freshContext('2026-11-29T10:00:00.000Z')
  const second = await league(ctx, 'Segunda', 2, ['Oviedo A', 'Gijón A', 'Avilés A', 'Mieres A'])
  const third = await league(ctx, 'Tercera', 3, ['Oviedo B', 'Gijón B', 'Llanes A', 'Siero A'])
  return { ctx, second, third }
}

const DRAWS: BoardResult[] = Array.from({ length: 8 }, () => '1/2')

describe('FAPA art. 75.2: feeder players in the season package and at the federation', () => {
  test('75.2: the 2nd-division package carries the lower teams of its clubs, and only those', async () => {
    const { second, third } = await season()
    const pkg = buildSeasonPackage(
      second,
      { club: '', firstDate: '2026-11-28', time: '17:00' },
      undefined,
      { others: [second, third] },
    )
    expect(pkg.teams.map((t) => [t.name, t.division])).toEqual([
      ['Oviedo A', 2],
      ['Gijón A', 2],
      ['Avilés A', 2],
      ['Mieres A', 2],
      ['Oviedo B', 3],
      ['Gijón B', 3],
    ])
    const lower = buildSeasonPackage(
      third,
      { club: '', firstDate: '2026-11-28', time: '17:00' },
      undefined,
      {
        others: [second, third],
      },
    )
    expect(lower.teams.map((t) => t.name)).toEqual(['Oviedo B', 'Gijón B', 'Llanes A', 'Siero A'])
  })

  test('75.2: an Oviedo B player on the last board of Oviedo A is accepted without a board-order violation', async () => {
    const { ctx, second, third } = await season()
    const pkg = buildSeasonPackage(
      second,
      { club: '', firstDate: '2026-11-28', time: '17:00' },
      undefined,
      { others: [second, third] },
    )
    const oviedoA = pkg.teams.find((t) => t.name === 'Oviedo A')!
    const oviedoB = pkg.teams.find((t) => t.name === 'Oviedo B')!
    const fixture = pkg.fixtures.find((f) => f.homeId === oviedoA.id || f.awayId === oviedoA.id)!
    const other = fixture.homeId === oviedoA.id ? fixture.awayId : fixture.homeId
    const ours = [...oviedoA.order.slice(0, 7), oviedoB.order[0]!]
    const theirs = pkg.teams.find((t) => t.id === other)!.order.slice(0, 8)
    let s: MatchSheet = {
      ...blankSheet({ ...pkg, fixture }),
      homeLineup: fixture.homeId === oviedoA.id ? ours : theirs,
      awayLineup: fixture.homeId === oviedoA.id ? theirs : ours,
      results: DRAWS,
    }
    for (const who of ['home', 'away', 'arbiter'] as const)
      s = sign(s, who, `data:image/png;base64,${who}`)
    const r = await receiveActas(ctx, [
      { name: 'a.json', text: JSON.stringify(await makeActaFile(s)) },
    ])
    expect(r.ok && r.value.map((o) => [o.decision, o.violations])).toEqual([['accept', []]])

    // The federation's season view counts it as one game moved up: no attachment yet (75.3).
    const view = seasonView(
      await competitions(ctx.db).toArray(),
      await receivedActas(ctx.db).toArray(),
      () => undefined,
    )
    expect([view.report.violations, packageAttachments(view)]).toEqual([[], []])
  })
})

import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import { blankSheet, checkSide, type MatchSheet } from '../../../src/domain/matchSheet/index.ts'
import type { BoardResult } from '../../../src/domain/teams/index.ts'
import { homeClubActa, signedByAll } from '../../helpers/actas.ts'
import { receiveActas } from '../../../src/features/matchSheet/matchSheetCommands.ts'
import { receivedActas } from '../../../src/features/teams/matchSheetDb.ts'
import { buildSeasonPackage } from '../../../src/features/matchSheet/seasonPackageExport.ts'
import { packageAttachments, seasonView } from '../../../src/features/matchSheet/seasonReport.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
} from '../../../src/features/teams/teamCommands.ts'
import { allCompetitions, getCompetition } from '../../../src/features/teams/teamsDb.ts'

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
  return (await getCompetition(ctx.db, c.value.id))!
}

async function season() {
  const ctx = freshContext('2026-11-29T10:00:00.000Z')
  const second = await league(ctx, 'Segunda', 2, ['Oviedo A', 'Gijón A', 'Avilés A', 'Mieres A'])
  const third = await league(ctx, 'Tercera', 3, ['Oviedo B', 'Gijón B', 'Llanes A', 'Siero A'])
  return { ctx, second, third }
}

const DRAWS: BoardResult[] = Array.from({ length: 8 }, () => '1/2')

describe('FAPA art. 75.2: feeder players in the season package and at the federation', () => {
  test('75.2: a package carries the teams of its clubs in the other competitions, and no other club', async () => {
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
    expect(lower.teams.map((t) => [t.name, t.division])).toEqual([
      ['Oviedo B', 3],
      ['Gijón B', 3],
      ['Llanes A', 3],
      ['Siero A', 3],
      ['Oviedo A', 2],
      ['Gijón A', 2],
    ])
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
    s = signedByAll(s)
    const r = await receiveActas(ctx, [
      { name: 'a.json', text: JSON.stringify(await homeClubActa(ctx, s)) },
    ])
    expect(r.ok && r.value.map((o) => [o.decision, o.violations])).toEqual([['accept', []]])

    // The federation's season view counts it as one game moved up: no attachment yet (75.3).
    const view = seasonView(
      await allCompetitions(ctx.db),
      await receivedActas(ctx.db).toArray(),
      () => undefined,
    )
    expect([view.report.violations, packageAttachments(view)]).toEqual([[], []])
  })
})

describe('FAPA art. 75.3 over the season: five actas attach the feeder, the next package says so', () => {
  test("75.3: Oviedo B's first player plays board 8 for Oviedo A in rounds 1-5; attached at round 5, refused for Oviedo B on the tablet", async () => {
    const ctx = freshContext('2026-11-29T10:00:00.000Z')
    const names = ['Oviedo A', 'Gijón A', 'Avilés A', 'Mieres A', 'Llanes A', 'Siero A']
    let second = await league(ctx, 'Segunda', 2, names)
    const third = await league(ctx, 'Tercera', 3, ['Oviedo B', 'Gijón B', 'Nava A', 'Grado A'])
    const oviedoB = third.teams.find((t) => t.name === 'Oviedo B')!
    for (let round = 1; round <= 5; round++) {
      if (round > 1) {
        const paired = await pairNextRound(ctx, second.id)
        expect(paired.ok, JSON.stringify(paired)).toBe(true)
        second = (await getCompetition(ctx.db, second.id))!
      }
      const pkg = buildSeasonPackage(
        second,
        { club: '', firstDate: '2026-10-03', time: '17:00' },
        undefined,
        { others: [second, third] },
      )
      const oviedoA = pkg.teams.find((t) => t.name === 'Oviedo A')!
      const order = (id: string) =>
        id === oviedoA.id
          ? [...oviedoA.order.slice(0, 7), `${oviedoB.id}#1`]
          : pkg.teams.find((t) => t.id === id)!.order.slice(0, 8)
      // Every match of the round sends its acta, so the next round can be paired.
      const files = await Promise.all(
        pkg.fixtures
          .filter((f) => f.round === round)
          .map(async (fixture) => {
            let s: MatchSheet = {
              ...blankSheet({ ...pkg, fixture }),
              homeLineup: order(fixture.homeId),
              awayLineup: order(fixture.awayId),
              results: DRAWS,
            }
            s = signedByAll(s)
            return { name: fixture.matchId, text: JSON.stringify(await homeClubActa(ctx, s)) }
          }),
      )
      const r = await receiveActas(ctx, files)
      expect(r.ok && r.value.map((o) => o.decision)).toEqual(['accept', 'accept', 'accept'])
    }
    const view = seasonView(
      await allCompetitions(ctx.db),
      await receivedActas(ctx.db).toArray(),
      () => undefined,
    )
    const oviedoAId = second.teams.find((t) => t.name === 'Oviedo A')!.id
    expect(view.report.attachments.map((a) => [a.round, a.teamId])).toEqual([[5, oviedoAId]])
    expect(packageAttachments(view)).toEqual([{ playerId: `${oviedoB.id}#1`, teamId: oviedoAId }])

    // The 3rd-division package now carries the attachment: his old team may not name him.
    const lower = buildSeasonPackage(
      third,
      { club: '', firstDate: '2026-10-03', time: '17:00' },
      undefined,
      { others: [second, third], attachments: packageAttachments(view) },
    )
    const fixture = lower.fixtures.find((f) => f.homeId === oviedoB.id || f.awayId === oviedoB.id)!
    const side = fixture.homeId === oviedoB.id ? 'home' : 'away'
    const sheet = {
      ...blankSheet({ ...lower, fixture }),
      [`${side}Lineup`]: lower.teams.find((t) => t.id === oviedoB.id)!.order.slice(0, 6),
    } as MatchSheet
    expect(checkSide(lower, sheet, side).map((v) => [v.code, v.article, v.board])).toEqual([
      ['season/after-attachment', '75.3', 1],
    ])
  })
})

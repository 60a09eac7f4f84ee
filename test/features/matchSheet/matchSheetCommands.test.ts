import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import {
  isFullySigned,
  newVersion,
  setBoardResult,
  blankSheet,
  type MatchSheet,
} from '../../../src/domain/matchSheet/index.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
} from '../../../src/features/teams/teamCommands.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { homeClubActa, signedByAll } from '../../helpers/actas.ts'
import { receiveActas } from '../../../src/features/matchSheet/matchSheetCommands.ts'
import { receivedActas } from '../../../src/features/teams/matchSheetDb.ts'
import { buildSeasonPackage } from '../../../src/features/matchSheet/seasonPackageExport.ts'
import { type BoardResult, standings } from '../../../src/domain/teams/index.ts'

async function league() {
  const ctx = freshContext()
  const c = await createCompetition(ctx, { name: 'Segunda 2026-27', division: 2 })
  if (!c.ok) throw new Error('create')
  for (const name of ['Oviedo A', 'Gijón A', 'Avilés A', 'Mieres A'])
    await addTeam(ctx, c.value.id, {
      name,
      club: `Club ${name}`,
      zone: '',
      players: Array.from({ length: 9 }, (_, k) => ({
        name: `${name} ${k + 1}`,
        rating: 2000 - k,
      })),
    })
  await pairNextRound(ctx, c.value.id)
  const row = (await getCompetition(ctx.db, c.value.id))!
  const pkg = buildSeasonPackage(row, { club: '', firstDate: '2026-11-28', time: '17:00' })
  return { ctx, id: c.value.id, pkg }
}

function filled(pkg: ReturnType<typeof buildSeasonPackage>, n: number, results: BoardResult[]) {
  const fixture = pkg.fixtures[n]!
  const order = (id: string) => pkg.teams.find((t) => t.id === id)!.order
  let s: MatchSheet = {
    ...blankSheet({ ...pkg, fixture }),
    homeLineup: order(fixture.homeId).slice(0, 8),
    awayLineup: order(fixture.awayId).slice(0, 8),
    results,
  }
  s = signedByAll(s)
  expect(isFullySigned(s)).toBe(true)
  return s
}

const WIN: BoardResult[] = ['1-0', '1-0', '1-0', '1/2', '1/2', '0-1', '1-0', '1/2']

describe('Federation import of acta files (FAPA art. 74.4, 79.7)', () => {
  test('an accepted acta writes its results into the round in the competition, 5½-2½', async () => {
    const { ctx, id, pkg } = await league()
    const sheet = filled(pkg, 0, WIN)
    const file = await homeClubActa(ctx, sheet)
    const r = await receiveActas(ctx, [{ name: 'a.json', text: JSON.stringify(file) }])
    expect(r.ok && r.value.map((o) => [o.code, o.decision])).toEqual([[null, 'accept']])
    const c = (await getCompetition(ctx.db, id))!
    expect(c.rounds[0]!.fixtures[0]!.boards).toEqual(WIN)
    const home = standings(c).find((s) => s.teamId === sheet.homeId)!
    expect([home.boardPoints, home.matchPoints]).toEqual([11, 2])
  })

  test('a changed result with the old hash is rejected as acta/hash-mismatch and writes nothing', async () => {
    const { ctx, id, pkg } = await league()
    const file = await homeClubActa(ctx, filled(pkg, 0, WIN))
    const tampered = {
      ...file,
      sheet: { ...file.sheet, results: file.sheet.results.map(() => '0-1') },
    }
    const r = await receiveActas(ctx, [{ name: 't.json', text: JSON.stringify(tampered) }])
    expect(r.ok && r.value.map((o) => o.code)).toEqual(['acta/hash-mismatch'])
    const c = (await getCompetition(ctx.db, id))!
    expect(c.rounds[0]!.fixtures[0]!.boards.every((b) => b === null)).toBe(true)
    expect(await receivedActas(ctx.db).count()).toBe(0)
  })

  test('79.7: the same file twice is a duplicate; another signed version 1 is a conflict', async () => {
    const { ctx, pkg } = await league()
    const a = JSON.stringify(await homeClubActa(ctx, filled(pkg, 0, WIN)))
    const b = JSON.stringify(
      await homeClubActa(ctx, { ...filled(pkg, 0, WIN), venue: 'Otro local' }),
    )
    const r = await receiveActas(ctx, [
      { name: 'a.json', text: a },
      { name: 'a2.json', text: a },
      { name: 'b.json', text: b },
    ])
    expect(r.ok && r.value.map((o) => o.decision)).toEqual(['accept', 'duplicate', 'conflict'])
  })

  test('74.4: a player on the sheets of both matches of round 1 is reported on the later one', async () => {
    const { ctx, pkg } = await league()
    const first = filled(pkg, 0, WIN)
    const second = filled(pkg, 1, WIN)
    const borrowed = first.homeLineup[0]!
    const clash = { ...second, homeLineup: [borrowed, ...second.homeLineup.slice(1)] }
    const r = await receiveActas(ctx, [
      { name: '1.json', text: JSON.stringify(await homeClubActa(ctx, first)) },
      { name: '2.json', text: JSON.stringify(await homeClubActa(ctx, clash)) },
    ])
    const codes = r.ok ? r.value[1]!.violations.map((v) => `${v.code}@${v.article}:${v.board}`) : []
    expect(codes).toContain('lineup/two-sheets-same-round@74.4:1')
  })

  test('79.6: an acta without all three signatures is refused, naming the missing one', async () => {
    for (const signer of ['home', 'away', 'arbiter'] as const) {
      const { ctx, id, pkg } = await league()
      const full = filled(pkg, 0, WIN)
      const s = { ...full, signatures: { ...full.signatures, [signer]: null } }
      const r = await receiveActas(ctx, [
        { name: 'u.json', text: JSON.stringify(await homeClubActa(ctx, s)) },
      ])
      expect(r.ok && r.value.map((o) => [o.code, o.path, o.decision])).toEqual([
        ['acta/signature-missing', `sheet.signatures.${signer}`, null],
      ])
      // Refused: no result reaches the round and no acta is kept as received.
      const c = (await getCompetition(ctx.db, id))!
      expect(c.rounds[0]!.fixtures[0]!.boards.every((b) => b === null)).toBe(true)
      expect(await receivedActas(ctx.db).count()).toBe(0)
    }
  })
  test('79.7: a signed correction (version 2) replaces the results and supersedes version 1', async () => {
    const { ctx, id, pkg } = await league()
    const v1 = filled(pkg, 0, WIN)
    const f1 = await homeClubActa(ctx, v1)
    await receiveActas(ctx, [{ name: 'v1.json', text: JSON.stringify(f1) }])
    let v2 = setBoardResult(newVersion(v1, f1.sha256), 8, '0-1')
    v2 = signedByAll(v2)
    const r = await receiveActas(ctx, [
      { name: 'v2.json', text: JSON.stringify(await homeClubActa(ctx, v2)) },
    ])
    expect(r.ok && r.value.map((o) => o.decision)).toEqual(['accept'])
    const c = (await getCompetition(ctx.db, id))!
    expect(c.rounds[0]!.fixtures[0]!.boards[7]).toBe('0-1')
    const rows = await receivedActas(ctx.db).toArray()
    expect(rows.map((x) => [x.sheet.version, x.decision]).sort()).toEqual([
      [1, 'superseded'],
      [2, 'accept'],
    ])
  })
})

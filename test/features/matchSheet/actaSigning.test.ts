import { describe, expect, test } from 'vitest'
import { freshContext } from '../../db/testDb.ts'
import {
  blankSheet,
  sign,
  type ActaFile,
  type MatchSheet,
} from '../../../src/domain/matchSheet/index.ts'
import type { BoardResult } from '../../../src/domain/teams/index.ts'
import { makeActaFile, sheetHash } from '../../../src/features/matchSheet/actaHash.ts'
import { generateClubKey } from '../../../src/features/matchSheet/actaSigning.ts'
import {
  ensureClubKey,
  reissueClubKey,
  signingClubOf,
} from '../../../src/features/matchSheet/clubKeyCommands.ts'
import { receiveActas } from '../../../src/features/matchSheet/matchSheetCommands.ts'
import { receivedActas } from '../../../src/features/teams/matchSheetDb.ts'
import { buildSeasonPackage } from '../../../src/features/matchSheet/seasonPackageExport.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
} from '../../../src/features/teams/teamCommands.ts'
import { getCompetition } from '../../../src/features/teams/teamsDb.ts'
import { actaSignedBy, BLANK_SIGNATURE, homeClubActa, signedByAll } from '../../helpers/actas.ts'

const WIN: BoardResult[] = ['1-0', '1-0', '1-0', '1/2', '1/2', '0-1', '1-0', '1/2']

/** A 2nd-division league of Oviedo and Gijón, round 1 paired, and Oviedo's filled sheet. */
async function match() {
  const ctx = freshContext()
  const c = await createCompetition(ctx, { name: 'Segunda', division: 2 })
  if (!c.ok) throw new Error('create')
  for (const club of ['Oviedo', 'Gijón'])
    await addTeam(ctx, c.value.id, {
      name: `${club} A`,
      club: `Club ${club}`,
      zone: '',
      players: Array.from({ length: 8 }, (_, k) => ({
        name: `${club} ${k + 1}`,
        rating: 2000 - k,
      })),
    })
  await pairNextRound(ctx, c.value.id)
  const row = (await getCompetition(ctx.db, c.value.id))!
  const pkg = buildSeasonPackage(row, { club: '', firstDate: '2026-11-28', time: '17:00' })
  const f = pkg.fixtures[0]!
  const order = (id: string) => pkg.teams.find((t) => t.id === id)!.order
  const sheet: MatchSheet = signedByAll({
    ...blankSheet({ ...pkg, fixture: f }),
    homeLineup: order(f.homeId),
    awayLineup: order(f.awayId),
    results: WIN,
  })
  const homeClub = row.teams.find((t) => t.id === f.homeId)!.club
  const awayClub = row.teams.find((t) => t.id === f.awayId)!.club
  const boards = async () =>
    (await getCompetition(ctx.db, c.value.id))!.rounds[0]!.fixtures[0]!.boards
  return { ctx, sheet, homeClub, awayClub, boards }
}

const receive = async (ctx: ReturnType<typeof freshContext>, file: object) => {
  const r = await receiveActas(ctx, [{ name: 'acta.json', text: JSON.stringify(file) }])
  if (!r.ok) throw new Error(r.error[0]?.code)
  return r.value.map((o) => [o.code, o.path ?? null, o.decision])
}

describe('FAPA art. 79.6, 82.1: the federation accepts only actas signed by the home club', () => {
  test('82.1: an acta signed with the home club key is accepted and applied, its signature kept', async () => {
    const { ctx, sheet, homeClub, boards } = await match()
    const file = await homeClubActa(ctx, sheet)
    expect(await receive(ctx, file)).toEqual([[null, null, 'accept']])
    expect(await boards()).toEqual(WIN)
    const [row] = await receivedActas(ctx.db).toArray()
    expect(row!.signature!.clubId).toBe(signingClubOf(homeClub, []).clubId)
  })

  test('79.4: results reversed and the SHA-256 recomputed: the signature no longer fits, refused, nothing written', async () => {
    const { ctx, sheet, boards } = await match()
    const file = await homeClubActa(ctx, sheet)
    const flip = (r: BoardResult | null) => (r === '1-0' ? '0-1' : r === '0-1' ? '1-0' : r)
    const reversed = { ...file.sheet, results: file.sheet.results.map(flip) }
    const forged: ActaFile = { ...file, sheet: reversed, sha256: await sheetHash(reversed) }
    expect(await receive(ctx, forged)).toEqual([
      ['acta/signature-mismatch', 'signature.value', null],
    ])
    expect((await boards()).every((b) => b === null)).toBe(true)
    expect(await receivedActas(ctx.db).count()).toBe(0)
  })

  test('82.1: an acta without a digital signature (format 1) is refused as unsigned', async () => {
    const { ctx, sheet } = await match()
    const old = { format: 'alfil-acta', formatVersion: 1, sheet, sha256: await sheetHash(sheet) }
    expect(await receive(ctx, old)).toEqual([['acta/unsigned', 'signature', null]])
  })

  test("82.1: the away club's key, or a key the federation never issued, is another key", async () => {
    const { ctx, sheet, homeClub, awayClub } = await match()
    const byAway = await actaSignedBy(ctx, awayClub, sheet)
    const own = await generateClubKey()
    const selfMade = await makeActaFile(sheet, {
      clubId: signingClubOf(homeClub, []).clubId,
      keyId: own.keyId,
      privateKey: own.privateKey,
    })
    const r = await receiveActas(ctx, [
      { name: 'away.json', text: JSON.stringify(byAway) },
      { name: 'own.json', text: JSON.stringify(selfMade) },
    ])
    expect(r.ok && r.value.map((o) => [o.code, o.club])).toEqual([
      ['acta/other-key', homeClub],
      ['acta/other-key', homeClub],
    ])
  })

  test('79.6: after a re-issue the old key is refused from that moment and the new one accepted', async () => {
    const { ctx, sheet, homeClub } = await match()
    const before = await homeClubActa(ctx, sheet)
    const club = signingClubOf(homeClub, [])
    const fresh = await reissueClubKey(
      { ...ctx, now: () => new Date('2026-11-29T09:00:00Z') },
      club,
    )
    expect(fresh.ok).toBe(true)
    expect(await receive(ctx, before)).toEqual([['acta/key-revoked', 'signature', null]])
    const after = await makeActaFile(sheet, fresh.ok ? fresh.value : (null as never))
    expect(await receive(ctx, after)).toEqual([[null, null, 'accept']])
    const keys = await ensureClubKey(ctx, club)
    expect(keys.ok && keys.value.keyId).toBe(fresh.ok && fresh.value.keyId)
  })

  test('79.6: signatures that are no drawing ("x") or a blank pad are refused, naming which', async () => {
    const { ctx, sheet } = await match()
    const x = xSignatures(sheet)
    expect(await receive(ctx, await homeClubActa(ctx, x))).toEqual([
      ['acta/signature-not-image', 'sheet.signatures.home', null],
    ])
    const blank = sign(sheet, 'arbiter', BLANK_SIGNATURE)
    expect(await receive(ctx, await homeClubActa(ctx, blank))).toEqual([
      ['acta/signature-empty', 'sheet.signatures.arbiter', null],
    ])
  })

  test('79.6: a fully signed acta with board 8 without a result is refused, not applied with the board empty', async () => {
    const { ctx, sheet, boards } = await match()
    const gap = { ...sheet, results: [...WIN.slice(0, 7), null] }
    expect(await receive(ctx, await homeClubActa(ctx, gap))).toEqual([
      ['acta/result-missing', 'sheet.results[7]', null],
    ])
    expect((await boards()).every((b) => b === null)).toBe(true)
  })
})

function xSignatures(s: MatchSheet): MatchSheet {
  return { ...s, signatures: { home: 'x', away: 'x', arbiter: 'x' } }
}

import { describe, expect, test } from 'vitest'
import { finalRefusal, finalActa } from '../../../src/features/matchSheet/finalActa.ts'
import { generateClubKey } from '../../../src/features/matchSheet/actaSigning.ts'
import { pkg, sheet } from '../../domain/matchSheet/helpers.ts'
import { BLANK_SIGNATURE, signedByAll } from '../../helpers/actas.ts'
import { sign } from '../../../src/domain/matchSheet/index.ts'

const RESULTS = ['1-0', '1/2', '0-1', '1-0', '+-', '-+', '1-0', '1/2'] as const

async function clubPackage() {
  const k = await generateClubKey()
  const p = pkg()
  return {
    ...p,
    teams: p.teams.map((t) => ({ ...t, signingClub: t.id === 'h' ? 'club:h' : 'club:a' })),
    signingKey: { clubId: 'club:h', keyId: k.keyId, privateKey: k.privateKey },
  }
}

describe("FAPA art. 79.6, 82.1: the home club's tablet signs the final acta", () => {
  test('79.6: boards 3 and 8 without a result: not final, naming them', async () => {
    const p = await clubPackage()
    const s = signedByAll({
      ...sheet(p),
      results: [...RESULTS.slice(0, 2), null, ...RESULTS.slice(3, 7), null],
    })
    expect(finalRefusal(p, s)).toEqual({
      code: 'sheet/results-missing',
      params: { boards: '3, 8' },
    })
  })

  test('79.6: a blank signature drawing is not final', async () => {
    const p = await clubPackage()
    const s = sign(signedByAll({ ...sheet(p), results: [...RESULTS] }), 'away', BLANK_SIGNATURE)
    expect(finalRefusal(p, s)?.code).toBe('acta/signature-empty')
  })

  test("82.1: the away club's tablet holds no key of the home club and cannot sign", async () => {
    const p = await clubPackage()
    const away = { ...p, signingKey: { ...p.signingKey, clubId: 'club:a' } }
    const s = signedByAll({ ...sheet(p), results: [...RESULTS] })
    expect(finalRefusal(away, s)).toEqual({
      code: 'acta/no-club-key',
      params: { team: 'Equipo h' },
    })
    const r = await finalActa(p, s)
    expect(r.ok && [r.file.formatVersion, r.file.signature?.clubId]).toEqual([2, 'club:h'])
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BackupError } from '../../src/db/backup/checks.ts'
import { matchSheetCheck, seasonPackageCheck } from '../../src/db/backup/matchSheetValidators.ts'
import { readSeasonPackage } from '../../src/db/backup/seasonPackageFile.ts'
import {
  blankSheet,
  parseActaFile,
  sign,
  type MatchSheet,
  type SeasonPackage,
} from '../../src/domain/matchSheet/index.ts'
import { makeActaFile, readActaFile } from '../../src/features/matchSheet/actaHash.ts'
import { generateClubKey } from '../../src/features/matchSheet/actaSigning.ts'
import { pairedLeaguePackage } from '../helpers/teamCompetitions.ts'
import { freshContext } from '../db/testDb.ts'
import { FUZZ_RUNS, jsonMutant, measured, reportWorst } from './mutants.ts'

afterAll(reportWorst)

let pkg: SeasonPackage
let acta: unknown
beforeAll(async () => {
  const ctx = freshContext('2026-11-28T20:00:00.000Z')
  pkg = await pairedLeaguePackage(ctx)
  const fixture = pkg.fixtures[0]!
  const order = (id: string) => pkg.teams.find((t) => t.id === id)!.order
  let s: MatchSheet = {
    ...blankSheet({ ...pkg, fixture }),
    homeLineup: order(fixture.homeId).slice(0, 8),
    awayLineup: order(fixture.awayId).slice(0, 8),
    results: ['1-0', '1-0', '1/2', '0-1', '1-0', '+-', '1/2', '1-0'],
    incidents: [{ at: '18:05', board: 3, text: 'Reclamación', clocks: { white: 12, black: 7 } }],
  }
  for (const who of ['home', 'away', 'arbiter'] as const)
    s = sign(s, who, `data:image/png;base64,${who}`)
  const key = await generateClubKey()
  acta = await makeActaFile(s, {
    clubId: 'club-oviedo',
    keyId: key.keyId,
    privateKey: key.privateKey,
  })
})

const located = (errors: readonly { path: string }[]) => {
  expect(errors.length).toBeGreaterThan(0)
  for (const e of errors) expect(typeof e.path).toBe('string')
}

describe('fuzz: match-sheet files give a value the backups accept, or located errors', () => {
  test('acta files (FAPA art. 79): an accepted sheet passes the backup check of received actas', async () => {
    await fc.assert(
      fc.asyncProperty(jsonMutant(acta), async (text) => {
        const parsed = measured('acta-parse', () => parseActaFile(text))
        if (!parsed.ok) located(parsed.error)
        const r = await readActaFile(text)
        if (!r.ok) {
          expect(typeof r.path).toBe('string')
          return
        }
        const errors: BackupError[] = []
        matchSheetCheck(r.file.sheet, '$.sheet', errors)
        expect(errors).toEqual([])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('season packages: accepted ones pass the package check, refused ones say where', () => {
    fc.assert(
      fc.property(jsonMutant(pkg), (text) => {
        const r = measured('season-package', () => readSeasonPackage(text))
        if (!r.ok) {
          located(r.error)
          for (const e of r.error) expect(e.path.startsWith('$')).toBe(true)
          return
        }
        const errors: BackupError[] = []
        seasonPackageCheck(r.value, '$', errors)
        expect(errors).toEqual([])
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

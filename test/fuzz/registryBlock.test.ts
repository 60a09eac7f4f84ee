import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import type { BackupError } from '../../src/db/backup/checks.ts'
import { REGISTRY_VALIDATORS } from '../../src/db/backup/registryValidators.ts'
import type { ClubId, SeasonId } from '../../src/domain/core/index.ts'
import { readRegistryBlock } from '../../src/domain/federation/index.ts'
import { importRegistry } from '../../src/features/players/registryImport.ts'
import { freshContext } from '../db/testDb.ts'
import { FUZZ_RUNS, measured, reportWorst, textMutant } from './mutants.ts'

afterAll(reportWorst)

const AT = '2026-09-01T00:00:00.000Z'

/** A block as a spreadsheet copies it: every column Alfil reads, a club by short name and by name. */
const PASTED = [
  'Nombre\tPrimer apellido\tSegundo apellido\tSexo\tFecha de nacimiento\tFederación\tID FIDE\tID FEDA\tElo FIDE\tElo FEDA\tTítulo\tNacionalidad\tAños de residencia\tClub',
  'Íñigo\tNuño\tÁlvarez\tH\t04/03/1990\tESP\t2200001\t24101\t2105\t2080\tFM\tespañola\t\tLuarca',
  'Marta\tOrdóñez\t\tMujer\t1995-11-30\t\t\t24102\t\t1980\t\tUE\t3\tClub Ajedrez Luarca',
  '"Pérez, Luis"\tPérez\tGarcía\tMasculino\t\tFRA\t2200003\t\t1875\t\t\textracomunitaria\t6\t',
].join('\n')

async function registry() {
  const ctx = freshContext('2026-09-15T10:00:00.000Z')
  await ctx.db.clubs.put({
    id: 'luarca' as ClubId,
    name: 'Club Ajedrez Luarca',
    shortName: 'Luarca',
    registryNumber: null,
    venue: null,
    searchName: 'club ajedrez luarca',
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
  return ctx
}

describe('fuzz: a pasted registry block stores players and licences the backups keep, or says why', () => {
  test('FAPA art. 6: every stored player and licence passes the backup checks, references included', async () => {
    const ctx = await registry()
    const sound = await importRegistry(ctx, PASTED, 's26')
    expect(sound.ok && sound.value).toEqual({ players: 3, licences: 2 })
    await ctx.db.licences.clear()
    await ctx.db.players.clear()
    await fc.assert(
      fc.asyncProperty(textMutant(PASTED), async (text) => {
        measured('registry-block', () => readRegistryBlock(text))
        const r = await importRegistry(ctx, text, 's26')
        if (!r.ok) {
          expect(r.error.length).toBeGreaterThan(0)
          for (const e of r.error) expect(e.code).toMatch(/^[a-z]+\/[a-z-]+$/)
          return
        }
        const tables = {
          players: await ctx.db.players.toArray(),
          clubs: await ctx.db.clubs.toArray(),
          seasons: await ctx.db.seasons.toArray(),
          licences: await ctx.db.licences.toArray(),
        }
        expect(tables.players.length).toBe(r.value.players)
        expect(tables.licences.length).toBe(r.value.licences)
        const errors: BackupError[] = []
        for (const [name, rows] of Object.entries(tables))
          rows.forEach((row, i) => REGISTRY_VALIDATORS[name]!.row(row, `$.${name}[${i}]`, errors))
        REGISTRY_VALIDATORS.licences!.tables!(tables as never, errors)
        expect(errors).toEqual([])
        await ctx.db.licences.clear()
        await ctx.db.players.clear()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

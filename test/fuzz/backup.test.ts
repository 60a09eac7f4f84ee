import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorKey } from '../../src/i18n/errorMessages.ts'
import { exportBackup, restoreBackup } from '../../src/db/backup/backup.ts'
import { DEVICE_TABLES, readEnvelope, validateTables } from '../../src/db/backup/backupFormat.ts'
import { SCHEMA_VERSION } from '../../src/db/db.ts'
import { issueLicence, saveClub, savePlayer, saveSeason } from '../../src/db/commands/index.ts'
import { tournamentFromTrfText } from '../../src/domain/reports/index.ts'
import { addTeam, createCompetition, pairNextRound } from '../../src/features/teams/teamCommands.ts'
import { importTournament } from '../../src/features/tournaments/tournamentCommands.ts'
import { freshContext, scratchDb } from '../db/testDb.ts'
import { fixtureText } from '../helpers/fixtures.ts'
import { FUZZ_RUNS, jsonMutant, measured, reportWorst } from './mutants.ts'

afterAll(reportWorst)

const AT = new Date('2026-10-01T09:30:00.000Z')

/** A device with a bit of every area: registry, licences, a tournament, a team competition. */
async function device() {
  const ctx = freshContext('2026-03-01T12:00:00.000Z')
  const club = await saveClub(ctx, {
    name: 'Club Ajedrez Mieres',
    shortName: '',
    registryNumber: '9',
    venue: '',
  })
  const season = await saveSeason(ctx, {
    name: '2026',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  })
  if (!club.ok || !season.ok) throw new Error('setup')
  const p = await savePlayer(ctx, {
    givenName: 'Íñigo',
    firstSurname: 'Nuño',
    secondSurname: '',
    sex: 'M',
    birthDate: '1990-01-31',
    federation: 'ESP',
    fideId: '2201',
    fedaId: '',
    ratingStandard: '1850',
    ratingRapid: '',
    ratingBlitz: '',
    ratingFeda: '1700',
    title: '',
    nationality: 'spanish',
    residenceYears: '',
    clubId: club.value.id,
  })
  if (!p.ok) throw new Error('player')
  await issueLicence(ctx, {
    seasonId: season.value.id,
    kind: 'player',
    holderId: p.value.id,
    clubId: club.value.id,
  })
  const trf = fixtureText('dutch/dutch-0059.trf')
  const doc = tournamentFromTrfText(trf, { tiebreaks: ['BH'], unplayed: 'fapa', lotSeed: 7 })
  if (!doc.ok) throw new Error('trf')
  await importTournament(ctx, doc.value)
  const c = await createCompetition(ctx, { name: 'Primera 2026', division: 1 })
  if (!c.ok) throw new Error('competition')
  for (const name of ['Mieres A', 'Oviedo A'])
    await addTeam(ctx, c.value.id, {
      name,
      club: name,
      zone: '',
      players: [0, 1, 2, 3].map((k) => ({ name: `${name} ${k}`, rating: 2000 - k })),
    })
  await pairNextRound(ctx, c.value.id)
  return ctx
}

let sample: unknown
let keys: Record<string, string>
let restoreTarget: Awaited<ReturnType<typeof device>>
let before: string
beforeAll(async () => {
  const ctx = await device()
  sample = JSON.parse(await exportBackup(ctx.db, AT))
  keys = Object.fromEntries(
    ctx.db.tables
      .filter((t) => !DEVICE_TABLES.includes(t.name))
      .map((t) => [t.name, String(t.schema.primKey.keyPath)]),
  )
  restoreTarget = await device()
  before = await exportBackup(restoreTarget.db, AT)
})

function expectLocated(errors: readonly { code: string; path: string }[]) {
  expect(errors.length).toBeGreaterThan(0)
  for (const e of errors) {
    expect(e.path.startsWith('$')).toBe(true)
    expect(errorKey(e.code), e.code).not.toBe('errors.unknown')
  }
}

describe('fuzz: a mutated backup is validated completely or refused by JSON path, never an exception', () => {
  test('the checks a restore runs (envelope, every row, references)', () => {
    fc.assert(
      fc.property(jsonMutant(sample), (text) => {
        const problems = measured('backup-check', () => {
          const envelope = readEnvelope(text, SCHEMA_VERSION)
          if (!envelope.ok) return envelope.error
          return envelope.value.schemaVersion < SCHEMA_VERSION
            ? null
            : validateTables(envelope.value.tables, keys)
        })
        if (problems !== null && problems.length > 0) expectLocated(problems)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('a real restore: refused files leave the device as it was; accepted ones restore again', async () => {
    await fc.assert(
      fc.asyncProperty(jsonMutant(sample), async (text) => {
        const r = await restoreBackup(restoreTarget.db, text, scratchDb, { now: AT })
        if (!r.ok) {
          expectLocated(r.error)
          expect(await exportBackup(restoreTarget.db, AT)).toBe(before)
          return
        }
        const again = await restoreBackup(
          restoreTarget.db,
          await exportBackup(restoreTarget.db, AT),
          scratchDb,
          { now: AT },
        )
        expect(again.ok).toBe(true)
        await restoreBackup(restoreTarget.db, before, scratchDb, { now: AT })
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 10) },
    )
  })
})

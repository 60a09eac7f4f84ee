import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { createAlfilDb } from '../../../src/db/db.ts'
import { MIGRATIONS } from '../../../src/db/migrations/index.ts'
import { exportBackup, restoreBackup } from '../../../src/db/backup/backup.ts'
import { DEVICE_TABLES } from '../../../src/db/backup/backupFormat.ts'
import { BACKUP_VALIDATORS } from '../../../src/db/backup/validators.ts'
import { saveSeason } from '../../../src/db/commands/index.ts'
import { DEFAULT_SCORING } from '../../../src/domain/core/index.ts'
import { tournamentFromTrfText } from '../../../src/domain/reports/index.ts'
import { roundRobinPairing, type TournamentEvent } from '../../../src/domain/tournament/index.ts'
import {
  changeSeasonStructure,
  saveZonal,
} from '../../../src/features/championships/championshipCommands.ts'
import { DEFAULT_DIVISION_SETTINGS } from '../../../src/features/ratings/eligibilityModel.ts'
import { getCompetition, seasonPlans } from '../../../src/features/teams/teamsDb.ts'
import { playerRow } from '../playerRow.ts'
import {
  addTeam,
  createCompetition,
  pairNextRound,
  recordBoard,
  recordImproperLineup,
} from '../../../src/features/teams/teamCommands.ts'
import {
  changeTournament,
  createTournament,
  importTournament,
} from '../../../src/features/tournaments/tournamentCommands.ts'
import { newEntrant } from '../../domain/tournament/commandPlayer.ts'
import { isMessageKey } from '../../../src/i18n/index.ts'
import { fixtureText } from '../../helpers/fixtures.ts'
import { freshContext, scratchDb } from '../testDb.ts'

const AT = new Date('2026-10-01T09:30:00.000Z')

async function everyArea() {
  const ctx = freshContext('2026-03-01T12:00:00.000Z')
  const season = await saveSeason(ctx, {
    name: '2026',
    startDate: '2025-09-01',
    endDate: '2026-08-31',
  })
  if (!season.ok) throw new Error('season')
  const trf = fixtureText('dutch/dutch-0001.trf')
  const imported = tournamentFromTrfText(trf, { tiebreaks: ['BH'], unplayed: 'fapa', lotSeed: 7 })
  if (!imported.ok) throw new Error('fixture')
  await importTournament(ctx, imported.value)
  const created = await createTournament(ctx, {
    name: 'Cerrado de Mieres',
    place: 'Mieres',
    startDate: '2026-03-07',
    endDate: '',
    chiefArbiter: 'Ana Álvarez',
    deputyArbiters: ['Luis Pérez'],
    timeControl: '90 min + 30 s',
    ratingType: 'standard',
    totalRounds: 3,
    system: 'round-robin',
    scoring: DEFAULT_SCORING,
    tiebreaks: ['SB'],
    unplayed: 'fapa',
    initialColour: 'white',
    fideMode: true,
    lotSeed: 42,
    publicUrl: 'https://ajedrezmieres.es/cerrado/',
  })
  if (!created.ok) throw new Error('create')
  const id = created.value.id
  const step = async (event: TournamentEvent) => {
    const r = await changeTournament(ctx, id, event)
    if (!r.ok) throw new Error(event.type)
    return r.value
  }
  for (const [name, rating] of <[string, number][]>[
    ['Nuño, Íñigo', 2100],
    ['Ordóñez, Marta', 2000],
    ['Pérez, Luis', 1900],
    ['Ruiz, Dora', 1800],
  ])
    await step({
      type: 'entrant-registered',
      payload: { entrant: newEntrant(name, rating) },
    })
  const frozen = await step({ type: 'numbers-frozen', payload: {} })
  const paired = await step({
    type: 'round-paired',
    payload: { pairing: roundRobinPairing(frozen) },
  })
  const games = paired.rounds[0]!.boards.map((b) => ({ white: b.black, black: b.white }))
  await step({
    type: 'pairing-changed',
    payload: { round: 1, games, reason: 'colores de la sede', swapped: null },
  })
  await step({ type: 'result-set', payload: { round: 1, board: 1, result: '1/2' } })

  const c = await createCompetition(ctx, { name: 'Primera 2026', division: 1 })
  if (!c.ok) throw new Error('competition')
  for (const name of ['Mieres A', 'Oviedo A', 'Gijón A', 'Avilés A'])
    await addTeam(
      ctx,
      c.value.id,
      {
        name,
        club: `Club ${name}`,
        zone: '',
        players: [0, 1, 2, 3, 4, 5].map((k) => ({ name: `${name} ${k}`, rating: 2000 - k })),
      },
      { override: 'Orden de fuerza admitido por la dirección de la competición' },
    )
  await pairNextRound(ctx, c.value.id)
  await recordBoard(ctx, c.value.id, { round: 1, fixture: 0, board: 1 }, '1-0')
  await recordImproperLineup(ctx, c.value.id, { round: 1, fixture: 0, side: 'home' }, 2)
  const team = (await getCompetition(ctx.db, c.value.id))!.teams[0]!
  // As recordSeasonEdit stores it (the command needs a finished season to accept the edit).
  await seasonPlans(ctx.db).put({
    id: 'next',
    edits: [
      {
        teamId: team.id,
        action: 'replace',
        replacement: 'Luarca A',
        reason: 'renuncia',
        at: '2026-06-01T10:00:00.000Z',
      },
    ],
    updatedAt: '2026-06-01T10:00:00.000Z',
  })
  await ctx.db.players.add(
    playerRow('p1', {
      givenName: 'Dora',
      firstSurname: 'Ruiz',
      searchName: 'ruiz dora',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ratingStandard: 1850,
    }),
  )
  await ctx.db.table('ratingSources').put({
    playerId: 'p1',
    standard: { value: 1850, source: { kind: 'fide-list', listDate: '2026-11-01' } },
    title: { value: null, source: { kind: 'manual', enteredOn: null } },
  })
  await changeSeasonStructure(
    ctx,
    season.value.id,
    saveZonal({ id: 'z1', place: 'Luarca', players: 16, endDate: '2025-11-02', source: null }),
  )
  await ctx.db
    .table('ratingSettings')
    .put({ key: 'divisionSettings', settings: DEFAULT_DIVISION_SETTINGS })
  await ctx.db
    .table('ratingSettings')
    .put({ key: 'fedaMapping', headers: ['ID', 'Nombre'], mapping: { fedaId: 0, name: 1 } })
  return ctx
}

describe('every table of a backup has a validator', () => {
  it('the validators name every table of the current schema, and no other', () => {
    const db = createAlfilDb('alfil-tables', MIGRATIONS, { indexedDB, IDBKeyRange })
    const tables = db.tables.map((t) => t.name).filter((n) => !DEVICE_TABLES.includes(n))
    expect(Object.keys(BACKUP_VALIDATORS).sort()).toEqual(tables.sort())
  })

  it('the restore preview names every table in words', () => {
    const unnamed = Object.keys(BACKUP_VALIDATORS).filter((n) => !isMessageKey(`io.table_${n}`))
    expect(unnamed).toEqual([])
  })

  it('what Alfil writes in every area passes them: export, restore, export gives the same file', async () => {
    const source = await everyArea()
    const text = await exportBackup(source.db, AT)
    const counts = Object.fromEntries(
      Object.entries(JSON.parse(text).tables as Record<string, unknown[]>).map(([n, r]) => [
        n,
        r.length,
      ]),
    )
    expect(counts).toMatchObject({
      tournaments: 2,
      tournamentEvents: 2 + 4 + 1 + 1 + 1 + 1,
      tournamentSnapshots: 1,
      ratingSources: 1,
      players: 1,
      teamCompetitions: 1,
      teamSeasonPlans: 1,
      ratingSettings: 3,
    })
    const target = freshContext()
    const r = await restoreBackup(target.db, text, scratchDb)
    expect(r.ok ? 'ok' : r.error).toBe('ok')
    expect(await exportBackup(target.db, AT)).toBe(text)
  })
})

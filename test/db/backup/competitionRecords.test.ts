import { describe, expect, it } from 'vitest'
import { exportBackup, restoreBackup } from '../../../src/db/backup/backup.ts'
import { tournamentFromTrfText } from '../../../src/domain/reports/index.ts'
import { importTournament } from '../../../src/features/tournaments/tournamentCommands.ts'
import { setSchedule } from '../../../src/features/teams/calendarCommands.ts'
import { addTeam, createCompetition } from '../../../src/features/teams/teamCommands.ts'
import { fixtureText } from '../../helpers/fixtures.ts'
import { freshContext, scratchDb } from '../testDb.ts'

const AT = new Date('2026-10-01T09:30:00.000Z')

async function withCompetitions() {
  const ctx = freshContext('2026-03-01T12:00:00.000Z')
  const trf = fixtureText('dutch/dutch-0001.trf')
  const doc = tournamentFromTrfText(trf, { tiebreaks: [], unplayed: 'fapa', lotSeed: 7 })
  if (!doc.ok) throw new Error('fixture')
  await importTournament(ctx, doc.value)
  const c = await createCompetition(ctx, { name: 'Primera 2026', division: 1 })
  if (!c.ok) throw new Error('setup')
  await addTeam(ctx, c.value.id, {
    name: 'Mieres A',
    club: 'Club Ajedrez Mieres',
    zone: '',
    players: [{ name: 'Nuño, Íñigo', rating: 1900 }],
  })
  await setSchedule(ctx, c.value.id, { dates: ['2026-03-07'], time: '17:00' })
  return ctx
}

// The parsed file, edited freely as JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Edit = (tables: Record<string, Record<string, any>[]>) => void

async function refusal(edit: Edit) {
  const source = await withCompetitions()
  const file = JSON.parse(await exportBackup(source.db, AT))
  edit(file.tables)
  const target = await withCompetitions()
  const before = await exportBackup(target.db, AT)
  const r = await restoreBackup(target.db, JSON.stringify(file), scratchDb)
  expect(await exportBackup(target.db, AT)).toBe(before)
  return r.ok ? [] : r.error.map((e) => [e.code, e.path])
}

/** The events of the imported tournament: its whole state taken from the TRF file, then none. */
const imported = (t: Parameters<Edit>[0]) =>
  t.tournamentEvents!.find((e) => e.type === 'trf-imported')!

describe('a damaged competition record is refused and changes nothing', () => {
  it('entrants that are not a list', async () => {
    expect(await refusal((t) => (imported(t).payload.tournament.entrants = 'x'))).toEqual([
      ['backup/expected-array', '$.tables.tournamentEvents[0].payload.tournament.entrants'],
    ])
  })

  it('a tournament without its state', async () => {
    expect(await refusal((t) => (imported(t).payload.tournament = null))).toEqual([
      ['backup/expected-object', '$.tables.tournamentEvents[0].payload.tournament'],
    ])
  })

  it('a board result that is no TRF-16 result', async () => {
    expect(
      await refusal((t) => (imported(t).payload.tournament.rounds[0].boards[0].result = '9-9')),
    ).toEqual([
      [
        'backup/expected-one-of',
        '$.tables.tournamentEvents[0].payload.tournament.rounds[0].boards[0].result',
      ],
    ])
  })

  it('a board naming a player the tournament does not have', async () => {
    expect(
      await refusal((t) => (imported(t).payload.tournament.rounds[0].boards[0].white = 999)),
    ).toEqual([
      [
        'backup/dangling-reference',
        '$.tables.tournamentEvents[0].payload.tournament.rounds[0].boards[0].white',
      ],
    ])
  })

  it('a day that is not on the calendar', async () => {
    expect(
      await refusal((t) => (imported(t).payload.tournament.settings.startDate = '2026-13-45')),
    ).toEqual([
      [
        'backup/expected-date',
        '$.tables.tournamentEvents[0].payload.tournament.settings.startDate',
      ],
    ])
  })

  it('a team competition with teams that are not a list', async () => {
    const created = (t: Parameters<Edit>[0]) =>
      t.teamEvents!.find((e) => e.type === 'competition-created')!
    expect(await refusal((t) => (created(t).payload.competition.teams = 'x'))).toEqual([
      ['backup/expected-array', '$.tables.teamEvents[0].payload.competition.teams'],
    ])
  })

  it('a team competition whose log does not fold: a result for a round never paired', async () => {
    const scheduled = (t: Parameters<Edit>[0]) =>
      t.teamEvents!.find((e) => e.type === 'schedule-set')!
    expect(
      await refusal((t) => {
        const e = scheduled(t)
        e.type = 'board-recorded'
        e.payload = { round: 1, fixture: 0, board: 1, result: '1-0' }
      }),
    ).toEqual([['backup/log-does-not-fold', '$.tables.teamEvents[1]']])
  })

  it('a team competition whose log has lost an event', async () => {
    expect(await refusal((t) => t.teamEvents!.splice(0, 1))).toEqual([
      ['backup/log-does-not-fold', '$.tables.teamEvents[0]'],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../src/db/migrations/index.ts'
import {
  historyLines,
  pairingRequestOf,
  trfLogLines,
  type IndividualTournament,
} from '../../src/domain/tournament/index.ts'
import {
  tournamentStandings,
  tournamentToTrf,
  tournamentToTrf2026,
} from '../../src/domain/reports/index.ts'
import { roundDatesFromLog } from '../../src/features/tournaments/roundDates.ts'
import { undoLastChange } from '../../src/features/tournaments/tournamentCommands.ts'
import {
  loadTournament,
  tournamentLog,
  tournamentsTable,
} from '../../src/features/tournaments/tournamentsDb.ts'
import { logSettings, UNDO, type Command } from '../domain/tournament/commandPlayer.ts'
import { playLegacy, type LegacyTournament } from '../domain/tournament/legacyPlayer.ts'
import { testDb, uniqueDbName } from './testDb.ts'

/** Commands of a Swiss played through: `players` registered, every board of every round typed. */
function swissScript(
  players: number,
  rounds: number,
  extra: (round: number) => Command[] = () => [],
): Command[] {
  const out: Command[] = []
  for (let i = 1; i <= players; i++) out.push([0, i, i])
  out.push([2, 0, 0])
  const boards = Math.floor(players / 2)
  for (let r = 0; r < rounds; r++) {
    out.push([4, 0, 0])
    for (let b = 0; b < boards; b++) {
      // The result a command types depends on (a + b) and b % 9 === 8 clears: pick values that type one.
      let x = b
      while (x % 9 === 8) x += boards
      out.push([5, r, x])
    }
    out.push(...extra(r))
  }
  return out
}

interface Stored {
  readonly id: string
  readonly old: LegacyTournament
  /** Leaves out audit entries, as a device whose audit log was incomplete. */
  readonly auditKept?: number
}

const AT = '2026-07-01T08:00:00.000Z'

async function version7(tournaments: readonly Stored[]): Promise<string> {
  const name = uniqueDbName()
  const db = testDb(name, MIGRATIONS.slice(0, 7))
  for (const { id, old, auditKept } of tournaments) {
    await db
      .table('tournaments')
      .add({ id, name: old.doc.settings.name, doc: old.doc, createdAt: AT, updatedAt: AT })
    for (const h of old.history) await db.table('tournamentHistory').add({ tournamentId: id, ...h })
    for (const a of old.audit.slice(0, auditKept ?? old.audit.length))
      await db.auditLog.add({ ...a, entity: 'tournament', entityId: id, tournamentId: id })
  }
  await db.auditLog.add({
    at: AT,
    action: 'club/create',
    entity: 'club',
    entityId: 'c1',
    tournamentId: null,
    detail: 'Club',
  })
  db.close()
  return name
}

/** What the old undo gave: the version before the last action, or its refusal. */
function oldUndo(old: LegacyTournament): IndividualTournament | string {
  const last = old.history[old.history.length - 1]
  if (!last) return 'tournament/nothing-to-undo'
  const doc = old.doc
  if (doc.settings.fideMode && last.round > 0 && last.round < doc.rounds.length - 1)
    return 'round/locked-fide-mode'
  if (doc.fideModeLeftAt && !last.before.fideModeLeftAt) return 'tournament/fide-mode-left'
  return last.before
}

const lines = (log: readonly { at: string; action: string; detail: string }[]) =>
  log.map((a) => `${a.at} ${a.action} ${a.detail}`.trim())

describe('migration 008: individual tournaments become logs', () => {
  const open = playLegacy(
    logSettings({ totalRounds: 4 }),
    swissScript(13, 3, (r) =>
      r === 0
        ? [
            [UNDO, 0, 0],
            [5, 0, 5],
            [3, 4, 1],
            [UNDO, 0, 0],
            [3, 4, 0],
          ]
        : [],
    ),
  )
  const fide = playLegacy(logSettings({ fideMode: true, totalRounds: 3 }), [
    ...swissScript(6, 2),
    [4, 0, 0],
    [8, 1, 1],
    [5, 2, 0],
    [9, 0, 0],
    [5, 2, 1],
    [UNDO, 0, 0],
  ])
  const imported: LegacyTournament = {
    doc: open.doc,
    history: [],
    audit: [{ at: AT, action: 'tournament/import', detail: open.doc.settings.name }],
  }
  const stored: Stored[] = [
    { id: 'open', old: open },
    { id: 'fide', old: fide },
    { id: 'imported', old: imported },
    { id: 'partial', old: open, auditKept: 10 },
  ]

  it('keeps every tournament, its screens, exports, history and undo as they were, and drops the versions', async () => {
    const name = await version7(stored)
    const db = testDb(name)
    const ctx = { db, now: () => new Date('2026-09-15T10:00:00.000Z') }
    expect(db.tables.map((t) => t.name)).not.toContain('tournamentHistory')
    for (const { id, old, auditKept } of stored) {
      const loaded = await loadTournament(db, id)
      if (!loaded.ok || !loaded.value) throw new Error(`${id} does not load`)
      const doc = loaded.value.doc
      expect(doc, id).toEqual(old.doc)
      expect(tournamentStandings(doc)).toEqual(tournamentStandings(old.doc))
      if (doc.rounds.length < doc.settings.totalRounds)
        expect(pairingRequestOf(doc)).toEqual(pairingRequestOf(old.doc))
      expect((await tournamentsTable(db).get(id))?.summary).toEqual({
        place: old.doc.settings.place,
        startDate: old.doc.settings.startDate,
        entrants: old.doc.entrants.length,
        rounds: old.doc.rounds.length,
        totalRounds: old.doc.settings.totalRounds,
      })
      const history = historyLines(await tournamentLog.entries(db, id))
      if (auditKept === undefined) {
        expect(
          history.map(({ at, action, detail }) => ({ at, action, detail })),
          id,
        ).toEqual(old.audit)
        expect(tournamentToTrf(doc, trfLogLines(history))).toBe(
          tournamentToTrf(old.doc, lines(old.audit)),
        )
        const dates = roundDatesFromLog(history, doc.rounds.length)
        expect(dates).toEqual(roundDatesFromLog(old.audit, doc.rounds.length))
        expect(tournamentToTrf2026(doc, { log: trfLogLines(history), roundDates: dates })).toBe(
          tournamentToTrf2026(old.doc, { log: lines(old.audit), roundDates: dates }),
        )
      } else {
        // The audit log did not account for the versions: the history follows the versions, and
        // the audit entries stay where they were.
        expect(history.map((l) => l.action)).toEqual([
          'tournament/create',
          ...old.history.map((h) => h.action),
        ])
        expect(await db.auditLog.where('tournamentId').equals(id).count()).toBe(auditKept)
      }
      const expected = oldUndo(old)
      const undone = await undoLastChange(ctx, id)
      if (typeof expected === 'string')
        expect(undone).toEqual({ ok: false, error: [{ code: expected }] })
      else {
        expect(undone.ok, id).toBe(true)
        const after = await loadTournament(db, id)
        expect(after.ok && after.value?.doc, id).toEqual(expected)
      }
    }
    expect(await db.auditLog.where('entity').equals('club').count()).toBe(1)
    expect(
      await db.auditLog.where('tournamentId').anyOf(['open', 'fide', 'imported']).count(),
    ).toBe(0)
    db.close()
  })

  it('the scripts reach what the test is about: results and undos, a manual change, FIDE mode left, a bye', () => {
    expect(open.doc.rounds.map((r) => r.boards.every((b) => b.result !== null))).toEqual([
      true,
      true,
      true,
    ])
    expect(open.audit.filter((a) => a.action === 'tournament/undo')).toHaveLength(2)
    expect(open.doc.rounds[1]?.requests).toEqual({ 5: 'half-bye' })
    expect(fide.doc.rounds[2]?.manualChanges).toHaveLength(1)
    expect(fide.doc.fideModeLeftAt).not.toBeNull()
  })
})

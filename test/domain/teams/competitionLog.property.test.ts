import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyTeamEvent,
  BOARD_RESULTS,
  foldTeamCompetition,
  type BoardResult,
  type RoundRow,
  type TeamCompetitionEntry,
  type TeamCompetitionEvent,
  type TeamCompetitionRow,
} from '../../../src/domain/teams/index.ts'
import { competitionList, getCompetition, teamLog } from '../../../src/features/teams/teamsDb.ts'
import { testDb } from '../../db/testDb.ts'

const TEAMS = ['a', 'b', 'c', 'd']
const BOARDS = 6

/** A 3rd-division league of four teams (6 boards, art. 73.2), no round made yet. */
const created: TeamCompetitionRow = {
  id: 'liga',
  name: 'Tercera',
  division: 3,
  system: 'league',
  totalRounds: 3,
  seed: 1,
  teams: TEAMS.map((id) => ({
    id,
    name: `Equipo ${id}`,
    club: `Club ${id}`,
    zone: '',
    players: Array.from({ length: BOARDS }, (_, k) => ({ name: `${id}${k}`, rating: 1800 - k })),
  })),
  order: [...TEAMS],
  rounds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

/** Berger round r of four teams (art. 72): a-d b-c, then c-a d-b, then a-b c-d. */
function bergerRound(r: number): RoundRow {
  const pairs = [
    [
      ['a', 'd'],
      ['b', 'c'],
    ],
    [
      ['c', 'a'],
      ['d', 'b'],
    ],
    [
      ['a', 'b'],
      ['c', 'd'],
    ],
  ][(r - 1) % 3]!
  return {
    round: r,
    bye: null,
    fixtures: pairs.map(([homeId, awayId]) => ({
      homeId: homeId!,
      awayId: awayId!,
      boards: Array.from({ length: BOARDS }, () => null),
    })),
  }
}

type Op = readonly [kind: number, a: number, b: number, c: number]

/** The event an operation asks for (indices may point past the competition: refused then). */
function eventOf(state: TeamCompetitionRow, [kind, a, b, c]: Op): TeamCompetitionEvent {
  const round = state.rounds.length - (a % 3) + (a % 7 === 6 ? 1 : 0)
  const fixture = b % 3
  switch (kind) {
    case 0:
    case 1:
    case 2: {
      const result: BoardResult | null = c % 7 === 6 ? null : BOARD_RESULTS[c % 6]!
      return { type: 'board-recorded', payload: { round, fixture, board: (b % 8) + 0, result } }
    }
    case 3:
      return {
        type: 'improper-lineup-set',
        payload: { round, fixture, side: c % 2 ? 'home' : 'away', fromBoard: c % 3 ? c % 7 : null },
      }
    case 4:
      return { type: 'tie-decided', payload: { round, fixture, winner: c % 2 ? 'home' : null } }
    case 5:
      return {
        type: 'schedule-set',
        payload: { dates: [`2026-02-${String((c % 28) + 1).padStart(2, '0')}`], time: '17:00' },
      }
    case 6:
      return { type: 'notification-end-set', payload: { ends: c % 2 ? '2026-01-20' : null } }
    default:
      return {
        type: 'round-paired',
        payload: {
          round: bergerRound(state.rounds.length + 1 + (a % 5 === 4 ? 1 : 0)),
          system: 'league',
          totalRounds: 3,
          order: [...TEAMS],
        },
      }
  }
}

/**
 * The same operations done directly on the competition in memory: the state after `e`, or null
 * where the rules refuse it (no such round, fixture or board; a round already followed by another).
 */
function inMemory(state: TeamCompetitionRow, e: TeamCompetitionEvent, at: string) {
  const c = structuredClone(state)
  c.updatedAt = at
  if (e.type === 'schedule-set') c.schedule = { dates: [...e.payload.dates], time: e.payload.time }
  else if (e.type === 'notification-end-set') {
    delete c.notificationEnds
    if (e.payload.ends !== null) c.notificationEnds = e.payload.ends
  } else if (e.type === 'round-paired') {
    if (e.payload.round.round !== c.rounds.length + 1) return null
    c.rounds.push(structuredClone(e.payload.round) as RoundRow)
  } else if (
    e.type === 'board-recorded' ||
    e.type === 'improper-lineup-set' ||
    e.type === 'tie-decided'
  ) {
    const f = c.rounds[e.payload.round - 1]?.fixtures[e.payload.fixture]
    if (!f || e.payload.round < 1 || e.payload.round !== c.rounds.length) return null
    if (e.type === 'board-recorded') {
      if (e.payload.board < 1 || e.payload.board > f.boards.length) return null
      f.boards[e.payload.board - 1] = e.payload.result
    } else if (e.type === 'improper-lineup-set')
      f[e.payload.side === 'home' ? 'homeImproperFrom' : 'awayImproperFrom'] = e.payload.fromBoard
    else f.decided = e.payload.winner
  }
  return c
}

/** Plays `ops`: the log of the accepted events, the state in memory, and the refused events. */
function play(ops: readonly Op[]) {
  const entries: TeamCompetitionEntry[] = [
    {
      type: 'competition-created',
      payload: { competition: created },
      seq: 1,
      at: created.createdAt,
    },
  ]
  let state = created
  const refused: { state: TeamCompetitionRow; entry: TeamCompetitionEntry }[] = []
  ops.forEach((op, i) => {
    const at = new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString()
    const event = eventOf(state, op)
    const entry = { ...event, seq: entries.length + 1, at } as TeamCompetitionEntry
    const next = inMemory(state, event, at)
    if (next) {
      entries.push(entry)
      state = next
    } else refused.push({ state, entry })
  })
  return { entries, state, refused }
}

/** Pairings early and often, results most of all. */
const op: fc.Arbitrary<Op> = fc.tuple(
  fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 6 }), weight: 6 },
    { arbitrary: fc.constant(7), weight: 1 },
  ),
  fc.nat(20),
  fc.nat(20),
  fc.nat(20),
)
const ops = fc
  .array(op, { minLength: 20, maxLength: 160 })
  .map((rest): Op[] => [[7, 0, 0, 0], ...rest])

const same = (a: unknown, b: unknown) =>
  expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(b)))

describe('the team competition log', () => {
  it('folding the whole log, or from any snapshot, gives the competition the operations give in memory; refused operations do not apply', () => {
    fc.assert(
      fc.property(ops, (list) => {
        const played = play(list)
        const whole = foldTeamCompetition(null, played.entries)
        if (!whole.ok) throw new Error(`log does not fold at ${whole.error[0]?.seq}`)
        expect(whole.value.seq).toBe(played.entries.length)
        same(whole.value.state, played.state)
        for (let s = 1; s < played.entries.length; s++) {
          const snap = foldTeamCompetition(null, played.entries.slice(0, s))
          if (!snap.ok) throw new Error(`prefix ${s} does not fold`)
          const rest = foldTeamCompetition(snap.value, played.entries.slice(s))
          expect(rest.ok).toBe(true)
          if (rest.ok) same(rest.value.state, played.state)
        }
        for (const r of played.refused)
          expect(applyTeamEvent(r.state, r.entry as never).ok).toBe(false)
      }),
      { numRuns: 120 },
    )
  })

  it('appended through the log store (a snapshot every 64 events and at each pairing), the competition opens as in memory from its latest snapshot', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 120, maxLength: 200 }), async (rest) => {
        // A schedule change (always accepted) after each operation makes the log pass 64 events.
        const padded = rest.flatMap((o, i): Op[] => [o, [5, 0, 0, i]])
        const played = play([[7, 0, 0, 0], ...padded])
        const db = testDb()
        await db.transaction('rw', ['teamCompetitions', ...teamLog.tables], async () => {
          let current = null
          const taken: number[] = []
          for (const e of played.entries) {
            const r = await teamLog.append(db, 'liga', current, e as TeamCompetitionEvent, e.at)
            if (!r.ok) throw new Error(r.error[0]?.code)
            current = r.value
            // After each append: a snapshot at every 64th event and at each pairing, the
            // latest two kept.
            if (e.seq % 64 === 0 || e.type === 'round-paired') taken.push(e.seq)
            const kept = await db.table('teamSnapshots').toArray()
            expect([e.seq, kept.map((s) => s.seq)]).toEqual([e.seq, taken.slice(-2)])
          }
          // Every run passes the 64th event, so both rules are exercised.
          expect(played.entries.length).toBeGreaterThan(64)
          await competitionList(db).add({
            id: 'liga',
            name: 'Tercera',
            createdAt: created.createdAt,
            updatedAt: played.state.updatedAt,
          })
        })
        teamLog.forget()
        same(await getCompetition(db, 'liga'), played.state)
        const expected = played.entries
          .filter((e) => e.seq % 64 === 0 || e.type === 'round-paired')
          .map((e) => e.seq)
          .slice(-2)
        const snapshots = await db.table('teamSnapshots').toArray()
        expect(snapshots.map((s) => [s.competitionId, s.seq])).toEqual(
          expected.map((seq) => ['liga', seq]),
        )
        for (const s of snapshots) {
          const upTo = foldTeamCompetition(
            null,
            played.entries.filter((e) => e.seq <= s.seq),
          )
          if (!upTo.ok) throw new Error(`prefix ${s.seq} does not fold`)
          same(s.state, upTo.value.state)
          const rest = foldTeamCompetition(
            { seq: s.seq, state: s.state },
            played.entries.filter((e) => e.seq > s.seq),
          )
          expect(rest.ok).toBe(true)
          if (rest.ok) same(rest.value.state, played.state)
        }
        // With the events before the latest snapshot gone, the competition still opens as in
        // memory: it is folded from that snapshot, not from its first event.
        const latest = expected[expected.length - 1]!
        await db
          .table('teamEvents')
          .where('[competitionId+seq]')
          .between(['liga', 0], ['liga', latest])
          .delete()
        expect(await db.table('teamEvents').count()).toBe(played.entries.length - latest + 1)
        teamLog.forget()
        same(await getCompetition(db, 'liga'), played.state)
        db.close()
      }),
      { numRuns: 8 },
    )
  })
})

/**
 * Storage figures of a team competition on fake-indexeddb: a 16-team 3rd-division competition
 * (6 boards, art. 73.2) over 9 rounds, every board result entered one by one through the command
 * the round screen uses. Rounds are made by the circle method and appended as the pairing command
 * does; only result writes are timed. Prints the bytes stored (list row, log, snapshots), the
 * bytes the whole-row storage rewrote for the same results, the median and p95 wall time of one
 * result write, the mean CPU time per write, and the time to open the competition from its
 * latest snapshot with nothing in memory.
 */
import { performance } from 'node:perf_hooks'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { BOARD_RESULTS, type RoundRow } from '../../src/domain/teams/index.ts'
import { createAlfilDb } from '../../src/db/db.ts'
import { runCommand } from '../../src/db/commands/command.ts'
import { appendEvent, loadForWrite } from '../../src/features/teams/competitionWrites.ts'
import { addTeam, createCompetition, recordBoard } from '../../src/features/teams/teamCommands.ts'
import {
  COMPETITION_TABLES,
  competitionList,
  getCompetition,
  teamLog,
} from '../../src/features/teams/teamsDb.ts'

const TEAMS = 16
const ROUNDS = 9
const BOARDS = 6

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8')
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0
}

/** Round r of the circle method over `ids` (team 0 fixed, the others turning). */
function circleRound(ids: readonly string[], r: number): RoundRow {
  const n = ids.length
  const turning = ids.slice(1)
  const at = (k: number) => (k === 0 ? ids[0]! : turning[(k - 1 + r - 1) % (n - 1)]!)
  const fixtures = Array.from({ length: n / 2 }, (_, i) => ({
    homeId: at(i),
    awayId: at(n - 1 - i),
    boards: Array.from({ length: BOARDS }, () => null),
  }))
  return { round: r, bye: null, fixtures }
}

export async function runTeams(): Promise<void> {
  const db = createAlfilDb('bench-storage-teams', undefined, { indexedDB, IDBKeyRange })
  let clock = Date.UTC(2026, 9, 1, 16)
  const ctx = { db, now: () => new Date((clock += 1000)) }
  const created = await createCompetition(ctx, { name: 'Tercera 2026-27', division: 3 })
  if (!created.ok) throw new Error('create refused')
  const id = created.value.id
  for (let t = 1; t <= TEAMS; t++) {
    const added = await addTeam(ctx, id, {
      name: `Equipo ${t}`,
      club: `Club ${t}`,
      zone: '',
      players: Array.from({ length: 10 }, (_, k) => ({
        name: `Jugador ${t}-${k + 1}`,
        rating: 2200 - 20 * t - k,
      })),
    })
    if (!added.ok) throw new Error(`team refused: ${added.error[0]?.code}`)
  }
  const ids = ((await getCompetition(db, id))?.teams ?? []).map((t) => t.id)
  const writes: number[] = []
  let cpu = 0
  let rewritten = 0
  for (let r = 1; r <= ROUNDS; r++) {
    const paired = await runCommand(ctx, COMPETITION_TABLES, async (w) => {
      const folded = await loadForWrite(ctx, id)
      await appendEvent(w, id, folded, {
        type: 'round-paired',
        payload: {
          round: circleRound(ids, r),
          system: 'league',
          totalRounds: ROUNDS,
          order: ids,
        },
      })
    })
    if (!paired.ok) throw new Error('pairing refused')
    for (let f = 0; f < TEAMS / 2; f++)
      for (let b = 1; b <= BOARDS; b++) {
        const result = BOARD_RESULTS[(r + f + b) % 3]!
        const c0 = process.cpuUsage()
        const t0 = performance.now()
        const done = await recordBoard(ctx, id, { round: r, fixture: f, board: b }, result)
        writes.push(performance.now() - t0)
        const used = process.cpuUsage(c0)
        cpu += (used.user + used.system) / 1000
        if (!done.ok) throw new Error('result refused')
        // The whole-row storage put the competition again on every result.
        rewritten += bytes(await getCompetition(db, id))
      }
  }
  const whole = bytes(await getCompetition(db, id))
  const events = await teamLog.entries(db, id)
  const snapshots = await db.table('teamSnapshots').toArray()
  const stored =
    bytes(await competitionList(db).get(id)) +
    events.reduce((n, row) => n + bytes(row), 0) +
    snapshots.reduce((n, row) => n + bytes(row), 0)
  const opens: number[] = []
  for (let i = 0; i < 5; i++) {
    teamLog.forget()
    const t0 = performance.now()
    if (!(await getCompetition(db, id))) throw new Error('open failed')
    opens.push(performance.now() - t0)
  }
  const kb = (x: number) => (x / 1e3).toFixed(1).padStart(9)
  const ms = (x: number) => x.toFixed(2).padStart(8)
  console.log(
    `\nteam competition: ${TEAMS} teams, ${BOARDS} boards, ${ROUNDS} rounds, results entered one by one`,
  )
  console.log(
    'results events snaps  row (kB) log (kB) whole-row writes (kB)  wall p50  wall p95  cpu mean  open ms',
  )
  console.log(
    `${String(writes.length).padStart(7)} ${String(events.length).padStart(6)} ${String(snapshots.length).padStart(5)} ${kb(whole)} ${kb(stored)} ${kb(rewritten).padStart(21)} ${ms(quantile(writes, 0.5))} ${ms(quantile(writes, 0.95))} ${ms(cpu / writes.length)} ${ms(quantile(opens, 0.5))}`,
  )
  await db.delete()
}

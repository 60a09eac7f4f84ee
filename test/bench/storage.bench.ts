/**
 * Storage figures of individual tournaments on fake-indexeddb in Node: for 100, 400 and 1000
 * players, 11 rounds paired and every result entered one by one through the same command the
 * result screen uses. Prints the bytes stored for the tournament (list row, log and snapshots),
 * the median and p95 time of one result write, and the time to open the tournament from its
 * latest snapshot with nothing in memory. Wall times suffer when other processes share the machine;
 * the mean CPU time of this process per write is the steadier figure. The whole-document column estimates what the storage
 * before the log kept for the same tournament (the document plus one copy per change).
 * Then the same for a team competition (storageTeams.ts).
 * Run: npm run bench:storage [-- 100,400,1000 | teams]
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { createRng } from '../../src/domain/core/index.ts'
import { createAlfilDb } from '../../src/db/db.ts'
import {
  changeTournament,
  createTournament,
} from '../../src/features/tournaments/tournamentCommands.ts'
import {
  loadTournament,
  tournamentLog,
  tournamentsTable,
} from '../../src/features/tournaments/tournamentsDb.ts'
import type { IndividualTournament } from '../../src/domain/tournament/index.ts'
import { runTeams } from './storageTeams.ts'
import { benchEntrant, benchResult, benchSettings, quickPairing } from './storageTournament.ts'

const ONLY_TEAMS = process.argv[2] === 'teams'
const SIZES = ONLY_TEAMS ? [] : (process.argv[2] ?? '100,400,1000').split(',').map(Number)
const ROUNDS = 11

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8')
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0
}
const ms = (x: number) => x.toFixed(2).padStart(8)
const mb = (x: number) => (x / 1e6).toFixed(2).padStart(9)

async function run(players: number) {
  const db = createAlfilDb(`bench-storage-${players}`, undefined, { indexedDB, IDBKeyRange })
  let clock = Date.UTC(2026, 7, 1, 16)
  const ctx = { db, now: () => new Date((clock += 1000)) }
  const created = await createTournament(ctx, benchSettings(players, ROUNDS))
  if (!created.ok) throw new Error('create refused')
  const id = created.value.id
  let doc: IndividualTournament | undefined
  const must = async (r: Promise<{ ok: boolean; value?: IndividualTournament }>) => {
    const out = await r
    if (!out.ok || !out.value) throw new Error('write refused')
    doc = out.value
    return out.value
  }
  for (let i = 0; i < players; i++) {
    const entrant = benchEntrant(i, players)
    // Registration refuses FIDE ratings below the floor of 1400 that the generated field reaches.
    const fideRating = Math.max(1400, entrant.fideRating)
    await must(
      changeTournament(ctx, id, {
        type: 'entrant-registered',
        payload: { entrant: { ...entrant, fideRating } },
      }),
    )
  }
  await must(changeTournament(ctx, id, { type: 'numbers-frozen', payload: {} }))
  const rng = createRng(players)
  const writes: number[] = []
  let cpu = 0
  let wholeDocument = 0
  for (let r = 1; r <= ROUNDS; r++) {
    const t = doc as IndividualTournament
    await must(
      changeTournament(ctx, id, { type: 'round-paired', payload: { pairing: quickPairing(t) } }),
    )
    const start = bytes(doc)
    const boards = (doc as IndividualTournament).rounds[r - 1]?.boards ?? []
    for (const b of boards) {
      const result = benchResult(rng, doc as IndividualTournament, b.white, b.black)
      const c0 = process.cpuUsage()
      const t0 = performance.now()
      await must(
        changeTournament(ctx, id, {
          type: 'result-set',
          payload: { round: r, board: b.board, result },
        }),
      )
      writes.push(performance.now() - t0)
      const used = process.cpuUsage(c0)
      cpu += (used.user + used.system) / 1000
    }
    wholeDocument += (boards.length * (start + bytes(doc))) / 2
  }
  wholeDocument += bytes(doc)
  const stored =
    bytes(await tournamentsTable(db).get(id)) +
    (await tournamentLog.entries(db, id)).reduce((n, row) => n + bytes(row), 0) +
    (await db.table('tournamentSnapshots').toArray()).reduce((n, row) => n + bytes(row), 0)
  const opens: number[] = []
  for (let i = 0; i < 5; i++) {
    tournamentLog.forget()
    const t0 = performance.now()
    const loaded = await loadTournament(db, id)
    opens.push(performance.now() - t0)
    if (!loaded.ok || !loaded.value) throw new Error('open failed')
  }
  const events = (await tournamentLog.entries(db, id)).length
  const snapshots = await db.table('tournamentSnapshots').count()
  console.log(
    `${String(players).padStart(7)} ${String(writes.length).padStart(7)} ${String(events).padStart(6)} ${String(snapshots).padStart(5)} ${mb(stored)} ${mb(wholeDocument)} ${ms(quantile(writes, 0.5))} ${ms(quantile(writes, 0.95))} ${ms(cpu / writes.length)} ${ms(quantile(opens, 0.5))}`,
  )
  await db.delete()
}

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}; ${ROUNDS} rounds, results entered one by one`,
)
console.log(
  'players results events snaps  log (MB) whole (MB)  wall p50  wall p95  cpu mean  open ms',
)
for (const n of SIZES) await run(n)
await runTeams()

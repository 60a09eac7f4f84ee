/**
 * Registry figures with 20,000 players on fake-indexeddb in Node: bulk insert, loading the whole
 * list (what the players screen does), index prefix search, and the in-memory search box.
 * Run: npm run bench:registry
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { searchNameOf, searchPlayers } from '../../src/domain/federation/index.ts'
import { asClubId, asPlayerId, createRng } from '../../src/domain/core/index.ts'
import { createAlfilDb } from '../../src/db/db.ts'
import { savePlayer } from '../../src/db/commands/index.ts'
import type { PlayerRow } from '../../src/db/schema.ts'

const COUNT = 20_000
const GIVEN = [
  'Ana',
  'Luis',
  'María',
  'José',
  'Covadonga',
  'Pelayo',
  'Marta',
  'Íñigo',
  'Lucía',
  'Xuan',
  'Noelia',
  'Adrián',
]
const SURNAMES = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'Menéndez',
  'Álvarez',
  'Suárez',
  'Díaz',
  'Pérez',
  'Martínez',
  'Alonso',
  'Iglesias',
  'Muñiz',
  'Llaneza',
  'Villaverde',
]

function makePlayers(n: number): PlayerRow[] {
  const rng = createRng(2026)
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)] as T
  const at = '2026-09-01T10:00:00.000Z'
  return Array.from({ length: n }, (_, i) => {
    const names = {
      givenName: pick(GIVEN),
      firstSurname: pick(SURNAMES),
      secondSurname: pick(SURNAMES),
    }
    const rated = rng.next() < 0.6
    return {
      id: asPlayerId(`p${i}`),
      ...names,
      sex: rng.next() < 0.8 ? 'M' : 'F',
      birthDate: `19${50 + rng.int(50)}-0${1 + rng.int(9)}-1${rng.int(9)}`,
      federation: 'ESP',
      fideId: rated ? 2_200_000 + i : null,
      fedaId: 30_000 + i,
      ratingStandard: rated ? 1400 + rng.int(1200) : null,
      ratingRapid: null,
      ratingBlitz: null,
      ratingFeda: 1200 + rng.int(1200),
      title: null,
      clubId: asClubId(`c${rng.int(60)}`),
      nationality: 'spanish',
      residenceYears: null,
      searchName: searchNameOf(names),
      createdAt: at,
      updatedAt: at,
    }
  })
}

async function time<T>(label: string, f: () => Promise<T> | T): Promise<T> {
  const start = performance.now()
  const value = await f()
  console.log(`${label.padEnd(52)} ${(performance.now() - start).toFixed(1).padStart(9)} ms`)
  return value
}

const db = createAlfilDb('alfil-bench', undefined, { indexedDB, IDBKeyRange })
const players = makePlayers(COUNT)
console.log(`Alfil registry benchmark: ${COUNT} players (fake-indexeddb, Node ${process.version})`)
await time(`insert ${COUNT} players (bulkPut, one transaction)`, () =>
  db.transaction('rw', db.players, () => db.players.bulkPut(players)),
)
const all = await time(`load all ${COUNT} players (players screen)`, () => db.players.toArray())
await time("index prefix search 'fernandez' (searchName)", () =>
  db.players.where('searchName').startsWith('fernandez').count(),
)
await time('index lookup by FIDE id', () => db.players.where('fideId').equals(2_200_777).first())
for (const q of ['garcia', 'menendez suarez ana', '22007', 'zzz']) {
  const runs: number[] = []
  let hits = 0
  for (let i = 0; i < 7; i++) {
    const start = performance.now()
    hits = searchPlayers(all, q).length
    runs.push(performance.now() - start)
  }
  const median = runs.sort((a, b) => a - b)[3] ?? 0
  console.log(
    `${`in-memory search '${q}' (median of 7, ${hits} hits)`.padEnd(52)} ${median.toFixed(1).padStart(9)} ms`,
  )
}
const ctx = { db, now: () => new Date('2026-09-15T12:00:00') }
await time('savePlayer command x100 (validation + transaction + audit)', async () => {
  for (let i = 0; i < 100; i++) {
    const r = await savePlayer(ctx, {
      givenName: 'Nuevo',
      firstSurname: `Jugador${i}`,
      secondSurname: '',
      sex: 'M',
      birthDate: '',
      federation: 'ESP',
      fideId: '',
      fedaId: String(90_000 + i),
      ratingStandard: '',
      ratingRapid: '',
      ratingBlitz: '',
      ratingFeda: '',
      title: '',
      nationality: 'spanish',
      residenceYears: '',
      clubId: '',
    })
    if (!r.ok) throw new Error(JSON.stringify(r.error))
  }
})
db.close()
await db.delete()

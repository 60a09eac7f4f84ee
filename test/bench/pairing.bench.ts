// Pairing benchmark: one Dutch round (round 7 of 9) for fields of 100 to 2,000 players.
// The first six rounds come from a quick seeded history (score-ordered pairings without
// rematches, alternating colours, rating-weighted results), so only round 7 is timed.
// The CPU time column is the steadier figure when other processes share the machine.
import { createRng, DEFAULT_SCORING, type Outcome } from '../../src/domain/core/index.ts'
import { pairRound } from '../../src/domain/pairing/dutch/index.ts'
import type { Colour, RoundEntry, TournamentSnapshot } from '../../src/domain/tournament/index.ts'

const SIZES = (process.argv[2] ?? '100,500,1000,2000').split(',').map(Number)
const PLAYED_ROUNDS = 6

function history(players: number, seed: number): TournamentSnapshot {
  const rng = createRng(seed)
  const rating = Array.from({ length: players }, (_, i) => 2600 - Math.floor((i * 1400) / players))
  const rounds: RoundEntry[][] = Array.from({ length: players }, () => [])
  const score = new Array<number>(players).fill(0)
  const met = Array.from({ length: players }, () => new Set<number>())
  for (let r = 0; r < PLAYED_ROUNDS; r++) {
    const order = [...score.keys()].sort((a, b) => score[b]! - score[a]! || a - b)
    const free = new Set(order)
    for (const a of order) {
      if (!free.has(a)) continue
      free.delete(a)
      const b = [...free].find((x) => !met[a]!.has(x))
      if (b === undefined) {
        rounds[a]!.push({ opponent: null, colour: null, outcome: 'pab' })
        score[a]! += 2
        continue
      }
      free.delete(b)
      met[a]!.add(b)
      met[b]!.add(a)
      const aWhite = (r + a) % 2 === 0
      const pa = 1 / (1 + 10 ** ((rating[b]! - rating[a]!) / 400))
      const x = rng.next()
      const [oa, ob]: [Outcome, Outcome] =
        x < 0.3 ? ['draw', 'draw'] : x < 0.3 + 0.7 * pa ? ['win', 'loss'] : ['loss', 'win']
      const ca: Colour = aWhite ? 'white' : 'black'
      const cb: Colour = aWhite ? 'black' : 'white'
      rounds[a]!.push({ opponent: b + 1, colour: ca, outcome: oa })
      rounds[b]!.push({ opponent: a + 1, colour: cb, outcome: ob })
      score[a]! += oa === 'win' ? 2 : oa === 'draw' ? 1 : 0
      score[b]! += ob === 'win' ? 2 : ob === 'draw' ? 1 : 0
    }
  }
  return {
    name: `bench ${players}`,
    totalRounds: 9,
    initialColour: 'white',
    scoring: DEFAULT_SCORING,
    forbiddenPairs: [],
    acceleration: new Map(),
    players: rounds.map((rs, i) => ({
      startNo: i + 1,
      name: `P${i + 1}`,
      rating: rating[i]!,
      rounds: rs,
    })),
  }
}

const mb = (n: number): string => (n / 1024 / 1024).toFixed(0)
console.log('players | time to pair round 7 | cpu time | heap used | rss | boards')
for (const n of SIZES) {
  const t = history(n, 7000 + n)
  globalThis.gc?.()
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  const res = pairRound({ tournament: t, round: PLAYED_ROUNDS + 1, absent: new Set() })
  const secs = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(c0)
  const mem = process.memoryUsage()
  const boards = res.ok ? String(res.value.games.length) : res.error.code
  console.log(
    `${n} | ${secs.toFixed(2)} s | ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s | ${mb(mem.heapUsed)} MB | ${mb(mem.rss)} MB | ${boards}`,
  )
}

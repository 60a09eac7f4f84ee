/**
 * Standings benchmark: a generated Swiss of 1000 players after 11 rounds (players paired inside
 * their score order, results drawn by rating, a few forfeits, byes and withdrawals), timed for a
 * full six-tie-break chain under the C.07 2026 rules and under the FAPA draws model.
 *
 *   npm run bench:standings                      figures for 1000 players, 11 rounds
 *   npm run bench:standings -- --players 5000    a bigger field
 */
import { createRng, DEFAULT_SCORING, type Outcome, type Rng } from '../../src/domain/core/index.ts'
import { computeStandings, type UnplayedModel } from '../../src/domain/tiebreaks/index.ts'
import type { RoundEntry, TournamentSnapshot } from '../../src/domain/tournament/index.ts'

const CHAIN = ['BH-C1', 'BH', 'SB', 'PS', 'DE', 'TPR']

function argValue(name: string, fallback: number): number {
  const k = process.argv.indexOf(name)
  return k >= 0 ? Number(process.argv[k + 1]) : fallback
}

function resultFor(rng: Rng, ra: number, rb: number): [Outcome, Outcome] {
  const x = rng.next()
  if (x < 0.02) return ['forfeit-win', 'forfeit-loss']
  const pWhite = 1 / (1 + 10 ** ((rb - ra) / 400))
  if (x < 0.3) return ['draw', 'draw']
  return rng.next() < pWhite ? ['win', 'loss'] : ['loss', 'win']
}

/** A Swiss-like tournament: each round pairs neighbours in score order. */
export function generateSwiss(players: number, rounds: number, seed: number): TournamentSnapshot {
  const rng = createRng(seed)
  const ratings = Array.from({ length: players }, (_, k) => 2400 - Math.floor((k * 1200) / players))
  const grid: RoundEntry[][] = ratings.map(() => [])
  const score = ratings.map(() => 0)
  const withdrawn = new Set<number>()
  for (let r = 0; r < rounds; r++) {
    if (r > rounds / 2) withdrawn.add(rng.int(players))
    const active: number[] = []
    for (let p = 0; p < players; p++) {
      if (withdrawn.has(p)) grid[p]?.push({ opponent: null, colour: null, outcome: 'zero-bye' })
      else if (rng.next() < 0.01) {
        grid[p]?.push({ opponent: null, colour: null, outcome: 'half-bye' })
        score[p] = (score[p] ?? 0) + 1
      } else active.push(p)
    }
    active.sort((a, b) => (score[b] ?? 0) - (score[a] ?? 0) || a - b)
    if (active.length % 2 === 1) {
      const bye = active.pop() as number
      grid[bye]?.push({ opponent: null, colour: null, outcome: 'pab' })
      score[bye] = (score[bye] ?? 0) + 2
    }
    for (let k = 0; k + 1 < active.length; k += 2) {
      const a = active[k] as number
      const b = active[k + 1] as number
      const [oa, ob] = resultFor(rng, ratings[a] ?? 0, ratings[b] ?? 0)
      grid[a]?.push({ opponent: b + 1, colour: 'white', outcome: oa })
      grid[b]?.push({ opponent: a + 1, colour: 'black', outcome: ob })
      score[a] =
        (score[a] ?? 0) + (oa === 'win' || oa === 'forfeit-win' ? 2 : oa === 'draw' ? 1 : 0)
      score[b] =
        (score[b] ?? 0) + (ob === 'win' || ob === 'forfeit-win' ? 2 : ob === 'draw' ? 1 : 0)
    }
  }
  return {
    name: 'generated',
    totalRounds: rounds,
    initialColour: 'white',
    players: ratings.map((rating, k) => ({
      startNo: k + 1,
      name: `P${k + 1}`,
      rating,
      rounds: grid[k] ?? [],
    })),
    scoring: DEFAULT_SCORING,
    forbiddenPairs: [],
    acceleration: new Map(),
  }
}

const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/** Wall-clock and CPU milliseconds per run (CPU time is steadier on a busy machine). */
function time(
  snapshot: TournamentSnapshot,
  unplayed: UnplayedModel,
  runs: number,
): { wall: number; cpu: number; best: number } {
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs + 5; i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    const res = computeStandings(snapshot, { tiebreaks: CHAIN, unplayed, lotSeed: 1 })
    const t1 = performance.now()
    const c1 = process.cpuUsage(c0)
    if (!res.ok) throw new Error(JSON.stringify(res.error))
    if (i < 5) continue
    wall.push(t1 - t0)
    cpu.push((c1.user + c1.system) / 1000)
  }
  return { wall: median(wall.slice()), cpu: median(cpu), best: Math.min(...wall) }
}

const players = argValue('--players', 1000)
const rounds = argValue('--rounds', 11)
const snapshot = generateSwiss(players, rounds, 2026)
console.log(
  `standings: ${players} players, ${rounds} rounds, chain ${CHAIN.join(',')} (target < 50 ms)`,
)
for (const model of ['c07-2026', 'fapa'] as const) {
  const { wall, cpu, best } = time(snapshot, model, 30)
  console.log(
    `  ${model.padEnd(9)} median wall ${wall.toFixed(1)} ms, median CPU ${cpu.toFixed(1)} ms, best wall ${best.toFixed(1)} ms`,
  )
}

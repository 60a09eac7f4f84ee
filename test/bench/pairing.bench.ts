// Dutch pairing sweep: CPU time and peak heap of one round (rounds 1, 5 and 9 of a 9-round Swiss)
// for odd and even fields of 10 to 2,001 players, the history holding byes, forfeits and
// withdrawals (see pairingHistory.ts), plus two hard cases: every game drawn (one huge
// scoregroup) and many forbidden pairs (clubs of 8 whose members never meet).
//
// Usage: npm run bench:pairing [-- sizes [rounds]]   e.g. npm run bench:pairing -- 1000,1001 7
// Each case is paired `repeat` times and the fastest run is printed (the machine is shared);
// peak heap is the largest heap in use seen after a scoregroup or at the end, counted from a
// collected heap (node --expose-gc). Figures go to README.md, section "Performance".
import { execSync } from 'node:child_process'
import { pairRound } from '../../src/domain/pairing/dutch/index.ts'
import { BENCH_DEFAULTS, benchRound, type HistoryOptions } from './pairingHistory.ts'

const SIZES = [10, 11, 50, 51, 100, 101, 200, 201, 500, 501, 1000, 1001, 2000, 2001]
const sizes = process.argv[2] ? process.argv[2].split(',').map(Number) : SIZES
const rounds = process.argv[3] ? process.argv[3].split(',').map(Number) : [1, 5, 9]

interface Case {
  readonly label: string
  readonly options: HistoryOptions
}

const cases: Case[] = []
for (const players of sizes)
  for (const r of rounds)
    cases.push({
      label: `${players} r${r}`,
      options: { ...BENCH_DEFAULTS, players, played: r - 1, seed: 7000 + players },
    })
if (!process.argv[2])
  for (const players of [1000, 2001])
    for (const r of [5, 9]) {
      const base = { ...BENCH_DEFAULTS, players, played: r - 1, seed: 9000 + players }
      cases.push({ label: `${players} r${r} all drawn`, options: { ...base, drawRate: 1 } })
      cases.push({ label: `${players} r${r} clubs of 8`, options: { ...base, forbiddenGroup: 8 } })
    }

const gc = (globalThis as { gc?: () => void }).gc
const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0)

function measure(c: Case): { cpu: number; peak: number; boards: string } {
  const { tournament, round, absent } = benchRound(c.options)
  const repeat = c.options.players <= 200 ? 5 : 2
  let cpu = Infinity
  let peak = 0
  let boards = ''
  for (let k = 0; k < repeat; k++) {
    gc?.()
    const base = process.memoryUsage().heapUsed
    let top = base
    const sample = (): void => {
      top = Math.max(top, process.memoryUsage().heapUsed)
    }
    const c0 = process.cpuUsage()
    const res = pairRound({ tournament, round, absent }, { onProgress: sample })
    const used = process.cpuUsage(c0)
    sample()
    cpu = Math.min(cpu, (used.user + used.system) / 1000)
    peak = Math.max(peak, top)
    boards = res.ok ? `${res.value.games.length}${res.value.bye ? ' + PAB' : ''}` : res.error.code
  }
  return { cpu, peak, boards }
}

console.log(`uptime: ${execSync('uptime').toString().trim()}`)
if (!gc) console.log('(run with node --expose-gc for a collected heap before each case)')
console.log('case | cpu ms | peak heap MB | boards')
for (const c of cases) {
  const m = measure(c)
  console.log(`${c.label} | ${m.cpu.toFixed(1)} | ${mb(m.peak)} | ${m.boards}`)
}
console.log(`uptime: ${execSync('uptime').toString().trim()}`)

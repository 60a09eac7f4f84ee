// Dutch pairing sweep: CPU time and peak heap of one round (rounds 1, 5 and 9 of a 9-round Swiss)
// for odd and even fields of 10 to 2,001 players, the history holding byes, forfeits and
// withdrawals (see test/helpers/pairingHistory.ts), plus two hard cases: every game drawn (one huge
// scoregroup) and many forbidden pairs (clubs of 8 whose members never meet).
//
// Usage: npm run bench:pairing [-- sizes [rounds]]   e.g. npm run bench:pairing -- 1000,1001 7
// Each case runs in a process of its own (so its memory figure is its own): the round is paired
// `repeat` times. "cold" is the CPU time of the first call in that fresh process (code not yet
// compiled: what a command line or a freshly started worker pays, and what the targets are read
// on); "warm" is the median of the calls after it (the same code compiled, as in a worker that has
// paired before). The machine is shared: compare figures taken in the same minute. Memory, from one more
// run: the largest heap in use seen after each scoregroup, counted from a collected heap, and the process's peak
// resident size (an upper bound of the heap's peak, node's own ~50 MB included). Figures go to
// docs/performance.md, section "Pairing".
import { execFileSync, execSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { pairRound } from '../../src/domain/pairing/dutch/index.ts'
import { BENCH_DEFAULTS, benchRound, type HistoryOptions } from '../helpers/pairingHistory.ts'

const SIZES = [10, 11, 50, 51, 100, 101, 200, 201, 500, 501, 1000, 1001, 2000, 2001]

interface Case {
  readonly label: string
  readonly options: HistoryOptions
}

function sweep(sizes: readonly number[], rounds: readonly number[], hard: boolean): Case[] {
  const cases: Case[] = []
  for (const players of sizes)
    for (const r of rounds)
      cases.push({
        label: `${players} r${r}`,
        options: { ...BENCH_DEFAULTS, players, played: r - 1, seed: 7000 + players },
      })
  if (hard) {
    // The targets' position: round 7 of 9.
    for (const players of [1000, 1001, 2000, 2001])
      cases.push({
        label: `${players} r7`,
        options: { ...BENCH_DEFAULTS, players, played: 6, seed: 7000 + players },
      })
    for (const players of [1000, 2001])
      for (const r of [5, 9]) {
        const base = { ...BENCH_DEFAULTS, players, played: r - 1, seed: 9000 + players }
        cases.push({ label: `${players} r${r} all drawn`, options: { ...base, drawRate: 1 } })
        cases.push({
          label: `${players} r${r} clubs of 8`,
          options: { ...base, forbiddenGroup: 8 },
        })
      }
  }
  return cases
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0)

/**
 * One case, in this process: cold and warm CPU ms, peak heap and peak resident size, boards. The timed
 * runs pair without sampling (process.memoryUsage costs CPU of its own); one more run samples the
 * heap after each scoregroup.
 */
function measure(options: HistoryOptions): string {
  const gc = (globalThis as { gc?: () => void }).gc
  const { tournament, round, absent } = benchRound(options)
  const repeat = options.players <= 200 ? 6 : 4
  const cpu: number[] = []
  let boards = ''
  for (let k = 0; k < repeat; k++) {
    gc?.()
    const c0 = process.cpuUsage()
    const res = pairRound({ tournament, round, absent })
    const used = process.cpuUsage(c0)
    cpu.push((used.user + used.system) / 1000)
    boards = res.ok ? `${res.value.games.length}${res.value.bye ? ' + PAB' : ''}` : res.error.code
  }
  const cold = cpu[0] as number
  const warm = cpu.slice(1).sort((a, b) => a - b)
  const median = warm[Math.floor(warm.length / 2)] as number
  gc?.()
  let peak = process.memoryUsage().heapUsed
  const sample = (): void => {
    peak = Math.max(peak, process.memoryUsage().heapUsed)
  }
  pairRound({ tournament, round, absent }, { onProgress: sample })
  sample()
  const rss = process.resourceUsage().maxRSS * 1024
  return `${cold.toFixed(1)} | ${median.toFixed(1)} | ${mb(peak)} | ${mb(rss)} | ${boards}`
}

if (process.argv[2] === '--case') {
  console.log(measure(JSON.parse(process.argv[3] ?? '{}') as HistoryOptions))
} else {
  const sizes = process.argv[2] ? process.argv[2].split(',').map(Number) : SIZES
  const rounds = process.argv[3] ? process.argv[3].split(',').map(Number) : [1, 5, 9]
  const self = fileURLToPath(import.meta.url)
  console.log(`uptime: ${execSync('uptime').toString().trim()}`)
  console.log('case | cold cpu ms | warm cpu ms | peak heap MB | peak RSS MB | boards')
  for (const c of sweep(sizes, rounds, !process.argv[2])) {
    const args = [...process.execArgv, '--expose-gc', self, '--case', JSON.stringify(c.options)]
    const line = execFileSync(process.execPath, args, { encoding: 'utf8' }).trim()
    console.log(`${c.label} | ${line}`)
  }
  console.log(`uptime: ${execSync('uptime').toString().trim()}`)
}

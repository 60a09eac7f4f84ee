// Long fuzz runs of every reader: `npm run fuzz -- N` runs each property N times (300 in
// `npm test`) and prints the slowest input and the largest heap growth per reader, with the
// machine's load beside them (figures are noisy while other work runs).
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'

const runs = Number(process.argv[2] ?? 3000)
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run fuzz -- RUNS (a positive whole number)')
  process.exit(2)
}
console.log(
  `fuzz: ${runs} runs per property; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
const result = spawnSync('npx', ['vitest', 'run', 'test/fuzz', ...process.argv.slice(3)], {
  stdio: 'inherit',
  env: { ...process.env, ALFIL_FUZZ_RUNS: String(runs), ALFIL_FUZZ_REPORT: '1' },
})
process.exit(result.status ?? 1)

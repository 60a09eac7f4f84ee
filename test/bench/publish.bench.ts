/**
 * Publishing benchmark: the static website of a generated 500-player, 9-round Swiss (names of
 * two surnames and one or two given names, a half-point bye, a withdrawal, a forfeit), built in
 * Spanish with a public address. Prints the build time (median of the runs), the number of
 * files, the bytes in all and of the largest page, and the zip's size. Target (issue 17): under
 * 1.5 MB in all, every page under 150 kB, built in under 3 s (the browser test prints the same
 * figures measured in Chromium).
 *
 *   npm run bench:publish                         figures for 500 players, 9 rounds
 *   npm run bench:publish -- --players 1000 --rounds 11
 *   npm run bench:publish -- --trf 30 7 > x.trf  the generated tournament as a TRF file
 */
import { zipSync, strToU8 } from 'fflate'
import { individualSite } from '../../src/domain/publish/index.ts'
import { tournamentToTrf } from '../../src/domain/reports/index.ts'
import { generatedTournament } from '../helpers/generatedTournament.ts'

function argValue(name: string, fallback: number): number {
  const k = process.argv.indexOf(name)
  return k >= 0 ? Number(process.argv[k + 1]) : fallback
}

const trf = process.argv.indexOf('--trf')
if (trf >= 0) {
  const players = Number(process.argv[trf + 1] ?? 30)
  const rounds = Number(process.argv[trf + 2] ?? 7)
  process.stdout.write(
    tournamentToTrf(generatedTournament({ players, rounds, name: `Abierto de ${players}` })),
  )
  process.exit(0)
}

const players = argValue('--players', 500)
const rounds = argValue('--rounds', 9)
const runs = argValue('--runs', 5)
const t = generatedTournament({ players, rounds })
const times: number[] = []
let files: { name: string; text: string }[] = []
for (let i = 0; i < runs; i++) {
  const start = performance.now()
  const r = individualSite(t, { lang: 'es', publicUrl: 'https://club.example/abierto/' })
  times.push(performance.now() - start)
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  files = r.value
}
const enc = new TextEncoder()
const sizes = files.map((f) => ({ name: f.name, bytes: enc.encode(f.text).length }))
const total = sizes.reduce((s, f) => s + f.bytes, 0)
const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a))
const zip = zipSync(Object.fromEntries(files.map((f) => [f.name, strToU8(f.text)])), { level: 9 })
const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0
const kB = (b: number) => `${(b / 1000).toFixed(1)} kB`
console.log(`site of ${players} players, ${rounds} rounds (${runs} runs)`)
console.log(`  build      ${median.toFixed(0)} ms median (target < 3000 ms)`)
console.log(`  files      ${files.length}`)
console.log(`  in all     ${(total / 1e6).toFixed(3)} MB (target < 1.5 MB)`)
console.log(`  largest    ${largest.name} ${kB(largest.bytes)} (target < 150 kB)`)
console.log(`  zip        ${(zip.length / 1e6).toFixed(3)} MB`)

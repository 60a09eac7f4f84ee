import { DUTCH_FOLDERS, expectedRound, loadGoldenFolder, producedRound } from './dutchGolden.ts'

const maxPlayers = Number(process.argv[2] ?? 1e9)
const only = process.argv[3]
let pass = 0
let total = 0
const fails: string[] = []
const t0 = performance.now()
for (const folder of DUTCH_FOLDERS) {
  if (only && folder !== only) continue
  let fp = 0
  let ft = 0
  for (const g of loadGoldenFolder(folder)) {
    if (g.snapshot.players.length > maxPlayers) continue
    if (process.env.STREAM) console.log(`file ${g.file} ${g.snapshot.players.length}`)
    for (let r = 1; r <= g.rounds; r++) {
      total++
      ft++
      const exp = expectedRound(g.snapshot, r)
      const got = producedRound(g.snapshot, r)
      const same =
        typeof got !== 'string' && got.bye === exp.bye && got.games.join() === exp.games.join()
      if (same) {
        pass++
        fp++
        continue
      }
      const extra =
        typeof got === 'string' ? [got] : got.games.filter((x) => !exp.games.includes(x))
      const miss = typeof got === 'string' ? [] : exp.games.filter((x) => !got.games.includes(x))
      if (process.env.STREAM) console.log(`FAIL ${g.file} r${r}`)
      fails.push(
        `${g.file} r${r} (${g.snapshot.players.length}p) exp-only ${miss.join(' ')} | got-only ${extra.join(' ')} | bye ${exp.bye}/${typeof got === 'string' ? '' : got.bye}`,
      )
    }
  }
  console.log(`${folder}: ${fp}/${ft}`)
}
console.log(`TOTAL ${pass}/${total} in ${((performance.now() - t0) / 1000).toFixed(1)}s`)
console.log(fails.slice(0, Number(process.env.SHOW ?? 15)).join('\n'))

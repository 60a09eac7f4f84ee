// Starts one of the command lines from the bundle in dist-cli/ with plain node:
//   node src/cli/start.mjs pair|standings|norms [arguments]
// (what `npm run pair`, `npm run standings` and `npm run norms` call). When a source file changed
// since the bundle was built, or there is no bundle yet, it is rebuilt first (a second or two);
// otherwise start-up costs a few stat calls on top of node's own.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildCli, ENTRIES, MANIFEST, OUT, ROOT } from './build.mjs'

const LOCK = `${OUT}.lock`
const LOCK_STALE_MS = 120_000

/** True when the bundle is missing or any file it was built from changed since. */
export function isStale() {
  if (!existsSync(MANIFEST)) return true
  let manifest
  try {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'))
  } catch {
    return true
  }
  if (manifest.node !== process.version) return true
  for (const { path, size, mtimeMs } of manifest.inputs) {
    let s
    try {
      s = statSync(join(ROOT, path))
    } catch {
      return true
    }
    if (s.size !== size || s.mtimeMs !== mtimeMs) return true
  }
  return false
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** Rebuilds under a lock, so that commands started together build once. */
async function rebuild() {
  for (;;) {
    try {
      mkdirSync(LOCK)
      break
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true })
      else sleep(50)
    }
  }
  try {
    if (isStale()) await buildCli({ quiet: true })
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

const [name, ...argv] = process.argv.slice(2)
if (!ENTRIES.includes(name ?? '')) {
  process.stderr.write(`usage: node src/cli/start.mjs ${ENTRIES.join('|')} [arguments]\n`)
  process.exitCode = 3
} else {
  if (isStale()) await rebuild()
  const cli = await import(pathToFileURL(join(OUT, `${name}.mjs`)).href)
  cli.main(argv)
}

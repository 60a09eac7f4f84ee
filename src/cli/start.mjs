// Starts one of the command lines from the bundle in dist-cli/ with plain node:
//   node src/cli/start.mjs pair|standings|norms [arguments]
// (what `npm run pair`, `npm run standings` and `npm run norms` call). When a source file changed
// since the bundle was built, or there is no bundle yet, it is rebuilt first (a second or two);
// otherwise start-up costs one read of the manifest and a stat call per source file on top of
// node's own. The builder (and vite behind it) is loaded only to rebuild.
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The checkout's root, dist-cli and the commands it holds (build.mjs builds the same three). */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const OUT = join(ROOT, 'dist-cli')
const ENTRIES = ['pair', 'standings', 'norms']

const LOCK = `${OUT}.lock`
const LOCK_STALE_MS = 120_000

/**
 * True when the bundle is missing, was built by another node, or any file it was
 * built from (its manifest lists them with size and modification time) changed since.
 */
function isStale() {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(join(OUT, 'manifest.json'), 'utf8'))
  } catch {
    return true
  }
  if (manifest.node !== process.version || !Array.isArray(manifest.inputs)) return true
  for (const { path, size, mtimeMs } of manifest.inputs) {
    const s = statSync(join(ROOT, path), { throwIfNoEntry: false })
    if (s === undefined || s.size !== size || s.mtimeMs !== mtimeMs) return true
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
    if (isStale()) await (await import('./build.mjs')).buildCli({ quiet: true })
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
  await cli.main(argv)
}

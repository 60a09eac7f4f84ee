// Builds the command lines (pair, standings, norms) into one plain-JavaScript bundle in
// dist-cli/, so that `npm run pair` starts with plain node instead of compiling TypeScript at
// every call. Run by `npm run build:cli`, by `npm ci` (the `prepare` step) and by start.mjs when
// a source changed since the last build. The manifest lists every source file the bundle was
// made from, with its size and modification time: start.mjs compares them to tell a stale build.
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const OUT = join(ROOT, 'dist-cli')
export const MANIFEST = join(OUT, 'manifest.json')
export const ENTRIES = ['pair', 'standings', 'norms']

/** The files besides the sources whose change also calls for a new build. */
const BUILD_FILES = ['src/cli/build.mjs', 'package-lock.json']

function fileStamp(path) {
  const s = statSync(join(ROOT, path))
  return { path, size: s.size, mtimeMs: s.mtimeMs }
}

/** Builds into a fresh folder beside dist-cli, then swaps it in, so a reader never sees half a build. */
export async function buildCli({ quiet = false } = {}) {
  const { build } = await import('vite')
  const tmp = `${OUT}.tmp-${process.pid}`
  rmSync(tmp, { recursive: true, force: true })
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: quiet ? 'silent' : 'warn',
    publicDir: false,
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir: tmp,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: Object.fromEntries(ENTRIES.map((e) => [e, join(ROOT, 'src/cli', `${e}.ts`)])),
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
  const sources = new Set(BUILD_FILES)
  for (const chunk of outputs)
    for (const id of chunk.moduleIds ?? []) {
      const path = relative(ROOT, id)
      if (!path.startsWith('..') && !path.startsWith('\0')) sources.add(path)
    }
  const manifest = { node: process.version, inputs: [...sources].sort().map(fileStamp) }
  writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(manifest, null, 1))
  mkdirSync(OUT, { recursive: true })
  const old = `${OUT}.old-${process.pid}`
  renameSync(OUT, old)
  renameSync(tmp, OUT)
  rmSync(old, { recursive: true, force: true })
  return manifest
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = performance.now()
  const m = await buildCli()
  const secs = ((performance.now() - t0) / 1000).toFixed(1)
  console.log(`dist-cli: ${ENTRIES.join(', ')} from ${m.inputs.length} files in ${secs} s`)
}

/**
 * The launcher behind `npm run pair` (src/cli/start.mjs) runs the bundle in dist-cli as it is
 * while every file it was built from is unchanged, and rebuilds it first otherwise. Run here on a
 * small copy of the layout (the launcher, a stand-in builder and one source file), so that no
 * test rebuilds the real bundle.
 */
import { execFile } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { command, ROOT } from './command.ts'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

/** A stand-in for build.mjs: writes a bundle that echoes its arguments, and its manifest. */
const BUILDER = `import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export async function buildCli() {
  const out = join(ROOT, 'dist-cli')
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'pair.mjs'), 'export function main(a) { process.stdout.write("ran " + a.join(" ") + "\\\\n") }\\n')
  const inputs = readdirSync(join(ROOT, 'src'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => 'src/' + name)
    .map((path) => ({ path, size: statSync(join(ROOT, path)).size, mtimeMs: statSync(join(ROOT, path)).mtimeMs }))
  writeFileSync(join(out, 'manifest.json'), JSON.stringify({ node: process.version, inputs }))
  process.stderr.write('built\\n')
}
`

function layout(): string {
  const root = mkdtempSync(join(tmpdir(), 'alfil-start-'))
  dirs.push(root)
  mkdirSync(join(root, 'src', 'cli'), { recursive: true })
  copyFileSync(join(ROOT, 'src', 'cli', 'start.mjs'), join(root, 'src', 'cli', 'start.mjs'))
  writeFileSync(join(root, 'src', 'cli', 'build.mjs'), BUILDER)
  writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1\n')
  writeFileSync(join(root, 'src', 'b.ts'), 'export const b = 1\n')
  return root
}

function start(root: string, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      [join(root, 'src', 'cli', 'start.mjs'), ...args],
      { cwd: root },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr }),
    )
  })
}

describe('the command-line launcher rebuilds the bundle exactly when it is stale', () => {
  test('without a bundle it builds one, then runs the command with its arguments', async () => {
    const root = layout()
    expect(await start(root, 'pair', '--dutch', 'x.trf')).toEqual({
      code: 0,
      stdout: 'ran --dutch x.trf\n',
      stderr: 'built\n',
    })
  })

  test('with every source unchanged it runs the bundle without building', async () => {
    const root = layout()
    await start(root, 'pair')
    expect(await start(root, 'pair', '-p')).toEqual({ code: 0, stdout: 'ran -p\n', stderr: '' })
  })

  test('a source rewritten with the same size but a new modification time rebuilds', async () => {
    const root = layout()
    await start(root, 'pair')
    const src = join(root, 'src', 'a.ts')
    const before = statSync(src).mtime
    writeFileSync(src, 'export const a = 2\n')
    utimesSync(src, before, new Date(before.getTime() + 5000))
    expect((await start(root, 'pair')).stderr).toBe('built\n')
    expect((await start(root, 'pair')).stderr).toBe('')
  })

  test('a source deleted since the build rebuilds', async () => {
    const root = layout()
    await start(root, 'pair')
    rmSync(join(root, 'src', 'b.ts'))
    expect((await start(root, 'pair')).stderr).toBe('built\n')
    expect((await start(root, 'pair')).stderr).toBe('')
  })

  test('a bundle built by another node version rebuilds', async () => {
    const root = layout()
    await start(root, 'pair')
    const manifest = join(root, 'dist-cli', 'manifest.json')
    const m = JSON.parse(readFileSync(manifest, 'utf8')) as { node: string }
    writeFileSync(manifest, JSON.stringify({ ...m, node: 'v0.0.0' }))
    expect((await start(root, 'pair')).stderr).toBe('built\n')
  })

  test('an unknown command is a usage error (exit 3) and builds nothing', async () => {
    const root = layout()
    expect(await start(root, 'pairs')).toEqual({
      code: 3,
      stdout: '',
      stderr: 'usage: node src/cli/start.mjs pair|standings|norms [arguments]\n',
    })
    expect(statSync(join(root, 'dist-cli'), { throwIfNoEntry: false })).toBeUndefined()
  })
})

describe('the npm scripts start the command lines as the tests do', () => {
  test('each bundled command runs node with the flags and launcher that command.ts gives', () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>
      }
    ).scripts
    for (const name of ['pair', 'standings', 'norms'] as const) {
      const [, argv] = command(name, [])
      const line = ['node', ...argv.map((a) => a.replace(ROOT + '/', ''))].join(' ')
      expect(scripts[name]).toBe(line)
    }
  })
})

describe('the launcher starts the commands the builder bundles', () => {
  test('its usage names exactly the entries of build.mjs, in order', async () => {
    const builder = readFileSync(join(ROOT, 'src', 'cli', 'build.mjs'), 'utf8')
    const list = /export const ENTRIES = \[([^\]]*)\]/.exec(builder)?.[1] ?? ''
    const ENTRIES = [...list.matchAll(/'([a-z]+)'/g)].map((m) => m[1])
    expect(ENTRIES).toEqual(['pair', 'standings', 'norms'])
    const run = await start(ROOT, 'no-such-command')
    expect(run).toEqual({
      code: 3,
      stdout: '',
      stderr: `usage: node src/cli/start.mjs ${ENTRIES.join('|')} [arguments]\n`,
    })
  })
})

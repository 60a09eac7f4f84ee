// Real-browser tests: serves the existing production build (dist/) with `vite preview` on
// 127.0.0.1:4173 (or the port in ALFIL_E2E_PORT) and runs every test/e2e/*.e2e.mjs in turn with Debian's Chromium.
// Usage: npm run e2e [-- name-filter]. Build first (`npx vite build`).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = resolve(HERE, '../..')
const HOST = '127.0.0.1'
const PORT = Number(process.env.ALFIL_E2E_PORT ?? 4173)
const BASE_URL = `http://${HOST}:${PORT}/`
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const SHOTS = join(ROOT, 'test-results', 'screenshots')
const TEST_TIMEOUT_MS = 180_000

class AssertionError extends Error {}

/** Assertions handed to every test; messages say what was expected. */
const assert = {
  ok(value, message = 'expected a truthy value') {
    if (!value) throw new AssertionError(message)
  },
  equal(actual, expected, message = '') {
    if (actual !== expected)
      throw new AssertionError(
        `${message} expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`.trim(),
      )
  },
  deepEqual(actual, expected, message = '') {
    const a = JSON.stringify(actual)
    const e = JSON.stringify(expected)
    if (a !== e) throw new AssertionError(`${message} expected ${e}, got ${a}`.trim())
  },
  match(text, pattern, message = '') {
    if (!pattern.test(String(text)))
      throw new AssertionError(
        `${message} expected ${JSON.stringify(text)} to match ${pattern}`.trim(),
      )
  },
}

function startPreview() {
  const vite = join(ROOT, 'node_modules', '.bin', 'vite')
  const child = spawn(vite, ['preview', '--host', HOST, '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  return { child, stop, output: () => output }
}

async function waitForServer(preview) {
  for (let i = 0; i < 150; i++) {
    if (preview.child.exitCode !== null)
      throw new Error(`vite preview exited:\n${preview.output()}`)
    try {
      if ((await fetch(BASE_URL)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`vite preview did not answer on ${BASE_URL}`)
}

function isLocal(url) {
  if (!/^(https?|wss?):/.test(url)) return true // data:, blob:, chrome-extension: never leave the machine
  return new URL(url).hostname === HOST
}

/** One test: a fresh persistent profile, the outside-host guard, screenshots, a time limit. */
async function runOne(file) {
  const name = file.replace(/\.e2e\.mjs$/, '')
  rmSync(join(SHOTS, `FAILED-${name}.png`), { force: true })
  const profile = mkdtempSync(join(tmpdir(), 'alfil-e2e-'))
  const foreign = []
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
    ],
    viewport: { width: 1280, height: 800 },
    locale: 'es-ES',
    acceptDownloads: true,
  })
  context.on('request', (req) => {
    if (!isLocal(req.url())) foreign.push(req.url())
  })
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('pageerror', (e) => console.error(`  [${name}] page error: ${e.message}`))
  const started = Date.now()
  const helper = {
    context,
    page,
    baseURL: BASE_URL,
    assert,
    log: (...args) =>
      console.log(`  [${name} ${((Date.now() - started) / 1000).toFixed(1)}s]`, ...args),
    async screenshot(shotName, target = page) {
      mkdirSync(SHOTS, { recursive: true })
      const path = join(SHOTS, `${shotName}.png`)
      await target.screenshot({ path, fullPage: true })
      return path
    },
    /** Waits until the service worker controls the page (first load precaches everything). */
    async waitForServiceWorker(target = page) {
      await target.waitForFunction(
        () => navigator.serviceWorker?.controller?.state === 'activated',
        null,
        {
          timeout: 30_000,
        },
      )
    },
    tempDir: () => mkdtempSync(join(tmpdir(), 'alfil-e2e-files-')),
  }
  let timer
  try {
    const mod = await import(pathToFileURL(join(HERE, file)).href)
    await Promise.race([
      mod.default(helper),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`timed out after ${TEST_TIMEOUT_MS / 1000}s`)),
          TEST_TIMEOUT_MS,
        )
      }),
    ])
    if (foreign.length > 0)
      throw new AssertionError(`requests left 127.0.0.1: ${[...new Set(foreign)].join(', ')}`)
    return { name, ok: true, seconds: (Date.now() - started) / 1000 }
  } catch (error) {
    try {
      await helper.screenshot(`FAILED-${name}`)
    } catch {
      // the page may be gone
    }
    return { name, ok: false, error, seconds: (Date.now() - started) / 1000 }
  } finally {
    clearTimeout(timer)
    await context.close().catch(() => {})
    rmSync(profile, { recursive: true, force: true })
  }
}

async function main() {
  const filter = process.argv[2] ?? ''
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.error('No production build in dist/: run `npx vite build` first.')
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium).`)
    console.log('0 passed, 1 failed')
    process.exit(1)
  }
  const files = readdirSync(HERE)
    .filter((f) => f.endsWith('.e2e.mjs') && f.includes(filter))
    .sort()
  const preview = startPreview()
  const results = []
  try {
    await waitForServer(preview)
    for (const file of files) {
      console.log(`▶ ${file}`)
      const result = await runOne(file)
      results.push(result)
      if (result.ok) console.log(`✓ ${result.name} (${result.seconds.toFixed(1)}s)`)
      else
        console.log(
          `✗ ${result.name} (${result.seconds.toFixed(1)}s)\n  ${result.error?.stack ?? result.error}`,
        )
    }
  } catch (error) {
    console.error(error)
    results.push({ name: 'harness', ok: false, error })
  } finally {
    preview.stop()
  }
  const passed = results.filter((r) => r.ok).length
  const failed = results.length - passed
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed > 0 || results.length === 0 ? 1 : 0)
}

await main()

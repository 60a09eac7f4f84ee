// Rating lists in the browser: import a generated 1.3 M-row FIDE TXT list into IndexedDB through
// the worker (budget 60 s), search it by name prefix and by FIDE ID (budget 50 ms each), then
// import the same file for ESP only (budget 10 s). Prints the figures.
import { execFileSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs'
import { strToU8, zipSync } from 'fflate'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const ROWS = 1_300_000

/** The generated list, written once per machine by the rating benchmark's generator. */
function listFile(log) {
  const dir = join(tmpdir(), 'alfil-ratings-e2e')
  const file = join(dir, `fide-list-${ROWS}.txt`)
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx')
    execFileSync(
      tsx,
      ['test/bench/ratings.bench.ts', '--rows', String(ROWS), '--write', file, '--write-only'],
      {
        cwd: ROOT,
        stdio: 'ignore',
      },
    )
    log(`generated ${file}`)
  }
  return file
}

/** The header and the first `rows` players of the list, zipped as FIDE publishes it. */
function smallZip(file, rows) {
  const fd = openSync(file, 'r')
  const bytes = Buffer.alloc(200 * (rows + 1))
  readSync(fd, bytes, 0, bytes.length, 0)
  closeSync(fd)
  const lines = bytes
    .toString('utf8')
    .split('\n')
    .slice(0, rows + 1)
  const zipPath = join(dirname(file), `players_list_foa-${rows}.zip`)
  writeFileSync(zipPath, zipSync({ 'players_list_foa.txt': strToU8(lines.join('\n') + '\n') }))
  return zipPath
}

async function importList(page, baseURL, file, federations) {
  await page.goto(baseURL + 'ratings', { waitUntil: 'load' })
  const panel = page.getByRole('region', { name: 'Lista FIDE' })
  await panel.getByLabel('Archivo de la lista').setInputFiles(file)
  await panel.getByLabel('Fecha de la lista').fill('2026-11-01')
  if (federations) {
    await panel.getByRole('radio', { name: 'Solo estas' }).check()
    await panel.getByRole('textbox', { name: 'Códigos de federación' }).fill(federations)
  }
  const started = Date.now()
  await panel.getByRole('button', { name: 'Importar' }).click()
  const done = panel.getByText(/^Lista importada: /)
  await done.waitFor({ timeout: 170_000 })
  return { wallMs: Date.now() - started, text: await done.textContent() }
}

async function search(page, query, expectedCell) {
  const box = page.getByRole('searchbox', { name: 'Buscar en la lista' })
  await box.fill('')
  const started = Date.now()
  await box.fill(query)
  await page.getByRole('cell', { name: expectedCell, exact: true }).first().waitFor()
  const wallMs = Date.now() - started
  const queryMs = Number(await page.getByTestId('search-time').getAttribute('data-ms'))
  return { wallMs, queryMs }
}

export default async function ratings({ page, baseURL, assert, log, screenshot }) {
  const file = listFile(log)
  page.setDefaultTimeout(30_000)
  await page.goto(baseURL)

  const full = await importList(page, baseURL, file, null)
  log(`full import: ${(full.wallMs / 1000).toFixed(1)} s in the browser (${full.text})`)
  assert.match(full.text, /1\.300\.000 jugadores/, 'all players imported:')
  assert.ok(full.wallMs < 60_000, `full import took ${full.wallMs} ms, budget 60 000 ms`)
  await page
    .getByText(/Lista FIDE en uso: 01\/11\/2026, 1\.300\.000 jugadores \(todas las federaciones\)/)
    .waitFor()

  // Generated ids are 100000 + n with names "<surname> <n in base 36>, <name>"; these have four
  // base-36 digits, so the name without its last character is a prefix shared by at most 37 players.
  const ids = [223456, 500001, 345678, 1234567, 987654]
  const idTimes = []
  const names = []
  for (const id of ids) {
    idTimes.push((await search(page, String(id), String(id))).queryMs)
    const row = page.getByRole('row', { name: new RegExp(String(id)) })
    assert.match(await row.textContent(), /Lista FIDE 01\/11\/2026/, 'rating source shown:')
    names.push(await row.getByRole('cell').nth(1).textContent())
  }
  const nameTimes = []
  for (const fullName of names) {
    nameTimes.push((await search(page, fullName.split(',')[0].slice(0, -1), fullName)).queryMs)
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const show = (xs) => xs.map((x) => x.toFixed(1)).join(', ')
  log(`search by FIDE ID (ms): ${show(idTimes)}; median ${median(idTimes).toFixed(1)}`)
  log(`search by name prefix (ms): ${show(nameTimes)}; median ${median(nameTimes).toFixed(1)}`)
  assert.ok(median(idTimes) < 50, `FIDE ID search median ${median(idTimes)} ms, budget 50 ms`)
  assert.ok(median(nameTimes) < 50, `name search median ${median(nameTimes)} ms, budget 50 ms`)
  await screenshot('ratings-search')

  const esp = await importList(page, baseURL, file, 'ESP')
  log(`ESP-only import: ${(esp.wallMs / 1000).toFixed(1)} s (${esp.text})`)
  assert.ok(esp.wallMs < 10_000, `ESP import took ${esp.wallMs} ms, budget 10 000 ms`)
  await page.getByText(/Lista FIDE en uso: 01\/11\/2026, [\d.]+ jugadores \(ESP\)/).waitFor()
  await screenshot('ratings-esp-import')

  // Cancelling a running import keeps the list in use.
  const panel = page.getByRole('region', { name: 'Lista FIDE' })
  await panel.getByRole('radio', { name: 'Todas' }).check()
  await panel.getByRole('button', { name: 'Importar' }).click()
  await panel.getByText(/MB leídos/).waitFor()
  await panel.getByRole('button', { name: 'Cancelar' }).click()
  await panel.getByText('Importación cancelada; se conserva la lista anterior.').waitFor()
  await page.getByText(/Lista FIDE en uso: 01\/11\/2026, [\d.]+ jugadores \(ESP\)/).waitFor()
  log('cancelled import kept the ESP list')

  // A zipped list is unzipped in the worker.
  const zipped = await importList(page, baseURL, smallZip(file, 2000), null)
  assert.match(zipped.text, /Lista importada: 2000 jugadores/, 'zipped list:')
  log(`zipped list of 2000 players: ${(zipped.wallMs / 1000).toFixed(1)} s`)
}

// Result entry at typing speed: a 128-player Swiss is imported from a TRF and round 1 is paired by
// the engine; the arbiter types the 64 results of the round at 40 ms a key without waiting for
// anything, and every board must hold exactly the key typed on it, on the screen and after a
// reload. Round 2 is then typed at 5 ms a key and the page reloaded in the middle: what was stored is the
// first boards in the order typed, never a result on another board, and typing goes on from the
// first open board.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')
const PLAYERS = 128
const BOARDS = PLAYERS / 2
const KEY_RESULT = { 1: '1-0', 0: '0-1', '=': '1/2' }
const PATTERN = ['1', '0', '=', '0', '1', '1', '=', '0']

/** The result of every board of the round shown, as the screen holds it ('' when empty). */
const boardResults = (page) =>
  page.evaluate(() => [...document.querySelectorAll('tr[data-board] select')].map((s) => s.value))

async function pair(page, round) {
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.getByRole('button', { name: `Emparejar ronda ${round}` }).click()
  const table = page.getByRole('table', { name: `Emparejamientos de la ronda ${round}` })
  await table.waitFor({ timeout: 120_000 })
  return table
}

/** Waits until no board of the shown round has a save pending. */
async function settled(page) {
  await page.waitForFunction(() => document.querySelectorAll('tr[data-board].pending').length === 0)
}

export default async function tournamentsBurst(h) {
  const { page, baseURL, assert, log } = h
  const trf = join(h.tempDir(), 'abierto-128.trf')
  writeFileSync(
    trf,
    execFileSync(TSX, ['test/bench/storageTrf.ts', String(PLAYERS), '0', '7'], { cwd: ROOT }),
  )
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(trf)
  await page.getByRole('heading', { level: 1, name: `Abierto de ${PLAYERS}` }).waitFor()

  // Round 1: the whole round at 40 ms a key, no waiting.
  await pair(page, 1)
  const keys1 = Array.from({ length: BOARDS }, (_, i) => PATTERN[i % PATTERN.length])
  const want1 = keys1.map((k) => KEY_RESULT[k])
  await page.locator('tr[data-board="1"]').focus()
  await page.keyboard.type(keys1.join(''), { delay: 40 })
  await settled(page)
  const got1 = await boardResults(page)
  const wrong1 = got1.filter((r, i) => r !== want1[i]).length
  log(`round 1: ${BOARDS} boards typed at 40 ms a key, ${wrong1} wrong`)
  assert.deepEqual(got1, want1, 'every board holds the key typed on it:')
  await h.screenshot('tournaments-burst-round1')
  await page.reload()
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.locator(`tr[data-board="${BOARDS}"].done`).waitFor()
  assert.deepEqual(await boardResults(page), want1, 'the stored results after a reload:')

  // Round 2: half the round typed at 5 ms a key, then a reload before the saves have finished.
  await pair(page, 2)
  const keys2 = Array.from({ length: BOARDS }, (_, i) => PATTERN[(i + 3) % PATTERN.length])
  const want2 = keys2.map((k) => KEY_RESULT[k])
  await page.locator('tr[data-board="1"]').focus()
  await page.keyboard.type(keys2.slice(0, BOARDS / 2).join(''), { delay: 5 })
  await page.reload()
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.getByRole('table', { name: 'Emparejamientos de la ronda 2' }).waitFor()
  const kept = await boardResults(page)
  const stored = kept.findIndex((r) => r === '')
  const prefix = stored === -1 ? BOARDS : stored
  log(`round 2: reload after ${BOARDS / 2} keys, ${prefix} results had been stored`)
  assert.deepEqual(
    kept,
    want2.map((r, i) => (i < prefix ? r : '')),
    'what the reload kept is the first boards in the order typed, each with its own key:',
  )
  await page.locator(`tr[data-board="${prefix + 1}"]`).focus()
  await page.keyboard.type(keys2.slice(prefix).join(''), { delay: 40 })
  await settled(page)
  assert.deepEqual(await boardResults(page), want2, 'round 2 complete after the reload:')
  await h.screenshot('tournaments-burst-round2')
}

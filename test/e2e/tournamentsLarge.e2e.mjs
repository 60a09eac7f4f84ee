// Result entry on a large open, measured in the browser: a 400-player Swiss with 5 rounds played
// is imported from a TRF, round 6 is paired by the engine, and 100 results are typed one by one
// from the keyboard. Prints the key-to-row time (from the key press to the row marked saved,
// measured inside the page) as median and p95, and the origin's storage use; the figures are a
// measurement, not a pass mark. A reload then shows every typed result.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')
const PLAYERS = 400
const TYPED = 100

const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]

/** Starts recording, inside the page, the time from a key press on a board row to the row saved. */
async function watchKeyToRow(page) {
  await page.evaluate(() => {
    window.keyToRow = []
    const pressed = new Map()
    document.addEventListener(
      'keydown',
      (e) => {
        const row = e.target instanceof Element ? e.target.closest('tr[data-board]') : null
        if (row) pressed.set(row.dataset.board, performance.now())
      },
      true,
    )
    new MutationObserver((changes) => {
      for (const c of changes) {
        const row = c.target
        if (!(row instanceof HTMLTableRowElement) || !row.classList.contains('done')) continue
        const t0 = pressed.get(row.dataset.board)
        if (t0 === undefined) continue
        pressed.delete(row.dataset.board)
        window.keyToRow.push(performance.now() - t0)
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] })
  })
}

export default async function tournamentsLarge(h) {
  const { page, baseURL, assert, log } = h
  const trf = join(h.tempDir(), 'abierto-400.trf')
  writeFileSync(
    trf,
    execFileSync(TSX, ['test/bench/storageTrf.ts', String(PLAYERS), '5', '9'], { cwd: ROOT }),
  )
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(trf)
  await page.getByRole('heading', { level: 1, name: `Abierto de ${PLAYERS}` }).waitFor()
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.getByRole('button', { name: 'Emparejar ronda 6' }).click()
  const table = page.getByRole('table', { name: 'Emparejamientos de la ronda 6' })
  await table.waitFor({ timeout: 120_000 })
  log('400 players imported with 5 rounds, round 6 paired')
  const before = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
  await watchKeyToRow(page)
  const keys = ['1', '0', '=']
  for (let board = 1; board <= TYPED; board++) {
    const row = page.locator(`tr[data-board="${board}"]`)
    await row.focus()
    await page.keyboard.press(keys[board % 3])
    await page.locator(`tr[data-board="${board}"].done`).waitFor()
  }
  const times = await page.evaluate(() => window.keyToRow)
  assert.equal(times.length, TYPED, 'every typed result reached its row:')
  const after = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
  log(
    `key-to-row at ${PLAYERS} players over ${TYPED} results: median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms; storage ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB`,
  )
  await h.screenshot('tournaments-large-round6')
  await page.reload()
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.locator(`tr[data-board="${TYPED}"].done`).waitFor()
  assert.equal(await table.locator('tbody tr.done').count(), TYPED, 'results kept after a reload:')
  log('reload: all typed results are there')
}

// The desk's small things, at 1366x768 on a 30-player Swiss imported after three rounds:
// - the boards show each player's rating and points before the round ("Elo 2105 · 1,5 ptos."),
//   the points those of the standings after the previous round;
// - the "saved" status line names its round and belongs to the round shown: round 4's line is
//   gone when round 1 is shown and back when round 4 is shown again.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')

async function savedLine(h) {
  const { page, assert, log } = h
  // Points before round 4 are the standings after round 3.
  await page.getByRole('tab', { name: 'Clasificación' }).click()
  const standings = page.getByRole('table', { name: 'Clasificación tras la ronda 3' })
  await standings.waitFor()
  const points = new Map()
  for (const cells of await standings
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())))) {
    points.set(cells[1], cells[4])
  }
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.getByRole('button', { name: 'Emparejar ronda 4' }).click()
  const boards = page.getByRole('table', { name: 'Emparejamientos de la ronda 4' })
  await boards.waitFor({ timeout: 60_000 })
  const first = await boards.locator('tr[data-board="1"] td').allTextContents()
  const white = first[1].trim()
  const no = white.split(/\s/)[0]
  assert.match(white, /Elo \d{4} · \d+,\d ptos\.$/, 'the white player of board 1:')
  assert.equal(
    white.match(/· (\d+,\d) ptos\.$/)[1],
    points.get(no),
    `board 1's white (no. ${no}) has his points after round 3:`,
  )
  const imported = await page
    .getByRole('combobox', { name: 'Ronda mostrada' })
    .evaluate((s) => s.options.length)
  assert.equal(imported, 4, 'rounds to choose from:')

  const status = page.locator('.quick-entry [role="status"]')
  await page.locator('tr[data-board="1"]').focus()
  await page.keyboard.press('1')
  await page.locator('tr[data-board="1"].done').waitFor()
  await page.getByText('Ronda 4, mesa 1: 1-0 guardado').waitFor()
  await h.screenshot('tournaments-desk-boards')
  await page.getByRole('combobox', { name: 'Ronda mostrada' }).selectOption('1')
  await page.getByRole('table', { name: 'Emparejamientos de la ronda 1' }).waitFor()
  assert.equal(await status.textContent(), '', "round 1's status line once round 4 was saved:")
  await page.getByRole('combobox', { name: 'Ronda mostrada' }).selectOption('4')
  await page.getByRole('table', { name: 'Emparejamientos de la ronda 4' }).waitFor()
  assert.equal(await status.textContent(), 'Ronda 4, mesa 1: 1-0 guardado', 'round 4 again:')
  log('the saved line names round 4 and shows only with round 4')
}

export default async function tournamentsDesk(h) {
  const { page, baseURL } = h
  const trf = join(h.tempDir(), 'abierto-30.trf')
  writeFileSync(trf, execFileSync(TSX, ['test/bench/storageTrf.ts', '30', '3', '5'], { cwd: ROOT }))
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(trf)
  await page.getByRole('heading', { level: 1, name: 'Abierto de 30' }).waitFor()
  await savedLine(h)
}

// The desk's small things, at 1366x768 on a 30-player Swiss imported after three rounds:
// - the boards show each player's rating and points before the round ("Elo 2105 · 1,5 ptos."),
//   the points those of the standings after the previous round;
// - the "saved" status line names its round and belongs to the round shown: round 4's line is
//   gone when round 1 is shown and back when round 4 is shown again;
// - Historial says each action in words, the changed result as old → new;
// - the player card and a tie-break's breakdown open as a dialog beside the row clicked (row 25),
//   in the window, closed by Escape with the focus back on the row's button.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')

/** The viewport box of an element, as the page lays it out. */
const box = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
  })

/** Checks a dialog is inside the window and level with the row, to the side of its control. */
async function besideRow(h, dialog, row, control, what) {
  const { page, assert, log } = h
  const d = await box(dialog)
  const r = await box(row)
  const c = await box(control)
  const view = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
  }))
  log(`${what}: row ${JSON.stringify(r)}, dialog ${JSON.stringify(d)}`)
  assert.ok(d.top >= 0 && d.bottom <= view.height, `${what} is inside the window's height`)
  assert.ok(d.left >= 0 && d.right <= view.width, `${what} is inside the window's width`)
  const middle = (r.top + r.bottom) / 2
  assert.ok(d.top <= middle && middle <= d.bottom, `${what} is level with the row clicked`)
  assert.ok(d.left >= c.right || d.right <= c.left, `${what} leaves the clicked control visible`)
}

async function savedLine(h) {
  const { page, assert, log } = h
  // Points before round 4 are the standings after round 3.
  await page.getByRole('tab', { name: 'Clasificación' }).click()
  const standings = page.getByRole('table', { name: 'Clasificación tras la ronda 3' })
  await standings.locator('tbody tr').first().waitFor()
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

/** Historial says what each action did, old → new for a change, never the stored codes. */
async function history(h) {
  const { page, assert, log } = h
  await page.locator('tr[data-board="1"]').focus()
  await page.keyboard.press('0')
  await page.getByText('Ronda 4, mesa 1: 0-1 guardado').waitFor()
  await page.getByRole('tab', { name: 'Historial' }).click()
  const table = page.getByRole('table', { name: 'Registro de acciones' })
  await table
    .getByRole('cell', { name: 'Resultado cambiado, ronda 4, mesa 1: 1-0 → 0-1' })
    .waitFor()
  const lines = await table.locator('tbody tr td:nth-child(2)').allTextContents()
  assert.deepEqual(
    lines.slice(0, 3),
    [
      'Resultado cambiado, ronda 4, mesa 1: 1-0 → 0-1',
      'Resultado anotado, ronda 4, mesa 1: 1-0',
      'Ronda 4 emparejada: 15 mesas',
    ],
    'the newest lines of Historial:',
  )
  assert.equal(
    lines.filter((l) => /\bR\d|<->|1\/2|round\//.test(l)).length,
    0,
    'no stored code in any line:',
  )
  await h.screenshot('tournaments-desk-history')
  log(`Historial: ${lines.length} lines in words, the newest "${lines[0]}"`)
}

async function dialogs(h) {
  const { page, assert, log } = h
  await page.getByRole('tab', { name: 'Clasificación' }).click()
  const standings = page.getByRole('table', { name: 'Clasificación tras la ronda 3' })
  await standings.waitFor()
  const rows = standings.locator('tbody tr')
  assert.equal(await rows.count(), 30, 'standings rows:')
  const row = rows.nth(24)
  const nameButton = row.locator('td').nth(2).getByRole('button')
  const who = (await nameButton.textContent()).trim()
  await nameButton.click()
  const card = page.getByRole('dialog', { name: `Ficha de ${who}` })
  await card.waitFor()
  assert.equal(
    await card
      .getByRole('table', { name: `Ficha de ${who}` })
      .locator('tbody tr')
      .count(),
    3,
    'rounds on the card:',
  )
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('role')),
    'dialog',
    'the card takes the focus:',
  )
  await besideRow(h, card, row, nameButton, 'player card of row 25')
  await page.screenshot({
    path: join(ROOT, 'test-results', 'screenshots', 'tournaments-desk-card.png'),
  })
  await page.keyboard.press('Escape')
  await card.waitFor({ state: 'detached' })
  assert.equal(
    await nameButton.evaluate((el) => el === document.activeElement),
    true,
    'Escape gives the focus back to the name in row 25:',
  )

  const tieButton = row.getByRole('button', { name: `Por qué: BH-C1 ${who}` })
  await tieButton.click()
  const why = page.getByRole('dialog', { name: `Detalle de BH-C1 de ${who}` })
  await why.waitFor()
  assert.equal(await why.locator('li').count(), 3, 'a line per round in the breakdown:')
  await besideRow(h, why, row, tieButton, 'BH-C1 breakdown of row 25')
  await page.screenshot({
    path: join(ROOT, 'test-results', 'screenshots', 'tournaments-desk-why.png'),
  })
  await why.getByRole('button', { name: 'Cerrar' }).click()
  await why.waitFor({ state: 'detached' })
  assert.equal(
    await tieButton.evaluate((el) => el === document.activeElement),
    true,
    'closing the breakdown gives the focus back to its value:',
  )
  log(`card and BH-C1 breakdown of row 25 (${who}) opened beside the row, in the window`)
}

export default async function tournamentsDesk(h) {
  const { page, baseURL } = h
  const trf = join(h.tempDir(), 'abierto-30.trf')
  writeFileSync(trf, execFileSync(TSX, ['test/bench/storageTrf.ts', '30', '3', '5'], { cwd: ROOT }))
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(trf)
  await page.getByRole('heading', { level: 1, name: 'Abierto de 30' }).waitFor()
  await dialogs(h)
  await savedLine(h)
  await history(h)
}

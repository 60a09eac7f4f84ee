// FIDE mode as the C.02 (2026) checklist reads it, played through the screens at 1366x768:
// - a new tournament starts in FIDE mode; changing a round-1 result after round 2 is paired
//   asks first (level-3 warning naming round 2), is recorded, and offers to unpair round 2;
// - changing the number of rounds raises a level-4 warning and a `###` line;
// - the manual pairing phase: start, a swap, end with the comparison shown per board and the
//   `### MPA @ Round 3` lines in the TRF;
// - leaving FIDE mode takes two confirmations (either refusal keeps it), is final and logged;
// - the exported file (round 3 changed by hand) imported again: round 3 differs from the
//   engine, shown per board and written as `### Import @ Round 3`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Answers the page's confirmations in order (true accepts) and keeps their texts. */
function dialogs(page) {
  const answers = []
  const seen = []
  page.on('dialog', async (d) => {
    seen.push(d.message())
    const yes = answers.length > 0 ? answers.shift() : true
    await (yes ? d.accept() : d.dismiss())
  })
  return {
    seen,
    next(...values) {
      answers.push(...values)
    },
  }
}

async function tab(page, label) {
  await page.getByRole('tab', { name: label }).click()
}

async function boardsOf(page, round) {
  const table = page.getByRole('table', { name: `Emparejamientos de la ronda ${round}` })
  await table.waitFor({ timeout: 60_000 })
  const rows = table.locator('tbody tr')
  const out = []
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = await rows.nth(i).locator('td').allTextContents()
    out.push([Number(cells[1].trim().split(/\s/)[0]), Number(cells[3].trim().split(/\s/)[0])])
  }
  return out
}

async function pair(page, round) {
  await tab(page, 'Rondas')
  await page.getByRole('button', { name: `Emparejar ronda ${round}` }).click()
  return boardsOf(page, round)
}

async function typeAll(page, boards, key) {
  for (let b = 1; b <= boards; b++) {
    const row = page.locator(`tr[data-board="${b}"]`)
    await row.focus()
    await page.keyboard.press(key)
    await page.locator(`tr[data-board="${b}"].done`).waitFor()
  }
}

async function exportTrf(page, dir, name) {
  await tab(page, 'Exportar')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Informe TRF-16 (FIDE / FEDA)' }).click(),
  ])
  const path = join(dir, name)
  await download.saveAs(path)
  return readFileSync(path, 'utf8')
}

export default async function fideMode(h) {
  const { page, baseURL, assert, log, screenshot } = h
  await page.setViewportSize({ width: 1366, height: 768 })
  const confirm = dialogs(page)
  await page.goto(`${baseURL}tournaments`)
  assert.ok(await page.getByLabel(/Modo FIDE/).isChecked(), 'FIDE mode is on for a new tournament')
  await page.getByLabel('Nombre', { exact: true }).fill('Abierto C.02')
  await page.getByLabel('Rondas', { exact: true }).fill('3')
  await page.getByRole('button', { name: 'Crear torneo' }).click()
  await page.getByRole('heading', { level: 1, name: 'Abierto C.02' }).waitFor()
  await page.getByText('Modo FIDE activo').waitFor()
  for (let i = 1; i <= 6; i++) {
    await page.getByLabel('Apellidos, Nombre').fill(`Jugador${i}, Ana`)
    await page.getByLabel('Elo FIDE').fill(String(2300 - i * 40))
    await page.getByRole('button', { name: 'Añadir' }).click()
    await page
      .getByRole('table', { name: 'Jugadores inscritos' })
      .locator('tbody tr')
      .nth(i - 1)
      .waitFor()
  }
  await page.getByRole('button', { name: /Confirmar orden inicial/ }).click()
  await page.getByText('Orden inicial confirmado').waitFor()

  // C.04.2: a round-1 correction after round 2 is paired.
  await pair(page, 1)
  await typeAll(page, 3, '1')
  await pair(page, 2)
  await page.getByRole('combobox', { name: 'Ronda mostrada' }).selectOption('1')
  confirm.next(true, true)
  await page.getByRole('combobox', { name: 'Resultado Mesa 1' }).selectOption('0-1')
  await page.getByRole('button', { name: 'Emparejar ronda 2' }).waitFor()
  assert.match(
    confirm.seen[0],
    /Aviso de nivel 3: .*ronda 1 con la ronda 2 ya emparejada/,
    'the correction asks first:',
  )
  assert.match(
    confirm.seen[1],
    /Deshacer ahora el emparejamiento de la ronda 2/,
    'then offers re-pairing:',
  )
  log('round-1 correction after round 2 was paired: warned (level 3), round 2 unpaired on request')
  await pair(page, 2)
  await typeAll(page, 3, '=')

  // Number of rounds: 3 -> 4, a level-4 warning.
  confirm.next(true)
  await page.getByLabel('Número de rondas').fill('4')
  await page.getByRole('button', { name: 'Cambiar rondas' }).click()
  await page.getByText(/ronda 2 de 4/).waitFor()
  assert.match(
    confirm.seen[2],
    /Aviso de nivel 4: El número de rondas pasa de 3 a 4/,
    'rounds warning:',
  )
  log('number of rounds 3 -> 4 after a level-4 warning')

  // The manual phase of round 3.
  const engine = await pair(page, 3)
  await page.getByRole('button', { name: 'Iniciar fase de emparejamiento manual' }).click()
  await page.getByText(/Fase manual abierta en la ronda 3/).waitFor()
  await page.getByText('Cambiar emparejamiento').click()
  await page.getByLabel('Jugador A (n.º)').fill(String(engine[0][1]))
  await page.getByLabel('Jugador B (n.º)').fill(String(engine[1][1]))
  await page.getByLabel(/Motivo del cambio/).fill('Hermanos')
  await page.getByRole('button', { name: 'Intercambiar A y B' }).click()
  await page.getByText('Emparejamiento cambiado y registrado.').waitFor()
  confirm.next(true)
  await page.getByRole('button', { name: 'Terminar fase manual y comparar' }).click()
  await page.getByRole('heading', { name: 'Diferencias con el programa (ronda 3)' }).waitFor()
  assert.match(
    confirm.seen[3],
    /Aviso de nivel 4: .*difiere del del programa en 2 mesas/,
    'manual phase warning:',
  )
  const rows = await page.locator('.manual-differences li').allTextContents()
  assert.deepEqual(
    rows,
    [
      `Mesa 1: programa ${engine[0][0]}-${engine[0][1]}, final ${engine[0][0]}-${engine[1][1]}`,
      `Mesa 2: programa ${engine[1][0]}-${engine[1][1]}, final ${engine[1][0]}-${engine[0][1]}`,
    ],
    'differences per board:',
  )
  await screenshot('fide-manual-phase')
  await typeAll(page, 3, '1')
  const dir = h.tempDir()
  const trf = await exportTrf(page, dir, 'c02.trf')
  assert.match(trf, /### MPA @ Round 3: board 1 engine \d+-\d+ final \d+-\d+/, 'MPA line:')
  assert.match(trf, /### \S+ round\/correct R1 B1 1-0 -> 0-1/, 'the correction is in the TRF:')
  assert.match(trf, /### \S+ tournament\/rounds 4/, 'the rounds change is in the TRF:')
  log('manual phase compared per board and written as ### MPA @ Round 3')

  // Leaving FIDE mode: two confirmations, final.
  const leave = page.getByRole('button', { name: /Salir del modo FIDE/ })
  confirm.next(false)
  await leave.click()
  confirm.next(true, false)
  await leave.click()
  await page.waitForTimeout(300)
  assert.ok(
    await page.getByText('Modo FIDE activo').isVisible(),
    'a refused confirmation keeps FIDE mode',
  )
  assert.match(confirm.seen[4], /¿Salir del modo FIDE\?/, 'first confirmation:')
  assert.match(confirm.seen[6], /Segunda confirmación/, 'second confirmation:')
  confirm.next(true, true)
  await leave.click()
  await page.getByText(/Modo FIDE abandonado el/).waitFor()
  assert.equal(await leave.count(), 0, 'no way back into FIDE mode:')
  await tab(page, 'Historial')
  await page.getByRole('button', { name: 'Deshacer la última acción' }).click()
  await page.getByText('No se puede deshacer la salida del modo FIDE.').waitFor()
  await screenshot('fide-mode-left')
  const after = await exportTrf(page, h.tempDir(), 'c02-left.trf')
  assert.match(after, /### \S+ tournament\/leave-fide-mode/, 'leaving is a ### line:')
  log('leaving FIDE mode: two confirmations, no undo, no way back, ### line')

  // The exported file imported again: round 3 differs from the engine's pairing.
  await page.goto(`${baseURL}tournaments`)
  await page.locator('input[type=file]').setInputFiles(join(dir, 'c02.trf'))
  await page.getByText(/El archivo difiere del programa en 2 mesas/).waitFor()
  const importRows = await page.locator('.import-check li').allTextContents()
  assert.equal(importRows.length, 2, 'two boards differ:')
  assert.ok(
    importRows.every((r) => r.startsWith('Ronda 3:')),
    `only round 3 differs: ${importRows}`,
  )
  assert.ok(
    await page.getByText('Modo FIDE activo').isVisible(),
    'an imported tournament is in FIDE mode',
  )
  await screenshot('fide-import-recheck')
  const imported = await exportTrf(page, h.tempDir(), 'c02-imported.trf')
  assert.match(imported, /### Import @ Round 3: file \d+-\d+ engine \d+-\d+/, 'import line:')
  log('imported file: round 3 differs on 2 boards, logged as ### Import @ Round 3')
}

// Categories and prizes: a finished 12-player Swiss gets a prize list typed one a line; the
// allocation gives one prize per player in the order of the bases (the overall prizes to the
// first places of the standings shown, the women's prize to the best woman left), a Veteranos
// prize nobody can take is "Desierto", and a bad line is refused naming its line. The prize list
// then prints and downloads as a PDF (decimal comma, "Desierto"); the start lists by rating and
// alphabetical and the alphabetical pairing list of round 5 print with their rows; the event came
// without its end date and time control (TRF 052, 122): both are filled in under the export's
// warning, which goes, and the TRF carries them.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')

export default async function tournamentsPrizes(h) {
  const { page, baseURL, assert, log } = h
  const trf = join(h.tempDir(), 'abierto-12.trf')
  const full = execFileSync(TSX, ['test/bench/storageTrf.ts', '12', '5', '5'], { cwd: ROOT })
  // Without the end date (052) and the time control (122), as an event typed in a hurry.
  const lines = String(full)
    .split('\n')
    .filter((l) => !l.startsWith('052') && !l.startsWith('122'))
  writeFileSync(trf, lines.join('\n'))
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(trf)
  await page.getByRole('heading', { level: 1, name: 'Abierto de 12' }).waitFor()
  await page.getByRole('tab', { name: 'Clasificación' }).click()
  // The table's rows come from a live query: read them once all 12 are on screen.
  const standingRows = page
    .getByRole('table', { name: 'Clasificación tras la ronda 5' })
    .locator('tbody tr')
  await standingRows.nth(11).waitFor()
  const standings = await standingRows.evaluateAll((rows) =>
    rows.map((r) => [...r.cells].map((c) => c.textContent?.trim())),
  )
  const panel = page.getByRole('region', { name: 'Premios y categorías' })
  const prizeLines = panel.getByLabel('Premios, uno por línea, en el orden de las bases')
  await prizeLines.fill('1.º general | general\n2.º general | provincia')
  await panel.getByRole('button', { name: 'Guardar premios' }).click()
  await page.getByText('Premio 2: categoría desconocida.').waitFor()
  await prizeLines.fill(
    '1.º general | general\n2.º general | general\n1.ª mujer | mujer\nTramo 1500-2100 | elo 1500-2100\n1.º veterano | veteranos',
  )
  await panel.getByRole('button', { name: 'Guardar premios' }).click()
  const awards = panel.getByRole('table', { name: 'Reparto de premios' }).locator('tbody tr')
  await awards.nth(4).waitFor()
  const got = await awards.evaluateAll((rows) =>
    rows.map((r) => [...r.cells].map((c) => c.textContent?.trim())),
  )
  log(`prizes: ${JSON.stringify(got)}`)
  log(`standings top 3: ${JSON.stringify(standings.slice(0, 3).map((r) => r.slice(0, 3)))}`)
  assert.equal(got[0]?.[1], standings[0]?.[2], 'the first prize goes to the first place:')
  assert.equal(got[1]?.[1], standings[1]?.[2], 'the second prize to the second place:')
  assert.deepEqual(
    got,
    [
      ['1.º general', 'Fernández García0, María José'],
      ['2.º general', 'Fernández García1, María José'],
      // No. 1 is a woman but has the first prize: the best woman left is no. 7, third.
      ['1.ª mujer', 'Fernández García6, María José'],
      ['Tramo 1500-2100', 'Fernández García9, María José'],
      // Everybody was born in 1990: nobody is 55 on 31 December 2026.
      ['1.º veterano', 'Desierto'],
    ],
    'one prize per player, in the order of the bases:',
  )
  // Standings of categories without a prize too (FAPA art. 58 age groups).
  const picker = panel.getByLabel('Clasificación de la categoría')
  assert.deepEqual(
    await picker.locator('option').allTextContents(),
    [
      'General',
      'Mujeres',
      'Elo 1500-2100',
      'Veteranos',
      'Sub 10',
      'Sub 12',
      'Sub 14',
      'Sub 16',
      'Sub 18',
    ],
    'every category can be shown, the prize list first:',
  )
  await picker.selectOption({ label: 'Sub 18' })
  const sub18 = panel
    .getByRole('table', { name: 'Clasificación por categoría' })
    .locator('tbody tr')
  assert.equal(await sub18.count(), 0, 'nobody born in 1990 is Sub 18 in 2026')
  await picker.selectOption({ label: 'Mujeres' })
  await sub18.first().waitFor()
  await h.screenshot('tournaments-prizes')
  await printedPrizes(h)
  await startLists(h)
  await alphabeticalPairings(h)
  await fixReportData(h)
}

// A printed list renders its rows with the page's data: read them once the first is there.
const rowsOf = async (table) => {
  await table.locator('tbody tr').first().waitFor()
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.cells].map((c) => c.textContent?.trim())))
}

async function pdfText(h, name) {
  const { page } = h
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ])
  const path = join(h.tempDir(), name)
  await download.saveAs(path)
  return {
    file: download.suggestedFilename(),
    text: execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }),
  }
}

/** FAPA art. 29.2.d, art. 58: the prize list as printed and as a PDF. */
async function printedPrizes(h) {
  const { page, assert, log } = h
  await page.getByRole('link', { name: 'Premios para imprimir' }).click()
  const table = page.getByRole('table', { name: 'Reparto de premios' })
  await table.waitFor()
  const rows = await rowsOf(table)
  log(`printed prizes: ${JSON.stringify(rows)}`)
  assert.deepEqual(
    rows.map((r) => [r[0], r[1], r[3], r[5]]),
    [
      ['1.º general', 'General', '1 Fernández García0, María José', ''],
      ['2.º general', 'General', '2 Fernández García1, María José', ''],
      ['1.ª mujer', 'Mujeres', '7 Fernández García6, María José', ''],
      ['Tramo 1500-2100', 'Elo 1500-2100', '10 Fernández García9, María José', ''],
      ['1.º veterano', 'Veteranos', 'Desierto', ''],
    ],
    'the printed prize list: prize, category, winner, nothing pending:',
  )
  assert.equal(rows[0]?.[4], '4,5', 'points with the decimal comma:')
  await h.screenshot('tournaments-prizes-print')
  const pdf = await pdfText(h, 'premios.pdf')
  assert.equal(pdf.file, 'abierto-de-12-prizes.pdf', 'the PDF file name:')
  assert.ok(pdf.text.includes('Desierto'), 'the PDF says Desierto')
  assert.ok(/Fernández García0, María José\s+4,5/.test(pdf.text), 'the PDF writes 4,5')
  await page.getByRole('link', { name: '← Volver al torneo' }).click()
}

/**
 * The start lists for the wall, by rating and in alphabetical order, reached where the wall
 * lists are printed: from the players (by rating) and beside the round's print buttons
 * (alphabetical), not only from Exportar.
 */
async function startLists(h) {
  const { page, assert, log } = h
  await page.getByRole('tab', { name: 'Jugadores' }).click()
  await page.getByRole('link', { name: 'Lista de salida por Elo para imprimir' }).click()
  const byRating = await rowsOf(page.getByRole('table', { name: 'Lista de salida por Elo' }))
  log(`start list by rating: ${JSON.stringify(byRating.slice(0, 2))}`)
  assert.equal(byRating.length, 12, 'twelve players')
  assert.deepEqual(
    byRating[0],
    ['1', '1', 'GM', 'Fernández García0, María José', 'ESP', '2200000', '2600', ''],
    'the highest rated first:',
  )
  const ratings = byRating.map((r) => Number(r[6]))
  assert.deepEqual(
    ratings,
    [...ratings].sort((a, b) => b - a),
    'ratings from the highest down:',
  )
  await h.screenshot('tournaments-start-rating')
  await page.getByRole('link', { name: '← Volver al torneo' }).click()
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.getByRole('link', { name: 'Lista de salida alfabética para imprimir' }).click()
  const alpha = await rowsOf(page.getByRole('table', { name: 'Lista de salida alfabética' }))
  assert.deepEqual(
    alpha.map((r) => r[1]),
    ['1', '2', '11', '12', '3', '4', '5', '6', '7', '8', '9', '10'],
    'García0, García1, García10, García11, García2 ... in the order a reader looks them up:',
  )
  const pdf = await pdfText(h, 'salida.pdf')
  assert.equal(pdf.file, 'abierto-de-12-startAlpha.pdf', 'the PDF file name:')
  assert.ok(pdf.text.includes('Lista de salida alfabética'), 'the PDF has its caption')
  await h.screenshot('tournaments-start-alpha')
  await page.getByRole('link', { name: '← Volver al torneo' }).click()
}

/** Each player of round 5 alphabetically, with board, colour and opponent. */
async function alphabeticalPairings(h) {
  const { page, assert, log } = h
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.getByRole('link', { name: 'Emparejamientos por orden alfabético' }).click()
  const table = page.getByRole('table', { name: 'Emparejamientos por orden alfabético · ronda 5' })
  const rows = await rowsOf(table)
  log(`alphabetical pairings: ${JSON.stringify(rows.slice(0, 3))}`)
  assert.equal(rows.length, 12, 'a line per player')
  // TRF round 5 of no. 1: white against no. 10, on 3½ points before the round.
  assert.deepEqual(
    rows[0],
    [
      'Fernández García0, María José',
      '1',
      '3,5',
      '1',
      'Blancas',
      '10 Fernández García9, María José',
    ],
    'no. 1 first:',
  )
  const byNo = new Map(rows.map((r) => [r[1], r]))
  const paired = rows.filter((r) => r[3] !== '')
  assert.ok(paired.length >= 8, `at least four boards (${paired.length} players paired)`)
  for (const r of paired) {
    const them = byNo.get(r[5]?.split(' ')[0] ?? '')
    assert.equal(them?.[3], r[3], `${r[0]} and the opponent share the board:`)
    assert.ok(them?.[4] !== r[4], `${r[0]} and the opponent have opposite colours`)
  }
  // The players not paired say why in the opponent's place.
  for (const r of rows.filter((x) => x[3] === ''))
    assert.ok(/^Descanso|^Retirado|^Exento/.test(r[5] ?? ''), `${r[0]}: ${r[5]}`)
  await h.screenshot('tournaments-pairings-alpha')
  await page.getByRole('link', { name: '← Volver al torneo' }).click()
}

/** FIDE TRF-16 052 and 122: filled in under the export's warning. */
async function fixReportData(h) {
  const { page, assert } = h
  await page.getByRole('tab', { name: 'Exportar' }).click()
  const form = page.locator('form.hint-warn')
  const items = await form.locator('li').allTextContents()
  assert.deepEqual(
    items,
    ['la fecha de fin (registro 052)', 'el ritmo de juego (registro 122)'],
    'the report lacks the end date and the time control:',
  )
  await h.screenshot('tournaments-report-warnings')
  await form.getByLabel('Fecha de fin').fill('2026-07-01')
  await form.getByLabel('Ritmo de juego').fill('90+30')
  await form.getByRole('button', { name: 'Guardar datos del informe' }).click()
  await form.getByText('La fecha de fin no puede ser anterior a la de comienzo.').waitFor()
  await form.getByLabel('Fecha de fin').fill('2026-08-09')
  await form.getByRole('button', { name: 'Guardar datos del informe' }).click()
  await form.waitFor({ state: 'detached' })
  await h.screenshot('tournaments-report-fixed')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Informe TRF-16 (FIDE / FEDA)' }).click(),
  ])
  const path = join(h.tempDir(), 'fixed.trf')
  await download.saveAs(path)
  const trfLines = readFileSync(path, 'utf8').split('\n')
  assert.deepEqual(
    trfLines.filter((l) => /^(042|052|122) /.test(l)),
    ['042 2026/08/01', '052 2026/08/09', '122 90+30'],
    'the TRF carries the dates and the time control:',
  )
}

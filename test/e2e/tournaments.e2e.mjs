// The arbiter's individual tournament, offline after the first load:
// - a 30-player, 7-round Swiss with seeded random results, a half-point bye, a forfeit and a
//   withdrawal, played through the screens; the exported TRF is then re-paired round by round
//   by the pairing command line (every round must agree) and its standings must equal the
//   screen's standings;
// - reload in the middle of result entry: nothing typed is lost;
// - a 10-player round robin follows the Berger table of FIDE C.05 Annex 1, colours included;
// - FIDE mode: a manual swap is recorded and exported; editing round 1 after round 3 is refused;
// - the TRF-2026 report carries the 2026 records and the command lines read it like the TRF-16;
// - the print pages (pairings, result slips, final report) and their PDFs, the player card's floats.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')
const SHOTS = join(ROOT, 'test-results', 'screenshots')

function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

async function createTournament(page, baseURL, { name, rounds, system, fideMode }) {
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Nombre', { exact: true }).fill(name)
  if (system) await page.getByLabel('Sistema').selectOption(system)
  if (rounds) await page.getByLabel('Rondas', { exact: true }).fill(String(rounds))
  // FIDE mode is on by default (C.02); the scenarios that do not ask for it untick it.
  await page.getByLabel(/Modo FIDE/).setChecked(Boolean(fideMode))
  await page.getByRole('button', { name: 'Crear torneo' }).click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

async function addPlayers(page, count) {
  for (let i = 1; i <= count; i++) {
    await page.getByLabel('Apellidos, Nombre').fill(`Jugador${String(i).padStart(2, '0')}, Ana`)
    await page.getByLabel('Elo FIDE').fill(String(2400 - i * 13))
    await page.getByRole('button', { name: 'Añadir' }).click()
    await page
      .getByRole('table', { name: 'Jugadores inscritos' })
      .locator('tbody tr')
      .nth(i - 1)
      .waitFor()
  }
}

async function tab(page, label) {
  await page.getByRole('tab', { name: label }).click()
}

async function pairRound(page, round) {
  await tab(page, 'Rondas')
  await page.getByRole('button', { name: `Emparejar ronda ${round}` }).click()
  const table = page.getByRole('table', { name: `Emparejamientos de la ronda ${round}` })
  await table.waitFor({ timeout: 60_000 })
  const rows = table.locator('tbody tr')
  const boards = []
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = await rows.nth(i).locator('td').allTextContents()
    boards.push([Number(cells[1].trim().split(/\s/)[0]), Number(cells[3].trim().split(/\s/)[0])])
  }
  return boards
}

/** Records every state of the pairing progress bar (value, max, text) as the page changes. */
async function watchProgress(page) {
  await page.evaluate(() => {
    window.progressSeen = []
    new MutationObserver(() => {
      const bar = document.querySelector('.pairing-progress progress')
      const text = bar?.parentElement?.textContent?.trim()
      const last = window.progressSeen[window.progressSeen.length - 1]
      if (bar && (!last || last[0] !== bar.value || last[2] !== text))
        window.progressSeen.push([bar.value, bar.max, text])
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  })
}

/** Types one result with the keyboard on a board row and waits until it is saved. */
async function typeResult(page, board, key) {
  const row = page.locator(`tr[data-board="${board}"]`)
  await row.focus()
  await page.keyboard.press(key)
  await page.locator(`tr[data-board="${board}"].done`).waitFor()
}

async function downloadTrf(page, dir, name, button = 'Informe TRF-16 (FIDE / FEDA)') {
  await tab(page, 'Exportar')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const path = join(dir, name)
  await download.saveAs(path)
  return path
}

async function swiss(h) {
  const { page, baseURL, assert, log, screenshot } = h
  await createTournament(page, baseURL, { name: 'Abierto de prueba', rounds: 7 })
  await addPlayers(page, 30)
  await page.getByRole('button', { name: /Confirmar orden inicial/ }).click()
  await page.getByText('Orden inicial confirmado').waitFor()
  log('30 players registered and seeded')
  const random = rng(2026)
  let lastBoards = []
  for (let round = 1; round <= 7; round++) {
    if (round === 3 || round === 5) {
      await tab(page, 'Jugadores')
      const who = round === 3 ? 'Jugador07, Ana' : 'Jugador12, Ana'
      const value = round === 3 ? 'half-bye' : 'withdrawn'
      await page.getByLabel(`Próxima ronda: ${who}`).selectOption(value)
      await page.waitForFunction(
        ([label, v]) => document.querySelector(`select[aria-label="${label}"]`)?.value === v,
        [`Próxima ronda: ${who}`, value],
      )
    }
    if (round === 1) await watchProgress(page)
    const boards = await pairRound(page, round)
    lastBoards = boards
    if (round === 1) {
      const seen = await page.evaluate(() => window.progressSeen)
      assert.ok(seen.length > 0, 'the pairing progress bar was shown')
      assert.deepEqual(seen[0], [0, 30, '0 / 30 jugadores'], 'progress bar before the first group:')
      log('progress bar states seen while pairing round 1:', JSON.stringify(seen))
    }
    if (round === 1) await screenshot('tournament-pairing')
    for (let b = 1; b <= boards.length; b++) {
      const x = random()
      const key = round === 2 && b === 3 ? '+' : x < 0.42 ? '1' : x < 0.72 ? '=' : '0'
      await typeResult(page, b, key)
      if (round === 4 && b === 5) {
        // Reload in the middle of result entry: what was typed is there, nothing else.
        await page.reload()
        await page.getByRole('table', { name: 'Emparejamientos de la ronda 4' }).waitFor()
        const done = await page.locator('tr[data-board].done').count()
        assert.equal(done, 5, 'results kept after reload in round 4:')
        await screenshot('tournament-result-entry')
      }
    }
    await page.getByText('Ronda completa').waitFor()
    log(`round ${round}: ${boards.length} boards paired and played`)
  }
  await tab(page, 'Clasificación')
  const standings = page.getByRole('table', { name: 'Clasificación tras la ronda 7' })
  await standings.waitFor()
  await screenshot('tournament-standings')
  const uiRows = []
  const rows = standings.locator('tbody tr')
  for (let i = 0; i < (await rows.count()); i++) {
    const c = (await rows.nth(i).locator('td').allTextContents()).map((s) => s.trim())
    uiRows.push([c[1], c[4], c[5], c[6], c[7], c[8]])
  }
  await rows.nth(0).getByRole('button').first().click()
  await page.getByRole('heading', { name: 'Normas de título' }).waitFor()
  await page.getByRole('heading', { name: /^GM: / }).waitFor()
  await page.getByLabel('Reglas de normas').selectOption('seed')
  await page.getByRole('heading', { name: /^GM: / }).waitFor()
  log('player card shows the norm report under both rule sets')
  // The IM score row cites the seed's table article in Spanish (GM may fall back to 9.21).
  const im = page.getByRole('article', { name: 'IM' })
  await im
    .getByRole('row', { name: /Puntuación requerida/ })
    .getByRole('cell', { name: '11.3 (tabla derivada)', exact: true })
    .waitFor()
  await im.scrollIntoViewIfNeeded()
  await screenshot('tournament-norm-report')
  const card = page.getByRole('table', { name: /^Ficha de / })
  assert.equal(await card.locator('tbody tr').count(), 7, 'player card rounds:')
  const floats = (await card.locator('tbody tr td:nth-child(5)').allTextContents()).join('|')
  assert.match(floats, /↑ sube|↓ baja/, 'the leader floated at least once:')
  await card.scrollIntoViewIfNeeded()
  await screenshot('tournament-player-card')
  log('player card floats:', floats)
  await tab(page, 'Cuadro')
  await page.getByRole('table', { name: 'Cuadro cruzado' }).waitFor()
  await screenshot('tournament-crosstable')

  const dir = h.tempDir()
  const trf = await downloadTrf(page, dir, 'abierto.trf')
  const text = readFileSync(trf, 'utf8')
  assert.match(text, /0000 - H/, 'the half-point bye is in the report:')
  assert.match(text, / [wb] \+/, 'the forfeit is in the report:')
  const check = pairingCheck(trf)
  log('pairing CLI re-paired all 7 rounds:', check)
  assert.match(uiRows[0][1], /^\d+,\d$/, 'the screen writes points with a decimal comma:')
  const cli = standingsCli(trf)
  for (const row of uiRows) assert.deepEqual(row, cli.get(row[0]), `standings of no. ${row[0]}:`)
  log('standings equal the standings CLI on the exported TRF')
  await trf2026(h, dir, uiRows)
  await printPages(h, lastBoards.length, uiRows)
}

/**
 * Last line of the pairing command line re-pairing every round of a TRF file (`-c`), its
 * standings counted with the FAPA treatment of unplayed rounds the tournament uses (a TRF does
 * not say it; the checker's default is C.07's).
 */
function pairingCheck(trf) {
  const out = execFileSync(TSX, ['src/cli/pair.ts', '--dutch', trf, '-c', '--unplayed', 'fapa'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return out.trim().split('\n').slice(-1)[0]
}

/** Standings rows of the standings command line on a TRF file, by start number. */
function standingsCli(trf) {
  const tsv = execFileSync(
    TSX,
    [
      'src/cli/standings.ts',
      trf,
      '--tb',
      'BH-C1,BH,SB,PS',
      '--unplayed',
      'fapa',
      '--de',
      'liguilla',
      '--format',
      'tsv',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  )
  return new Map(
    tsv
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t'))
      .map((c) => [c[0], [c[0], c[2], c[3], c[4], c[5], c[6]].map(spanishDecimal)]),
  )
}

/**
 * A number of the command line's TSV ("12.5") as the Spanish screen writes it ("12,5"); the
 * TSV, CSV and TRF exports keep the decimal point.
 */
function spanishDecimal(cell) {
  return cell.replace(/^(-?\d+)\.(\d+)$/, '$1,$2')
}

async function trf2026(h, dir, uiRows) {
  const { page, assert, log } = h
  const path = await downloadTrf(page, dir, 'abierto-2026.trf', 'Informe TRF-2026 (FIDE / FEDA)')
  const lines = readFileSync(path, 'utf8').split('\n')
  const record = (code) => lines.filter((l) => l.startsWith(code))
  assert.deepEqual(record('012'), ['012 Abierto de prueba'], 'TRF-2026 012:')
  assert.deepEqual(record('142'), ['142 7'], 'TRF-2026 142 rounds:')
  assert.deepEqual(record('152'), ['152 W'], 'TRF-2026 152 initial colour:')
  assert.deepEqual(record('182'), ['182 Alfil'], 'TRF-2026 182 program:')
  assert.deepEqual(record('192'), ['192 FIDE_DUTCH'], 'TRF-2026 192 type:')
  assert.deepEqual(record('202'), ['202 BH/C1 BH SB PS'], 'TRF-2026 202 tie-breaks:')
  assert.deepEqual(record('212'), ['212 PTS BH/C1 BH SB PS'], 'TRF-2026 212:')
  assert.equal(record('132').length, 1, 'TRF-2026 132 round dates:')
  assert.equal(record('132')[0].slice(91).trim().split(/\s+/).length, 7, 'a date per round:')
  assert.equal(record('001').length, 30, 'TRF-2026 player lines:')
  assert.deepEqual(record('XX'), [], 'no TRF(x) extension records in TRF-2026:')
  assert.match(record('001').join('\n'), /0000 - H/, 'the half-point bye is in the TRF-2026:')
  const check = pairingCheck(path)
  log('pairing CLI on the TRF-2026:', check)
  const cli = standingsCli(path)
  for (const row of uiRows)
    assert.deepEqual(row, cli.get(row[0]), `TRF-2026 standings of ${row[0]}:`)
  log('TRF-2026 export: 2026 records present, pairings and standings agree with the screens')
}

async function downloadPdf(page, dir, name) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ])
  const path = join(dir, name)
  await download.saveAs(path)
  const bytes = readFileSync(path)
  writeFileSync(join(ROOT, 'test-results', `tournament-${name}`), bytes)
  return bytes
}

async function printPages(h, boards, uiRows) {
  const { page, assert, log, screenshot } = h
  const dir = h.tempDir()
  await tab(page, 'Rondas')
  await page.getByRole('link', { name: 'Emparejamientos para imprimir' }).click()
  const list = page.getByRole('table', { name: 'Emparejamientos · ronda 7' })
  await list.waitFor()
  assert.equal(await list.locator('tbody tr').count(), boards, 'boards on the pairing page:')
  await screenshot('tournament-print-pairings')
  const listPdf = await downloadPdf(page, dir, 'pairings.pdf')
  assert.equal(listPdf.subarray(0, 5).toString('latin1'), '%PDF-', 'pairings PDF:')
  await page.getByRole('link', { name: '← Volver al torneo' }).click()
  await page.getByRole('link', { name: 'Papeletas de resultado' }).click()
  await page.getByRole('article', { name: 'Ronda 7 · Mesa 1', exact: true }).waitFor()
  assert.equal(await page.locator('article.slip').count(), boards, 'one slip per board:')
  await screenshot('tournament-result-slips')
  const slipsPdf = await downloadPdf(page, dir, 'slips.pdf')
  assert.equal(slipsPdf.subarray(0, 5).toString('latin1'), '%PDF-', 'slips PDF:')
  log(`pairing page and ${boards} result slips of round 7, with their PDFs`)
  await page.getByRole('link', { name: '← Volver al torneo' }).click()
  await tab(page, 'Exportar')
  await page.getByRole('link', { name: 'Informe final para imprimir' }).click()
  await page.getByRole('heading', { level: 1, name: 'Informe final: Abierto de prueba' }).waitFor()
  const final = page.getByRole('table', { name: 'Clasificación final tras la ronda 7' })
  const first = (await final.locator('tbody tr').first().locator('td').allTextContents()).map((s) =>
    s.trim(),
  )
  assert.deepEqual(
    [first[1], first[5], first[6], first[7], first[8], first[9]].map(spanishDecimal),
    uiRows[0],
    'the report leads with the standings leader:',
  )
  assert.equal(await final.locator('tbody tr').count(), 30, 'report standings rows:')
  const crosstable = page.getByRole('table', { name: 'Cuadro cruzado tras la ronda 7' })
  await crosstable.waitFor()
  await screenshot('tournament-print-report')
  // What an arbiter sees first, at laptop size: the event data, then the crosstable.
  await page.screenshot({ path: join(SHOTS, 'tournament-print-report-top.png') })
  await crosstable.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await page.screenshot({ path: join(SHOTS, 'tournament-print-crosstable.png') })
  const reportPdf = await downloadPdf(page, dir, 'report.pdf')
  assert.equal(reportPdf.subarray(0, 5).toString('latin1'), '%PDF-', 'report PDF:')
  await page.getByRole('link', { name: '← Volver al torneo' }).click()
  log('final report page and PDF')
}

const BERGER_10 = [
  '1-10 2-9 3-8 4-7 5-6',
  '10-6 7-5 8-4 9-3 1-2',
  '2-10 3-1 4-9 5-8 6-7',
  '10-7 8-6 9-5 1-4 2-3',
  '3-10 4-2 5-1 6-9 7-8',
  '10-8 9-7 1-6 2-5 3-4',
  '4-10 5-3 6-2 7-1 8-9',
  '10-9 1-8 2-7 3-6 4-5',
  '5-10 6-4 7-3 8-2 9-1',
]

async function roundRobin(h) {
  const { page, baseURL, assert, log } = h
  await createTournament(page, baseURL, { name: 'Cerrado de diez', system: 'round-robin' })
  await addPlayers(page, 10)
  await page.getByRole('button', { name: /Sortear números/ }).click()
  await page.getByText('Orden inicial confirmado').waitFor()
  for (let round = 1; round <= 9; round++) {
    const boards = await pairRound(page, round)
    assert.equal(
      boards.map(([w, b]) => `${w}-${b}`).join(' '),
      BERGER_10[round - 1],
      `round ${round}:`,
    )
    for (let b = 1; b <= boards.length; b++) await typeResult(page, b, '=')
  }
  log('10-player round robin: all 9 rounds follow the Berger table')
}

async function fideMode(h) {
  const { page, baseURL, assert, log } = h
  await createTournament(page, baseURL, { name: 'Torneo FIDE', rounds: 3, fideMode: true })
  await addPlayers(page, 4)
  await page.getByRole('button', { name: /Confirmar orden inicial/ }).click()
  await page.getByText('Orden inicial confirmado').waitFor()
  const before = await pairRound(page, 1)
  page.on('dialog', (d) => d.accept())
  await page.getByRole('button', { name: 'Iniciar fase de emparejamiento manual' }).click()
  await page.getByText('Cambiar emparejamiento').click()
  const [a, b] = [before[0][0], before[1][0]]
  await page.getByLabel('Jugador A (n.º)').fill(String(a))
  await page.getByLabel('Jugador B (n.º)').fill(String(b))
  await page.getByLabel(/Motivo del cambio/).fill('Hermanos')
  await page.getByRole('button', { name: 'Intercambiar A y B' }).click()
  await page.getByText('Emparejamiento cambiado y registrado.').waitFor()
  await page.getByRole('button', { name: 'Terminar fase manual y comparar' }).click()
  await page.getByRole('heading', { name: 'Diferencias con el programa (ronda 1)' }).waitFor()
  for (let round = 1; round <= 3; round++) {
    if (round > 1) await pairRound(page, round)
    await typeResult(page, 1, '1')
    await typeResult(page, 2, '0')
  }
  await page.getByRole('combobox', { name: 'Ronda mostrada' }).selectOption('1')
  await page.getByRole('combobox', { name: 'Resultado Mesa 1' }).selectOption('1/2')
  await page.getByText(/la ronda 1 está cerrada/).waitFor()
  log('editing round 1 after round 3 is refused in FIDE mode')
  const trf = readFileSync(await downloadTrf(page, h.tempDir(), 'fide.trf'), 'utf8')
  assert.match(trf, /### MANUAL R1 .*"Hermanos"/, 'the manual change is in the TRF:')
  writeFileSync(join(ROOT, 'test-results', 'fide-mode.trf'), trf)
  const trf26 = readFileSync(
    await downloadTrf(page, h.tempDir(), 'fide-2026.trf', 'Informe TRF-2026 (FIDE / FEDA)'),
    'utf8',
  )
  assert.match(trf26, /### MANUAL R1 .*"Hermanos"/, 'the manual change is in the TRF-2026:')
  log('manual swap recorded and exported in TRF-16 and TRF-2026')
}

export default async function tournaments(h) {
  await h.page.setViewportSize({ width: 1366, height: 768 })
  await h.page.goto(h.baseURL)
  await h.waitForServiceWorker()
  await h.context.setOffline(true)
  await swiss(h)
  await roundRobin(h)
  await fideMode(h)
}

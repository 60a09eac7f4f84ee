// A 40,000-row FEDA list imported in the browser through the worker, and a FIDE TXT list of as
// many rows, each timed in the same page so their rows per second compare (the figures are
// printed; a FEDA row should cost no more than a FIDE row); the list search says how many more
// match and finds a player by given name, and the screen writes Spanish figures.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

const ROWS = 40_000
const GIVEN = ['Ana', 'Bruno', 'Carla', 'Darío', 'Eva', 'Félix', 'Gil', 'Inés']

export default async function ratingsFeda({ page, baseURL, assert, log, screenshot, tempDir }) {
  page.setDefaultTimeout(60_000)
  const csv = join(tempDir(), 'feda-40000.csv')
  const lines = ['ID FEDA;Nombre;ID FIDE;Elo;Nacimiento;Sexo;Club;Federación']
  for (let i = 0; i < ROWS; i++) {
    const given = i === 31_337 ? 'Xoana' : GIVEN[i % GIVEN.length]
    lines.push(
      `${100_000 + i};García Fernández ${String(i).padStart(5, '0')}, ${given};${i % 3 === 0 ? 2_200_000 + i : ''};${1200 + (i % 1100)};${1950 + (i % 60)};${i % 4 ? 'M' : 'F'};Club ${i % 90};${i % 5 ? 'AST' : 'MAD'}`,
    )
  }
  writeFileSync(csv, lines.join('\n') + '\n')
  // The FIDE TXT list of the same size, from the rating benchmark's generator.
  const txt = join(tempDir(), `fide-${ROWS}.txt`)
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['test/bench/ratings.bench.ts', '--rows', String(ROWS), '--write', txt, '--write-only'],
    { cwd: ROOT, stdio: 'ignore' },
  )
  await page.goto(baseURL + 'ratings')
  const fide = page.getByRole('region', { name: 'Lista FIDE' })
  await fide.getByLabel('Archivo de la lista').setInputFiles(txt)
  await fide.getByLabel('Fecha de la lista').fill('2026-11-01')
  const fideStarted = Date.now()
  await fide.getByRole('button', { name: 'Importar' }).click()
  const fideDone = fide.getByText(/^Lista importada: /)
  await fideDone.waitFor({ timeout: 120_000 })
  const fideMs = Date.now() - fideStarted
  assert.match(await fideDone.textContent(), /^Lista importada: 40\.000 jugadores en /)
  const fideRate = Math.round(ROWS / (fideMs / 1000))
  log(`FIDE TXT import: ${ROWS} rows in ${(fideMs / 1000).toFixed(2)} s = ${fideRate} rows/s`)

  const panel = page.getByRole('region', { name: 'Lista FEDA' })
  await panel.getByLabel('Archivo de la lista').setInputFiles(csv)
  await panel.getByLabel('Fecha de la lista').fill('2026-11-13')
  const started = Date.now()
  await panel.getByRole('button', { name: 'Confirmar columnas e importar' }).click()
  const done = panel.getByText(/^Lista importada: /)
  await done.waitFor({ timeout: 120_000 })
  const ms = Date.now() - started
  const text = await done.textContent()
  assert.match(text, /^Lista importada: 40\.000 jugadores en \d+,\d s\.$/, 'Spanish figures:')
  const fedaRate = Math.round(ROWS / (ms / 1000))
  log(
    `FEDA import: ${ROWS} rows in ${(ms / 1000).toFixed(2)} s = ${fedaRate} rows/s (${text}); ${(fedaRate / fideRate).toFixed(2)}x the FIDE TXT rate per row`,
  )
  await page.getByText('Lista FEDA en uso: 13/11/2026, 40.000 jugadores.').waitFor()

  await page.getByLabel('Listas de rating', { exact: true }).selectOption('feda')
  const box = page.getByRole('searchbox', { name: 'Buscar en la lista' })
  await box.fill('garcia fernandez 0')
  const status = page.getByTestId('search-time')
  await status.getByText(/y 9950 más \(10\.000 en total\): afine la búsqueda\./).waitFor()
  await box.fill('Xoana')
  await page.getByRole('cell', { name: 'García Fernández 31337, Xoana', exact: true }).waitFor()
  log('search: 50 shown and 9950 more said; a given name alone finds the player')
  await screenshot('ratings-feda-search')
}

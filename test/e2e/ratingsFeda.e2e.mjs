// A 40,000-row FEDA list imported in the browser through the worker: the figures per row are
// printed beside the FIDE list's (54,000 rows a second), the list search says how many more
// match and finds a player by given name, and the screen writes Spanish figures.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

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
  await page.goto(baseURL + 'ratings')
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
  log(
    `FEDA import: ${ROWS} rows in ${(ms / 1000).toFixed(2)} s = ${Math.round(ROWS / (ms / 1000))} rows/s (${text})`,
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

// TRF import through the screens: a damaged file lists its errors by line and saves nothing; a
// Latin-1 file with a wrong points column and JaVaFo's `XXC rank white1` is read as Windows-1252
// with a notice, its warnings are listed by line, and it is imported only once they are accepted.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const player = (no, name, points, round) =>
  `001 ${String(no).padStart(4)}      ${name.padEnd(33)} 1800${' '.repeat(28)}${points.padStart(4)}    1  ${round}`

export default async function trfImport({ page, baseURL, assert, screenshot, log, tempDir }) {
  const dir = tempDir()
  const lines = [
    '012 Abierto de Navia',
    'XXR 5',
    player(1, 'Núñez, Íñigo', '1.0', '   2 w 1'),
    player(2, 'Ordóñez, Begoña', '1.0', '   1 b 0'),
    'XXC rank white1',
  ]
  const latin1 = join(dir, 'navia.trf')
  writeFileSync(latin1, Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'))
  const damaged = join(dir, 'roto.trf')
  writeFileSync(
    damaged,
    [lines[0], player(1, 'A', '1.0', '   2 w 1'), player(2, 'B', '0.0', '0000 - Z')].join('\n'),
  )

  await page.goto(baseURL + 'tournaments')
  await page.getByText('Todavía no hay torneos.').waitFor()
  const pick = page.getByLabel('Importar TRF para continuar un torneo')
  await pick.setInputFiles(damaged)
  const errors = page.getByRole('list', { name: 'Errores del archivo, por línea' })
  await errors
    .getByText('Línea 2, columna 92: Ronda 1: la línea del rival no recoge esta partida.')
    .waitFor()
  await errors.scrollIntoViewIfNeeded()
  await screenshot('trf-import-errors')
  log('damaged file: errors by line, nothing saved')

  await pick.setInputFiles(latin1)
  await page.getByText(/se ha leído como Windows-1252/).waitFor()
  await page
    .getByText('Primeros nombres: Núñez, Íñigo; Ordóñez, Begoña.', { exact: false })
    .waitFor()
  const warnings = page.getByRole('list', { name: 'Avisos del archivo, por línea' })
  assert.deepEqual(
    await warnings.getByRole('listitem').allTextContents(),
    [
      'Línea 4, columna 81: Jugador 2: la columna de puntos dice 1.0, pero sus resultados suman 0.0. Alfil usará los resultados.',
      'Línea 5, columna 5: XXC rank: los números iniciales se leen tal como están escritos, no por la posición en el archivo.',
    ],
    'warnings by line:',
  )
  await page.getByRole('button', { name: 'Aceptar los avisos e importar' }).scrollIntoViewIfNeeded()
  await screenshot('trf-import-warnings')
  await page.getByRole('button', { name: 'Cancelar' }).click()
  await page.getByText('Todavía no hay torneos.').waitFor()
  log('warnings shown; cancel imports nothing')

  await pick.setInputFiles(latin1)
  await page.getByRole('button', { name: 'Aceptar los avisos e importar' }).click()
  await page.getByRole('heading', { level: 1, name: 'Abierto de Navia' }).waitFor()
  await page.getByText('Núñez, Íñigo').first().waitFor()
  assert.equal(await page.getByText('�').count(), 0, 'no replacement characters:')
  log('imported after accepting the warnings')
}

// Categories and prizes: a finished 12-player Swiss gets a prize list typed one a line; the
// allocation gives one prize per player in the order of the bases (the overall prizes to the
// first places of the standings shown, the women's prize to the best woman left), a Veteranos
// prize nobody can take is "Desierto", and a bad line is refused naming its line.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')

export default async function tournamentsPrizes(h) {
  const { page, baseURL, assert, log } = h
  const trf = join(h.tempDir(), 'abierto-12.trf')
  writeFileSync(trf, execFileSync(TSX, ['test/bench/storageTrf.ts', '12', '5', '5'], { cwd: ROOT }))
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(trf)
  await page.getByRole('heading', { level: 1, name: 'Abierto de 12' }).waitFor()
  await page.getByRole('tab', { name: 'Clasificación' }).click()
  const standings = await page
    .getByRole('table', { name: 'Clasificación tras la ronda 5' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.cells].map((c) => c.textContent?.trim())))
  const panel = page.getByRole('region', { name: 'Premios y categorías' })
  const lines = panel.getByLabel('Premios, uno por línea, en el orden de las bases')
  await lines.fill('1.º general | general\n2.º general | provincia')
  await panel.getByRole('button', { name: 'Guardar premios' }).click()
  await page.getByText('Premio 2: categoría desconocida.').waitFor()
  await lines.fill(
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
  await h.screenshot('tournaments-prizes')
}

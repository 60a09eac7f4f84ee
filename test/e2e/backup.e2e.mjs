// Download a backup through the UI, wipe the database, restore the file through the UI: the
// same data comes back. Also: a damaged file is refused with JSON paths and changes nothing.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

async function addClub(page, name) {
  await page.getByRole('button', { name: 'Nuevo club' }).click()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('cell', { name, exact: true }).waitFor()
}

export default async function backup({ page, baseURL, assert, screenshot, log, tempDir }) {
  page.on('dialog', (d) => d.accept())
  await page.goto(baseURL + 'clubs')
  await addClub(page, 'Club Ajedrez Cangas del Narcea')
  await addClub(page, 'Club Ajedrez Luarca')
  await page.getByRole('navigation').getByRole('link', { name: 'Temporadas', exact: true }).click()
  // The seasons screen loads on demand: until it shows, the clubs form's "Nombre" is still there.
  await page.getByRole('heading', { level: 1, name: 'Temporadas' }).waitFor()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('2026')
  await page.getByLabel('Primer día').fill('2026-01-01')
  await page.getByLabel('Último día').fill('2026-12-31')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('rowheader', { name: '2026' }).waitFor()
  log('data entered')

  await page.getByRole('navigation').getByRole('link', { name: 'Ajustes', exact: true }).click()
  await page.locator('[data-testid=last-backup]', { hasText: 'Nunca' }).waitFor()
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Copias de seguridad', exact: true })
    .click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar copia de seguridad' }).click(),
  ])
  const dir = tempDir()
  const file = join(dir, download.suggestedFilename())
  await download.saveAs(file)
  assert.match(download.suggestedFilename(), /^alfil-copia-\d{4}-\d{2}-\d{2}\.json$/, 'file name:')
  const saved = JSON.parse(readFileSync(file, 'utf8'))
  assert.equal(saved.format, 'alfil-backup', 'format marker:')
  assert.deepEqual(
    saved.tables.clubs.map((c) => c.name),
    ['Club Ajedrez Cangas del Narcea', 'Club Ajedrez Luarca'].sort((a, b) =>
      saved.tables.clubs.find((c) => c.name === a).id <
      saved.tables.clubs.find((c) => c.name === b).id
        ? -1
        : 1,
    ),
    'clubs in the file:',
  )
  log('backup downloaded')

  await page.getByRole('navigation').getByRole('link', { name: 'Ajustes', exact: true }).click()
  await page.locator('[data-testid=last-backup]', { hasText: /20\d\d/ }).waitFor()
  await screenshot('settings')
  await page.getByRole('button', { name: 'Borrar todos los datos' }).click()
  await page.getByRole('navigation').getByRole('link', { name: 'Clubes', exact: true }).click()
  await page.getByText('Todavía no hay clubes.').waitFor()
  log('database wiped')

  // A damaged copy is refused, with the JSON path of each problem, and nothing changes.
  const broken = structuredClone(saved)
  broken.tables.seasons[0].endDate = 'diciembre'
  const brokenFile = join(dir, 'broken.json')
  writeFileSync(brokenFile, JSON.stringify(broken))
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Copias de seguridad', exact: true })
    .click()
  await page.getByLabel('Archivo de copia (.json)').setInputFiles(brokenFile)
  await page.getByText('$.tables.seasons[0].endDate').waitFor()
  await screenshot('backup-refused')

  await page.getByLabel('Archivo de copia (.json)').setInputFiles(file)
  await page.getByText(/Copia restaurada/).waitFor()
  await page.getByRole('navigation').getByRole('link', { name: 'Clubes', exact: true }).click()
  await page.getByRole('cell', { name: 'Club Ajedrez Cangas del Narcea' }).waitFor()
  await page.getByRole('cell', { name: 'Club Ajedrez Luarca' }).waitFor()
  await page.getByRole('navigation').getByRole('link', { name: 'Temporadas', exact: true }).click()
  await page.getByRole('rowheader', { name: '2026' }).waitFor()
  log('restored through the UI: same data')
}

// The registry in minutes (FAPA art. 6): 30 players of two clubs pasted from a spreadsheet
// (tab-separated, as a copy from it comes) with their season licences; the preview shows every
// line and two bad ones with their reasons, nothing is stored until confirmed, then 30 players
// and 30 licences are written in one action and the licence shows on a player's record.

async function seed(page) {
  await page.evaluate(async () => {
    const idb = await new Promise((resolve, reject) => {
      const req = indexedDB.open('alfil')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const at = '2026-09-01T00:00:00.000Z'
    const tx = idb.transaction(['clubs', 'seasons'], 'readwrite')
    for (const [id, name, short] of [
      ['c1', 'Real Club Oviedo', 'Oviedo'],
      ['c2', 'Club Gijón', null],
    ])
      tx.objectStore('clubs').put({
        id,
        name,
        shortName: short,
        registryNumber: null,
        venue: null,
        searchName: name.toLowerCase(),
        createdAt: at,
        updatedAt: at,
      })
    const y = new Date().getFullYear()
    tx.objectStore('seasons').put({
      id: 's1',
      name: `Temporada ${y}`,
      startDate: `${y - 1}-01-01`,
      endDate: `${y + 1}-12-31`,
      createdAt: at,
      updatedAt: at,
    })
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve
      tx.onerror = () => reject(tx.error)
    })
    idb.close()
  })
}

const HEAD = [
  'Nombre',
  'Primer apellido',
  'Segundo apellido',
  'Sexo',
  'ID FEDA',
  'Elo FEDA',
  'Club',
]

function block(extra = []) {
  const rows = Array.from({ length: 30 }, (_, k) =>
    [
      `Nombre${k + 1}`,
      `Apellido${k + 1}`,
      `Segundo${k + 1}`,
      k % 2 ? 'M' : 'F',
      String(24500 + k),
      String(1900 - 5 * k),
      k < 18 ? 'Oviedo' : 'Club Gijón',
    ].join('\t'),
  )
  return [HEAD.join('\t'), ...rows, ...extra].join('\n')
}

export default async function registryImport({ page, baseURL, assert, screenshot, log }) {
  await page.goto(baseURL + 'players')
  await page.getByRole('heading', { level: 1, name: 'Jugadores' }).waitFor()
  await seed(page)
  await page.reload()
  let clicks = 0
  const click = async (locator) => {
    clicks++
    await locator.click()
  }
  await click(page.getByText('Importar jugadores y licencias (hoja de cálculo o CSV)'))
  await page
    .getByRole('combobox', { name: 'Temporada de las licencias' })
    .selectOption({ label: `Temporada ${new Date().getFullYear()}` })
  // Two bad lines: no sex, and a club the registry does not have.
  const bad = [
    'Pedro\tSinsexo\t\t\t24600\t1500\tOviedo',
    'Rosa\tLejos\t\tF\t24601\t1500\tClub Langreo',
  ]
  await page.getByRole('textbox', { name: 'Bloque de la hoja de cálculo' }).fill(block(bad))
  await click(page.getByRole('button', { name: 'Vista previa' }))
  await page.getByText('30 líneas correctas, 2 con errores (no se importan).').waitFor()
  const table = page.getByRole('table', { name: 'Vista previa de la importación' })
  const rows = await table.locator('tbody tr').allTextContents()
  assert.equal(rows.length, 32, 'preview lines:')
  assert.match(rows[0], /^2Apellido1 Segundo1, Nombre1Real Club OviedoCorrecta$/, 'line 2:')
  assert.match(rows[30], /^32Sinsexo, PedroReal Club Oviedo.*sexo/i, 'line 32:')
  assert.match(rows[31], /^33Lejos, Rosa.*Club Langreo» no está en el registro/, 'line 33:')
  await table.scrollIntoViewIfNeeded()
  await screenshot('registryImport-preview')
  const before = await page.evaluate(async () => {
    const idb = await new Promise((r) => {
      const q = indexedDB.open('alfil')
      q.onsuccess = () => r(q.result)
    })
    const n = await new Promise((r) => {
      const q = idb.transaction('players').objectStore('players').count()
      q.onsuccess = () => r(q.result)
    })
    idb.close()
    return n
  })
  assert.equal(before, 0, 'players stored before confirming:')
  await click(page.getByRole('button', { name: 'Importar 30 jugadores' }))
  await page.getByText('Importados 30 jugadores y 30 licencias.').waitFor()
  await page.getByText('30 de 30 jugadores').waitFor()
  await screenshot('registryImport-done')
  await page.getByRole('searchbox', { name: /Buscar/ }).fill('Apellido30')
  await page.getByText('1 de 30 jugadores').waitFor()
  await click(page.getByRole('cell', { name: 'Apellido30 Segundo30, Nombre30' }))
  const licence = page.getByRole('region', { name: 'Licencias' }).locator('li').first()
  await licence.waitFor()
  assert.match(
    await licence.textContent(),
    new RegExp(`^Temporada ${new Date().getFullYear()} · .+ · Club Gijón`),
    'licence of line 31:',
  )
  await screenshot('registryImport-licence')
  log(`30 players with licences registered by paste in ${clicks} clicks`)
}

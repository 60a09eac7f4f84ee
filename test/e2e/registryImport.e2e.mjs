import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

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

/**
 * FAPA art. 6 from the FEDA list: a list whose club column names Real Club Oviedo for six players
 * (three not in the registry, one without sex, Nombre1 already licensed for Oviedo, Nombre19
 * licensed for Gijón) and one of another club; the club's players are found by that column, the
 * preview names each finding, nothing is written until confirmed, then three players are
 * registered with their licences in one action.
 */
async function fromFedaList({ page, baseURL, assert, screenshot, log, tempDir }) {
  const csv = join(tempDir(), 'feda-oviedo.csv')
  writeFileSync(
    csv,
    [
      'ID FEDA;Nombre;ID FIDE;Elo;Nacimiento;Sexo;Club;Federación',
      '24500;Apellido1 Segundo1, Nombre1;;1900;1990;F;Real Club Oviedo;AST',
      '24518;Apellido19 Segundo19, Nombre19;;1810;1990;F;REAL CLUB OVIEDO;AST',
      '31001;Álvarez Cueto, Begoña;2290001;1850;2001;F;Real Club Oviedo;AST',
      '31002;Fernández Suárez, Íñigo;;1720;2005;M;Real Club Oviedo;AST',
      '31003;Menéndez, Xuan;;1600;2010;M;Real Club Oviedo;AST',
      '31004;Sinsexo, Pepe;;1500;2011;;Real Club Oviedo;AST',
      '31005;Otro Club, Ana;;1700;1999;F;Club Ajedrez Llanes;AST',
    ].join('\n') + '\n',
  )
  await page.goto(baseURL + 'ratings')
  const panel = page.getByRole('region', { name: 'Lista FEDA' })
  await panel.getByLabel('Archivo de la lista').setInputFiles(csv)
  await panel.getByLabel('Fecha de la lista').fill('2026-11-13')
  await panel.getByRole('button', { name: 'Confirmar columnas e importar' }).click()
  await panel.getByText(/^Lista importada: 7 jugadores en /).waitFor()
  await page.goto(baseURL + 'players')
  await page.getByText('Licencias de un club desde la lista FEDA').click()
  await page
    .getByRole('combobox', { name: 'Club de la licencia' })
    .selectOption({ label: 'Real Club Oviedo' })
  assert.equal(await page.getByLabel('Club en la lista FEDA').inputValue(), 'Real Club Oviedo')
  await page.getByRole('button', { name: 'Buscar en la lista' }).click()
  await page.getByText('6 jugadores de la lista con ese club.').waitFor()
  await page.getByRole('button', { name: 'Revisar 6 licencias' }).click()
  const plan = page.getByRole('table', { name: 'Licencias que se expedirán' })
  await plan.waitFor()
  const lines = await plan.locator('tbody tr').allTextContents()
  const byName = Object.fromEntries(
    lines.map((l) => [l.replace(/(Licencia|Alta|Ya|Falta|Indique|El sexo|Sexo).*$/, ''), l]),
  )
  log(`FEDA plan: ${lines.join(' | ')}`)
  assert.match(
    byName['Apellido1 Segundo1, Nombre1'] ?? '',
    /art\. 6 a/,
    'already licensed for Oviedo:',
  )
  assert.match(
    byName['Apellido19 Segundo19, Nombre19'] ?? '',
    /otro club .*art\. 6 b/,
    'licensed for Gijón:',
  )
  assert.match(byName['Álvarez Cueto, Begoña'] ?? '', /Alta en el registro y licencia$/)
  assert.match(byName['Fernández Suárez, Íñigo'] ?? '', /Alta en el registro y licencia$/)
  assert.match(byName['Menéndez, Xuan'] ?? '', /Alta en el registro y licencia$/)
  assert.ok(!/Alta|Licencia para/.test(byName['Sinsexo, Pepe'] ?? 'x'), 'no sex, no player:')
  await plan.scrollIntoViewIfNeeded()
  await screenshot('registryImport-feda-plan')
  await page.getByText('30 de 30 jugadores').waitFor()
  await page.getByRole('button', { name: 'Expedir 3 licencias' }).click()
  await page.getByText('3 licencias expedidas (3 jugadores nuevos en el registro).').waitFor()
  await page.getByText('33 de 33 jugadores').waitFor()
  await page.getByRole('searchbox', { name: /Buscar/ }).fill('Menéndez')
  await page.getByRole('cell', { name: 'Menéndez, Xuan' }).click()
  const licence = page.getByRole('region', { name: 'Licencias' }).locator('li').first()
  await licence.waitFor()
  assert.match(
    await licence.textContent(),
    new RegExp(`^Temporada ${new Date().getFullYear()} · .+ · Real Club Oviedo`),
    'licence from the FEDA list:',
  )
  await screenshot('registryImport-feda-licence')
}

export default async function registryImport(helpers) {
  await fromPaste(helpers)
  await fromFedaList(helpers)
}

async function fromPaste({ page, baseURL, assert, screenshot, log }) {
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

// Download a backup through the UI, wipe the database, restore the file through the UI: the
// same data comes back. Also: a damaged file (a row, a competition record, a tournament log that
// does not fold) is refused with JSON paths and changes nothing.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A `001` line in the TRF-16 columns. */
const player = (no, name, points, round) =>
  `001 ${String(no).padStart(4)}      ${name.padEnd(33)} 1800${' '.repeat(28)}${points.padStart(4)}    1  ${round}`

/** An open of four players after round 1, imported from a TRF, so the backup holds its log. */
async function importOpen(page, baseURL, dir) {
  const trf = join(dir, 'luarca.trf')
  writeFileSync(
    trf,
    [
      '012 Abierto de Luarca',
      'XXR 5',
      player(1, 'Nuño, Íñigo', '1.0', '   2 w 1'),
      player(2, 'Ordóñez, Marta', '0.0', '   1 b 0'),
      player(3, 'Pérez, Luis', '0.5', '   4 w ='),
      player(4, 'Ruiz, Dora', '0.5', '   3 b ='),
    ].join('\n') + '\n',
  )
  await page.goto(baseURL + 'tournaments')
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(trf)
  await page.getByRole('heading', { level: 1, name: 'Abierto de Luarca' }).waitFor()
}

async function addClub(page, name) {
  await page.getByRole('button', { name: 'Nuevo club' }).click()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('cell', { name, exact: true }).waitFor()
}

export default async function backup({ page, baseURL, assert, screenshot, log, tempDir }) {
  page.on('dialog', (d) => d.accept())
  const dir = tempDir()
  await importOpen(page, baseURL, dir)
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

  const restore = page.getByRole('button', { name: 'Sustituir los datos por la copia' })
  await page.getByLabel('Archivo de copia (.json)').setInputFiles(file)
  await page.getByRole('table', { name: 'Registros por tabla, ahora y en la copia' }).waitFor()
  await screenshot('backup-preview')
  await restore.click()
  await page.getByText(/Copia restaurada/).waitFor()
  await page.getByRole('navigation').getByRole('link', { name: 'Clubes', exact: true }).click()
  await page.getByRole('cell', { name: 'Club Ajedrez Cangas del Narcea' }).waitFor()
  await page.getByRole('cell', { name: 'Club Ajedrez Luarca' }).waitFor()
  await page.getByRole('navigation').getByRole('link', { name: 'Temporadas', exact: true }).click()
  await page.getByRole('rowheader', { name: '2026' }).waitFor()
  log('restored through the UI: same data')

  // A club added after the backup; restoring the backup keeps today's data as a safety copy.
  await page.getByRole('navigation').getByRole('link', { name: 'Clubes', exact: true }).click()
  await addClub(page, 'Club Ajedrez Tineo')
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Copias de seguridad', exact: true })
    .click()
  await page.getByLabel('Archivo de copia (.json)').setInputFiles(file)
  const preview = page.getByRole('table', { name: 'Registros por tabla, ahora y en la copia' })
  await preview.getByRole('row', { name: /^Clubes 3 .* 2 / }).waitFor()
  await restore.click()
  await page.getByText(/Los datos anteriores quedan en las copias automáticas/).waitFor()
  const copies = page.getByRole('table', {
    name: 'Copias automáticas guardadas en este dispositivo',
  })
  await copies.getByRole('row').nth(1).waitFor()
  assert.equal(await copies.getByRole('row').count(), 2, 'safety copies listed (with header):')
  log('safety copy taken and listed')

  // A damaged competition record is refused by JSON path: the data and the safety copy stay.
  const damaged = structuredClone(saved)
  damaged.tables.teamCompetitions = [{ id: 'x', name: 'Primera', teams: 'x' }]
  damaged.tables.tournaments = [{ id: 't', name: 'Abierto', doc: null }]
  const damagedFile = join(dir, 'damaged.json')
  writeFileSync(damagedFile, JSON.stringify(damaged))
  await page.getByLabel('Archivo de copia (.json)').setInputFiles(damagedFile)
  await page.getByText('$.tables.tournaments[0].doc', { exact: true }).waitFor()
  await page.getByText('$.tables.teamCompetitions[0].teams', { exact: true }).waitFor()
  assert.equal(await restore.count(), 0, 'no restore offered for a damaged file:')
  assert.equal(await copies.getByRole('row').count(), 2, 'safety copy still listed:')
  await screenshot('backup-damaged-refused')
  await page.getByRole('navigation').getByRole('link', { name: 'Clubes', exact: true }).click()
  await page.getByRole('cell', { name: 'Club Ajedrez Luarca' }).waitFor()
  assert.equal(
    await page.getByRole('cell', { name: 'Club Ajedrez Tineo' }).count(),
    0,
    'the restored backup is still in place:',
  )
  log('damaged backup refused; old data intact')

  // A tournament log that does not fold (a result on a board round 1 does not have) is refused
  // with the path of its entry; the tournament on the device still opens with its results.
  const badLog = structuredClone(saved)
  const events = badLog.tables.tournamentEvents
  const last = events.at(-1)
  events.push({
    ...last,
    seq: last.seq + 1,
    type: 'result-set',
    payload: { round: 1, board: 7, result: '1-0' },
  })
  const badLogFile = join(dir, 'bad-log.json')
  writeFileSync(badLogFile, JSON.stringify(badLog))
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Copias de seguridad', exact: true })
    .click()
  await page.getByLabel('Archivo de copia (.json)').setInputFiles(badLogFile)
  await page.getByText(`$.tables.tournamentEvents[${events.length - 1}]`, { exact: true }).waitFor()
  assert.equal(await restore.count(), 0, 'no restore offered for a log that does not fold:')
  assert.equal(await copies.getByRole('row').count(), 2, 'safety copy still listed:')
  await screenshot('backup-bad-log-refused')
  await page.getByRole('navigation').getByRole('link', { name: 'Torneos', exact: true }).click()
  await page.getByRole('link', { name: 'Abierto de Luarca' }).click()
  await page.getByRole('heading', { level: 1, name: 'Abierto de Luarca' }).waitFor()
  await page.getByText('Ordóñez, Marta').first().waitFor()
  log(
    `tournament log refused at $.tables.tournamentEvents[${events.length - 1}]; tournament intact`,
  )

  // Getting the safety copy back brings Tineo back (and keeps the replaced data in turn).
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Copias de seguridad', exact: true })
    .click()
  await copies.getByRole('button', { name: /^Recuperar la copia automática/ }).click()
  await restore.click()
  await copies.getByRole('row').nth(2).waitFor()
  await screenshot('backup-safety-copies')
  assert.equal(await copies.getByRole('row').count(), 3, 'two safety copies now:')
  await page.getByRole('navigation').getByRole('link', { name: 'Clubes', exact: true }).click()
  await page.getByRole('cell', { name: 'Club Ajedrez Tineo' }).waitFor()
  log('safety copy restored')
}

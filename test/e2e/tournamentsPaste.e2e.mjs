// Players pasted from a spreadsheet into a tournament: a tab-separated block with a heading
// line and one bad line is previewed line by line (the bad one says its line, field and reason),
// nothing is registered before the confirmation, then the good lines are registered at once.
// A second block, semicolon-separated and without a heading, refuses an ID already registered.

const BLOCK = [
  'Nombre\tID FIDE\tElo FIDE\tSexo\tClub',
  'Arias Prieto, Lucía\t2290101\t2105\tMujer\tCA Oviedo',
  'Blanco Sela, Hugo\t2290102\t1980\tHombre\tCA Gijón',
  'Cuesta Mier, Iván\t2290103\t19x0\tHombre\t',
  'Díaz Tuñón, Sara\t2290104\t1744\tMujer\tCA Oviedo',
].join('\n')

export default async function tournamentsPaste(h) {
  const { page, baseURL, assert } = h
  page.setDefaultTimeout(30_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Nombre', { exact: true }).fill('Abierto de Mieres')
  await page.getByRole('button', { name: 'Crear torneo' }).click()
  await page.getByRole('heading', { level: 1, name: 'Abierto de Mieres' }).waitFor()
  const entrants = page.getByRole('table', { name: 'Jugadores inscritos' }).locator('tbody tr')

  await page.getByText('Pegar jugadores desde una hoja de cálculo').click()
  await page.getByLabel('Filas pegadas').fill(BLOCK)
  await page.getByRole('button', { name: 'Vista previa' }).click()
  await page
    .getByText('3 jugadores listos para inscribir, 1 líneas con errores (no se inscriben).')
    .waitFor()
  const preview = page.getByRole('table', { name: 'Vista previa de los jugadores pegados' })
  const rows = await preview
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())))
  assert.deepEqual(
    rows,
    [
      ['2', 'Arias Prieto, Lucía', '2290101', '2105', 'Se inscribirá'],
      ['3', 'Blanco Sela, Hugo', '2290102', '1980', 'Se inscribirá'],
      [
        '4',
        'Cuesta Mier, Iván',
        '',
        '',
        'Línea 4: Elo FIDE: El Elo es un número entero entre 1400 y 3000; déjelo vacío si no tiene.',
      ],
      ['5', 'Díaz Tuñón, Sara', '2290104', '1744', 'Se inscribirá'],
    ],
    'the preview shows every line, the bad one located:',
  )
  assert.match(
    await entrants.first().textContent(),
    /^Todavía no hay jugadores inscritos/,
    'nothing is registered before the confirmation:',
  )
  await h.screenshot('tournaments-paste-preview')
  await page.getByRole('button', { name: 'Inscribir 3 jugadores' }).click()
  await page.getByText('3 jugadores inscritos.').waitFor()
  // The table follows the store a moment after the status line: wait for its last new row.
  await entrants.filter({ hasText: 'Díaz Tuñón, Sara' }).waitFor()
  const names = await entrants.evaluateAll((trs) => trs.map((tr) => tr.cells[1].textContent))
  assert.deepEqual(
    names,
    ['Arias Prieto, Lucía', 'Blanco Sela, Hugo', 'Díaz Tuñón, Sara'],
    'the good lines are registered:',
  )
  const lucia = (await entrants.nth(0).locator('td').allTextContents()).map((c) => c.trim())
  assert.equal(lucia[1], 'Arias Prieto, Lucía', 'the name from the sheet:')
  assert.match(lucia[3], /^2105 /, 'with the rating from the sheet:')

  // Without a heading, semicolons: the order name; FIDE ID; FEDA ID; FIDE rating...
  await page
    .getByLabel('Filas pegadas')
    .fill('Cuesta Mier, Iván;2290103;;1990\nOtra, Sara;2290104;;1700')
  await page.getByRole('button', { name: 'Vista previa' }).click()
  await page.getByText('Sin fila de títulos: columnas en el orden indicado.').waitFor()
  await preview
    .getByText('Línea 2: ID FIDE: El ID FIDE 2290104 ya lo tiene Díaz Tuñón, Sara (n.º 3).')
    .waitFor()
  await h.screenshot('tournaments-paste-no-heading')
  await page.getByRole('button', { name: 'Inscribir 1 jugadores' }).click()
  await page.getByText('1 jugadores inscritos.').waitFor()
  await entrants.filter({ hasText: 'Cuesta Mier, Iván' }).waitFor()
  assert.equal(await entrants.count(), 4, 'the one good line is registered:')
}

// Add a club and a player through the UI, reload, both are still there; a refused save keeps
// what was typed. Screenshots of the registry screens.
export default async function registry({ page, baseURL, assert, screenshot, log }) {
  await page.goto(baseURL + 'clubs')
  await page.getByRole('heading', { level: 1, name: 'Clubes' }).waitFor()
  await page.getByRole('button', { name: 'Nuevo club' }).click()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Club Ajedrez Llanes')
  await page.getByRole('textbox', { name: 'Nombre abreviado' }).fill('Llanes')
  await page.getByRole('textbox', { name: 'N.º de registro' }).fill('AS-0042')
  await page.getByRole('textbox', { name: 'Local de juego' }).fill('Casa de Cultura de Llanes')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('cell', { name: 'Club Ajedrez Llanes' }).waitFor()
  log('club added')

  await page.getByRole('navigation').getByRole('link', { name: 'Jugadores', exact: true }).click()
  await page.getByRole('button', { name: 'Nuevo jugador' }).click()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Covadonga')
  await page.getByRole('textbox', { name: 'Segundo apellido' }).fill('Pidal')
  await page.getByRole('textbox', { name: 'ID FIDE' }).fill('2299001')
  await page.getByRole('textbox', { name: 'Elo FIDE clásico' }).fill('1985')
  await page.getByRole('button', { name: 'Guardar' }).click()
  // Refused: no first surname, no sex. The typed values stay.
  await page.getByText('Escriba el primer apellido.').waitFor()
  await page.getByText('Indique el sexo.').waitFor()
  assert.equal(
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue(),
    'Covadonga',
    'given name kept:',
  )
  assert.equal(
    await page.getByRole('textbox', { name: 'Elo FIDE clásico' }).inputValue(),
    '1985',
    'rating kept:',
  )
  await screenshot('registry-player-form-errors')
  log('validation errors shown, input kept')

  await page.getByRole('textbox', { name: 'Primer apellido' }).fill('Álvarez')
  await page.getByRole('combobox', { name: 'Sexo', exact: true }).selectOption('F')
  await page
    .getByRole('combobox', { name: 'Club', exact: true })
    .selectOption({ label: 'Club Ajedrez Llanes' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('cell', { name: 'Álvarez Pidal, Covadonga' }).waitFor()
  log('player added')

  await page.reload()
  await page.getByRole('cell', { name: 'Álvarez Pidal, Covadonga' }).waitFor()
  const row = page.getByRole('row', { name: /Álvarez Pidal, Covadonga/ })
  assert.match(await row.textContent(), /1985/, 'rating after reload:')
  assert.match(await row.textContent(), /Llanes/, 'club after reload:')
  await page.getByRole('searchbox', { name: 'Buscar jugadores' }).fill('pidal')
  await page.getByText('1 de 1 jugadores').waitFor()
  await screenshot('registry-players')

  await page.goto(baseURL + 'clubs')
  await page.getByRole('cell', { name: 'Club Ajedrez Llanes' }).waitFor()
  await screenshot('registry-clubs')
  log('both still there after reload')

  // Licences (FAPA art. 3, 6): a season in progress, a player licence for Llanes, then a move to
  // another club is refused with the article, keeping what was typed.
  await page.getByRole('button', { name: 'Nuevo club' }).click()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Club Ajedrez Ribadesella')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('cell', { name: 'Club Ajedrez Ribadesella' }).waitFor()
  const year = new Date().getFullYear()
  await page.getByRole('navigation').getByRole('link', { name: 'Temporadas', exact: true }).click()
  // The seasons screen loads on demand: until it shows, the clubs form's "Nombre" is still there.
  await page.getByRole('heading', { level: 1, name: 'Temporadas' }).waitFor()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(String(year))
  await page.getByLabel('Primer día').fill(`${year}-01-01`)
  await page.getByLabel('Último día').fill(`${year}-12-31`)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('rowheader', { name: String(year) }).waitFor()

  await page.getByRole('navigation').getByRole('link', { name: 'Jugadores', exact: true }).click()
  await page.getByRole('cell', { name: 'Álvarez Pidal, Covadonga' }).click()
  const licences = page.getByRole('form', { name: 'Expedir licencia' })
  await licences
    .getByRole('combobox', { name: 'Club de la licencia' })
    .selectOption({ label: 'Club Ajedrez Llanes' })
  await licences.getByRole('button', { name: 'Expedir licencia' }).click()
  await page.getByText(`${year} · Jugador · Club Ajedrez Llanes`).waitFor()
  await licences.getByRole('button', { name: 'Expedir licencia' }).click()
  await page
    .getByText('Ya tiene una licencia de ese tipo en esta temporada (FAPA art. 6 a).')
    .waitFor()
  log('licence issued; a second one refused (art. 6 a)')

  await page.getByRole('textbox', { name: 'Elo FIDE clásico' }).fill('2010')
  await page
    .getByRole('combobox', { name: 'Club', exact: true })
    .selectOption({ label: 'Club Ajedrez Ribadesella' })
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page
    .getByText('No se puede cambiar de club una vez comenzada la temporada (FAPA art. 6 d).')
    .first()
    .waitFor()
  assert.equal(
    await page.getByRole('textbox', { name: 'Elo FIDE clásico' }).inputValue(),
    '2010',
    'typed rating kept:',
  )
  await screenshot('registry-player-licences')
  log('club change refused (art. 6 d), input kept')
}

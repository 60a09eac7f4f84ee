// Registration at the desk: with a FIDE list imported, a 30-player Swiss goes from the list of
// tournaments to round-1 pairings with every player found by typing a few letters of the name
// and Enter, and the test prints the keystrokes and clicks it took (goal: under 300 and 60).
// Then the data stays clean: the same player again is refused naming who has the FIDE ID, the
// inline form refuses a duplicate FIDE ID and "18x0" as a rating on their fields, and after
// Añadir the keyboard is back in the name field.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag'
const OFFSETS = [
  0, 15, 76, 80, 84, 89, 94, 109, 113, 119, 123, 126, 132, 136, 139, 145, 149, 152, 158, 162, 166,
]
const SURNAMES = [
  'Abella',
  'Bermejo',
  'Cabal',
  'Dorado',
  'Escobar',
  'Fuertes',
  'Galán',
  'Herrero',
  'Iglesias',
  'Jurado',
  'Lamas',
  'Llorente',
  'Montes',
  'Naves',
  'Otero',
  'Prieto',
  'Quesada',
  'Rubio',
  'Solís',
  'Tejedor',
  'Ugarte',
  'Valdés',
  'Zapico',
  'Arias',
  'Blanco',
  'Cuervo',
  'Díaz',
  'Estrada',
  'Fonseca',
  'Gutiérrez',
]

const line = (values) =>
  values
    .map((v, i) => {
      const w = OFFSETS[i + 1] - OFFSETS[i]
      return v.length >= w ? v.slice(0, w) : v + ' '.repeat(w - v.length)
    })
    .join('')

/** A FIDE TXT list: the 30 players of the open and 40 others with similar names. */
function fideList(dir) {
  const rows = SURNAMES.map((s, i) => [
    String(2_290_001 + i),
    `${s} Rodríguez, ${i % 3 === 0 ? 'Marta' : 'Pablo'}`,
    'ESP',
    i % 3 === 0 ? 'F' : 'M',
    i < 3 ? 'IM' : '',
    i === 0 ? 'WGM' : '',
    '',
    '',
    String(2400 - i * 23),
    '9',
    '20',
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
    String(1970 + i),
    i % 3 === 0 ? 'w' : '',
  ])
  for (let i = 0; i < 40; i++)
    rows.push([
      String(3_100_001 + i),
      `Zz${SURNAMES[i % 30]}, Otro`,
      'FRA',
      'M',
      '',
      '',
      '',
      '',
      String(1600 + i),
      '0',
      '20',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1990',
      '',
    ])
  const file = join(dir, 'players_list_foa.txt')
  writeFileSync(file, [HEADER, ...rows.map(line)].join('\n') + '\n')
  return file
}

export default async function tournamentsRegistration(h) {
  const { page, baseURL, assert, log } = h
  page.setDefaultTimeout(30_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${baseURL}ratings`)
  const panel = page.getByRole('region', { name: 'Lista FIDE' })
  await panel.getByLabel('Archivo de la lista').setInputFiles(fideList(h.tempDir()))
  await panel.getByLabel('Fecha de la lista').fill('2026-11-01')
  await panel.getByRole('button', { name: 'Importar' }).click()
  await panel.getByText(/^Lista importada: /).waitFor({ timeout: 60_000 })
  log('FIDE list of 70 players imported')

  // From here every key and click is counted.
  let keys = 0
  let clicks = 0
  const type = async (text) => {
    keys += text.length
    await page.keyboard.type(text)
  }
  const press = async (key) => {
    keys += 1
    await page.keyboard.press(key)
  }
  const click = async (locator) => {
    clicks += 1
    await locator.click()
  }
  await click(page.getByRole('link', { name: 'Torneos' }))
  await click(page.getByLabel('Nombre', { exact: true }))
  await type('Abierto de Llanes')
  await click(page.getByRole('button', { name: 'Crear torneo' }))
  await page.getByRole('heading', { level: 1, name: 'Abierto de Llanes' }).waitFor()
  const search = page.getByRole('combobox', { name: /Buscar jugador/ })
  const entrants = page.getByRole('table', { name: 'Jugadores inscritos' }).locator('tbody tr')
  await click(search)
  for (const [i, surname] of SURNAMES.entries()) {
    const typed = surname.slice(0, 4).toLowerCase()
    await type(typed)
    const first = page.getByRole('option', { selected: true })
    await first.getByText(new RegExp(`^(IM · )?${surname} Rodríguez`)).waitFor()
    await press('Enter')
    await entrants.nth(i).getByText(`${surname} Rodríguez`).waitFor()
  }
  assert.equal(await entrants.count(), 30, 'players registered from the list:')
  const firstRow = await entrants.nth(0).locator('td').allTextContents()
  assert.deepEqual(
    firstRow.slice(1, 5).map((c) => c.trim()),
    ['Abella Rodríguez, Marta', 'IM', '2400 FIDE estándar', 'ESP'],
    'the list fills name, title, rating with its source and federation:',
  )
  await h.screenshot('tournaments-registration-list')
  await click(page.getByRole('button', { name: 'Confirmar orden inicial (FAPA art. 28)' }))
  await click(page.getByRole('tab', { name: 'Rondas' }))
  await click(page.getByRole('button', { name: 'Emparejar ronda 1' }))
  await page.getByRole('table', { name: 'Emparejamientos de la ronda 1' }).waitFor()
  log(
    `30-player registration through list search to round-1 pairings: ${keys} keystrokes, ${clicks} clicks`,
  )
  assert.ok(
    keys < 300 && clicks < 60,
    `goal under 300 keystrokes and 60 clicks, got ${keys} and ${clicks}`,
  )

  // Clean data: the same player again, from the list and by hand.
  await page.getByRole('tab', { name: 'Jugadores' }).click()
  await search.fill('2290002')
  await page
    .getByRole('option', { selected: true })
    .getByText(/Bermejo Rodríguez/)
    .waitFor()
  await search.press('Enter')
  await page
    .getByRole('status')
    .getByText('El ID FIDE 2290002 ya lo tiene Bermejo Rodríguez, Pablo (n.º 2).')
    .waitFor()
  const form = page.getByRole('form', { name: 'Inscribir jugador nuevo' })
  await form.getByLabel('Apellidos, Nombre').fill('Copia, Pablo')
  await form.getByLabel('ID FIDE').fill('2290002')
  await form.getByLabel('Elo FIDE').fill('18x0')
  await form.getByLabel('Apellidos, Nombre').press('Enter')
  await form.getByText('El ID FIDE 2290002 ya lo tiene Bermejo Rodríguez, Pablo (n.º 2).').waitFor()
  await form
    .getByText('El Elo es un número entero entre 1400 y 3000; déjelo vacío si no tiene.')
    .waitFor()
  assert.equal(await entrants.count(), 30, 'nothing registered while a field is wrong:')
  await h.screenshot('tournaments-registration-refused')
  await form.getByLabel('ID FIDE').fill('2290099')
  await form.getByLabel('Elo FIDE').fill('1850')
  await form.getByLabel('Sexo').selectOption('m')
  await form.getByLabel('Club').fill('Club Ajedrez Llanes')
  await form.getByLabel('Elo FIDE').press('Enter')
  // Round 1 is paired: C.04.2 Art. 2.3 offers the place of the rating order; the next number is
  // chosen here.
  await page
    .getByRole('dialog', { name: 'Incorporación tardía de Copia, Pablo' })
    .getByRole('button', { name: 'Dar el n.º siguiente (31)' })
    .click()
  await entrants.nth(30).getByText('Copia, Pablo').waitFor()
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('name')),
    'entrantName',
    'after Añadir the keyboard is in the name field:',
  )
  assert.equal(await form.getByLabel('Club').inputValue(), 'Club Ajedrez Llanes', 'the club stays:')
}

// The federation's round of a 10-team 1st division (8 boards, art. 73.2), from the packages out
// to the actas back: the director registers ten teams of ten clubs, pairs round 1 (Berger, art.
// 72), gives it a date and exports each club's whole calendar; each of the five home clubs fills
// and signs its acta on its own tablet (820x1180, touch) with the key its package carries; the
// federation imports the five files in one go and the standings show ten teams with one match
// each. Prints the clicks of the federation and the taps of the tablets.
import { readFileSync, rmSync } from 'node:fs'
import { download, launchTablet, signActa } from './tablet.mjs'

const TOWNS = [
  'Oviedo',
  'Gijón',
  'Avilés',
  'Mieres',
  'Langreo',
  'Siero',
  'Llanes',
  'Cangas',
  'Grado',
  'Navia',
]
// Home team's board results, one acta per home club: 1-0, ½-½ and 0-1 only.
const RESULTS = ['1-0', '½-½', '0-1', '1-0', '½-½', '½-½', '0-1', '1-0']

/** The select value the club list gives a club typed on teams (no registry entry). */
const clubValue = (club) =>
  `club:${club
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}`

export default async function federationRound({ page, baseURL, assert, screenshot, log, tempDir }) {
  const dir = tempDir()
  const count = { setup: 0, round: 0, taps: 0, fields: 0 }
  let phase = 'setup'
  const click = async (locator) => {
    count[phase]++
    await locator.click()
  }
  const choose = async (locator, value) => {
    count[phase]++
    await locator.selectOption(value)
  }
  const fill = async (locator, value) => {
    count.fields++
    await locator.fill(value)
  }

  await page.goto(baseURL + 'teams')
  await fill(
    page.getByRole('textbox', { name: 'Nombre de la competición' }),
    '1.ª categoría 2026-27',
  )
  await choose(page.getByRole('combobox', { name: 'Categoría' }), { label: '1.ª categoría' })
  await click(page.getByRole('button', { name: 'Crear competición' }))
  await page.getByRole('heading', { level: 2, name: '1.ª categoría 2026-27' }).waitFor()
  for (const [n, town] of TOWNS.entries()) {
    await fill(page.getByRole('textbox', { name: 'Nombre del equipo' }), `${town} A`)
    await fill(page.getByRole('textbox', { name: 'Club', exact: true }), `Club ${town}`)
    const order = Array.from(
      { length: 10 },
      (_, k) => `Jugador${n + 1} Apellido${k + 1} Segundo${k + 1}; ${2300 - 50 * n - 10 * k}`,
    ).join('\n')
    await fill(page.getByRole('textbox', { name: 'Orden de fuerza' }), order)
    await click(page.getByRole('button', { name: 'Inscribir equipo' }))
    await page.getByRole('cell', { name: `${town} A`, exact: true }).waitFor()
  }
  log(`10 teams registered: ${count.setup} clicks, ${count.fields} fields filled`)

  // The round: pair, date it, send every club its calendar.
  phase = 'round'
  await click(page.getByRole('button', { name: 'Emparejar ronda 1' }))
  await page.getByRole('table', { name: 'Encuentros de la ronda 1' }).waitFor()
  await page.goto(baseURL + 'actas?v=fed')
  const today = await page.evaluate(() => {
    const d = new Date()
    const p = (n) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
  })
  await fill(page.getByLabel('Fecha de la ronda 1'), today)
  const packages = new Map()
  for (const town of TOWNS) {
    await choose(
      page.getByRole('combobox', { name: 'Club', exact: true }),
      clubValue(`Club ${town}`),
    )
    const path = await download(
      page,
      () => click(page.getByRole('button', { name: 'Exportar calendario del club' })),
      dir,
      `${town}.json`,
    )
    await page.getByText(/^Exportado temporada-.*\.json: /).waitFor()
    packages.set(`Club ${town}`, path)
  }
  const oviedo = JSON.parse(readFileSync(packages.get('Club Oviedo'), 'utf8'))
  const [part] = oviedo.competitions
  assert.equal(part.boards, 8, 'boards in the 1st division (art. 73.2):')
  assert.equal(part.teams.length, 10, 'teams in the package:')
  // A 10-team Berger league: nine rounds, all in the calendar though only round 1 is paired.
  assert.deepEqual(
    part.fixtures.map((f) => f.round),
    [1, 2, 3, 4, 5, 6, 7, 8, 9],
    'rounds of Oviedo A in its package:',
  )
  await screenshot('federationRound-1-packages')
  const teamById = new Map(part.teams.map((x) => [x.id, x]))
  const round1 = []
  for (const path of packages.values()) {
    const pkg = JSON.parse(readFileSync(path, 'utf8'))
    for (const f of pkg.competitions[0].fixtures)
      if (f.round === 1 && !round1.some((x) => x.matchId === f.matchId)) round1.push(f)
  }
  assert.equal(round1.length, 5, 'matches of round 1:')
  log(`${packages.size} packages exported; round 1: ${round1.length} matches`)

  // Each home club's tablet: import its package, fill, sign with its key, export.
  const actas = []
  const tap = async (locator) => {
    count.taps++
    await locator.tap()
  }
  for (const [i, f] of round1.entries()) {
    const home = teamById.get(f.homeId)
    const away = teamById.get(f.awayId)
    const profile = tempDir()
    const context = await launchTablet(profile)
    try {
      const tablet = context.pages()[0] ?? (await context.newPage())
      tablet.on('pageerror', (e) => console.error(`  [tablet] page error: ${e.message}`))
      await tablet.goto(baseURL + 'actas')
      count.taps++
      await tablet.locator('#ms-package').setInputFiles(packages.get(home.clubId))
      await tablet
        .getByText(/^Calendario de .+ importado: 1 competición, 9 encuentros\.$/)
        .waitFor()
      await tap(tablet.getByRole('button', { name: `Ronda 1 · ${home.name} – ${away.name}` }))
      for (const [field, value] of [
        ['Local de juego', `Casa de Cultura de ${home.name.slice(0, -2)}`],
        ['Árbitro (nombre y dos apellidos)', 'Ana Pérez López'],
        ['Capitán local', 'Luis García Díaz'],
        ['Capitán visitante', 'Marta Sánchez Ruiz'],
      ])
        await fill(tablet.getByRole('textbox', { name: field, exact: true }), value)
      for (const side of ['local', 'visitante']) {
        const region = tablet.getByRole('region', { name: new RegExp(`^Alineación ${side}`) })
        for (let k = 1; k <= 8; k++)
          await tap(
            region.getByRole('button', { name: new RegExp(`^Poner a Jugador\\d+ Apellido${k} `) }),
          )
        await region.getByText('Sin problemas en la alineación.').waitFor()
      }
      for (const [b, r] of RESULTS.entries())
        await tap(
          tablet
            .getByRole('radiogroup', { name: `Resultado del tablero ${b + 1}` })
            .getByRole('radio', { name: new RegExp(`^${r}, `) }),
        )
      await tablet.getByText('Total: 4½ – 3½').waitFor()
      await signActa(tablet, tap)
      if (i === 0) await screenshot('federationRound-2-tablet-signed', tablet)
      const path = await download(
        tablet,
        () => tap(tablet.getByRole('button', { name: 'Firmar y exportar acta' })),
        dir,
        `acta-${i + 1}.json`,
      )
      await tablet.getByText(/^Acta firmada digitalmente con la clave del club de /).waitFor()
      const acta = JSON.parse(readFileSync(path, 'utf8'))
      assert.equal(
        acta.signature.clubId,
        clubValue(home.clubId),
        `acta ${i + 1} signed by its home club:`,
      )
      actas.push(path)
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }
  log(`5 actas filled and signed on 5 tablets: ${count.taps} taps`)

  // The federation takes the five files at once and its standings move.
  const standings = page.getByRole('table', { name: 'Clasificación por equipos' })
  count.round++
  await page.locator('#ms-actas').setInputFiles(actas)
  const results = page.getByRole('list', { name: 'Resultado de la importación' })
  await results.getByText('Aceptada y aplicada').nth(4).waitFor()
  assert.equal(
    await results.getByText('Aceptada y aplicada').count(),
    5,
    'actas accepted and applied:',
  )
  await page.waitForFunction(() => {
    const cells = [
      ...document.querySelectorAll(
        'table[aria-label="Clasificación por equipos"] tbody td:nth-child(8)',
      ),
    ]
    return cells.length === 10 && cells.every((td) => td.textContent === '1')
  })
  const rows = await standings
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    )
  assert.equal(rows.length, 10, 'teams in the standings:')
  assert.deepEqual(
    rows.map((r) => r[7]),
    Array(10).fill('1'),
    'matches played per team:',
  )
  // Every home team won 4½-3½: five teams on 4,5 board points and five on 3,5 (art. 73.2).
  assert.deepEqual(
    rows.map((r) => r[4]).sort(),
    ['3,5', '3,5', '3,5', '3,5', '3,5', '4,5', '4,5', '4,5', '4,5', '4,5'],
    'board points:',
  )
  const homes = new Set(round1.map((f) => teamById.get(f.homeId).name))
  assert.deepEqual(
    rows
      .slice(0, 5)
      .map((r) => r[1])
      .every((n) => homes.has(n)),
    true,
    'the five home teams lead:',
  )
  await page.getByRole('heading', { name: 'Clasificación', exact: true }).scrollIntoViewIfNeeded()
  await screenshot('federationRound-3-standings')
  log(
    `federation's round: ${count.round} clicks (pair, ${TOWNS.length} club picks and exports, one import) plus ${count.setup} to register the division; tablets: ${count.taps} taps; fields filled in all: ${count.fields}`,
  )
}

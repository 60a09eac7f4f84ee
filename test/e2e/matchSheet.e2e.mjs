// Captain's match sheet on a tablet (820x1180, touch) and its hand-off to the federation:
// the federation creates a 2nd-division league and exports the season package; a fresh tablet
// profile imports it, fills both lineups (an art. 74.1 order violation shown, then fixed),
// enters 8 results, signs with touch strokes and exports the acta; the federation imports it
// and its standings change; a tampered copy is rejected by its SHA-256 and a forged one (results
// reversed, hash recomputed) by the home club's signature.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sha256 } from './actaFiles.mjs'
import { download, launchTablet, signActa } from './tablet.mjs'
import { createDivision, pairFirstRound, registerTeam } from './teamScreens.mjs'

const TEAMS = ['Oviedo A', 'Gijón A', 'Avilés A', 'Mieres A']
const RESULTS = ['1-0', '1/2', '0-1', '1-0', '1/2', '1-0', '1-0', '1/2']

async function createCompetition(page, baseURL) {
  await page.goto(baseURL + 'teams')
  await createDivision(page, '2.ª categoría 2026-27', '2.ª categoría')
  for (const [n, name] of TEAMS.entries()) {
    const order = Array.from(
      { length: 10 },
      (_, k) => `Jugador${n + 1} Apellido${k + 1} Segundo${k + 1}; ${2100 - 100 * n - 10 * k}`,
    )
    await registerTeam(page, { name, club: `Club ${name.slice(0, -2)}`, zone: 'Centro', order })
  }
  await pairFirstRound(page)
}

/** Exports the season file of a club picked in the federation's club list. */
async function exportClub(page, clubId, dir, name) {
  await page.getByRole('combobox', { name: 'Club', exact: true }).selectOption(clubId)
  const path = await download(
    page,
    () => page.getByRole('button', { name: 'Exportar calendario del club' }).click(),
    dir,
    name,
  )
  await page.getByText(/^Exportado temporada-.*\.json: /).waitFor()
  return path
}

async function fillLineup(tablet, side, assert, withMistake) {
  const region = tablet.getByRole('region', { name: new RegExp(`^Alineación ${side}`) })
  const tap = (n) =>
    region.getByRole('button', { name: new RegExp(`^Poner a Jugador\\d Apellido${n} `) }).tap()
  if (withMistake) {
    await tap(1)
    await tap(3)
    await tap(2)
    const problem = region.getByRole('list', { name: 'Problemas' })
    await problem.waitFor()
    assert.match(
      await problem.textContent(),
      /Art\. 74\.1, tablero 2: orden de fuerza no respetado\. Consecuencia: pierde los puntos desde el tablero 2/,
    )
    return region
  }
  for (let n = 1; n <= 8; n++) await tap(n)
  await region.getByText('Sin problemas en la alineación.').waitFor()
  return region
}

export default async function matchSheet({ page, baseURL, assert, screenshot, log, tempDir }) {
  const dir = tempDir()
  await createCompetition(page, baseURL)
  await page.goto(baseURL + 'actas?v=fed')
  // Round 1 is played today, so the tablet shows the art. 77.1.1 countdown.
  const today = await page.evaluate(() => {
    const d = new Date()
    const p = (n) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
  })
  await page.getByLabel('Fecha de la ronda 1').fill(today)
  const oviedoPath = await exportClub(page, 'club:club oviedo', dir, 'oviedo.json')
  const oviedo = JSON.parse(readFileSync(oviedoPath, 'utf8'))
  assert.equal(oviedo.competitions.length, 1, 'competitions in the package:')
  const [part] = oviedo.competitions
  assert.equal(part.boards, 8, 'boards in the package:')
  assert.equal(part.teams.length, 4, 'teams in the package:')
  // The whole Berger calendar travels: Oviedo A plays three rounds, one paired so far.
  assert.deepEqual(
    part.fixtures.map((f) => f.round),
    [1, 2, 3],
    'rounds of Oviedo A in its package:',
  )
  await screenshot('matchSheet-0-package-exported')
  // The home club's tablet signs the acta: export the package of round 1's home club.
  const teamById = new Map(part.teams.map((x) => [x.id, x]))
  const first = part.fixtures[0]
  const homeClub = teamById.get(first.homeId).clubId
  const pkgPath =
    homeClub === 'Club Oviedo'
      ? oviedoPath
      : await exportClub(
          page,
          `club:${homeClub
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()}`,
          dir,
          'local.json',
        )
  log(`round 1: ${teamById.get(first.homeId).name} at home; package of ${homeClub}`)

  // The tablet: a fresh profile, portrait 820x1180 with touch.
  const tabletProfile = tempDir()
  const tabletContext = await launchTablet(tabletProfile)
  try {
    const tablet = tabletContext.pages()[0] ?? (await tabletContext.newPage())
    tablet.on('pageerror', (e) => console.error(`  [tablet] page error: ${e.message}`))
    await tablet.goto(baseURL + 'actas')
    await tablet.getByText('Importe el paquete de temporada que le envió la federación').waitFor()
    await tablet.locator('#ms-package').setInputFiles(pkgPath)
    await tablet.getByText(/^Calendario de .+ importado: 1 competición, 3 encuentros\.$/).waitFor()
    await screenshot('matchSheet-1-package-imported', tablet)
    const match = tablet.getByRole('button', { name: /^Ronda 1 · .*Oviedo A/ })
    const label = (await match.first().locator('strong').textContent()) ?? ''
    const [, home, away] = /^Ronda 1 · (.+) – (.+)$/.exec(label) ?? []
    assert.ok(home && away, `match button names both teams: ${label}`)
    log(`match ${home} – ${away}`)
    await match.first().tap()
    await tablet.getByRole('timer').waitFor()
    assert.match(
      await tablet.getByRole('timer').textContent(),
      /^Hora oficial de comienzo: 17:00 — (Quedan \d+ min para la incomparecencia|Pasó la hora)/,
    )
    for (const [field, value] of [
      ['Local de juego', 'Casa de Cultura'],
      ['Árbitro (nombre y dos apellidos)', 'Ana Pérez López'],
      ['Capitán local', 'Luis García Díaz'],
      ['Capitán visitante', 'Marta Sánchez Ruiz'],
    ])
      await tablet.getByRole('textbox', { name: field, exact: true }).fill(value)

    const homeRegion = await fillLineup(tablet, 'local', assert, true)
    await screenshot('matchSheet-2-violation', tablet)
    await homeRegion.getByRole('button', { name: 'Vaciar tablero 3' }).tap()
    await homeRegion.getByRole('button', { name: 'Vaciar tablero 2' }).tap()
    for (let n = 2; n <= 8; n++)
      await homeRegion
        .getByRole('button', { name: new RegExp(`^Poner a Jugador\\d Apellido${n} `) })
        .tap()
    await homeRegion.getByText('Sin problemas en la alineación.').waitFor()
    await fillLineup(tablet, 'visitante', assert, false)
    await screenshot('matchSheet-3-lineups', tablet)

    for (const [i, r] of RESULTS.entries()) {
      await tablet
        .getByRole('radiogroup', { name: `Resultado del tablero ${i + 1}` })
        .getByRole('radio', {
          name: new RegExp(`^${(r === '1/2' ? '½-½' : r).replace(/[+]/g, '\\+')}, `),
        })
        .tap()
      // Boards not yet played are no forfeits: the running total counts board 1 (art. 77.2).
      if (i === 0)
        await tablet
          .getByText('Total: 1 – 0 · Puntos de encuentro: 2 – 0 · provisional: faltan 7 tableros')
          .waitFor()
    }
    await tablet.getByText('Total: 5½ – 2½').waitFor()
    assert.equal(await tablet.getByText('provisional', { exact: false }).count(), 0, 'final total:')
    await tablet
      .getByRole('textbox', { name: 'Texto de la incidencia' })
      .fill('Reclamación en el tablero 3 por el reloj')
    await tablet.getByRole('textbox', { name: 'Tablero (opcional)' }).fill('3')
    await tablet.getByRole('textbox', { name: 'Reloj blancas (min, sub condicione)' }).fill('12')
    await tablet.getByRole('textbox', { name: 'Reloj negras (min, sub condicione)' }).fill('7')
    await tablet.getByRole('button', { name: 'Añadir incidencia' }).tap()
    await tablet
      .getByText(
        /^\d\d:\d\d · Tablero 3 · Reclamación en el tablero 3 por el reloj · relojes: blancas 12 min, negras 7 min$/,
      )
      .waitFor()
    await screenshot('matchSheet-4-results', tablet)

    // Reload mid-match: nothing is lost.
    await tablet.reload()
    await tablet
      .getByRole('button', { name: /^Ronda 1 · .*Oviedo A/ })
      .first()
      .tap()
    await tablet.getByText('Total: 5½ – 2½').waitFor()

    await signActa(tablet)
    assert.ok(
      await tablet
        .getByRole('radiogroup', { name: 'Resultado del tablero 1' })
        .getByRole('radio')
        .first()
        .isDisabled(),
      'results locked after signing',
    )
    const actaPath = await download(
      tablet,
      () => tablet.getByRole('button', { name: 'Firmar y exportar acta' }).tap(),
      dir,
      'acta.json',
    )
    await tablet
      .getByText(
        /^Acta firmada digitalmente con la clave del club de .+ y exportada\. Huella SHA-256: [0-9a-f]{64}$/,
      )
      .waitFor()
    const pdfPath = await download(
      tablet,
      () => tablet.getByRole('button', { name: 'Exportar PDF' }).tap(),
      dir,
      'acta.pdf',
    )
    assert.ok(
      readFileSync(pdfPath).subarray(0, 5).toString() === '%PDF-',
      'the PDF starts with %PDF-',
    )
    await screenshot('matchSheet-5-signed', tablet)
    await tablet.setViewportSize({ width: 1180, height: 820 })
    await screenshot('matchSheet-6-landscape', tablet)

    // The federation imports the tampered copy, then the real one.
    const acta = JSON.parse(readFileSync(actaPath, 'utf8'))
    acta.sheet.results[2] = '1-0'
    const tamperedPath = join(dir, 'acta-modificada.json')
    writeFileSync(tamperedPath, JSON.stringify(acta))
    await page.goto(baseURL + 'actas?v=fed')
    const standings = page.getByRole('table', { name: 'Clasificación por equipos' })
    const row = standings.getByRole('row').filter({ hasText: home })
    await page.getByText('Todavía no se ha recibido ninguna acta de esta competición.').waitFor()
    assert.equal(await row.locator('td').nth(4).textContent(), '0,0', 'board points before:')
    await page.locator('#ms-actas').setInputFiles(tamperedPath)
    await page.getByText('acta-modificada.json: Rechazada: la huella SHA-256 no coincide').waitFor()
    assert.equal(
      await row.locator('td').nth(4).textContent(),
      '0,0',
      'board points after the tampered file:',
    )
    // Forged: results reversed and the SHA-256 recomputed, the club's signature kept.
    const real = JSON.parse(readFileSync(actaPath, 'utf8'))
    const flip = { '1-0': '0-1', '0-1': '1-0' }
    real.sheet.results = real.sheet.results.map((r) => flip[r] ?? r)
    real.sha256 = sha256(real.sheet)
    const forgedPath = join(dir, 'acta-falsificada.json')
    writeFileSync(forgedPath, JSON.stringify(real))
    await page.locator('#ms-actas').setInputFiles(forgedPath)
    await page
      .getByText(
        'acta-falsificada.json: Rechazada: la firma digital no corresponde al contenido: el acta se cambió después de firmarla',
      )
      .waitFor()
    assert.equal(
      await row.locator('td').nth(4).textContent(),
      '0,0',
      'board points after the forged file:',
    )
    await screenshot('matchSheet-7-tampered-rejected')
    await page.locator('#ms-actas').setInputFiles(actaPath)
    await page.getByText('acta.json: Aceptada y aplicada').waitFor()
    await row.locator('td:nth-child(5)', { hasText: '5,5' }).waitFor()
    assert.equal(
      await row.locator('td').nth(3).textContent(),
      '2',
      'match points of the home team:',
    )
    await page.locator('#ms-actas').setInputFiles(actaPath)
    await page.getByText('acta.json: Duplicada (ya recibida)').waitFor()
    await screenshot('matchSheet-8-federation')
    await page.setViewportSize({ width: 820, height: 1180 })
    await page.getByRole('heading', { name: 'Actas recibidas' }).scrollIntoViewIfNeeded()
    await screenshot('matchSheet-9-federation-received')
    await page.getByRole('heading', { name: 'Clasificación', exact: true }).scrollIntoViewIfNeeded()
    assert.equal(
      await page.locator('.ms-standings').evaluate((e) => e.scrollWidth <= e.clientWidth),
      true,
      'standings fit at 820 px:',
    )
    await screenshot('matchSheet-10-federation-standings')
    log('acta applied: standings changed')
  } finally {
    await tabletContext.close()
    rmSync(tabletProfile, { recursive: true, force: true })
    rmSync(dir, { recursive: true, force: true })
  }
}

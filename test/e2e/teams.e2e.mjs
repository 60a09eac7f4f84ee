// Federation team season: a 4th-division competition of 14 teams becomes a team Swiss of
// 8 rounds (FAPA art. 71); two rounds are paired and played through the screen, and the
// standings show the match points each team earned (art. 73.2). The first team's board order is
// built from the registry (art. 69, 74.6.b): a player found by name, one refused for holding
// another club's licence, and a pasted list whose FEDA-id line is linked and the rest shown as
// unmatched. After the notification period Equipo 02 adds two players at the end and a third
// is refused (art. 70.4, 70.5).

import { BLANK_PLAYER } from './registryRow.mjs'

/** Board results of match `i` (0-based) in round `round`, home player's side. */
function resultsFor(round, i) {
  const k = (i + round) % 4
  if (k === 0) return ['1-0', '1-0', '1-0', '1-0']
  if (k === 1) return ['1/2', '1/2', '1/2', '1/2']
  if (k === 2) return ['0-1', '0-1', '1/2', '1-0']
  return ['1/2', '1-0', '1/2', '+-']
}

const HALF = {
  '1-0': [2, 0],
  '1/2': [1, 1],
  '0-1': [0, 2],
  '+-': [2, 0],
  '-+': [0, 2],
  '--': [0, 0],
}

async function readMatches(page, round) {
  const table = page.getByRole('table', { name: `Encuentros de la ronda ${round}` })
  await table.waitFor()
  const rows = table.locator('tbody tr')
  const out = []
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).locator('td')
    out.push({
      home: (await cells.nth(1).textContent()).trim(),
      away: (await cells.nth(2).textContent()).trim(),
    })
  }
  return out
}

async function playRound(page, round, matchPoints, boardPoints) {
  const matches = await readMatches(page, round)
  for (const [i, m] of matches.entries()) {
    const boards = resultsFor(round, i)
    for (const [b, r] of boards.entries()) {
      const select = page.getByRole('combobox', {
        name: `Ronda ${round}, encuentro ${i + 1}, tablero ${b + 1}`,
      })
      await select.selectOption(r)
      await page.waitForFunction(
        ([label, value]) =>
          document.querySelector(`select[aria-label="${label}"]`)?.value === value,
        [`Ronda ${round}, encuentro ${i + 1}, tablero ${b + 1}`, r],
      )
    }
    const home = boards.reduce((s, r) => s + HALF[r][0], 0)
    const away = boards.reduce((s, r) => s + HALF[r][1], 0)
    matchPoints.set(
      m.home,
      (matchPoints.get(m.home) ?? 0) + (home > away ? 2 : home === away ? 1 : 0),
    )
    matchPoints.set(
      m.away,
      (matchPoints.get(m.away) ?? 0) + (away > home ? 2 : home === away ? 1 : 0),
    )
    boardPoints.set(m.home, (boardPoints.get(m.home) ?? 0) + home)
    boardPoints.set(m.away, (boardPoints.get(m.away) ?? 0) + away)
  }
  return matches
}

/** Registry: clubs "Club 1" and "Club 2", a season around today, three players (FEDA 24001-24003). */
async function seedRegistry(page) {
  await page.evaluate(async (blank) => {
    const idb = await new Promise((resolve, reject) => {
      const req = indexedDB.open('alfil')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const at = '2026-09-01T00:00:00.000Z'
    const fold = (s) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    const tx = idb.transaction(['players', 'clubs', 'seasons', 'licences'], 'readwrite')
    for (const [id, name] of [
      ['c1', 'Club 1'],
      ['c2', 'Club 2'],
    ])
      tx.objectStore('clubs').put({
        id,
        name,
        shortName: null,
        registryNumber: null,
        venue: null,
        searchName: fold(name),
        createdAt: at,
        updatedAt: at,
      })
    tx.objectStore('seasons').put({
      id: 's26',
      // The season covers the day the test runs, whatever the year: licences are checked
      // against today's date.
      name: `${new Date().getFullYear()}`,
      startDate: `${new Date().getFullYear() - 1}-01-01`,
      endDate: `${new Date().getFullYear() + 1}-12-31`,
      createdAt: at,
      updatedAt: at,
    })
    const people = [
      ['p1', 'Covadonga', 'Álvarez', 'Pidal', 24001, 1985, null, 'c1'],
      ['p2', 'Marc', 'Dubois', null, 24002, null, 2310, 'c2'],
      ['p3', 'Pelayo', 'Suárez', null, 24003, 1720, null, 'c1'],
    ]
    for (const [id, given, first, second, fedaId, feda, fide, club] of people) {
      tx.objectStore('players').put({
        ...blank,
        id,
        givenName: given,
        firstSurname: first,
        secondSurname: second,
        federation: id === 'p2' ? 'FRA' : 'ESP',
        fedaId,
        ratingStandard: fide,
        ratingFeda: feda,
        clubId: club,
        searchName: fold(`${first}${second ? ` ${second}` : ''}, ${given}`),
        createdAt: at,
        updatedAt: at,
      })
      tx.objectStore('licences').put({
        id: `L-${id}`,
        seasonId: 's26',
        kind: 'player',
        holderId: id,
        clubId: club,
        issuedOn: '2026-09-01',
        createdAt: at,
      })
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve
      tx.onerror = () => reject(tx.error)
    })
    idb.close()
  }, BLANK_PLAYER)
}

/** Team 1's board order from the registry (art. 69, 74.6.b). */
async function registryOrder(page, assert, screenshot, log) {
  const search = page.getByRole('searchbox', { name: /Buscar en el registro/ })
  await search.fill('pidal')
  await page.getByRole('button', { name: 'Añadir Covadonga Álvarez Pidal' }).click()
  await search.fill('24002')
  await page.getByRole('button', { name: 'Añadir Marc Dubois' }).click()
  const order = page.getByRole('table', { name: 'Orden de fuerza del equipo' })
  // One verdict per order: refused, with its finding under it (art. 74.6.b).
  const verdict = page.getByRole('region', { name: 'Orden de fuerza de Equipo 01' })
  await verdict
    .getByRole('alert')
    .getByText(/^Equipo 01: orden de fuerza rechazado, \d problema\(s\)\./)
    .waitFor()
  await verdict
    .getByRole('list', { name: 'Comprobación con el registro' })
    .getByText('Equipo 01, tablero 2: Marc Dubois tiene licencia de otro club (art. 74.6.b).')
    .waitFor()
  await screenshot('teams-order-registry-refused')
  await page.getByRole('button', { name: 'Quitar Marc Dubois' }).click()
  // Without him the licences conform; one line is still short of the division's minimum.
  await verdict
    .getByText(
      /^Equipo 01: la lista tiene 1 jugadores y la categoría pide al menos \d+ \(art\. 70\.2\)\.$/,
    )
    .waitFor()
  assert.equal(
    await verdict.getByText(/licencia de otro club/).count(),
    0,
    'licence findings once he is removed:',
  )
  const list = ['24003', ...[0, 1, 2].map((k) => `Jugador 1-${k + 1}; ${1975 - 10 * k}`)]
  await page.getByRole('textbox', { name: 'Orden de fuerza' }).fill(list.join('\n'))
  await page.getByRole('button', { name: 'Leer la lista' }).click()
  await page.getByText('Líneas sin un único jugador del registro').waitFor()
  const rows = (await order.locator('tbody tr').allTextContents()).map((r) => r.trim())
  assert.equal(rows.length, 5, 'board-order lines:')
  assert.match(rows[0], /^1Covadonga Álvarez Pidal1985 \(FEDA\)24001 \/ -/, 'board 1:')
  assert.match(rows[1], /^2Pelayo Suárez1720 \(FEDA\)24003 \/ -/, 'board 2:')
  assert.match(rows[2], /^3Jugador 1-11975 \(escrito\)texto, sin registro/, 'board 3:')
  await screenshot('teams-order-registry')
  log('board order from the registry: search, licence check, pasted list')
}

/**
 * After the notification period (art. 70.4) Equipo 02's order only grows at the end: Marc Dubois
 * (licensed for Club 2) and a typed player are added, a third addition is refused (art. 70.5).
 */
async function lateAdditions(page, assert, screenshot, log) {
  // No date yet and no round made: the period is open and Equipo 03's order changes freely.
  const open = page.locator('details', { hasText: 'Cambiar el orden de fuerza de Equipo 03' })
  await open.locator('summary').click()
  await open.getByText('Periodo de notificación abierto').waitFor()
  await open.getByRole('button', { name: 'Subir Jugador 3-2' }).click()
  await open.getByRole('button', { name: 'Guardar el orden de Equipo 03' }).click()
  await open.getByRole('status').getByText('Orden de fuerza de Equipo 03 guardado.').waitFor()
  const first = await open
    .getByRole('table', { name: 'Orden de fuerza del equipo' })
    .locator('tbody tr')
    .first()
    .textContent()
  assert.match(first, /^1Jugador 3-21915/, 'Equipo 03 board 1 after the change:')
  await screenshot('teams-order-open-period')
  await open.locator('summary').click()
  const period = page.getByRole('form', { name: /Periodo de notificación/ })
  await period.getByLabel('Último día del periodo de notificación').fill('2026-10-15')
  await period.getByRole('button', { name: 'Guardar la fecha' }).click()
  await period.getByText('Periodo cerrado el 2026-10-15.').waitFor()
  const edit = page.locator('details', { hasText: 'Cambiar el orden de fuerza de Equipo 02' })
  await edit.locator('summary').click()
  await edit.getByText('Añadidos: 0 de 2.').waitFor()
  const add = edit.getByRole('button', { name: 'Añadir al final del orden de Equipo 02' })
  await edit.getByRole('searchbox', { name: /Buscar en el registro/ }).fill('dubois')
  await edit.getByRole('button', { name: 'Añadir Marc Dubois' }).click()
  await add.click()
  await edit.getByText('Añadidos: 1 de 2.').waitFor()
  await edit
    .getByRole('status')
    .getByText(
      'Orden de fuerza de Equipo 02 guardado: los añadidos pueden jugar desde la ronda 1 (art. 70.5).',
    )
    .waitFor()
  const readOne = async (text) => {
    await edit.getByRole('textbox', { name: 'Orden de fuerza' }).fill(text)
    await edit.getByRole('button', { name: 'Leer la lista' }).click()
    await add.click()
  }
  // Presented two days before round 1: too late for it (five days' notice), valid from round 2.
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000)
  const pad = (n) => String(n).padStart(2, '0')
  await edit
    .getByLabel('Fecha de la ronda 1')
    .fill(`${inTwoDays.getFullYear()}-${pad(inTwoDays.getMonth() + 1)}-${pad(inTwoDays.getDate())}`)
  await readOne('Refuerzo 2-1; 1500')
  await edit.getByText('Añadidos: 2 de 2.').waitFor()
  await edit
    .getByRole('status')
    .getByText(
      'Orden de fuerza de Equipo 02 guardado: los añadidos pueden jugar desde la ronda 2 (art. 70.5).',
    )
    .waitFor()
  const order = await edit
    .getByRole('list', { name: 'Orden de fuerza' })
    .locator('li')
    .allTextContents()
  assert.deepEqual(
    order.slice(-3),
    ['Jugador 2-5 · 1910', 'Marc Dubois · 2310', 'Refuerzo 2-1 · 1500'],
    'end of the order:',
  )
  await readOne('Refuerzo 2-2; 1400')
  await edit
    .getByRole('alert')
    .getByText(
      'No permitido (art. 70.5): solo se pueden añadir dos jugadores al orden de fuerza en la temporada.',
    )
    .waitFor()
  assert.equal(
    await edit.getByRole('list', { name: 'Orden de fuerza' }).locator('li').count(),
    7,
    'order length after the refusal:',
  )
  await screenshot('teams-order-late-additions')
  log('late additions: two added at the end, a third refused with art. 70.5')
}

export default async function teams({ page, baseURL, assert, screenshot, log }) {
  await page.goto(baseURL + 'teams')
  await page.getByRole('heading', { level: 1, name: 'Competiciones por equipos' }).waitFor()
  // Written straight into the store, so the screens read it from a fresh load.
  await seedRegistry(page)
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'Competiciones por equipos' }).waitFor()
  await page
    .getByRole('textbox', { name: 'Nombre de la competición' })
    .fill('4.ª categoría 2026-27')
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: '4.ª categoría' })
  await page.getByRole('button', { name: 'Crear competición' }).click()
  await page.getByRole('heading', { level: 2, name: '4.ª categoría 2026-27' }).waitFor()

  for (let n = 1; n <= 14; n++) {
    const name = `Equipo ${String(n).padStart(2, '0')}`
    await page.getByRole('textbox', { name: 'Nombre del equipo' }).fill(name)
    await page.getByRole('textbox', { name: 'Club', exact: true }).fill(`Club ${n}`)
    await page.getByRole('textbox', { name: 'Zona' }).fill(n <= 7 ? 'Oriente' : 'Occidente')
    if (n === 1) await registryOrder(page, assert, screenshot, log)
    else {
      const order = [0, 1, 2, 3, 4]
        .map((k) => `Jugador ${n}-${k + 1}; ${2000 - 25 * n - 10 * k}`)
        .join('\n')
      await page.getByRole('textbox', { name: 'Orden de fuerza' }).fill(order)
    }
    await page.getByRole('button', { name: 'Inscribir equipo' }).click()
    await page.getByRole('cell', { name, exact: true }).waitFor()
  }
  await page.getByText('14 equipos inscritos').waitFor()
  await screenshot('teams-registered')
  log('14 teams registered')
  await lateAdditions(page, assert, screenshot, log)

  const matchPoints = new Map()
  const boardPoints = new Map()
  await page.getByRole('button', { name: 'Emparejar ronda 1' }).click()
  await page.getByText('Suizo por equipos (FIDE C.04.6), 8 rondas').waitFor()
  const round1 = await playRound(page, 1, matchPoints, boardPoints)
  assert.equal(round1.length, 7, 'matches in round 1:')
  log('round 1 played')

  await page.getByRole('button', { name: 'Emparejar ronda 2' }).click()
  const round2 = await playRound(page, 2, matchPoints, boardPoints)
  assert.equal(round2.length, 7, 'matches in round 2:')
  const met = new Set(round1.map((m) => [m.home, m.away].sort().join('|')))
  for (const m of round2)
    assert.ok(!met.has([m.home, m.away].sort().join('|')), `rematch ${m.home}-${m.away}`)
  const paired = new Set(round2.flatMap((m) => [m.home, m.away]))
  assert.equal(paired.size, 14, 'teams paired in round 2:')
  log('round 2 played, no rematch')

  await page.reload()
  const standings = page.getByRole('table', { name: 'Clasificación por equipos' })
  await standings.waitFor()
  const rows = standings.locator('tbody tr')
  assert.equal(await rows.count(), 14, 'standings rows:')
  let previous = Infinity
  for (let i = 0; i < 14; i++) {
    const cells = (await rows.nth(i).locator('td').allTextContents()).map((s) => s.trim())
    const [, team, primary, mp, bp] = cells
    // Spanish screens write points with a decimal comma: "5,5", "4,0".
    assert.match(bp, /^\d+,\d$/, `board points of ${team} written in Spanish:`)
    const points = (text) => Number(text.replace(',', '.'))
    assert.equal(Number(mp), matchPoints.get(team), `match points of ${team}:`)
    assert.equal(points(bp), boardPoints.get(team) / 2, `board points of ${team}:`)
    assert.equal(points(primary), matchPoints.get(team), `primary score of ${team}:`)
    assert.ok(Number(mp) <= previous, `standings ordered by match points at row ${i + 1}`)
    previous = Number(mp)
  }
  const total = [...matchPoints.values()].reduce((s, x) => s + x, 0)
  assert.equal(total, 28, 'match points handed out in two rounds of 7 matches:')
  await screenshot('teams-standings')
  log('standings checked after reload')

  // Art. 76.1: the first four of the 4th division are proposed for promotion to 3rd.
  const topFour = []
  for (let i = 0; i < 4; i++)
    topFour.push((await rows.nth(i).locator('td').nth(1).textContent()).trim())
  await page.getByRole('button', { name: 'Calcular fin de temporada' }).click()
  const moves = page
    .getByRole('table', { name: 'Cambios de categoría propuestos' })
    .locator('tbody tr')
  await moves.first().waitFor()
  const promoted = []
  for (let i = 0; i < (await moves.count()); i++) {
    const [team, from, to, , article] = (await moves.nth(i).locator('td').allTextContents()).map(
      (x) => x.trim(),
    )
    assert.deepEqual(
      [from, to, article],
      ['4.ª categoría', '3.ª categoría', '76.1'],
      `move of ${team}:`,
    )
    promoted.push(team)
  }
  assert.deepEqual(promoted, topFour, 'promoted teams:')
  log('season end proposes the first four for 3rd')

  // Art. 76.9: the committee moves the fifth team up as well, with its reason recorded.
  const fifth = (await rows.nth(4).locator('td').nth(1).textContent()).trim()
  await page.getByRole('combobox', { name: 'Equipo que cambia' }).selectOption({
    label: `${fifth} (4.ª categoría)`,
  })
  await page
    .getByRole('combobox', { name: 'Cambio' })
    .selectOption({ label: 'Subir una categoría' })
  await page.getByRole('button', { name: 'Registrar cambio' }).click()
  await page.getByText('Escriba el motivo del cambio.').waitFor()
  await page
    .getByRole('textbox', { name: 'Motivo del cambio' })
    .fill('Renuncia de un equipo de 3.ª')
  await page.getByRole('button', { name: 'Registrar cambio' }).click()
  await page.getByText('Cambio registrado.').waitFor()
  const committeeRow = page
    .getByRole('table', { name: 'Cambios de categoría propuestos' })
    .getByRole('row', { name: new RegExp(fifth) })
  await committeeRow.getByText('Comité: Renuncia de un equipo de 3.ª').waitFor()
  await page
    .getByRole('list', { name: 'Cambios registrados por el Comité' })
    .getByText(`${fifth}: Subir una categoría. Motivo: Renuncia de un equipo de 3.ª`)
    .waitFor()
  await page.reload()
  await page.getByRole('button', { name: 'Calcular fin de temporada' }).click()
  await page.getByText('Comité: Renuncia de un equipo de 3.ª').waitFor()
  // Art. 71: with only the 4th division played, 3rd would hold the five teams moved up.
  await page.getByText('Art. 71: la 3.ª categoría tendría 5 equipos de 24.').waitFor()
  await screenshot('teams-season-edit')
  log('committee edit recorded with its reason and kept after reload')
}

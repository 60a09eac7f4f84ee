// Publishing a team competition: a 3rd-division league of 10 teams (6 boards, FAPA art. 73.2)
// is registered and two rounds are played through the screens, a third is paired; one match
// sheet of round 1 is on record as received and accepted (written straight into the store, as
// the acta import would). The site is downloaded, unpacked and read from file:// with
// JavaScript disabled and the network refused, at 390x844 and 1366x768: calendar, a round, a
// match board by board with the players of the sheet, the standings, the board statistics.
// The match message is the one of the sheet, board by board.
import { offlineReader, unpackDownload } from './publishedSite.mjs'

const RESULTS = ['1-0', '1/2', '0-1', '1-0', '1/2', '1/2']

async function playRound(page, round) {
  for (let i = 0; i < 5; i++)
    for (let b = 0; b < 6; b++) {
      const label = `Ronda ${round}, encuentro ${i + 1}, tablero ${b + 1}`
      const value = RESULTS[(b + i + round) % RESULTS.length]
      await page.getByRole('combobox', { name: label }).selectOption(value)
      await page.waitForFunction(
        ([l, v]) => document.querySelector(`select[aria-label="${l}"]`)?.value === v,
        [label, value],
      )
    }
}

/** An accepted sheet of round 1, match 1: the first six of each board order, in order. */
async function seedSheet(page) {
  return page.evaluate(async () => {
    const idb = await new Promise((resolve, reject) => {
      const req = indexedDB.open('alfil')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const read = (store) =>
      new Promise((resolve) => {
        const req = idb.transaction(store).objectStore(store).getAll()
        req.onsuccess = () => resolve(req.result)
      })
    // The competition as saved with round 3's pairing (its log's latest snapshot), round 1 played.
    const snapshots = await read('teamSnapshots')
    const c = snapshots[snapshots.length - 1].state
    const f = c.rounds[0].fixtures[0]
    const matchId = `${c.id}:r1:${f.homeId}-${f.awayId}`
    const six = (team) => [1, 2, 3, 4, 5, 6].map((n) => `${team}#${n}`)
    const sheet = {
      matchId,
      competitionId: c.id,
      round: 1,
      homeId: f.homeId,
      awayId: f.awayId,
      date: '2026-10-04',
      homeLineup: six(f.homeId),
      awayLineup: six(f.awayId),
      results: f.boards,
    }
    const tx = idb.transaction(['receivedActas'], 'readwrite')
    tx.objectStore('receivedActas').put({
      sha256: 'e2e-sheet-1',
      matchId,
      competitionId: c.id,
      sheet,
      decision: 'accept',
      violations: [],
      receivedDate: '2026-10-05',
      receivedTime: '10:00',
      receivedAt: '2026-10-05T10:00:00.000Z',
      applied: true,
    })
    await new Promise((resolve) => (tx.oncomplete = resolve))
    const name = (id) => c.teams.find((t) => t.id === id).name
    return { home: name(f.homeId), away: name(f.awayId) }
  })
}

export default async function publishTeams({ page, baseURL, assert, screenshot, log, tempDir }) {
  await page.goto(baseURL + 'teams')
  await page.getByRole('heading', { level: 1, name: 'Competiciones por equipos' }).waitFor()
  await page
    .getByRole('textbox', { name: 'Nombre de la competición' })
    .fill('3.ª categoría 2026-27')
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: '3.ª categoría' })
  await page.getByRole('button', { name: 'Crear competición' }).click()
  await page.getByRole('heading', { level: 2, name: '3.ª categoría 2026-27' }).waitFor()
  for (let n = 1; n <= 10; n++) {
    const name = `Equipo ${String(n).padStart(2, '0')}`
    await page.getByRole('textbox', { name: 'Nombre del equipo' }).fill(name)
    await page.getByRole('textbox', { name: 'Club', exact: true }).fill(`Club ${n}`)
    const order = [1, 2, 3, 4, 5, 6, 7]
      .map((k) => `Jugador ${n}-${k}; ${2100 - 20 * n - 10 * k}`)
      .join('\n')
    await page.getByRole('textbox', { name: 'Orden de fuerza' }).fill(order)
    await page.getByRole('button', { name: 'Inscribir equipo' }).click()
    await page.getByRole('cell', { name, exact: true }).waitFor()
  }
  for (const round of [1, 2]) {
    await page.getByRole('button', { name: `Emparejar ronda ${round}` }).click()
    await playRound(page, round)
  }
  await page.getByRole('button', { name: 'Emparejar ronda 3' }).click()
  await page.getByRole('table', { name: 'Encuentros de la ronda 3' }).waitFor()
  const match = await seedSheet(page)
  log(`league of 10 played to round 2; sheet of ${match.home} – ${match.away} on record`)
  // Written behind the app's back: a fresh load reads it (the URL keeps the competition open).
  await page.reload()
  await page.getByRole('heading', { level: 2, name: '3.ª categoría 2026-27' }).waitFor()

  await page.getByRole('combobox', { name: 'Encuentro', exact: true }).selectOption({ index: 0 })
  const message = await page.getByLabel('Texto del mensaje').inputValue()
  assert.match(
    message,
    new RegExp(
      `^\\*3\\.ª categoría 2026-27 · Ronda 1\\*\\n\\*${match.home} \\d½?-\\d½? ${match.away}\\*\\n\\n1\\. Jugador ${Number(match.home.slice(-2))}-1 (1-0|½-½|0-1) Jugador ${Number(match.away.slice(-2))}-1\\n`,
    ),
  )
  await screenshot('publish-teams-panel')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el sitio (.zip)' }).click(),
  ])
  const { site, sizes } = await unpackDownload(download, tempDir())
  // 5 fixed pages, 3 rounds, 15 matches, 10 teams.
  assert.equal(Object.keys(sizes).length, 5 + 3 + 15 + 10, 'files of the league site:')

  const reader = await offlineReader(site)
  try {
    const phone = await reader.open({ width: 390, height: 844 })
    await phone.page.getByRole('heading', { level: 1, name: '3.ª categoría 2026-27' }).waitFor()
    assert.equal(await phone.page.locator('script').count(), 0, 'scripts:')
    await screenshot('publish-teams-index-390', phone.page)
    await phone.page.getByRole('link', { name: 'Ronda 1', exact: true }).click()
    await phone.page.getByRole('heading', { level: 1, name: 'Ronda 1' }).waitFor()
    await screenshot('publish-teams-round-390', phone.page)
    await phone.page.getByRole('main').getByRole('link').first().click()
    await phone.page
      .getByRole('heading', { level: 1, name: `${match.home} – ${match.away}` })
      .waitFor()
    const boards = phone.page.getByRole('table').locator('tbody tr')
    assert.equal(await boards.count(), 6, 'boards of the match:')
    // Board 1: the home team's first player, with White (home White on odd boards).
    const [h, a] = [match.home, match.away].map((n) => Number(n.slice(-2)))
    const first = (await boards.first().locator('td').allTextContents()).map((x) => x.trim())
    assert.deepEqual(
      [first[0], first[1], first[2], first[4]],
      ['1', 'b', `Jugador ${h}-1`, `Jugador ${a}-1`],
      'board 1 of the match:',
    )
    await screenshot('publish-teams-match-390', phone.page)

    const desk = await reader.open({ width: 1366, height: 768 })
    await desk.page.getByRole('link', { name: 'Clasificación', exact: true }).first().click()
    assert.equal(
      await desk.page.getByRole('table').first().locator('tbody tr').count(),
      10,
      'standings rows:',
    )
    await screenshot('publish-teams-standings-1366', desk.page)
    await desk.page.getByRole('link', { name: 'Estadística por tableros' }).first().click()
    assert.equal(
      await desk.page.getByRole('table').locator('tbody tr').count(),
      12,
      'players of the sheet:',
    )
    await screenshot('publish-teams-players-1366', desk.page)
    assert.deepEqual(reader.blocked, [], 'requests outside the site:')
  } finally {
    await reader.close()
  }
}

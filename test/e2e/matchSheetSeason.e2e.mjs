// The federation's season-wide check of FAPA art. 74.4 on a tablet-sized screen (820x1180): the
// registry holds Covadonga Álvarez Pidal with her FEDA id; by mistake she is on the board order
// of every club of a 2nd-division league. The season package links each of those entries to her
// FEDA id, two signed actas of round 1 (two different matches, two clubs) name her under
// different package ids, and the federation view shows the art. 74.4 violation for both teams,
// with the consequence, although no name is compared and the ids on the sheets differ.
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const TEAMS = ['Oviedo A', 'Gijón A', 'Avilés A', 'Mieres A']
const SHE = 'Covadonga Álvarez Pidal'
const FEDA = 24123
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk'

/** The text an acta's SHA-256 is taken over: keys sorted, no spaces, undefined left out. */
function canonical(v) {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null'
  if (Array.isArray(v)) return `[${v.map((x) => canonical(x ?? null)).join(',')}]`
  const keys = Object.keys(v)
    .filter((k) => v[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`
}

/** A signed acta of a package fixture, its lineups taken from the board orders. */
function acta(pkg, fixture, homeLineup, awayLineup) {
  const identities = {}
  for (const id of [...homeLineup, ...awayLineup]) {
    const p = pkg.players.find((x) => x.id === id)
    if (p?.identity) identities[id] = p.identity
  }
  const sheet = {
    matchId: fixture.matchId,
    competitionId: pkg.competitionId,
    competitionName: pkg.competitionName,
    round: fixture.round,
    homeId: fixture.homeId,
    awayId: fixture.awayId,
    boards: pkg.boards,
    division: pkg.division,
    date: fixture.date,
    time: fixture.time,
    venue: 'Casa de Cultura',
    arbiter: 'Ana Pérez López',
    homeCaptain: 'Luis García Díaz',
    awayCaptain: 'Marta Sánchez Ruiz',
    homeLineup,
    awayLineup,
    results: ['1-0', '1/2', '0-1', '1-0', '1/2', '1-0', '0-1', '1/2'],
    incidents: [],
    signatures: { home: PNG, away: PNG, arbiter: PNG },
    version: 1,
    supersedes: null,
    identities,
  }
  const sha256 = createHash('sha256').update(canonical(sheet), 'utf8').digest('hex')
  return JSON.stringify({ format: 'alfil-acta', formatVersion: 1, sheet, sha256 })
}

async function addRegistryPlayer(page, baseURL) {
  await page.goto(baseURL + 'players')
  await page.getByRole('button', { name: 'Nuevo jugador' }).click()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Covadonga')
  await page.getByRole('textbox', { name: 'Primer apellido' }).fill('Álvarez')
  await page.getByRole('textbox', { name: 'Segundo apellido' }).fill('Pidal')
  await page.getByRole('combobox', { name: 'Sexo', exact: true }).selectOption('F')
  await page.getByRole('textbox', { name: 'ID FEDA' }).fill(String(FEDA))
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('cell', { name: 'Álvarez Pidal, Covadonga' }).waitFor()
}

async function createLeague(page, baseURL) {
  await page.goto(baseURL + 'teams')
  await page
    .getByRole('textbox', { name: 'Nombre de la competición' })
    .fill('2.ª categoría 2026-27')
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: '2.ª categoría' })
  await page.getByRole('button', { name: 'Crear competición' }).click()
  await page.getByRole('heading', { level: 2, name: '2.ª categoría 2026-27' }).waitFor()
  for (const [n, name] of TEAMS.entries()) {
    await page.getByRole('textbox', { name: 'Nombre del equipo' }).fill(name)
    await page.getByRole('textbox', { name: 'Club', exact: true }).fill(`Club ${name.slice(0, -2)}`)
    await page.getByRole('textbox', { name: 'Zona' }).fill('Centro')
    const lines = Array.from(
      { length: 10 },
      (_, k) => `Jugador${n + 1} Apellido${k + 1} Segundo${k + 1}; ${2100 - 100 * n - 10 * k}`,
    )
    // Oviedo lists her first; the other clubs list her ninth, by mistake.
    if (n === 0) lines.unshift(`${SHE}; 2150`)
    else lines.splice(8, 0, `${SHE}; ${2100 - 100 * n - 85}`)
    await page.getByRole('textbox', { name: 'Orden de fuerza' }).fill(lines.join('\n'))
    await page.getByRole('button', { name: 'Inscribir equipo' }).click()
    await page.getByRole('cell', { name, exact: true }).waitFor()
  }
  await page.getByRole('button', { name: 'Emparejar ronda 1' }).click()
  await page.getByRole('table', { name: 'Encuentros de la ronda 1' }).waitFor()
}

export default async function matchSheetSeason({
  page,
  baseURL,
  assert,
  screenshot,
  log,
  tempDir,
}) {
  const dir = tempDir()
  try {
    await page.setViewportSize({ width: 820, height: 1180 })
    await addRegistryPlayer(page, baseURL)
    await createLeague(page, baseURL)
    await page.goto(baseURL + 'actas?v=fed')
    await page.getByLabel('Fecha de la ronda 1').fill('2026-11-28')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar paquete de temporada' }).click(),
    ])
    const pkgPath = join(dir, 'paquete.json')
    await download.saveAs(pkgPath)
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'))
    const hers = pkg.players.filter((p) => p.identity?.fedaId === FEDA).map((p) => p.id)
    assert.equal(hers.length, 4, 'board-order entries linked to her FEDA id:')
    log(`package: ${hers.length} entries carry FEDA ${FEDA}`)

    // Round 1: she plays board 1 for Oviedo and board 8 for a team of the other match.
    const round1 = pkg.fixtures.filter((f) => f.round === 1)
    const oviedoId = pkg.teams.find((t) => t.name === 'Oviedo A').id
    const mine = round1.find((f) => f.homeId === oviedoId || f.awayId === oviedoId)
    const other = round1.find((f) => f !== mine)
    const order = (id) => pkg.teams.find((t) => t.id === id).order
    const top8 = (id) => order(id).slice(0, 8)
    const withHer = (id) => [...order(id).slice(0, 7), order(id)[8]]
    assert.ok(hers.includes(order(oviedoId)[0]) && hers.includes(withHer(other.homeId)[7]))
    const files = [
      ['acta-oviedo.json', acta(pkg, mine, top8(mine.homeId), top8(mine.awayId))],
      ['acta-otra.json', acta(pkg, other, withHer(other.homeId), top8(other.awayId))],
    ].map(([name, text]) => {
      const path = join(dir, name)
      writeFileSync(path, text)
      return path
    })
    await page.locator('#ms-actas').setInputFiles(files)
    await page.getByText('acta-oviedo.json: Aceptada y aplicada').waitFor()
    await page.getByText('acta-otra.json: Aceptada y aplicada').waitFor()

    const list = page.getByRole('list', { name: 'Infracciones entre encuentros' })
    await list.waitFor()
    const items = await list.getByRole('listitem').allTextContents()
    assert.equal(items.length, 2, 'violations across matches:')
    const names = Object.fromEntries(pkg.teams.map((t) => [t.id, t.name]))
    const expected = [
      ['Oviedo A', 1],
      [names[other.homeId], 8],
    ]
    for (const [team, board] of expected)
      assert.ok(
        items.some((text) =>
          new RegExp(
            `· ${team} · ${SHE} \\(FEDA ${FEDA}\\): Art\\. 74\\.4, tablero ${board}: jugador en dos actas de la misma ronda\\. Consecuencia: pierde los puntos desde el tablero ${board}\\.`,
          ).test(text),
        ),
        `74.4 for ${team} on board ${board} in ${JSON.stringify(items)}`,
      )
    await list.scrollIntoViewIfNeeded()
    await screenshot('matchSheetSeason-74.4-federation')
    log('74.4 across clubs shown for both teams')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

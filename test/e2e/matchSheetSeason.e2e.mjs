// The federation's season-wide checks on a tablet-sized screen (820x1180), FAPA art. 74.4 across
// clubs and across competitions. The registry holds Covadonga Álvarez Pidal with her FEDA id;
// by mistake she is on the board order of every club of a 2nd-division league. The season
// package links each of those entries to her FEDA id; two signed actas of round 1 (two matches,
// two clubs) name her under different package ids. Oviedo A also fields Oviedo B's first player
// (3rd division) as a feeder on board 8 (art. 75.2), while Oviedo B names him on its own round-1
// sheet; a tablet with the 2nd-division package offers him to Oviedo A's captain after the
// team's own players. The federation view shows each art. 74.4 violation with the article and consequence:
// both clubs for her (same category), only Oviedo B for him (the lower category offends).
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inkedSignature, signedActa } from './actaFiles.mjs'
import { launchTablet } from './tablet.mjs'
import { createDivision, leagueOrder, pairFirstRound, registerTeam } from './teamScreens.mjs'

const TEAMS = ['Oviedo A', 'Gijón A', 'Avilés A', 'Mieres A']
const LOWER = ['Oviedo B', 'Gijón B', 'Llanes A', 'Siero A']
const SHE = 'Covadonga Álvarez Pidal'
const FEDA = 24123
/** A signed acta of a package fixture, its lineups taken from the board orders. */
function acta({ pkg, key, ink }, fixture, homeLineup, awayLineup) {
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
    results: ['1-0', '1/2', '0-1', '1-0', '1/2', '1-0', '0-1', '1/2'].slice(0, pkg.boards),
    incidents: [],
    signatures: { home: ink, away: ink, arbiter: ink },
    version: 1,
    supersedes: null,
    identities,
  }
  return signedActa(sheet, key)
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

/** A league of four teams, ten players each; `extra(n, lines)` may add lines to team n's order. */
async function createLeague(page, baseURL, title, category, teams, extra = () => {}) {
  await page.goto(baseURL + 'teams')
  await createDivision(page, title, category)
  for (const [n, name] of teams.entries()) {
    const order = leagueOrder(name, n)
    extra(n, order)
    // She has no licence: the order is refused (art. 74.6.b) and registered only by exception.
    const exception = order.some((l) => l.startsWith(SHE))
      ? { problems: 1, reason: 'Licencia en trámite' }
      : undefined
    const club = `Club ${name.slice(0, -2)}`
    await registerTeam(page, { name, club, zone: 'Centro', order, exception })
  }
  await pairFirstRound(page)
}

/** The 2nd-division package on a fresh tablet: Oviedo A's picker offers Oviedo B's players. */
async function tabletFeeders({ pkgPath, baseURL, assert, screenshot, tempDir }) {
  const profile = tempDir()
  const tablet = await launchTablet(profile)
  try {
    const page = tablet.pages()[0] ?? (await tablet.newPage())
    await page.goto(baseURL + 'actas')
    await page.locator('#ms-package').setInputFiles(pkgPath)
    await page
      .getByRole('button', { name: /^Ronda 1 · .*Oviedo A/ })
      .first()
      .tap()
    const region = page.getByRole('region', { name: /Oviedo A$/ })
    await region.getByRole('heading', { name: /^Filial Oviedo B \(art\. 75\.2/ }).waitFor()
    for (let n = 1; n <= 7; n++)
      await region.getByRole('button', { name: new RegExp(`^Poner a OviedoA Apellido${n} `) }).tap()
    await region.getByRole('button', { name: 'Poner a OviedoB Apellido1 Segundo1' }).tap()
    await region.getByText('Sin problemas en la alineación.').waitFor()
    assert.match(
      await region.getByRole('button', { name: 'Vaciar tablero 8' }).textContent(),
      /OviedoB Apellido1 Segundo1/,
    )
    await region.getByRole('heading', { name: /^Filial Oviedo B/ }).scrollIntoViewIfNeeded()
    await screenshot('matchSheetSeason-tablet-feeder', page)
    // Art. 74.4 across the two packages of the club's file: Oviedo B's own round-1 sheet names
    // him on board 1 too; the tablet sees Oviedo A's sheet and says Oviedo B, the lower team, offends.
    await page.getByRole('button', { name: 'Volver a los encuentros' }).tap()
    await page
      .getByRole('button', { name: /^Ronda 1 · .*Oviedo B/ })
      .first()
      .tap()
    const lower = page.getByRole('region', { name: /Oviedo B$/ })
    await lower.getByRole('button', { name: /^Poner a OviedoB Apellido1 Segundo1\b/ }).tap()
    await lower
      .getByText(
        /^Art\. 74\.4, tablero 1: OviedoB Apellido1 Segundo1 figura también en el acta de Oviedo A \(ronda 1, tablero 8\), en este dispositivo\. Alineación indebida de este equipo, el de inferior categoría \(art\. 74\.4\)\.$/,
      )
      .waitFor()
    await screenshot('matchSheetSeason-tablet-74.4', page)
  } finally {
    await tablet.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** Exports a club's season file; its competitions, by name. */
async function exportClub(page, dir, club) {
  await page.getByRole('combobox', { name: 'Club', exact: true }).selectOption({ label: club })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar calendario del club' }).click(),
  ])
  const path = join(dir, `${club.replace(/\W+/g, '_')}.json`)
  await download.saveAs(path)
  const file = JSON.parse(readFileSync(path, 'utf8'))
  const byName = Object.fromEntries(file.competitions.map((p) => [p.competitionName, p]))
  return { path, byName, key: file.signingKey }
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
    // Oviedo lists her first; the other clubs list her ninth, by mistake.
    await createLeague(
      page,
      baseURL,
      '2.ª categoría 2026-27',
      '2.ª categoría',
      TEAMS,
      (n, lines) =>
        n === 0 ? lines.unshift(`${SHE}; 2150`) : lines.splice(8, 0, `${SHE}; ${2015 - 100 * n}`),
    )
    await createLeague(page, baseURL, '3.ª categoría 2026-27', '3.ª categoría', LOWER)
    await page.goto(baseURL + 'actas?v=fed')
    await page.getByLabel('Fecha de la ronda 1').fill('2026-11-28')
    // Oviedo's file carries both its competitions; another club's brings the other match.
    const oviedoFile = await exportClub(
      page,
      dir,
      'Club Oviedo (2 equipos, no está en el registro)',
    )
    const pkgPath = oviedoFile.path
    const pkg = oviedoFile.byName['2.ª categoría 2026-27']
    const lower = oviedoFile.byName['3.ª categoría 2026-27']
    assert.ok(pkg && lower, 'both competitions in the Oviedo file')
    // Every club's file: the other match of round 1 and each home club's signing key.
    const keys = {}
    const clubsFiles = []
    for (const [club, teams] of [
      ['Oviedo', 2],
      ['Gijón', 2],
      ['Avilés', 1],
      ['Mieres', 1],
      ['Llanes', 1],
      ['Siero', 1],
    ]) {
      const f =
        club === 'Oviedo'
          ? oviedoFile
          : await exportClub(page, dir, `Club ${club} (${teams} equipos, no está en el registro)`)
      keys[f.key.clubId] = f.key
      if (f.byName['2.ª categoría 2026-27']) clubsFiles.push(f.byName['2.ª categoría 2026-27'])
    }
    const ink = await inkedSignature(page)
    const signer = (p, fixture) => ({
      pkg: p,
      ink,
      key: keys[p.teams.find((t) => t.id === fixture.homeId).signingClub],
    })
    const hers = pkg.players.filter((p) => p.identity?.fedaId === FEDA).map((p) => p.id)
    assert.equal(hers.length, 4, 'board-order entries linked to her FEDA id:')
    const team = (p, name) => p.teams.find((t) => t.name === name)
    assert.deepEqual(
      pkg.teams.map((t) => [t.name, t.division]).slice(4),
      [
        ['Oviedo B', 3],
        ['Gijón B', 3],
      ],
      'feeder teams in the 2nd-division package:',
    )
    log(`package: ${hers.length} entries carry FEDA ${FEDA}; Oviedo B travels as a feeder`)
    await tabletFeeders({ pkgPath, baseURL, assert, screenshot, tempDir })
    log(
      'tablet: Oviedo B player on board 8 of Oviedo A (art. 75.2), then on Oviedo B: 74.4 flagged across packages',
    )

    // Round 1: she plays board 1 for Oviedo A and board 8 for a team of the other match;
    // Oviedo B's first player is on board 8 of Oviedo A and board 1 of Oviedo B.
    const round1 = (p) => p.fixtures.filter((f) => f.round === 1)
    const oviedoA = team(pkg, 'Oviedo A')
    const feeder = team(pkg, 'Oviedo B').order[0]
    const involves = (id) => (f) => f.homeId === id || f.awayId === id
    const mine = round1(pkg).find(involves(oviedoA.id))
    const other = clubsFiles.flatMap((p) => round1(p)).find((f) => !involves(oviedoA.id)(f))
    const below = round1(lower).find(involves(team(lower, 'Oviedo B').id))
    const order = (p, id) => p.teams.find((t) => t.id === id).order
    const top = (p, id) => order(p, id).slice(0, p.boards)
    const oviedoLineup = [...oviedoA.order.slice(0, 7), feeder]
    const side = (f, id, lineup, p) => [
      f.homeId === id ? lineup : top(p, f.homeId),
      f.awayId === id ? lineup : top(p, f.awayId),
    ]
    const withHer = [...order(pkg, other.homeId).slice(0, 7), order(pkg, other.homeId)[8]]
    assert.ok(hers.includes(oviedoA.order[0]) && hers.includes(withHer[7]))
    const texts = [
      [
        'acta-oviedo.json',
        await acta(signer(pkg, mine), mine, ...side(mine, oviedoA.id, oviedoLineup, pkg)),
      ],
      ['acta-otra.json', await acta(signer(pkg, other), other, withHer, top(pkg, other.awayId))],
      [
        'acta-tercera.json',
        await acta(signer(lower, below), below, top(lower, below.homeId), top(lower, below.awayId)),
      ],
    ]
    const files = texts.map(([name, text]) => {
      const path = join(dir, name)
      writeFileSync(path, text)
      return path
    })
    await page.locator('#ms-actas').setInputFiles(files)
    await page.getByText('acta-oviedo.json: Aceptada y aplicada').waitFor()
    await page.getByText('acta-otra.json: Aceptada y aplicada').waitFor()
    await page.getByText('acta-tercera.json: Aceptada y aplicada').waitFor()

    const list = page.getByRole('list', { name: 'Infracciones entre encuentros' })
    await list.waitFor()
    const items = await list.getByRole('listitem').allTextContents()
    assert.equal(items.length, 3, 'violations across matches:')
    const names = Object.fromEntries(pkg.teams.map((t) => [t.id, t.name]))
    const him = pkg.players.find((p) => p.id === feeder).name
    const expected = [
      ['Oviedo A', `${SHE} \\(FEDA ${FEDA}\\)`, 1],
      [names[other.homeId], `${SHE} \\(FEDA ${FEDA}\\)`, 8],
      ['Oviedo B', him, 1],
    ]
    for (const [teamName, who, board] of expected)
      assert.ok(
        items.some((text) =>
          new RegExp(
            `· ${teamName} · ${who}: Art\\. 74\\.4, tablero ${board}: jugador en dos actas de la misma ronda\\. Consecuencia: pierde los puntos desde el tablero ${board}\\.`,
          ).test(text),
        ),
        `74.4 for ${teamName} on board ${board} in ${JSON.stringify(items)}`,
      )
    await list.scrollIntoViewIfNeeded()
    await screenshot('matchSheetSeason-74.4-federation')
    log('74.4 across clubs and across competitions shown with article and consequence')

    // The three findings reach the standings in one confirmed action (art. 74.5): Oviedo B,
    // offender across competitions, loses its board points from board 1.
    await page.getByRole('combobox', { name: 'Competición' }).selectOption({
      label: '3.ª categoría 2026-27',
    })
    const standings = page.getByRole('table', { name: 'Clasificación por equipos' })
    const oviedoB = standings.getByRole('row').filter({ hasText: 'Oviedo B' })
    const before = await oviedoB.locator('td').nth(4).textContent()
    const apply = page.getByRole('button', {
      name: /^Aplicar a la clasificación \(\d+ hallazgos\)$/,
    })
    const n = Number(/\((\d+)/.exec(await apply.textContent())[1])
    await apply.click()
    const preview = page.getByRole('group', { name: /^Aplicar a la clasificación/ })
    const lines = await preview.getByRole('listitem').allTextContents()
    assert.equal(lines.length, n, 'findings in the preview:')
    assert.ok(
      lines.some((l) =>
        /^Art\. 74\.4 · Ronda 1 · .+: Oviedo B pierde los puntos desde el tablero 1$/.test(l),
      ),
      `Oviedo B's finding in ${JSON.stringify(lines)}`,
    )
    await preview.scrollIntoViewIfNeeded()
    await screenshot('matchSheetSeason-findings-preview')
    await preview.getByRole('button', { name: 'Confirmar y aplicar' }).click()
    await page.getByText(`${n} hallazgos aplicados a la clasificación.`).waitFor()
    await oviedoB.locator('td:nth-child(5)', { hasText: /^0,0$/ }).waitFor()
    assert.ok(before !== '0,0', `Oviedo B had board points before: ${before}`)
    await page.reload()
    await page.getByText('Todos los hallazgos están aplicados a la clasificación.').waitFor()
    log(`${n} season finding(s) applied to the standings in one action; Oviedo B ${before} -> 0,0`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

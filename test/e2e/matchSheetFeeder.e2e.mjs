// A feeder-team player attached after his fifth acta (FAPA art. 75.2-75.3): Oviedo A (2nd
// division, six teams, five rounds) fields Oviedo B's first player (3rd division) on board 8 in
// every round. The federation pairs each round and imports its three signed actas; after the
// fourth the season checks attach nobody, after the fifth they say he is attached to Oviedo A
// from round 5. Oviedo's file exported again carries the attachment, and on the club's tablet
// Oviedo B's captain who puts him on board 1 is told he is attached and cannot return (75.3).
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inkedSignature, signedActa } from './actaFiles.mjs'
import { launchTablet } from './tablet.mjs'
import { createDivision, leagueOrder, pairFirstRound, registerTeam } from './teamScreens.mjs'

const SECOND = '2.ª categoría 2026-27'
const THIRD = '3.ª categoría 2026-27'
const TEAMS = ['Oviedo A', 'Gijón A', 'Avilés A', 'Mieres A', 'Langreo A', 'Siero A']
const LOWER = ['Oviedo B', 'Gijón B', 'Llanes A', 'Siero B']
const clubValue = (club) =>
  `club:${club
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}`

async function createLeague(page, baseURL, title, category, teams) {
  await page.goto(baseURL + 'teams')
  await createDivision(page, title, category)
  for (const [n, name] of teams.entries()) {
    const club = `Club ${name.slice(0, -2)}`
    await registerTeam(page, { name, club, zone: 'Centro', order: leagueOrder(name, n) })
  }
  await pairFirstRound(page)
}

async function pairRound(page, baseURL, title, round) {
  await page.goto(baseURL + 'teams')
  await page
    .getByRole('navigation', { name: 'Competiciones' })
    .getByRole('button', { name: title, exact: true })
    .click()
  await page.getByRole('button', { name: `Emparejar ronda ${round}` }).click()
  await page.getByRole('table', { name: `Encuentros de la ronda ${round}` }).waitFor()
  await page.goto(baseURL + 'actas?v=fed')
}

/** Exports a club's whole calendar; the parsed file and its path. */
async function exportClub(page, dir, club) {
  await page.getByRole('combobox', { name: 'Club', exact: true }).selectOption(clubValue(club))
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar calendario del club' }).click(),
  ])
  const path = join(dir, `${club.replace(/\W+/g, '_')}.json`)
  await d.saveAs(path)
  return { path, file: JSON.parse(readFileSync(path, 'utf8')) }
}

/** A signed acta of `f` with the top boards of each order, `lineup` for Oviedo A. */
function acta(pkg, f, key, ink, oviedoA, lineup) {
  const order = (id) => pkg.teams.find((t) => t.id === id).order.slice(0, pkg.boards)
  const identities = {}
  const sheet = {
    matchId: f.matchId,
    competitionId: pkg.competitionId,
    competitionName: pkg.competitionName,
    round: f.round,
    homeId: f.homeId,
    awayId: f.awayId,
    boards: pkg.boards,
    division: pkg.division,
    date: f.date,
    time: f.time,
    venue: 'Casa de Cultura',
    arbiter: 'Ana Pérez López',
    homeCaptain: 'Luis García Díaz',
    awayCaptain: 'Marta Sánchez Ruiz',
    homeLineup: f.homeId === oviedoA ? lineup : order(f.homeId),
    awayLineup: f.awayId === oviedoA ? lineup : order(f.awayId),
    results: ['1-0', '1/2', '0-1', '1-0', '1/2', '1-0', '0-1', '1/2'],
    incidents: [],
    signatures: { home: ink, away: ink, arbiter: ink },
    version: 1,
    supersedes: null,
    identities,
  }
  return signedActa(sheet, key)
}

export default async function matchSheetFeeder({
  page,
  baseURL,
  assert,
  screenshot,
  log,
  tempDir,
}) {
  const dir = tempDir()
  await createLeague(page, baseURL, SECOND, '2.ª categoría', TEAMS)
  await createLeague(page, baseURL, THIRD, '3.ª categoría', LOWER)
  await page.goto(baseURL + 'actas?v=fed')
  await page.getByLabel('Fecha de la ronda 1').fill('2026-10-03')
  const clubs = [...new Set([...TEAMS, ...LOWER].map((t) => `Club ${t.slice(0, -2)}`))]
  const keys = {}
  const fixtures = new Map()
  let second = null
  for (const club of clubs) {
    const { file } = await exportClub(page, dir, club)
    keys[file.signingKey.clubId] = file.signingKey
    const part = file.competitions.find((c) => c.competitionName === SECOND)
    if (!part) continue
    if (club === 'Club Oviedo') second = part
    for (const f of part.fixtures) fixtures.set(f.matchId, f)
  }
  const oviedoA = second.teams.find((t) => t.name === 'Oviedo A')
  const feederTeam = second.teams.find((t) => t.name === 'Oviedo B')
  assert.ok(feederTeam, 'Oviedo B travels in the 2nd-division package as a feeder (art. 75.2)')
  const him = second.players.find((p) => p.id === feederTeam.order[0])
  const lineup = [...oviedoA.order.slice(0, 7), him.id]
  const ink = await inkedSignature(page)
  const attached = page.getByRole('list', { name: 'Jugadores adscritos' })
  for (let r = 1; r <= 5; r++) {
    if (r > 1) await pairRound(page, baseURL, SECOND, r)
    const round = [...fixtures.values()].filter((f) => f.round === r)
    assert.equal(round.length, 3, `matches of round ${r}:`)
    const files = []
    for (const [i, f] of round.entries()) {
      const home = second.teams.find((t) => t.id === f.homeId)
      const text = await acta(second, f, keys[home.signingClub], ink, oviedoA.id, lineup)
      const path = join(dir, `acta-${r}-${i + 1}.json`)
      writeFileSync(path, text)
      files.push(path)
    }
    await page.locator('#ms-actas').setInputFiles(files)
    const results = page.getByRole('list', { name: 'Resultado de la importación' })
    await results.getByText('Aceptada y aplicada').nth(2).waitFor()
    // Four games moved up attach nobody; the fifth attaches him (art. 75.2-75.3).
    if (r === 4) assert.equal(await attached.count(), 0, 'attached after four games:')
  }
  const line = attached.getByText(
    `${him.name} queda adscrito a Oviedo A (desde Oviedo B) en la ronda 5: su quinta partida como ascendido (art. 75.2-75.3).`,
  )
  await line.waitFor()
  await attached.scrollIntoViewIfNeeded()
  await screenshot('matchSheetFeeder-1-attached')
  log(`${him.name}: five actas for Oviedo A, attached from round 5`)

  // Oviedo's file again: Oviedo B's 3rd-division package says he now belongs to Oviedo A.
  const again = await exportClub(page, dir, 'Club Oviedo')
  const third = again.file.competitions.find((c) => c.competitionName === THIRD)
  const oviedoB = third.teams.find((t) => t.name === 'Oviedo B')
  const upper = third.teams.find((t) => t.name === 'Oviedo A')
  assert.ok(upper, 'Oviedo A travels in the 3rd-division package, where his attachment points')
  assert.deepEqual(
    (third.attachments ?? []).filter((a) => a.playerId === oviedoB.order[0]),
    [{ playerId: oviedoB.order[0], teamId: upper.id }],
    'the attachment in the 3rd-division package:',
  )
  const profile = tempDir()
  const context = await launchTablet(profile)
  try {
    const tablet = context.pages()[0] ?? (await context.newPage())
    await tablet.goto(baseURL + 'actas')
    await tablet.locator('#ms-package').setInputFiles(again.path)
    await tablet.getByRole('region', { name: THIRD }).waitFor()
    await tablet
      .getByRole('region', { name: THIRD })
      .getByRole('button', { name: /^Ronda 2 · .*Oviedo B/ })
      .tap()
    const region = tablet.getByRole('region', { name: /Oviedo B$/ })
    await region.getByRole('button', { name: new RegExp(`^Poner a ${him.name}\\b`) }).tap()
    const said = region.getByText(
      'Art. 75.3, tablero 1: jugador ya adscrito a un equipo superior alineado en uno inferior. Consecuencia: pierde los puntos desde el tablero 1.',
    )
    await said.waitFor()
    await said.scrollIntoViewIfNeeded()
    await screenshot('matchSheetFeeder-2-tablet-no-return', tablet)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  log('tablet: the attached player cannot go back down to Oviedo B (art. 75.3)')
  rmSync(dir, { recursive: true, force: true })
}

// A cup and a team blitz travel to a club's tablet and their actas come back: the federation
// registers the Asturias Cup (4 boards, FAPA art. 104) and a team blitz (8 boards, art. 86, 88)
// with the same four clubs, pairs round 1 of each and exports every club's calendar; the home
// club of a cup tie and the home club of a blitz group match each import their file on a tablet
// (820x1180, touch) that lists both competitions, fill and sign the acta with the club's key;
// the federation imports both files, each line naming its competition and match, and the cup
// bracket and the blitz round take the results board by board.
import { readFileSync, rmSync } from 'node:fs'
import { download, launchTablet, signActa } from './tablet.mjs'
import { pairFirstRound, registerTeam } from './teamScreens.mjs'

const TOWNS = ['Oviedo', 'Gijón', 'Avilés', 'Mieres']
const CUP = 'Copa de Asturias 2026'
const BLITZ = 'Relámpago por equipos 2026'
// Home team's board results: the cup tie 2½-1½, the blitz match 4½-3½.
const CUP_RESULTS = ['1-0', '½-½', '1-0', '0-1']
const BLITZ_RESULTS = ['1-0', '½-½', '0-1', '1-0', '½-½', '½-½', '0-1', '1-0']
/** The value a board's select on the competition screen takes for a tablet result. */
const selectValue = (r) => (r === '½-½' ? '1/2' : r)

const clubValue = (club) =>
  `club:${club
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}`

async function createEvent(page, name, kind, teamName, players, prefix) {
  await page.getByRole('textbox', { name: 'Nombre de la competición' }).fill(name)
  await page.getByRole('combobox', { name: 'Tipo de competición' }).selectOption({ label: kind })
  await page.getByRole('button', { name: 'Crear competición' }).click()
  await page.getByRole('heading', { level: 2, name }).waitFor()
  for (const [n, town] of TOWNS.entries()) {
    const order = Array.from(
      { length: players },
      (_, k) => `${prefix}${n + 1} Apellido${k + 1} Segundo${k + 1}; ${2200 - 50 * n - 10 * k}`,
    )
    await registerTeam(page, { name: teamName(town), club: `Club ${town}`, order })
  }
  await pairFirstRound(page)
}

/** Fills, signs and exports on the tablet the acta of `f`; returns the acta file's path. */
async function fillActa(tablet, part, f, prefix, results, total, dir, name) {
  const team = (id) => part.teams.find((x) => x.id === id).name
  const region = tablet.getByRole('region', { name: part.competitionName })
  await region
    .getByRole('button', { name: `Ronda ${f.round} · ${team(f.homeId)} – ${team(f.awayId)}` })
    .tap()
  for (const [field, value] of [
    ['Local de juego', `Casa de Cultura de ${team(f.homeId).split(' ')[0]}`],
    ['Árbitro (nombre y dos apellidos)', 'Ana Pérez López'],
    ['Capitán local', 'Luis García Díaz'],
    ['Capitán visitante', 'Marta Sánchez Ruiz'],
  ])
    await tablet.getByRole('textbox', { name: field, exact: true }).fill(value)
  for (const side of ['local', 'visitante']) {
    const lineup = tablet.getByRole('region', { name: new RegExp(`^Alineación ${side}`) })
    for (let k = 1; k <= part.boards; k++)
      await lineup
        .getByRole('button', { name: new RegExp(`^Poner a ${prefix}\\d+ Apellido${k} `) })
        .tap()
    await lineup.getByText('Sin problemas en la alineación.').waitFor()
  }
  for (const [b, r] of results.entries())
    await tablet
      .getByRole('radiogroup', { name: `Resultado del tablero ${b + 1}` })
      .getByRole('radio', { name: new RegExp(`^${r}, `) })
      .tap()
  await tablet.getByText(`Total: ${total}`).waitFor()
  await signActa(tablet)
  return download(
    tablet,
    () => tablet.getByRole('button', { name: 'Firmar y exportar acta' }).tap(),
    dir,
    name,
  )
}

export default async function matchSheetEvents({
  page,
  baseURL,
  assert,
  screenshot,
  log,
  tempDir,
}) {
  const dir = tempDir()
  await page.goto(baseURL + 'teams')
  await createEvent(page, CUP, 'Copa de Asturias', (t) => `${t} A`, 6, 'Copa')
  await createEvent(page, BLITZ, 'Campeonato relámpago por equipos', (t) => `${t} Rel`, 10, 'Rel')
  log('cup and blitz registered with four clubs each, round 1 paired')

  await page.goto(baseURL + 'actas?v=fed')
  const packages = new Map()
  for (const town of TOWNS) {
    await page
      .getByRole('combobox', { name: 'Club', exact: true })
      .selectOption(clubValue(`Club ${town}`))
    packages.set(
      `Club ${town}`,
      await download(
        page,
        () => page.getByRole('button', { name: 'Exportar calendario del club' }).click(),
        dir,
        `${town}.json`,
      ),
    )
    await page.getByText(/^Exportado temporada-.*\.json: .*, 2 competiciones, /).waitFor()
  }
  await screenshot('matchSheetEvents-1-exported')
  const file = (club) => JSON.parse(readFileSync(packages.get(club), 'utf8'))
  const oviedo = file('Club Oviedo')
  const byName = (f, name) => f.competitions.find((c) => c.competitionName === name)
  assert.deepEqual(
    [byName(oviedo, CUP)?.boards, byName(oviedo, CUP)?.kind],
    [4, 'cup'],
    'the cup travels with 4 boards (art. 104):',
  )
  assert.deepEqual(
    [byName(oviedo, BLITZ)?.boards, byName(oviedo, BLITZ)?.kind],
    [8, 'blitz'],
    'the blitz travels with 8 boards (art. 86):',
  )

  // The first match of round 1 of each, at its home club's tablet.
  const jobs = []
  for (const [name, prefix, results, total] of [
    [CUP, 'Copa', CUP_RESULTS, '2½ – 1½'],
    [BLITZ, 'Rel', BLITZ_RESULTS, '4½ – 3½'],
  ]) {
    const part = byName(oviedo, name)
    const f = [...packages.keys()]
      .flatMap((club) => byName(file(club), name).fixtures)
      .filter((x) => x.round === 1)
      .sort((a, b) => a.matchId.localeCompare(b.matchId))[0]
    const club = part.teams.find((x) => x.id === f.homeId).clubId
    jobs.push({ name, prefix, results, total, f, club })
  }
  const actas = []
  for (const [i, job] of jobs.entries()) {
    const profile = tempDir()
    const context = await launchTablet(profile)
    try {
      const tablet = context.pages()[0] ?? (await context.newPage())
      tablet.on('pageerror', (e) => console.error(`  [tablet] page error: ${e.message}`))
      await tablet.goto(baseURL + 'actas')
      await tablet.locator('#ms-package').setInputFiles(packages.get(job.club))
      await tablet
        .getByText(/^Calendario de .+ importado: 2 competiciones, \d+ encuentros\.$/)
        .waitFor()
      await tablet.getByRole('region', { name: CUP }).waitFor()
      await tablet.getByRole('region', { name: BLITZ }).waitFor()
      if (i === 0) await screenshot('matchSheetEvents-2-tablet-calendar', tablet)
      const part = byName(file(job.club), job.name)
      actas.push(
        await fillActa(
          tablet,
          part,
          job.f,
          job.prefix,
          job.results,
          job.total,
          dir,
          `acta-${i + 1}.json`,
        ),
      )
      await tablet.getByText(/^Acta firmada digitalmente con la clave del club de /).waitFor()
      await screenshot(`matchSheetEvents-${3 + i}-tablet-signed`, tablet)
      const acta = JSON.parse(readFileSync(actas[i], 'utf8'))
      assert.equal(acta.sheet.boards, job.results.length, `${job.name}: boards on the acta:`)
      assert.equal(
        acta.signature.clubId,
        clubValue(job.club),
        `${job.name}: signed by its home club:`,
      )
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }
  log(`cup acta from ${jobs[0].club}, blitz acta from ${jobs[1].club}: filled and signed`)

  await page.locator('#ms-actas').setInputFiles(actas)
  const lines = page.getByRole('list', { name: 'Resultado de la importación' })
  await lines.getByText('Aceptada y aplicada').nth(1).waitFor()
  for (const job of jobs) {
    const team = (id) => byName(oviedo, job.name).teams.find((x) => x.id === id).name
    await lines
      .getByText(`— ${job.name}, ronda 1: ${team(job.f.homeId)} – ${team(job.f.awayId)}.`)
      .waitFor()
  }
  await screenshot('matchSheetEvents-5-imported')
  log('both actas accepted, each line naming its competition and match')

  // The competition screens take the boards of each acta.
  for (const job of jobs) {
    const part = byName(oviedo, job.name)
    const team = (id) => part.teams.find((x) => x.id === id).name
    await page.goto(baseURL + 'teams')
    await page.getByRole('button', { name: job.name, exact: true }).click()
    const table = page.getByRole('table', { name: 'Encuentros de la ronda 1' })
    const row = table.getByRole('row', { name: new RegExp(team(job.f.homeId)) })
    await row.waitFor()
    const values = await row
      .locator('select')
      .evaluateAll((ss) => ss.map((s) => s.value).filter((v) => v !== 'home' && v !== 'away'))
    assert.deepEqual(
      values.slice(0, job.results.length),
      job.results.map(selectValue),
      `${job.name}: board results of ${team(job.f.homeId)} – ${team(job.f.awayId)}:`,
    )
    if (job.name === CUP) {
      const bracket = page.getByRole('group', { name: 'Cuadro de la copa' })
      await bracket.getByText(`${team(job.f.homeId)} 2,5-1,5 ${team(job.f.awayId)}`).waitFor()
      await bracket.scrollIntoViewIfNeeded()
    } else {
      // The group table counts the match: 4½ board points and the 2 match points of a win,
      // its tie-break by boards written with decimal commas ("1/0,5/0/1/...").
      const row = page
        .getByRole('table', { name: /^Clasificación del grupo/ })
        .getByRole('row', { name: new RegExp(team(job.f.homeId)) })
      const cells = (await row.locator('td').allTextContents()).map((s) => s.trim())
      assert.deepEqual(cells.slice(1, 6), [team(job.f.homeId), '4,5', '2', '0', '1'], 'group row:')
      assert.equal(cells[8], '1/0,5/0/1/0,5/0,5/0/1', 'wins board by board (art. 91.c):')
      await row.scrollIntoViewIfNeeded()
    }
    await screenshot(`matchSheetEvents-${job.name === CUP ? 6 : 7}-applied`)
  }
  log('cup bracket and blitz round show the results of the actas')
}

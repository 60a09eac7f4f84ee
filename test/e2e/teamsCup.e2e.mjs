// Asturias Cup and team blitz through the screen: a cup of 6 teams draws 2 exempt teams who
// join in round 2 (FAPA art. 106), a tie level on every board is decided by the committee, and
// the TRF-2026 file carries the team rosters (310). A blitz of 8 teams is split into groups
// A/B by the serpentine (art. 87-88), plays its group rounds, semifinals 1A-2B / 1B-2A with
// the group winners at home (White on odd boards), placement matches and the final; the TRF-16
// file carries the 013 team records.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readMatches } from './teamScreens.mjs'

const cols = (line, from, to) => line.padEnd(to).slice(from - 1, to)

async function register(page, name, club, players) {
  await page.getByRole('textbox', { name: 'Nombre del equipo' }).fill(name)
  await page.getByRole('textbox', { name: 'Club', exact: true }).fill(club)
  await page.getByRole('textbox', { name: 'Orden de fuerza' }).fill(players.join('\n'))
  await page.getByRole('button', { name: 'Inscribir equipo' }).click()
  await page.getByRole('cell', { name, exact: true }).waitFor()
}

async function create(page, name, kind) {
  await page.getByRole('textbox', { name: 'Nombre de la competición' }).fill(name)
  await page.getByRole('combobox', { name: 'Tipo de competición' }).selectOption({ label: kind })
  await page.getByRole('button', { name: 'Crear competición' }).click()
  await page.getByRole('heading', { level: 2, name }).waitFor()
}

async function setBoard(page, round, match, board, value) {
  const label = `Ronda ${round}, encuentro ${match}, tablero ${board}`
  await page.getByRole('combobox', { name: label, exact: true }).selectOption(value)
  await page.waitForFunction(
    ([l, v]) => document.querySelector(`select[aria-label="${l}"]`)?.value === v,
    [label, value],
  )
}

async function play(page, round, matches, boards, pick) {
  for (const [i, m] of matches.entries()) {
    const results = pick(m, i)
    for (let b = 1; b <= boards; b++) await setBoard(page, round, i + 1, b, results[b - 1])
  }
}

async function download(page, tempDir, name) {
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ])
  const file = join(tempDir(), d.suggestedFilename())
  await d.saveAs(file)
  return { name: d.suggestedFilename(), text: readFileSync(file, 'utf8') }
}

async function cup({ page, assert, screenshot, log, tempDir }) {
  await create(page, 'Copa de Asturias 2026', 'Copa de Asturias')
  const teams = ['Oviedo', 'Gijón', 'Avilés', 'Mieres', 'Langreo', 'Siero'].map((c) => `${c} A`)
  for (const [n, team] of teams.entries())
    await register(
      page,
      team,
      team.slice(0, -2),
      [1, 2, 3, 4].map((k) => `${team} ${k}; ${2000 - 30 * n - k}`),
    )
  await page.getByText('6 equipos inscritos').waitFor()

  await page.getByRole('button', { name: 'Emparejar ronda 1' }).click()
  await page.getByText('Eliminatoria a 4 tableros (art. 104-106), 3 rondas').waitFor()
  const exemptLine = page.getByText(/^Exentos por sorteo, entran en la ronda 2/)
  const exempt = (await exemptLine.textContent()).split(': ')[1].split(', ')
  assert.equal(exempt.length, 2, 'exempt teams (6 entrants, bracket of 8):')
  const r1 = await readMatches(page, 1, false)
  assert.equal(r1.length, 2, 'ties in round 1:')
  const inRound1 = new Set([...exempt, ...r1.flatMap((m) => [m.home, m.away])])
  assert.equal(inRound1.size, 6, 'every team is either drawn or exempt:')
  log(`round 1: ${r1.map((m) => `${m.home}-${m.away}`).join(', ')}; exempt ${exempt.join(', ')}`)

  // Tie 1 is drawn on every board; tie 2 goes to the away team 1-3.
  await play(page, 1, r1, 4, (_, i) =>
    i === 0 ? ['1/2', '1/2', '1/2', '1/2'] : ['0-1', '1/2', '0-1', '1/2'],
  )
  await page.getByRole('button', { name: 'Emparejar ronda 2' }).click()
  await page
    .getByText('Un encuentro está empatado en todos los tableros: indique qué equipo pasa.')
    .waitFor()
  await page
    .getByRole('combobox', { name: 'Ronda 1, encuentro 1: equipo que pasa' })
    .selectOption({ label: r1[0].home })
  await page.waitForFunction(
    () =>
      document.querySelector('select[aria-label="Ronda 1, encuentro 1: equipo que pasa"]')
        ?.value === 'home',
  )
  await screenshot('teamsCup-round1')
  await page.getByRole('button', { name: 'Emparejar ronda 2' }).click()
  const r2 = await readMatches(page, 2, false)
  const through = [r1[0].home, r1[1].away, ...exempt].sort()
  assert.deepEqual(
    r2.flatMap((m) => [m.home, m.away]).sort(),
    through,
    'round 2 holds the two winners and the two exempt teams:',
  )
  await play(page, 2, r2, 4, () => ['1-0', '1-0', '1/2', '0-1'])
  const bracket = page.getByRole('group', { name: 'Cuadro de la copa' })
  await bracket.getByText('por sortear').first().waitFor()
  await bracket.getByText(`${r2[0].home} 2,5-1,5 ${r2[0].away}`).waitFor()
  await screenshot('teamsCup-bracket')
  log('round 2 played; bracket shows the final to be drawn')

  const trf = await download(page, tempDir, 'TRF-2026 con registros 310')
  assert.match(trf.name, /^copa-de-asturias-2026\.trf$/, 'TRF file name:')
  const lines = trf.text.split('\n').filter(Boolean)
  assert.equal(lines[0], '012 Copa de Asturias 2026', 'name record:')
  assert.ok(lines.includes('142 3'), 'rounds record 142 = 3')
  const players = lines.filter((l) => l.startsWith('001'))
  const rosters = lines.filter((l) => l.startsWith('310'))
  assert.equal(players.length, 24, 'player lines:')
  assert.equal(rosters.length, 6, '310 team records:')
  const roster = new Map(
    rosters.map((l) => [
      cols(l, 9, 40).trim(),
      [0, 1, 2, 3].map((k) => Number(cols(l, 74 + 5 * k, 77 + 5 * k))),
    ]),
  )
  assert.deepEqual([...roster.keys()], teams, 'team names in 310 records:')
  // Round 1, tie 2: the away side won 1-3, so the home team's board 1 (White) lost to the away board 1.
  const home1 = roster.get(r1[1].home)[0]
  const away1 = roster.get(r1[1].away)[0]
  const line = players.find((l) => Number(cols(l, 5, 8)) === home1)
  assert.deepEqual(
    [Number(cols(line, 92, 95)), cols(line, 97, 97), cols(line, 99, 99)],
    [away1, 'w', '0'],
    'round 1 cell of the home board 1 player:',
  )
  // The exempt team's players have no game in round 1 (blank block) but play in round 2.
  const exemptPlayer = players.find((l) => Number(cols(l, 5, 8)) === roster.get(exempt[0])[0])
  assert.equal(cols(exemptPlayer, 92, 99).trim(), '0000 -', 'exempt: not paired in round 1')
  assert.match(cols(exemptPlayer, 102, 109), /^\s+\d+ [wb] [10=]$/, 'exempt team plays in round 2')
  log('TRF-2026 checked: 24 players, 6 rosters, round cells')
}

async function blitz({ page, assert, screenshot, log, tempDir }) {
  await create(page, 'Relámpago por equipos 2026', 'Campeonato relámpago por equipos')
  // Rel 1 is the strongest; Rel 1 and Rel 4 share a club and fall in group A (art. 88).
  for (let n = 1; n <= 8; n++)
    await register(
      page,
      `Rel ${n}`,
      n === 4 ? 'Club 1' : `Club ${n}`,
      Array.from({ length: 8 }, (_, k) => `Rel ${n}-${k + 1}; ${2100 - 40 * n - k}`),
    )
  await page.getByRole('button', { name: 'Emparejar ronda 1' }).click()
  await page.getByText(/Relámpago a 8 tableros: grupos A y B .*, 5 rondas/).waitFor()
  const group = async (g) =>
    (
      await page
        .getByRole('table', { name: `Clasificación del grupo ${g}` })
        .locator('tbody tr td:nth-child(2)')
        .allTextContents()
    )
      .map((s) => s.trim())
      .sort()
  assert.deepEqual(await group('A'), ['Rel 1', 'Rel 4', 'Rel 5', 'Rel 8'], 'group A (1-4-5-8):')
  assert.deepEqual(await group('B'), ['Rel 2', 'Rel 3', 'Rel 6', 'Rel 7'], 'group B (2-3-6-7):')
  const first = await readMatches(page, 1, true)
  assert.ok(
    first.some((m) => [m.home, m.away].sort().join('-') === 'Rel 1-Rel 4'),
    'club mates Rel 1 and Rel 4 meet in round 1',
  )
  const num = (s) => Number(s.replace('Rel ', ''))
  const stronger = (m) =>
    Array.from({ length: 8 }, () => (num(m.home) < num(m.away) ? '1-0' : '0-1'))
  for (let r = 1; r <= 3; r++) {
    const ms = await readMatches(page, r, true)
    assert.equal(ms.length, 4, `group matches in round ${r}:`)
    await play(page, r, ms, 8, stronger)
    await page.getByRole('button', { name: `Emparejar ronda ${r + 1}` }).click()
  }
  const semis = await readMatches(page, 4, true)
  assert.deepEqual(
    semis.slice(0, 2).map((m) => [m.stage, m.home, m.away]),
    [
      ['Semifinal', 'Rel 1', 'Rel 3'],
      ['Semifinal', 'Rel 2', 'Rel 4'],
    ],
    'semifinals 1A-2B and 1B-2A, group winners at home:',
  )
  assert.deepEqual(
    semis.slice(2).map((m) => [m.stage, [m.home, m.away].sort()]),
    [
      ['Puestos 5-6', ['Rel 5', 'Rel 6']],
      ['Puestos 7-8', ['Rel 7', 'Rel 8']],
    ],
    'placement matches of the thirds and fourths:',
  )
  await screenshot('teamsCup-blitz-semifinals')
  await play(page, 4, semis, 8, stronger)
  await page.getByRole('button', { name: 'Emparejar ronda 5' }).click()
  const finals = await readMatches(page, 5, true)
  assert.deepEqual(
    finals.map((m) => [m.stage, [m.home, m.away].sort()]),
    [
      ['Puestos 1-2', ['Rel 1', 'Rel 2']],
      ['Puestos 3-4', ['Rel 3', 'Rel 4']],
    ],
    'final and match for third place:',
  )
  await play(page, 5, finals, 8, stronger)
  const places = page.getByRole('table', { name: 'Clasificación final del campeonato' })
  await places.getByRole('cell', { name: 'Rel 8', exact: true }).waitFor()
  const order = (await places.locator('tbody tr td:nth-child(2)').allTextContents()).map((s) =>
    s.trim(),
  )
  assert.deepEqual(
    order,
    ['Rel 1', 'Rel 2', 'Rel 3', 'Rel 4', 'Rel 5', 'Rel 6', 'Rel 7', 'Rel 8'],
    'final places:',
  )
  await screenshot('teamsCup-blitz-final')
  log('blitz played through the final')

  const trf = await download(page, tempDir, 'TRF-16 con registros 013')
  const lines = trf.text.split('\n').filter(Boolean)
  const teams = lines.filter((l) => l.startsWith('013'))
  assert.equal(teams.length, 8, '013 records:')
  assert.equal(cols(teams[0], 5, 36).trim(), 'Rel 1', 'first team record:')
  assert.deepEqual(
    [0, 1, 7].map((k) => Number(cols(teams[1], 37 + 5 * k, 40 + 5 * k))),
    [9, 10, 16],
    'Rel 2 players are start numbers 9..16:',
  )
  assert.equal(lines.filter((l) => l.startsWith('001')).length, 64, 'player lines:')
  log('TRF-16 checked: 64 players, 8 team records')

  const pdf = await download(page, tempDir, 'Clasificación (PDF)')
  assert.equal(pdf.name, 'relampago-por-equipos-2026-clasificacion.pdf', 'PDF file name:')
  assert.ok(pdf.text.startsWith('%PDF-'), 'standings PDF is a PDF file')
  const csv = await download(page, tempDir, 'Encuentros y resultados (CSV)')
  const csvLines = csv.text.split('\n').filter(Boolean)
  assert.equal(csvLines.length, 1 + 4 * 3 + 4 + 2, 'fixtures CSV: header and 18 matches')
  assert.equal(
    csvLines[0],
    'Ronda,Mesa,Grupo / puestos,Local (blancas en impares),Visitante,Resultado,1,2,3,4,5,6,7,8',
    'fixtures CSV header:',
  )
  assert.equal(
    csvLines[13],
    '4,1,Semifinal,Rel 1,Rel 3,8.0-0.0,1-0,1-0,1-0,1-0,1-0,1-0,1-0,1-0',
    'first semifinal in the CSV:',
  )
  log('standings PDF and fixtures CSV downloaded')

  await page.getByRole('button', { name: 'Hoja de resultados de la ronda 4' }).click()
  await page
    .getByRole('heading', { level: 1, name: 'Relámpago por equipos 2026: ronda 4' })
    .waitFor()
  await page.getByRole('table', { name: /^Resultados de la ronda 4: 1\. Rel 1 – Rel 3$/ }).waitFor()
  await screenshot('teamsCup-blitz-sheet')
  await page.getByRole('button', { name: 'Volver a la competición' }).click()
  await page.getByRole('heading', { level: 2, name: 'Relámpago por equipos 2026' }).waitFor()
}

/**
 * FAPA art. 91: a 4-team blitz whose two group matches are drawn on every board leaves each group
 * level after the whole chain. The groups say so, the play-offs wait, the exported standings mark
 * the tie; the lot drawn with the recorded seed places group A, then B, and the play-offs pair.
 */
async function groupTie({ page, baseURL, assert, screenshot, log, tempDir }) {
  await page.goto(baseURL + 'teams')
  await page.getByRole('heading', { level: 1, name: 'Competiciones por equipos' }).waitFor()
  await create(page, 'Relámpago empatado 2026', 'Campeonato relámpago por equipos')
  for (let n = 1; n <= 4; n++)
    await register(
      page,
      `Emp ${n}`,
      `Club E${n}`,
      Array.from({ length: 8 }, (_, k) => `Emp ${n}-${k + 1}; ${2000 - 40 * n - k}`),
    )
  await page.getByRole('button', { name: 'Emparejar ronda 1' }).click()
  const ms = await readMatches(page, 1, true)
  assert.equal(ms.length, 2, 'one match per group of two:')
  await play(page, 1, ms, 8, () => Array.from({ length: 8 }, () => '1/2'))
  const rows = async (g) => {
    const trs = page
      .getByRole('table', { name: `Clasificación del grupo ${g}` })
      .locator('tbody tr')
    await trs.nth(1).waitFor()
    return (
      await trs.evaluateAll((trs) =>
        trs.map((tr) => [...tr.cells].slice(0, 2).map((c) => c.textContent)),
      )
    ).map(([rank, team]) => `${rank} ${team}`)
  }
  const levelA = await rows('A')
  assert.ok(
    levelA.every((r) => /^1 Emp \d · empatado$/.test(r)),
    `group A shares the first place: ${levelA}`,
  )
  const ties = page.getByRole('region', { name: 'Empates sin resolver' })
  await ties
    .getByText(/^Empatados en el puesto 1 tras todos los desempates: /)
    .first()
    .waitFor()
  assert.equal(await ties.getByRole('button', { name: /^Sortear \(semilla \d+\)$/ }).count(), 2)
  await screenshot('teamsCup-group-tie')
  await page.getByRole('button', { name: 'Emparejar ronda 2' }).click()
  await page.getByText(/^Hay equipos empatados en un grupo tras todos los desempates: /).waitFor()
  const csv = await download(page, tempDir, 'Exportar clasificación (CSV)')
  const head = csv.text.split('\n')[0]
  assert.ok(head.endsWith('Empate'), `the export has a tie column: ${head}`)
  assert.equal(csv.text.split('\n').filter((l) => /empatado\s*$/.test(l)).length, 4)
  await ties
    .getByRole('button', { name: /^Sortear \(semilla \d+\)$/ })
    .first()
    .click()
  await page.waitForFunction(
    () =>
      ![
        ...document.querySelectorAll('table[aria-label="Clasificación del grupo A"] tbody tr'),
      ].some((tr) => tr.textContent.includes('empatado')),
  )
  const drawnA = await rows('A')
  assert.deepEqual(
    drawnA.map((r) => r.replace(/Emp \d/, 'Emp')),
    ['1 Emp · puesto por sorteo (nº 1)', '2 Emp · puesto por sorteo (nº 2)'],
    'group A placed by the lot:',
  )
  await page
    .getByRole('list', { name: 'Decisiones registradas' })
    .getByText(/^Sorteo entre /)
    .waitFor()
  await ties.getByRole('button', { name: /^Sortear \(semilla \d+\)$/ }).click()
  await page.getByRole('button', { name: 'Emparejar ronda 2' }).click()
  const finals = await readMatches(page, 2, true)
  assert.equal(finals.length, 2, 'the play-offs are paired once both lots are drawn:')
  await screenshot('teamsCup-group-tie-drawn')
  log(
    `group tie: ${levelA.join(', ')} -> ${drawnA.join(', ')}; play-offs ${finals.map((m) => `${m.stage} ${m.home}-${m.away}`).join(', ')}`,
  )
}

export default async function teamsCup(helpers) {
  const { page, baseURL } = helpers
  await page.goto(baseURL + 'teams')
  await page.getByRole('heading', { level: 1, name: 'Competiciones por equipos' }).waitFor()
  await cup(helpers)
  await blitz(helpers)
  await groupTie(helpers)
}

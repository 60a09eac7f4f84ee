// The 3rd division in its two groups and the season end (FAPA art. 71, 72, 76): twelve teams are
// registered in strength order as one list; the screen previews the serpentine 1-4-5-8-9-12 /
// 2-3-6-7-10-11 with Oviedo C, meeting its club mate Oviedo B in group 1, swapped with the team
// at the same position of group 2 (Avilés B), and makes both groups in one action. Each group
// plays its five rounds through the screen (the stronger team wins every board) and the season
// end proposes the first two of each group for 2nd, except Oviedo C, whose club already goes up
// with Oviedo B (art. 68.2, 76.4): the next team of its group goes instead (76.5). The last two
// of each group would go down to 4th (76.1), but a 3rd division of 12 teams is short of its 24
// (art. 71), so they are kept by repechage (76.2) and the screen says how many 3rd would hold.
import { column, createDivision, fillBoards, readMatches, registerTeam } from './teamScreens.mjs'

const TEAMS = [
  'Oviedo B',
  'Gijón B',
  'Avilés B',
  'Oviedo C',
  'Mieres B',
  'Siero B',
  'Llanes B',
  'Grado B',
  'Navia B',
  'Cangas B',
  'Langreo B',
  'Lena B',
]
const LIST = '3.ª categoría 2026-27'
const strength = (name) => TEAMS.indexOf(name)

/** Plays a round: the stronger team (earlier in the strength order) wins every board. */
async function playRound(page, round) {
  const matches = await readMatches(page, round)
  for (const [i, m] of matches.entries()) {
    const value = strength(m.home) < strength(m.away) ? '1-0' : '0-1'
    await fillBoards(page, round, i + 1, 6, value)
  }
  return matches
}

export default async function teamsThird({ page, baseURL, assert, screenshot, log }) {
  await page.goto(baseURL + 'teams')
  await createDivision(page, LIST, '3.ª categoría')
  for (const [n, name] of TEAMS.entries()) {
    const order = Array.from(
      { length: 6 },
      (_, k) => `${name} Jugador${k + 1} Segundo; ${2000 - 20 * n - k}`,
    )
    await registerTeam(page, { name, club: `Club ${name.split(' ')[0]}`, zone: 'Centro', order })
  }
  log('12 teams registered in strength order')

  // The preview: serpentine, then the club swap (art. 72).
  const panel = page.getByRole('region', { name: 'Grupos de 3.ª categoría (art. 72)' })
  await panel.getByText('Ver los dos grupos propuestos').click()
  const preview = (g) => panel.getByRole('table', { name: `${LIST} · Grupo ${g}` })
  const names = async (g) => (await column(preview(g), 2)).map((s) => s.split(' · ')[0])
  assert.deepEqual(
    await names(1),
    ['Oviedo B', 'Avilés B', 'Mieres B', 'Grado B', 'Navia B', 'Lena B'],
    'group 1: 1-3-5-8-9-12 (Avilés B swapped in for Oviedo C):',
  )
  assert.deepEqual(
    await names(2),
    ['Gijón B', 'Oviedo C', 'Siero B', 'Llanes B', 'Cangas B', 'Langreo B'],
    'group 2: 2-4-6-7-10-11:',
  )
  assert.deepEqual(await column(preview(1), 1), ['1', '3', '5', '8', '9', '12'], 'positions:')
  const swapped = await panel
    .getByText('cambiado de grupo: otro equipo de su club (art. 72)')
    .count()
  assert.equal(swapped, 2, 'teams marked as swapped (Avilés B and Oviedo C):')
  await panel.scrollIntoViewIfNeeded()
  await screenshot('teamsThird-1-preview')
  await panel.getByRole('button', { name: 'Crear los dos grupos' }).click()
  await panel.getByText(/^Repartida en dos grupos \(art\. 72\)/).waitFor()
  assert.equal(
    await page.getByRole('button', { name: 'Emparejar ronda 1' }).count(),
    0,
    'the list itself cannot be paired:',
  )
  log('both groups made; the list is not paired')

  for (const g of [1, 2]) {
    const group = `${LIST} · Grupo ${g}`
    await page
      .getByRole('navigation', { name: 'Competiciones' })
      .getByRole('button', { name: group, exact: true })
      .click()
    await page.getByRole('heading', { level: 2, name: group }).waitFor()
    await page.getByText('6 equipos inscritos').waitFor()
    for (let r = 1; r <= 5; r++) {
      await page.getByRole('button', { name: `Emparejar ronda ${r}` }).click()
      const ms = await playRound(page, r)
      assert.equal(ms.length, 3, `group ${g}, round ${r}: matches:`)
    }
    const standings = page.getByRole('table', { name: 'Clasificación por equipos' })
    const order = await column(standings, 2)
    const expected = (g === 1 ? [0, 2, 4, 7, 8, 11] : [1, 3, 5, 6, 9, 10]).map((i) => TEAMS[i])
    assert.deepEqual(order, expected, `group ${g} standings (the stronger wins):`)
    if (g === 1) {
      await standings.scrollIntoViewIfNeeded()
      await screenshot('teamsThird-2-group1-standings')
    }
    log(`group ${g}: five rounds played, ${order[0]} first`)
  }

  await page.getByRole('button', { name: 'Calcular fin de temporada' }).click()
  const moves = page.getByRole('table', { name: 'Cambios de categoría propuestos' })
  await moves.locator('tbody tr').first().waitFor()
  const rows = await moves
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())),
    )
  const up = rows.filter((r) => r[2] === '2.ª categoría').map((r) => [r[0], r[1], r[4]])
  const down = rows.filter((r) => r[2] === '4.ª categoría').map((r) => [r[0], r[1], r[4]])
  assert.deepEqual(
    up.map((r) => r[0]).sort(),
    ['Avilés B', 'Gijón B', 'Oviedo B', 'Siero B'],
    'promoted to 2nd: the first two of each group, Siero B for Oviedo C (art. 76.1, 76.4, 76.5):',
  )
  assert.ok(
    up.every((r) => r[1] === '3.ª categoría'),
    'every promotion comes from 3rd',
  )
  assert.deepEqual(down, [], 'nobody goes down: 3rd is short of its 24 teams (art. 76.2):')
  await page.getByText('Art. 71: la 3.ª categoría tendría 8 equipos de 24.').waitFor()
  assert.ok(
    !rows.some((r) => r[0] === 'Oviedo C'),
    'Oviedo C stays in 3rd: its club goes up with Oviedo B',
  )
  await page
    .getByText(/Oviedo C.*76\.[45]/)
    .first()
    .waitFor()
  await page
    .getByRole('heading', { name: /^Fin de temporada/ })
    .evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await screenshot('teamsThird-3-season-end')
  log(
    `season end: up ${up.map((r) => `${r[0]} (${r[2]})`).join(', ')}; none down (art. 76.2, 3rd holds 8 of 24)`,
  )
}

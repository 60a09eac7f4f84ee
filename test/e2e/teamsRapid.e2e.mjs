// Team rapid through the screen (FAPA art. 93-100): six teams ranked by the average of their
// best eight (art. 87, 96) fall into groups A (1, 4, 5) and B (2, 3, 6); Rap 1 and Rap 5 share a
// club and meet in round 1 (art. 96); each group of three rests one team a round; after the
// three group rounds the semifinals cross 1A-2B and 1B-2A with the group winners at home, the
// thirds play for 5th-6th, then the final and the match for 3rd; the final places follow.
import { fillBoards, readMatches, registerTeam } from './teamScreens.mjs'

const num = (s) => Number(s.replace('Rap ', ''))

/** The stronger team (lower number) wins every board. */
async function play(page, round, matches) {
  for (const [i, m] of matches.entries()) {
    const value = num(m.home) < num(m.away) ? '1-0' : '0-1'
    await fillBoards(page, round, i + 1, 8, value)
  }
}

const pairs = (ms) => ms.map((m) => [m.stage, m.home, m.away])

export default async function teamsRapid({ page, baseURL, assert, screenshot, log }) {
  await page.goto(baseURL + 'teams')
  const name = 'Rápido por equipos 2026'
  await page.getByRole('textbox', { name: 'Nombre de la competición' }).fill(name)
  await page
    .getByRole('combobox', { name: 'Tipo de competición' })
    .selectOption({ label: 'Campeonato rápido por equipos' })
  await page.getByRole('button', { name: 'Crear competición' }).click()
  await page.getByRole('heading', { level: 2, name }).waitFor()
  for (let n = 1; n <= 6; n++) {
    const order = Array.from({ length: 8 }, (_, k) => `Rap ${n}-${k + 1}; ${2050 - 40 * n - k}`)
    await registerTeam(page, { name: `Rap ${n}`, club: `Club ${n === 5 ? 1 : n}`, order })
  }
  await page.getByRole('button', { name: 'Emparejar ronda 1' }).click()
  await page
    .getByText('Rápido a 8 tableros: grupos A y B (art. 96), 5 rondas con semifinales y puestos')
    .waitFor()
  const group = async (g) =>
    (
      await page
        .getByRole('table', { name: `Clasificación del grupo ${g}` })
        .locator('tbody tr td:nth-child(2)')
        .allTextContents()
    )
      .map((s) => s.trim())
      .sort()
  assert.deepEqual(await group('A'), ['Rap 1', 'Rap 4', 'Rap 5'], 'group A (1-4-5):')
  assert.deepEqual(await group('B'), ['Rap 2', 'Rap 3', 'Rap 6'], 'group B (2-3-6):')
  for (let r = 1; r <= 3; r++) {
    const ms = await readMatches(page, r, true)
    assert.equal(ms.length, 2, `group matches in round ${r}:`)
    if (r === 1)
      assert.ok(
        ms.some((m) => [m.home, m.away].sort().join('-') === 'Rap 1-Rap 5'),
        'club mates Rap 1 and Rap 5 meet in round 1 (art. 96)',
      )
    const resting = page
      .getByRole('region', { name: `Ronda ${r}`, exact: true })
      .getByText(/^Descansan: Rap \d, Rap \d$/)
    await resting.waitFor()
    await play(page, r, ms)
    await page.getByRole('button', { name: `Emparejar ronda ${r + 1}` }).click()
  }
  const semis = await readMatches(page, 4, true)
  assert.deepEqual(
    pairs(semis),
    [
      ['Semifinal', 'Rap 1', 'Rap 3'],
      ['Semifinal', 'Rap 2', 'Rap 4'],
      ['Puestos 5-6', ...pairs(semis)[2].slice(1)],
    ],
    'semifinals 1A-2B and 1B-2A, group winners at home, thirds for 5th-6th:',
  )
  assert.deepEqual(
    [semis[2].home, semis[2].away].sort(),
    ['Rap 5', 'Rap 6'],
    'the two thirds play for 5th-6th:',
  )
  await page
    .getByRole('table', { name: 'Encuentros de la ronda 4' })
    .evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await screenshot('teamsRapid-1-semifinals')
  await play(page, 4, semis)
  await page.getByRole('button', { name: 'Emparejar ronda 5' }).click()
  const finals = await readMatches(page, 5, true)
  assert.deepEqual(
    finals.map((m) => [m.stage, [m.home, m.away].sort()]),
    [
      ['Puestos 1-2', ['Rap 1', 'Rap 2']],
      ['Puestos 3-4', ['Rap 3', 'Rap 4']],
    ],
    'final between the semifinal winners, 3rd place between the losers:',
  )
  await play(page, 5, finals)
  const places = page.getByRole('table', { name: 'Clasificación final del campeonato' })
  await places.getByRole('cell', { name: 'Rap 6', exact: true }).waitFor()
  const order = (await places.locator('tbody tr td:nth-child(2)').allTextContents()).map((s) =>
    s.trim(),
  )
  assert.deepEqual(order, ['Rap 1', 'Rap 2', 'Rap 3', 'Rap 4', 'Rap 5', 'Rap 6'], 'final places:')
  await places.scrollIntoViewIfNeeded()
  await screenshot('teamsRapid-2-final-places')
  log('rapid: groups, semifinals, 5th-6th, final and 3rd place played; final places 1-6')
}

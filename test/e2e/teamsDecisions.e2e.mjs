// The decisions that reach a division's standings, from the competition screen (FAPA art. 65, 78,
// 82.4, 115): a 4-team 2nd division whose round 1 is dated Saturday 3 October 2026. In round 1
// the away team of match 1 does not turn up at all, so it is eliminated (art. 78.1) and its later
// matches go to the opponents; the home team of match 2 then withdraws, its effect (fewer than
// half its matches played: results annulled, art. 65.1) shown before the confirmation. Match 2's
// result is phoned in on Tuesday at 10:00, after the Monday 19:00 deadline, and the federation's
// season checks list it as a minor infraction of art. 82.4 for the committee's decision. Last, the
// committee sanctions the winner of match 1 on its own with one board point (art. 82.4), its
// effect on the standings previewed, and the standings show it.
import { column, createDivision, fillBoards, readMatches, registerTeam } from './teamScreens.mjs'

const TEAMS = ['Oviedo', 'Gijón', 'Avilés', 'Mieres']
const NAME = '2.ª categoría 2026-27'

/** Every board of a 2nd-division match (eight boards, art. 68) gets the same result. */
const fill = (page, round, match, value) => fillBoards(page, round, match, 8, value)

export default async function teamsDecisions({ page, baseURL, assert, screenshot, log }) {
  await page.goto(baseURL + 'teams')
  await createDivision(page, NAME, '2.ª categoría')
  for (const [n, name] of TEAMS.entries()) {
    const order = Array.from(
      { length: 10 },
      (_, k) => `${name} Jugador${k + 1} Segundo; ${2100 - 30 * n - k}`,
    )
    await registerTeam(page, { name, club: `Club ${name}`, order })
  }
  await page.getByLabel('Calendario: fecha de la ronda 1').fill('2026-10-03')
  await page.getByLabel('Calendario: fecha de la ronda 2').fill('2026-10-17')
  await page.getByRole('button', { name: 'Guardar calendario' }).click()
  await page.getByText('Calendario guardado.').waitFor()
  await page.getByRole('button', { name: 'Emparejar ronda 1' }).click()
  const r1 = await readMatches(page, 1)
  await fill(page, 1, 1, '1-0')
  await fill(page, 1, 2, '1/2')
  await page.getByRole('button', { name: 'Emparejar ronda 2' }).click()
  const [m1, m2] = await readMatches(page, 2)
  assert.ok(m1 && m2 && r1.length === 2, 'two matches a round')
  log(`round 2: ${m1.home}-${m1.away}, ${m2.home}-${m2.away}`)

  // Round 2, match 1: the away team does not turn up (every board +-); match 2: home wins 8-0.
  await fill(page, 2, 1, '+-')
  await fill(page, 2, 2, '1-0')
  const departures = page.getByRole('list', { name: 'Retiradas y eliminaciones (art. 65, 78)' })
  await departures
    .getByText(
      `${m1.away}: eliminado tras la ronda 2: no se presentó todo el equipo a un encuentro (art. 78.1).`,
    )
    .waitFor()
  await departures
    .getByText(/sus resultados se mantienen y su último encuentro se da ganado al rival/)
    .first()
    .waitFor()
  log(`${m1.away} eliminated for not turning up (art. 78.1); its results stand (art. 65.2)`)

  // A withdrawal, its effect previewed before the confirmation (art. 65.2).
  await page.getByText('Retirada de un equipo (art. 65)').click()
  await page
    .getByRole('combobox', { name: 'Equipo que se retira' })
    .selectOption({ label: m2.home })
  const preview = `${m2.home} ha jugado 2 de 3 encuentros, la mitad o más: sus resultados se mantienen y su último encuentro se da ganado al rival con todos los puntos (art. 65.2).`
  await page.getByText(preview).waitFor()
  const confirm = page.getByRole('button', { name: 'Registrar la retirada' })
  assert.equal(await confirm.isDisabled(), true, 'no withdrawal without its reason:')
  await page
    .getByRole('textbox', { name: 'Motivo de la retirada (queda registrado)' })
    .fill('Escrito del club del 19 de octubre')
  await page.getByText(preview).scrollIntoViewIfNeeded()
  await screenshot('teamsDecisions-1-withdrawal-preview')
  await confirm.click()
  await page.getByText(`Retirada de ${m2.home} registrada.`).waitFor()
  await departures
    .getByText(`${m2.home}: retirado tras la ronda 2 (art. 65).`, { exact: false })
    .waitFor()
  const standings = page.getByRole('table', { name: 'Clasificación por equipos' })
  const names = await column(standings, 2)
  assert.deepEqual(
    names.slice(2).sort(),
    [`${m1.away} · Eliminado (art. 78.1)`, `${m2.home} · Retirado (art. 65)`].sort(),
    'both departed teams at the foot of the standings (art. 76.1):',
  )
  assert.deepEqual(
    names.slice(0, 2).sort(),
    [m1.home, m2.away].sort(),
    'the two remaining teams head the standings:',
  )
  await departures.scrollIntoViewIfNeeded()
  await screenshot('teamsDecisions-2-departures')
  log(`${m2.home} withdrew after round 2: its results stand (art. 65.2)`)

  // Round 2, match 2's result phoned in on Tuesday 10:00, after Monday 19:00 (art. 82.4).
  await page
    .getByText(/^Resultados comunicados por correo o teléfono \(art\. 82\.4\): 0$/)
    .first()
    .click()
  await page.getByLabel('Día de la comunicación del encuentro 2').first().fill('2026-10-20')
  await page.getByLabel('Hora de la comunicación del encuentro 2').first().fill('10:00')
  await page.getByRole('button', { name: 'Anotar comunicación del encuentro 2' }).first().click()
  const phoned = page.getByText(
    /resultado comunicado el .* \(art\. 82\.4\) · fuera de plazo \(lunes, 19:00\): infracción leve/,
  )
  await phoned.waitFor()
  await phoned.scrollIntoViewIfNeeded()
  await screenshot('teamsDecisions-3-phoned-result')
  log('round 2, match 2 phoned in on Tuesday 10:00: late under art. 82.4')

  // The federation's season checks: the infraction and the committee's decision on it.
  await page.goto(baseURL + 'actas?v=fed')
  const late = page.getByRole('list', {
    name: 'Infracciones por retraso y decisiones del comité (art. 82)',
  })
  const line = late.getByRole('listitem').filter({
    hasText: `Club ${m2.home}: resultado comunicado fuera de plazo (1.ª vez), infracción leve (art. 82.4)`,
  })
  await line.waitFor()
  await line.getByRole('button', { name: 'Registrar la decisión' }).click()
  await line.getByRole('alert').getByText('Escriba la decisión del comité.').waitFor()
  await line.getByRole('textbox', { name: 'Decisión del comité' }).fill('Amonestación al club')
  await line.getByRole('button', { name: 'Registrar la decisión' }).click()
  await line.getByText('Decisión del comité: Amonestación al club').waitFor()
  await line.scrollIntoViewIfNeeded()
  await screenshot('teamsDecisions-4-late-result-decision')
  log('the committee decided the 82.4 infraction')

  // A committee sanction on its own, with its article, points and reason (art. 115).
  await page.goto(baseURL + 'teams')
  await page
    .getByRole('navigation', { name: 'Competiciones' })
    .getByRole('button', { name: NAME, exact: true })
    .click()
  const table = page.getByRole('table', { name: 'Clasificación por equipos' })
  const cellsOf = async () =>
    (await table.getByRole('row').filter({ hasText: m1.home }).locator('td').allTextContents()).map(
      (x) => x.trim(),
    )
  await table.getByRole('row').filter({ hasText: m1.home }).waitFor()
  const before = await cellsOf()
  const points = Number(before[2].replace(',', '.'))
  const dec = (v) => String(v.toFixed(1)).replace('.', ',')
  const panel = page.getByRole('region', { name: 'Sanciones del Comité de Competición' })
  await panel.getByText('Registrar una sanción').click()
  await panel.getByRole('combobox', { name: 'Equipo sancionado' }).selectOption({ label: m1.home })
  await panel.getByRole('textbox', { name: 'Artículo aplicado' }).fill('82.4')
  await panel.getByRole('button', { name: 'Registrar la sanción' }).click()
  await panel.getByText('Escriba los puntos que se quitan: de 0 a 100, en medios puntos.').waitFor()
  await panel.getByText('Escriba el motivo de la sanción.').waitFor()
  await panel
    .getByRole('textbox', { name: 'Puntos que se le quitan (puntos de tablero)' })
    .fill('1')
  await panel
    .getByRole('textbox', { name: 'Motivo de la sanción (queda registrado)' })
    .fill('Resolución del Comité del 12 de octubre')
  await panel
    .getByText(
      new RegExp(
        `^${m1.home} pasa de ${dec(points)} a ${dec(points - 1)} puntos y (del puesto \\d al \\d|sigue en el puesto \\d) de la clasificación\\.$`,
      ),
    )
    .waitFor()
  await panel.scrollIntoViewIfNeeded()
  await screenshot('teamsDecisions-5-sanction-preview')
  await panel.getByRole('button', { name: 'Registrar la sanción' }).click()
  await panel.getByText(`Sanción a ${m1.home} (art. 82.4) registrada.`).waitFor()
  await panel
    .getByRole('list', { name: 'Sanciones registradas' })
    .getByText(
      `${m1.home}: art. 82.4, menos 1 puntos de tablero. Resolución del Comité del 12 de octubre`,
    )
    .waitFor()
  await table
    .getByRole('cell', { name: dec(points - 1), exact: true })
    .first()
    .waitFor()
  const after = await cellsOf()
  assert.deepEqual(
    [after[2], after[4], after[6]],
    [dec(points - 1), before[4], dec(Number(before[6].replace(',', '.')) + 1)],
    `${m1.home}: the committee's point taken in the table and shown as a sanction:`,
  )
  await table.scrollIntoViewIfNeeded()
  await screenshot('teamsDecisions-6-standings')
  log(`${m1.home} sanctioned one board point: ${after[2]} in the standings (was ${before[2]})`)
}

// Steps on the team competitions screen that several browser tests take the same way: create a
// division, register a team with its board order, read a round's matches and enter a result on
// every board of a match.

/** Creates a division competition (`category` as the select shows it, e.g. '2.ª categoría'). */
export async function createDivision(page, name, category) {
  await page.getByRole('textbox', { name: 'Nombre de la competición' }).fill(name)
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: category })
  await page.getByRole('button', { name: 'Crear competición' }).click()
  await page.getByRole('heading', { level: 2, name }).waitFor()
}

/**
 * Registers a team with its board order (`order`, one "Name; rating" line a player) and waits
 * for it in the table of registered teams. `zone` is filled only when given. With `exception`
 * ({ problems, reason }) the order is expected to be refused with that many problems and the
 * team is registered by exception with the reason, which is recorded (FAPA art. 74.6).
 */
export async function registerTeam(page, { name, club, zone, order, exception }) {
  await page.getByRole('textbox', { name: 'Nombre del equipo' }).fill(name)
  await page.getByRole('textbox', { name: 'Club', exact: true }).fill(club)
  if (zone !== undefined) await page.getByRole('textbox', { name: 'Zona' }).fill(zone)
  await page.getByRole('textbox', { name: 'Orden de fuerza' }).fill(order.join('\n'))
  if (exception === undefined) await page.getByRole('button', { name: 'Inscribir equipo' }).click()
  else {
    await page
      .getByText(`${name}: orden de fuerza rechazado, ${exception.problems} problema(s).`)
      .waitFor()
    await page
      .getByRole('textbox', { name: 'Motivo de la excepción (queda registrado)' })
      .fill(exception.reason)
    await page.getByRole('button', { name: 'Inscribir con excepción' }).click()
  }
  await page
    .getByRole('table', { name: 'Equipos inscritos' })
    .getByRole('cell', { name, exact: true })
    .waitFor()
}

/**
 * The board order of team `n` of the match-sheet leagues (teams named "<town> <letter>"): ten
 * players "<town><letter> Apellido<k> Segundo<k>" rated from 2100 - 100 n down by tens.
 */
export const leagueOrder = (name, n) =>
  Array.from(
    { length: 10 },
    (_, k) =>
      `${name.slice(0, -2)}${name.slice(-1)} Apellido${k + 1} Segundo${k + 1}; ${2100 - 100 * n - 10 * k}`,
  )

/** Pairs round 1 and waits for its table of matches. */
export async function pairFirstRound(page) {
  await page.getByRole('button', { name: 'Emparejar ronda 1' }).click()
  await page.getByRole('table', { name: 'Encuentros de la ronda 1' }).waitFor()
}

/**
 * The matches of a round as the screen lists them: home and away team, and with `staged` (the
 * events whose rounds have a stage column: cup ties, rapid groups and play-offs) the stage.
 */
export async function readMatches(page, round, staged = false) {
  const table = page.getByRole('table', { name: `Encuentros de la ronda ${round}` })
  await table.waitFor()
  const rows = table.locator('tbody tr')
  const out = []
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = (await rows.nth(i).locator('td').allTextContents()).map((s) => s.trim())
    const k = staged ? 2 : 1
    out.push({ stage: staged ? cells[1] : '', home: cells[k], away: cells[k + 1] })
  }
  return out
}

/** Sets boards 1 to `boards` of a match to one result ('1-0', '1/2', '+-', ...), each saved. */
export async function fillBoards(page, round, match, boards, value) {
  for (let b = 1; b <= boards; b++) {
    const label = `Ronda ${round}, encuentro ${match}, tablero ${b}`
    await page.getByRole('combobox', { name: label, exact: true }).selectOption(value)
    await page.waitForFunction(
      ([l, v]) => document.querySelector(`select[aria-label="${l}"]`)?.value === v,
      [label, value],
    )
  }
}

/** The trimmed texts of column `n` (1-based) of a table's body. */
export const column = async (table, n) =>
  (await table.locator(`tbody tr td:nth-child(${n})`).allTextContents()).map((s) => s.trim())

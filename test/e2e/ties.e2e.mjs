// Ties settled by the rules (FAPA art. 29.2): a six-player round robin whose SB, DE and wins
// cannot split three players on 3 points (1>2>3>1 among them) nor two on 2.5 (they drew). The
// standings say they stay level; the arbiter records the art. 29.2.d playoff of the three (blitz
// games and an armageddon) and it orders them; the other two are settled by the recorded lot.

/** White's result on the board by start numbers: the cycle 1>2>3>1, 1-3 beat 6, the rest drawn. */
function key(white, black) {
  const beats = (a, b) =>
    (a === 1 && b === 2) || (a === 2 && b === 3) || (a === 3 && b === 1) || (a <= 3 && b === 6)
  if (beats(white, black)) return '1'
  if (beats(black, white)) return '0'
  return '='
}

async function pairAndPlay(page, round) {
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.getByRole('button', { name: `Emparejar ronda ${round}` }).click()
  const table = page.getByRole('table', { name: `Emparejamientos de la ronda ${round}` })
  await table.waitFor()
  const rows = table.locator('tbody tr')
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = await rows.nth(i).locator('td').allTextContents()
    const w = Number(cells[1].trim().split(/\s/)[0])
    const b = Number(cells[3].trim().split(/\s/)[0])
    const row = page.locator(`tr[data-board="${i + 1}"]`)
    await row.focus()
    await page.keyboard.press(key(w, b))
    await page.locator(`tr[data-board="${i + 1}"].done`).waitFor()
  }
  await page.getByText('Ronda completa').waitFor()
}

/** [rank text, start number] of every standings row. */
async function standings(page) {
  const rows = page
    .getByRole('table', { name: 'Clasificación tras la ronda 5' })
    .locator('tbody tr')
  const out = []
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = await rows.nth(i).locator('td').allTextContents()
    out.push([cells[0].trim(), Number(cells[1])])
  }
  return out
}

export default async function ties(h) {
  const { page, baseURL, assert, log, screenshot } = h
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Nombre', { exact: true }).fill('Cerrado de seis')
  await page.getByLabel('Sistema').selectOption('round-robin')
  await page.getByRole('button', { name: 'Crear torneo' }).click()
  await page.getByRole('heading', { level: 1, name: 'Cerrado de seis' }).waitFor()
  for (let i = 1; i <= 6; i++) {
    await page.getByLabel('Apellidos, Nombre').fill(`Jugador${i}, Ana`)
    await page.getByLabel('Elo FIDE').fill(String(2300 - i * 10))
    await page.getByRole('button', { name: 'Añadir' }).click()
    await page
      .getByRole('table', { name: 'Jugadores inscritos' })
      .locator('tbody tr')
      .nth(i - 1)
      .waitFor()
  }
  await page.getByRole('button', { name: /Sortear números/ }).click()
  await page.getByText('Orden inicial confirmado').waitFor()
  for (let round = 1; round <= 5; round++) await pairAndPlay(page, round)
  await page.getByRole('tab', { name: 'Clasificación' }).click()
  await page.getByRole('table', { name: 'Clasificación tras la ronda 5' }).waitFor()
  assert.deepEqual(
    await standings(page),
    [
      ['1 empatado', 1],
      ['1 empatado', 2],
      ['1 empatado', 3],
      ['4 empatado', 4],
      ['4 empatado', 5],
      ['6', 6],
    ],
    'level players share their place and are marked:',
  )
  await page.getByText(/^Empatados en el puesto 1 tras todos los desempates: /).waitFor()
  await page.getByText(/^Empatados en el puesto 4 tras todos los desempates: /).waitFor()
  await screenshot('ties-level')
  log('the chain SB, DE, WIN leaves 1-2-3 and 4-5 level, and the standings say so')

  // art. 29.2.d: the three play blitz games, 1 and 2 stay level, the armageddon (drawn) gives Black (2) the place.
  await page.getByRole('button', { name: 'Registrar desempate (art. 29.2.d)' }).first().click()
  const form = page.getByRole('form', { name: /^Desempate de / })
  await form.waitFor()
  const games = [
    [1, 2, '1/2', false],
    [2, 3, '1-0', false],
    [3, 1, '0-1', false],
    [1, 2, '1/2', true],
  ]
  await form.getByRole('button', { name: 'Añadir partida' }).click()
  await form.getByRole('button', { name: 'Añadir partida' }).click()
  const items = form.locator('ol > li')
  for (const [k, [w, b, r, arm]] of games.entries()) {
    const li = items.nth(k)
    await li.getByLabel('Blancas').selectOption(String(w))
    await li.getByLabel('Negras').selectOption(String(b))
    await li.getByLabel('Resultado').selectOption(r)
    if (arm) await li.getByLabel('Armagedón').check()
  }
  await form.getByRole('button', { name: 'Guardar desempate' }).click()
  await form.waitFor({ state: 'detached' })
  await page
    .getByText(/^Desempate entre .*: 1-2 1\/2, 2-3 1-0, 3-1 0-1, 1-2 1\/2 \(Armagedón\)\./)
    .waitFor()
  // art. 29.2.e: the lot for 4 and 5 with the tournament's seed.
  await page.getByRole('button', { name: /^Sortear \(semilla \d+\)$/ }).click()
  await page.getByText(/^Sorteo entre .* con la semilla \d+: /).waitFor()
  const after = await standings(page)
  assert.deepEqual(
    after.slice(0, 3),
    [
      ['1 puesto por desempate', 2],
      ['2 puesto por desempate', 1],
      ['3 puesto por desempate', 3],
    ],
    'the playoff orders 2, 1, 3:',
  )
  assert.deepEqual(
    after.slice(3).map(([r]) => r.replace(/\d+\)$/, 'n)')),
    ['4 puesto por sorteo (nº n)', '5 puesto por sorteo (nº n)', '6'],
    'the lot places 4 and 5:',
  )
  await page.reload()
  await page.getByRole('tab', { name: 'Clasificación' }).click()
  assert.deepEqual(await standings(page), after, 'the decisions are stored:')
  await screenshot('ties-decided')
  log('playoff recorded with its games and armageddon; lot drawn with the recorded seed')
}

// Late entries by FIDE C.04.2 (2026) Art. 2.3: a 12-player Swiss with three rounds played takes a
// 2150 entrant; before round 4 is paired the arbiter is offered the place of the rating order
// (no. 5) and sees every number that changes before confirming it. Once round 4 is paired the
// next entrant simply gets the next number, with no offer.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')

export default async function tournamentsLateEntry(h) {
  const { page, baseURL, assert, log } = h
  const trf = join(h.tempDir(), 'abierto-12.trf')
  writeFileSync(trf, execFileSync(TSX, ['test/bench/storageTrf.ts', '12', '3', '7'], { cwd: ROOT }))
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(trf)
  await page.getByRole('heading', { level: 1, name: 'Abierto de 12' }).waitFor()
  await page.getByRole('tab', { name: 'Jugadores' }).click()

  const entrants = page.getByRole('table', { name: 'Jugadores inscritos' }).locator('tbody tr')
  const numberAndName = async () =>
    await entrants.evaluateAll((rows) =>
      rows.map((r) => [r.cells[0]?.textContent?.trim(), r.cells[1]?.textContent?.trim()]),
    )
  const form = page.getByRole('form', { name: 'Inscribir jugador nuevo' })
  const register = async (name, fideId) => {
    await form.getByLabel('Apellidos, Nombre').fill(name)
    await form.getByLabel('ID FIDE').fill(fideId)
    await form.getByLabel('Elo FIDE').fill('2150')
    await form.getByLabel('Elo FIDE').press('Enter')
  }

  // Round 3 is the last paired: the rating-order place is offered, with the renumbering first.
  await register('Tardío Suárez, Teo', '2299001')
  const dialog = page.getByRole('dialog', { name: 'Incorporación tardía de Tardío Suárez, Teo' })
  await dialog.waitFor()
  const changes = await dialog
    .getByRole('table', { name: 'Números que cambian' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.cells].map((c) => c.textContent?.trim())))
  assert.deepEqual(
    changes.map((c) => `${c[1]}->${c[2]}`),
    ['—->5', '5->6', '6->7', '7->8', '8->9', '9->10', '10->11', '11->12', '12->13'],
    'the renumbering shown before it is confirmed:',
  )
  assert.equal(changes[8]?.[0], 'Fernández García11, María José', 'the last player moves to 13:')
  assert.equal(await entrants.count(), 12, 'nothing registered before the choice:')
  await h.screenshot('tournaments-late-entry-offer')
  await dialog.getByRole('button', { name: 'Insertar por Elo como n.º 5' }).click()
  await dialog.waitFor({ state: 'detached' })
  await entrants.nth(12).waitFor()
  const after = await numberAndName()
  assert.deepEqual(
    after[4],
    ['5', 'Tardío Suárez, Teo · Se incorpora en la ronda 4'],
    'the entrant holds no. 5 and joins in round 4:',
  )
  assert.deepEqual(
    after[12],
    ['13', 'Fernández García11, María José'],
    'the former no. 12 is now 13:',
  )
  log('2150 entrant after round 3: inserted as no. 5, nos. 5-12 became 6-13')

  // Round 4 paired: C.04.2 Art. 2.3 no longer lets numbers be reassigned.
  await page.getByRole('tab', { name: 'Rondas' }).click()
  await page.getByRole('button', { name: 'Emparejar ronda 4' }).click()
  await page.getByRole('table', { name: 'Emparejamientos de la ronda 4' }).waitFor()
  await page.getByRole('tab', { name: 'Jugadores' }).click()
  await register('Segundo Tardío, Sara', '2299002')
  await entrants.nth(13).waitFor()
  assert.equal(await page.getByRole('dialog').count(), 0, 'no renumbering offered after round 4:')
  assert.deepEqual(
    (await numberAndName())[13],
    ['14', 'Segundo Tardío, Sara · Se incorpora en la ronda 5'],
    'after round 4 is paired the entrant gets the next number:',
  )
  await h.screenshot('tournaments-late-entry-after-round4')
  log('2150 entrant after round 4 paired: next number 14, no renumbering offered')
}

// The registry shows where every rating came from: the FIDE list of a date, the FEDA list of a
// date, or a hand entry (no silent fall-back from one list to another).
import { BLANK_PLAYER } from './registryRow.mjs'

export default async function ratingSources({ page, baseURL, assert, log, screenshot }) {
  await page.goto(`${baseURL}players`)
  await page.getByRole('heading', { level: 1, name: 'Jugadores' }).waitFor()
  await page.evaluate(async (blank) => {
    const open = () =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('alfil')
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
    const idb = await open()
    const player = (id, surname, standard, feda) => ({
      ...blank,
      id,
      givenName: 'Ana',
      firstSurname: surname,
      sex: 'F',
      fideId: 2200000 + standard,
      ratingStandard: standard,
      ratingFeda: feda,
      searchName: `${surname.toLowerCase()}, ana`,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    })
    await new Promise((resolve, reject) => {
      const tx = idb.transaction(['players', 'ratingSources'], 'readwrite')
      tx.objectStore('players').put(player('a', 'Alonso', 2105, 2050))
      tx.objectStore('players').put(player('b', 'Blanco', 1990, 1900))
      tx.objectStore('ratingSources').put({
        playerId: 'a',
        standard: { value: 2105, source: { kind: 'fide-list', listDate: '2026-11-01' } },
        feda: { value: 2050, source: { kind: 'feda-list', listDate: '2026-10-01' } },
      })
      tx.oncomplete = resolve
      tx.onerror = () => reject(tx.error)
    })
    idb.close()
  }, BLANK_PLAYER)
  await page.reload()
  const alonso = page.getByRole('row').filter({ hasText: 'Alonso' })
  await alonso.getByText('Lista FIDE 01/11/2026').waitFor()
  await alonso.getByText('Lista FEDA 01/10/2026').waitFor()
  const blanco = page.getByRole('row').filter({ hasText: 'Blanco' })
  assert.equal(
    await blanco.getByText('Introducido a mano').count(),
    2,
    'hand-entered ratings of Blanco:',
  )
  await screenshot('registry-rating-sources')
  log('every rating in the registry names its source')
}

// 20,000 players: the list renders only the rows in view, searches and sorts the whole set, and
// scrolls to the last player.
import { BLANK_PLAYER } from './registryRow.mjs'

const COUNT = 20_000

export default async function registryLarge({ page, baseURL, assert, screenshot, log }) {
  await page.goto(baseURL + 'players')
  await page.getByRole('heading', { level: 1, name: 'Jugadores' }).waitFor()
  const bulk = { count: COUNT, blank: BLANK_PLAYER }
  await page.evaluate(async ({ count, blank }) => {
    const given = ['Ana', 'Luis', 'María', 'José', 'Covadonga', 'Pelayo', 'Marta', 'Íñigo']
    const surnames = [
      'García',
      'Fernández',
      'González',
      'Menéndez',
      'Álvarez',
      'Suárez',
      'Díaz',
      'Muñiz',
    ]
    const fold = (s) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    const db = await new Promise((resolve, reject) => {
      const req = indexedDB.open('alfil')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const tx = db.transaction('players', 'readwrite')
    const store = tx.objectStore('players')
    const at = '2026-09-01T10:00:00.000Z'
    for (let i = 0; i < count; i++) {
      const g = given[i % given.length]
      const s1 = surnames[(i * 7) % surnames.length]
      const s2 = surnames[(i * 3 + 1) % surnames.length]
      store.put({
        ...blank,
        id: `bulk-${i}`,
        givenName: g,
        firstSurname: s1,
        secondSurname: s2,
        fideId: 2_300_000 + i,
        ratingStandard: 1400 + (i % 1400),
        searchName: fold(`${s1} ${s2} ${g}`),
        createdAt: at,
        updatedAt: at,
      })
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve
      tx.onerror = () => reject(tx.error)
    })
    db.close()
  }, bulk)
  log('20,000 players stored')

  await page.reload()
  await page.getByText('20.000 de 20.000 jugadores').waitFor({ timeout: 30_000 })
  const rendered = await page.locator('table[aria-label="Lista de jugadores"] tbody tr').count()
  assert.ok(
    rendered > 5 && rendered < 80,
    `only the rows in view are in the page (found ${rendered})`,
  )
  log(`list shown with ${rendered} rows in the page`)

  await page.getByRole('button', { name: 'Ordenar por Elo FIDE' }).click()
  await page.getByRole('button', { name: 'Ordenar por Elo FIDE' }).waitFor({ state: 'detached' })
  const firstRating = await page.locator('tbody tr').first().locator('td').nth(2).textContent()
  // The rating cell names its source too: these players were entered by hand, not from a list.
  assert.equal(firstRating, '2799 Introducido a mano', 'highest rating first:')
  await page.locator('.table-scroll').evaluate((el) => (el.scrollTop = el.scrollHeight))
  await page.locator('tbody tr', { hasText: '1400' }).first().waitFor()
  log('sorted by rating and scrolled to the end')

  // Given names cycle every 8 players and the first surname of those named Ana is always García.
  await page.getByRole('searchbox', { name: 'Buscar jugadores' }).fill('garcia ana')
  await page.getByText('2500 de 20.000 jugadores').waitFor()
  await screenshot('registry-20000')
  log('search narrowed the list to 2,500')
}

// A new version of the service worker waits until the person accepts it: the page keeps running
// the old one and shows a prompt; "Actualizar ahora" activates the new version and reloads.
// The new version is simulated by changing dist/sw.js while the server runs (restored at the end).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const SW_FILE = fileURLToPath(new URL('../../dist/sw.js', import.meta.url))

export default async function update(helper) {
  const original = readFileSync(SW_FILE, 'utf8')
  try {
    await run(helper)
  } finally {
    writeFileSync(SW_FILE, original)
  }
}

async function run({ page, baseURL, assert, log, waitForServiceWorker, screenshot }) {
  await page.goto(baseURL)
  await waitForServiceWorker()
  const firstScript = await page.evaluate(() => navigator.serviceWorker.controller.scriptURL)
  log('first version controls the page')

  // Deploy a changed sw.js, as a new release would, and ask the browser to look for updates.
  writeFileSync(SW_FILE, readFileSync(SW_FILE, 'utf8') + '\n// next version\n')
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()))
  await page.getByText('Hay una nueva versión de Alfil lista.').waitFor({ timeout: 30_000 })
  const waiting = await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((r) => Boolean(r.waiting)),
  )
  assert.ok(waiting, 'the new version waits')
  await screenshot('update-prompt')
  log('prompt shown, new version waiting')

  await page.getByRole('button', { name: 'Más tarde' }).click()
  await page.getByText('Hay una nueva versión de Alfil lista.').waitFor({ state: 'detached' })
  assert.ok(
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => Boolean(r.waiting)),
    ),
    '"later" leaves the new version waiting',
  )

  await page.reload()
  await page.getByText('Hay una nueva versión de Alfil lista.').waitFor({ timeout: 30_000 })
  const navigation = page.waitForEvent('framenavigated')
  await page.getByRole('button', { name: 'Actualizar ahora' }).click()
  await navigation
  await page.getByRole('navigation', { name: 'Navegación principal' }).waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const state = await page.evaluate(() =>
    navigator.serviceWorker
      .getRegistration()
      .then((r) => ({ waiting: Boolean(r.waiting), active: r.active?.state })),
  )
  assert.deepEqual(state, { waiting: false, active: 'activated' }, 'after accepting:')
  assert.equal(
    await page.evaluate(() => navigator.serviceWorker.controller.scriptURL),
    firstScript,
    'same script URL:',
  )
  log('accepted: new version active after one reload')
}

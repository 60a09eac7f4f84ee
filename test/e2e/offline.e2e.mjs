// First load online: the service worker takes control. Then offline: reload and move between
// screens; the shell and the registry data are all there.
export default async function offline({
  context,
  page,
  baseURL,
  assert,
  log,
  waitForServiceWorker,
  screenshot,
}) {
  await page.goto(baseURL)
  await page.getByRole('navigation', { name: 'Navegación principal' }).waitFor()
  await waitForServiceWorker()
  log('service worker controls the page')

  await page.getByRole('navigation').getByRole('link', { name: 'Clubes', exact: true }).click()
  await page.getByRole('button', { name: 'Nuevo club' }).click()
  await page
    .getByRole('textbox', { name: 'Nombre', exact: true })
    .fill('Real Grupo de Cultura Covadonga')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('cell', { name: 'Real Grupo de Cultura Covadonga' }).waitFor()

  await context.setOffline(true)
  const probe = await page.evaluate(() =>
    fetch('/not-precached-' + Date.now()).then(
      () => 'reached',
      () => 'failed',
    ),
  )
  assert.equal(probe, 'failed', 'network really offline:')
  await page.reload()
  await page.getByRole('cell', { name: 'Real Grupo de Cultura Covadonga' }).waitFor()
  // Debian's Chromium 150 keeps blocking the network across a reload but reports
  // navigator.onLine as true again; the emulation is applied anew so the page hears the browser
  // go offline, as it does when a real laptop loses its connection.
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false)
    await context.setOffline(true)
  }
  await page.getByText('Sin conexión').waitFor()
  log('offline reload shows shell and data')

  for (const [link, heading] of [
    ['Jugadores', 'Jugadores'],
    ['Temporadas', 'Temporadas'],
    ['Ajustes', 'Ajustes'],
    ['Copias de seguridad', 'Copias de seguridad'],
    ['Inicio', 'Alfil'],
  ]) {
    await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click()
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  }
  const fresh = await context.newPage()
  await fresh.goto(baseURL + 'clubs')
  await fresh.getByRole('cell', { name: 'Real Grupo de Cultura Covadonga' }).waitFor()
  await screenshot('offline-clubs', fresh)
  log('every screen loads offline, a new tab too')
  await context.setOffline(false)
}

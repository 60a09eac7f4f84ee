// Storage that stays: Alfil asks for persistent storage at the first saved record and Ajustes
// says what was answered and what it means. Opened with IndexedDB missing, or refused by the
// browser, Alfil shows one page in Spanish that explains it, without page errors or screens
// waiting forever.
export default async function storage({ page, context, baseURL, assert, screenshot, log }) {
  await page.goto(baseURL + 'settings')
  await page.locator('[data-testid=storage-meaning]').waitFor()
  assert.equal(await page.locator('[data-testid=storage-asked]').count(), 0, 'not asked yet:')
  await page.getByRole('navigation').getByRole('link', { name: 'Clubes', exact: true }).click()
  await page.getByRole('button', { name: 'Nuevo club' }).click()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Club Ajedrez Pravia')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('cell', { name: 'Club Ajedrez Pravia' }).waitFor()
  await page.getByRole('navigation').getByRole('link', { name: 'Ajustes', exact: true }).click()
  await page
    .locator('[data-testid=storage-asked]', { hasText: 'Pedido al guardar el primer dato' })
    .waitFor()
  await screenshot('settings-storage')
  log('persistent storage asked at the first saved record, shown in Ajustes')

  for (const [kind, script, text] of [
    [
      'missing',
      () => Object.defineProperty(window, 'indexedDB', { value: undefined }),
      /no ofrece almacenamiento \(IndexedDB\)/,
    ],
    [
      'blocked',
      () => {
        IDBFactory.prototype.open = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        }
      },
      /ha rechazado abrir el almacenamiento/,
    ],
  ]) {
    const p = await context.newPage()
    const errors = []
    p.on('pageerror', (e) => errors.push(e.message))
    await p.addInitScript(script)
    await p.goto(baseURL + 'players')
    await p
      .getByRole('heading', { level: 1, name: 'Alfil no puede guardar datos en este navegador' })
      .waitFor()
    await p.getByText(text).waitFor()
    await p.getByRole('heading', { level: 2, name: 'Qué puede hacer' }).waitFor()
    await p.getByRole('button', { name: 'Volver a intentarlo' }).waitFor()
    assert.equal(await p.getByText(/Cargando|…$/).count(), 0, `${kind}: nothing waiting:`)
    assert.deepEqual(errors, [], `${kind}: page errors:`)
    if (kind === 'missing') await screenshot('storage-unavailable', p)
    await p.close()
    log(`${kind} storage: the explanation page, no page errors`)
  }
}

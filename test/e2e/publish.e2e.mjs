// Publishing an individual tournament:
// - a generated 30-player, 7-round Swiss is imported from its TRF; its public address is set;
// - the site is downloaded as a zip, unpacked and opened from file:// in a Chromium with
//   JavaScript disabled and every request outside the folder refused, at 390x844 and
//   1366x768; links are followed to a round and to a player; a second download of the same
//   tournament gives the same bytes;
// - the message for the group is copied to the clipboard as shown;
// - the printed pairings carry a QR code of the round's page;
// - a 500-player, 9-round Swiss is published and the size and time figures are printed
//   (targets of issue 17: under 1.5 MB in all, every page under 150 kB, built in under 3 s).
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { offlineReader, unpackDownload } from './publishedSite.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')
const URL_BASE = 'https://ajedrez.example/abierto-30/'

/** The generated tournament of the publishing benchmark as a TRF file. */
function generatedTrf(dir, players, rounds) {
  const text = execFileSync(TSX, ['test/bench/publish.bench.ts', '--trf', players, rounds], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  const path = join(dir, `abierto-${players}.trf`)
  writeFileSync(path, text)
  return path
}

async function importTrf(page, baseURL, path, name) {
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(path)
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 })
}

async function downloadSite(page) {
  const started = Date.now()
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Descargar el sitio (.zip)' }).click(),
  ])
  return { download, ms: Date.now() - started }
}

export default async function publish({
  page,
  context,
  baseURL,
  assert,
  screenshot,
  log,
  tempDir,
}) {
  const dir = tempDir()
  await importTrf(page, baseURL, generatedTrf(dir, 30, 7), 'Abierto de 30')
  await page.getByRole('tab', { name: 'Publicar' }).click()

  await page.getByLabel('Dirección pública del sitio').fill('ajedrez.example/abierto-30')
  await page.getByRole('button', { name: 'Guardar dirección' }).click()
  await page.getByText('La dirección pública debe ser una dirección web completa').waitFor()
  await page.getByLabel('Dirección pública del sitio').fill('https://ajedrez.example/abierto-30')
  await page.getByRole('button', { name: 'Guardar dirección' }).click()
  await page.getByText('Dirección pública guardada.').waitFor()
  await screenshot('publish-tab')

  const first = await downloadSite(page)
  assert.equal(first.download.suggestedFilename(), 'abierto-de-30-web.zip', 'zip name:')
  const { site, sizes } = await unpackDownload(first.download, dir)
  assert.equal(Object.keys(sizes).length, 30 + 7 + 5, 'files (30 players, 7 rounds, 5 others):')
  const again = await unpackDownload((await downloadSite(page)).download, tempDir())
  assert.deepEqual(again.sizes, sizes, 'a second publication gives the same files:')
  log(`30-player site: ${Object.keys(sizes).length} files`)

  const reader = await offlineReader(site)
  try {
    const phone = await reader.open({ width: 390, height: 844 })
    await phone.page.getByRole('heading', { level: 1, name: 'Abierto de 30' }).waitFor()
    assert.equal(await phone.page.locator('script').count(), 0, 'scripts in index.html:')
    const overflow = await phone.page.locator('body').evaluate((b) => b.scrollWidth)
    assert.ok(overflow <= 390, `the phone page is no wider than the screen (${overflow} px)`)
    await screenshot('publish-site-index-390', phone.page)
    await phone.page.getByRole('link', { name: 'Ronda 3', exact: true }).click()
    await phone.page.getByRole('heading', { level: 1, name: 'Ronda 3' }).waitFor()
    const boards = phone.page.getByRole('table').locator('tbody tr')
    assert.equal(await boards.count(), 15, 'boards of round 3:')
    await screenshot('publish-site-round-390', phone.page)
    const white = (await boards.first().locator('td').nth(1).textContent()).trim()
    await boards.first().getByRole('link', { name: white }).click()
    await phone.page
      .getByRole('heading', { level: 1, name: white.replace(/^(GM|IM) /, '') })
      .waitFor()
    await phone.page.getByText('Rendimiento').waitFor()
    await screenshot('publish-site-player-390', phone.page)

    const desk = await reader.open({ width: 1366, height: 768 })
    await desk.page.getByRole('link', { name: 'Clasificación', exact: true }).first().click()
    await desk.page.getByRole('heading', { level: 1, name: 'Clasificación' }).waitFor()
    const rows = await desk.page.getByRole('table').first().locator('tbody tr').count()
    assert.equal(rows, 30, 'standings rows:')
    await screenshot('publish-site-standings-1366', desk.page)
    await desk.page.getByRole('link', { name: 'Cuadro' }).click()
    await screenshot('publish-site-crosstable-1366', desk.page)
    assert.deepEqual(reader.blocked, [], 'requests outside the site:')
  } finally {
    await reader.close()
  }

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.getByRole('radio', { name: 'Resultados' }).check()
  const text = await page.getByLabel('Texto del mensaje').inputValue()
  assert.match(
    text,
    /^\*Abierto de 30 · Ronda 7 · Resultados\*\n\n1\. .+ (1-0|0-1|½-½|\+\/-|-\/\+) .+\n/,
  )
  await page.getByRole('button', { name: 'Copiar el mensaje' }).click()
  await page.getByText('Mensaje copiado').waitFor()
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text, 'clipboard:')
  await screenshot('publish-message')

  await page.goto(`${page.url().split('?')[0]}?print=pairings&round=7`)
  const qr = page.getByRole('img', { name: `Código QR con la dirección ${URL_BASE}round-7.html` })
  await qr.waitFor()
  await screenshot('publish-print-qr')
  log('QR on the printed pairings')

  await importTrf(page, baseURL, generatedTrf(dir, 500, 9), 'Abierto de 500')
  await page.getByRole('tab', { name: 'Publicar' }).click()
  const big = await downloadSite(page)
  const summary = await page.getByTestId('site-summary').textContent()
  const unpacked = await unpackDownload(big.download, tempDir())
  const total = Object.values(unpacked.sizes).reduce((s, n) => s + n, 0)
  const [largest, bytes] = Object.entries(unpacked.sizes).sort((a, b) => b[1] - a[1])[0]
  const built = Number(/en (\d+) ms/.exec(summary)?.[1])
  log(
    `500 players, 9 rounds in Chromium: built in ${built} ms (click to download ${big.ms} ms), ` +
      `${Object.keys(unpacked.sizes).length} files, ${(total / 1e6).toFixed(3)} MB in all, ` +
      `largest ${largest} ${(bytes / 1000).toFixed(1)} kB, zip ${(unpacked.zipBytes / 1e6).toFixed(3)} MB`,
  )
  assert.equal(Object.keys(unpacked.sizes).length, 500 + 9 + 5, 'files of the 500-player site:')
}

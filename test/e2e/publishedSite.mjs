// Opens a published site the way a reader does without Alfil: unzipped into a folder, from
// file://, in a Chromium of its own with JavaScript disabled and every request that is not a
// file of that folder refused. Shared by the publishing browser tests.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { unzipSync } from 'fflate'
import { chromium } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Saves the zip of a download, unpacks it into `dir` and returns the files' names and sizes. */
export async function unpackDownload(download, dir) {
  const zipPath = join(dir, 'site.zip')
  await download.saveAs(zipPath)
  const entries = unzipSync(new Uint8Array(readFileSync(zipPath)))
  const site = join(dir, 'site')
  mkdirSync(site, { recursive: true })
  const sizes = {}
  for (const [name, bytes] of Object.entries(entries)) {
    writeFileSync(join(site, name), bytes)
    sizes[name] = bytes.length
  }
  return { site, sizes, zipBytes: readFileSync(zipPath).length }
}

/**
 * A browser with no script and no network, for reading the site at phone and desktop sizes.
 * `blocked` collects every request refused (anything but a file under the site's folder).
 */
export async function offlineReader(site) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
  })
  const root = pathToFileURL(site).href
  const blocked = []
  const open = async (viewport) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      offline: true,
      viewport,
      ...(viewport.width < 600 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    })
    await context.route('**/*', (route) => {
      const url = route.request().url()
      if (url.startsWith(root)) return route.continue()
      blocked.push(url)
      return route.abort()
    })
    const page = await context.newPage()
    await page.goto(`${root}/index.html`)
    return { context, page }
  }
  return { open, blocked, close: () => browser.close() }
}

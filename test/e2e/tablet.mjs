// The captain's tablet in browser tests: a second browser with its own profile folder,
// portrait 820x1180, touch, Spanish.
import { join } from 'node:path'
import { chromium } from 'playwright-core'

/** Opens a fresh tablet browser on `profile` (an empty folder). */
export function launchTablet(profile) {
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
    isMobile: true,
    locale: 'es-ES',
    acceptDownloads: true,
  })
}

/** Waits for the download `click` starts and saves it as `dir/name`; returns the path. */
export async function download(page, click, dir, name) {
  const [d] = await Promise.all([page.waitForEvent('download'), click()])
  const path = join(dir, name)
  await d.saveAs(path)
  return path
}

/** Draws a stroke of touch pointer events across a canvas. */
export async function touchStroke(canvas, seed) {
  await canvas.evaluate((el, k) => {
    const r = el.getBoundingClientRect()
    const ev = (type, i) =>
      new PointerEvent(type, {
        bubbles: true,
        pointerId: 7,
        pointerType: 'touch',
        isPrimary: true,
        clientX: r.left + 20 + i * (r.width / 14),
        clientY: r.top + r.height / 2 + Math.sin(i + k) * (r.height / 4),
      })
    el.dispatchEvent(ev('pointerdown', 0))
    for (let i = 1; i <= 12; i++) el.dispatchEvent(ev('pointermove', i))
    el.dispatchEvent(ev('pointerup', 12))
  }, seed)
}

/** The three signatures of an acta, each drawn by touch and confirmed; `tap` counts the taps. */
export async function signActa(tablet, tap = (l) => l.tap()) {
  for (const [k, who] of [
    'Firma del capitán local',
    'Firma del capitán visitante',
    'Firma del árbitro',
  ].entries()) {
    const canvas = tablet
      .getByRole('img', { name: who, exact: true })
      .or(tablet.locator(`canvas[aria-label="${who}"]`))
    await touchStroke(canvas.first(), k)
    await tap(
      tablet.locator('.ms-signature').first().getByRole('button', { name: 'Confirmar firma' }),
    )
    await tablet.getByRole('img', { name: `${who}: Firmado` }).waitFor()
  }
  await tablet.getByText('Acta firmada: no se puede modificar (art. 79.7).').waitFor()
}

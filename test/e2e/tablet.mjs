// The captain's tablet in browser tests: a second browser with its own profile folder,
// portrait 820x1180, touch, Spanish.
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

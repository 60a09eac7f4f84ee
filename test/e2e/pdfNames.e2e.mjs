// The norm certificate the arbiter signs prints every name as typed: a GM result imported from
// TRF with Polish and Czech names; the certificate's text layer (read back with poppler's
// pdftotext) holds each name exactly, and the page is rendered to a PNG to look at.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SHOTS = join(ROOT, 'test-results', 'screenshots')

const NAMES = {
  1: 'Łukasiewicz, Michał',
  2: 'Dvořák, Jiří',
  3: 'Wiśniewski, Paweł',
  4: 'Nováková, Šárka',
  5: 'Żółkiewski, Stanisław',
  6: 'Čermák, Přemysl',
}

/** The GM-norm fixture of the command line with the names of players 1-6 replaced. */
function namedTrf() {
  const lines = readFileSync(join(ROOT, 'test/cli/norms/gm-norm.trf'), 'utf8').split('\n')
  return lines
    .map((l) => {
      if (!l.startsWith('001')) return l
      const no = Number(l.slice(4, 8))
      const name = NAMES[no]
      return name ? `${l.slice(0, 14)}${name.padEnd(33)}${l.slice(47)}` : l
    })
    .join('\n')
}

export default async function pdfNames(h) {
  const { page, baseURL, assert, log, screenshot } = h
  const dir = h.tempDir()
  const trf = join(dir, 'memorial.trf')
  writeFileSync(trf, namedTrf(), 'utf8')
  await page.goto(`${baseURL}tournaments`)
  await page.getByLabel('Importar TRF para continuar un torneo').setInputFiles(trf)
  await page.getByRole('tab', { name: 'Clasificación' }).waitFor()
  await page.getByRole('tab', { name: 'Clasificación' }).click()
  await page.getByRole('button', { name: NAMES[1], exact: true }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Certificado (PDF) GM' }).click(),
  ])
  const pdf = join(dir, 'certificate.pdf')
  await download.saveAs(pdf)
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], {
    encoding: 'utf8',
  })
  const lines = text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim())
  assert.ok(
    lines.some((l) => l.includes(`Name ${NAMES[1]}`)),
    `player line "Name ${NAMES[1]}" in the text layer:\n${text}`,
  )
  for (const no of [2, 3, 4, 5, 6]) {
    const row = lines.find((l) => l.includes(NAMES[no]))
    assert.ok(row, `opponent ${NAMES[no]} read back exactly from the text layer`)
    log(`text layer: ${row}`)
  }
  assert.ok(
    text.replace(/\s+/g, ' ').includes(`certifies that ${NAMES[1]} achieved a Grandmaster (GM)`),
    'the statement names the player exactly',
  )
  // The page as printed, to look at.
  mkdirSync(SHOTS, { recursive: true })
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '70',
    '-singlefile',
    pdf,
    join(SHOTS, 'norm-certificate-pdf'),
  ])
  await screenshot('norm-certificate-screen')
  log('certificate text layer holds every Polish and Czech name exactly')
}

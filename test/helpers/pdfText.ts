import { execFileSync } from 'node:child_process'

/**
 * The text layer of a PDF as poppler's `pdftotext` reads it (Debian's poppler-utils, installed
 * by `.ci/run`): an independent reader, so a wrong glyph-to-Unicode map shows as wrong text.
 */
export function pdfText(bytes: Uint8Array): string {
  try {
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
      input: bytes,
      encoding: 'utf8',
    })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is missing: apt-get install poppler-utils', { cause: e })
    throw e
  }
}

/** The text layer with its lines' spacing collapsed, for substring checks. */
export function pdfLines(bytes: Uint8Array): string[] {
  return pdfText(bytes)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '')
}

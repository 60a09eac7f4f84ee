import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isMessageKey, translate } from '../../src/i18n/index.ts'
import { ERROR_CODES, ERROR_CODE_LISTS } from '../../src/i18n/errorCodes.ts'
import { ERROR_MESSAGES, errorKey } from '../../src/i18n/errorMessages.ts'
import { SRC, sourceFiles } from '../architecture/sourceRules.ts'

/** Strings of the `area/name` form that are not codes: MIME types and open-data format names. */
const NOT_CODES = new Set([
  'application/json',
  'application/pdf',
  'application/zip',
  'image/png',
  'text/csv',
  'text/plain',
  'alfil-open-data/tournament',
  'alfil-open-data/team-competition',
])

/** Audit-log action names handed to a helper by position rather than as `action: '...'`. */
const POSITIONAL_ACTIONS = new Set([
  'teams/edit-board-order',
  'teams/add-to-board-order',
  'teams/late-addition',
])

/**
 * The command line's own codes: `npm run pair` prints them in English on stderr with the flag or
 * line at fault, and the screens never show them, so they are not in ErrorCode.
 */
const CLI_CODES = new Set([
  'cli/unknown-flag',
  'cli/missing-value',
  'cli/repeated-flag',
  'pair/bad-config',
])

const LITERAL = /'([a-z][a-z0-9]*(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*)'/g
/** An audit action (`action: 'x/y'`, `action: new ? 'x/y' : 'x/z'`, `action === 'x/y'`). */
const ACTION_BEFORE = /\baction\s*(?::|===|!==)[^;,&|]*$/
/** A route path (`path: 'a/b'`, `to="/a/b"` has no quotes of this form). */
const PATH_BEFORE = /\bpath\s*:\s*$/

interface Literal {
  readonly code: string
  readonly action: boolean
}

/** The `'area/name'` literals of a source, outside comments and import specifiers. */
export function codeLiterals(source: string): Literal[] {
  const noComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
  const out: Literal[] = []
  for (const line of noComments.split('\n')) {
    if (/\bfrom\s*'|\bimport\s*\(\s*'/.test(line)) continue
    for (const m of line.matchAll(LITERAL)) {
      const code = m[1] ?? ''
      const before = line.slice(0, m.index)
      if (NOT_CODES.has(code) || PATH_BEFORE.test(before)) continue
      out.push({ code, action: ACTION_BEFORE.test(before) || POSITIONAL_ACTIONS.has(code) })
    }
  }
  return out
}

/** Every code-like literal of src with the files it is in; audit actions left out. */
function srcCodes(): Map<string, string[]> {
  const all = sourceFiles(SRC).map((path) => ({
    file: relative(SRC, path),
    literals: codeLiterals(readFileSync(path, 'utf8')),
  }))
  const actions = new Set(all.flatMap((f) => f.literals.filter((l) => l.action).map((l) => l.code)))
  const codes = new Map<string, string[]>()
  for (const { file, literals } of all)
    for (const { code } of literals) {
      if (actions.has(code)) continue
      codes.set(code, [...(codes.get(code) ?? []), file])
    }
  return codes
}

describe('error codes (docs/ARCHITECTURE.md section 7)', () => {
  it('finds a code literal in code and leaves out comments, imports, MIME types and audit actions', () => {
    const source = [
      "import { x } from './area/some-thing.ts'",
      '// returns round/in-a-comment',
      "if (!ok) return refuse('round/brand-new', { round })",
      "const blob = new Blob([text], { type: 'text/csv' })",
      "await audit(ctx, { action: existing ? 'club/update' : 'club/create', entity: 'club' })",
      "{ path: 'championships/structure' }",
    ].join('\n')
    expect(codeLiterals(source)).toEqual([
      { code: 'round/brand-new', action: false },
      { code: 'club/update', action: true },
      { code: 'club/create', action: true },
    ])
  })

  it('every code written in src is in an area list of ErrorCode (or is a command-line code)', () => {
    const known = new Set<string>(ERROR_CODES)
    const missing = [...srcCodes()]
      .filter(([code]) => !known.has(code) && !CLI_CODES.has(code))
      .map(([code, files]) => `${code} (${files.join(', ')})`)
    expect(missing).toEqual([])
  })

  it('each code is listed by one area only', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const [area, codes] of Object.entries(ERROR_CODE_LISTS))
      for (const code of new Set<string>(codes)) {
        const first = seen.get(code)
        if (first !== undefined) twice.push(`${code}: ${first} and ${area}`)
        seen.set(code, area)
      }
    expect(twice).toEqual([])
  })

  it('every code has a Spanish and an English message, never the unexpected-error fallback', () => {
    const unknownEs = translate('es', 'errors.unknown', { code: '' })
    for (const code of ERROR_CODES) {
      const key = ERROR_MESSAGES[code]
      expect(isMessageKey(key), code).toBe(true)
      expect(errorKey(code), code).toBe(key)
      expect(translate('es', key), code).not.toBe(key)
      expect(translate('en', key), code).not.toBe(key)
      expect(translate('es', key), code).not.toBe(unknownEs)
    }
  })

  it('the worker failures read as sentences for the arbiter, not as the unexpected error', () => {
    expect(translate('es', errorKey('pairing/timeout'))).toBe(
      'El cálculo del emparejamiento ha tardado demasiado y se ha detenido; no se ha guardado nada. Vuelva a intentarlo.',
    )
    expect(translate('en', errorKey('pairing/worker-failed'))).toBe(
      'Computing the pairing failed; nothing was saved. Try again or reload Alfil.',
    )
    expect(errorKey('nobody/knows')).toBe('errors.unknown')
  })
})

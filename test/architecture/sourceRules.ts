import { readdirSync, statSync } from 'node:fs'
import { join, relative, resolve, dirname, sep } from 'node:path'

export const SRC = resolve(__dirname, '../../src')

/** Every .ts/.tsx file below `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The source with comments removed and string/template contents blanked (imports kept apart). */
export function codeOnly(source: string): string {
  let out = ''
  let i = 0
  while (i < source.length) {
    const c = source[i]
    const next = source[i + 1]
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      i = end === -1 ? source.length : end + 2
    } else if (c === '"' || c === "'" || c === '`') {
      out += c
      i++
      while (i < source.length && source[i] !== c) {
        if (source[i] === '\\') i++
        else if (source[i] === '\n' && c !== '`') break
        i++
      }
      out += c
      i++
    } else {
      out += c
      i++
    }
  }
  return out
}

export interface ImportRef {
  readonly specifier: string
  readonly typeOnly: boolean
}

/** The modules a file imports or re-exports, and whether only types are taken. */
export function importsOf(source: string): ImportRef[] {
  const refs: ImportRef[] = []
  const noComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  // A side-effect import starts a statement, so a string such as 'tournament/import' is not one.
  const statement =
    /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;}])\s*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/gm
  for (const m of noComments.matchAll(statement)) {
    const specifier = m[4] ?? m[5] ?? m[6]
    if (specifier === undefined) continue
    const clause = m[3] ?? ''
    const braces = /^\{([\s\S]*)\}$/.exec(clause.trim())
    const allTypeSpecifiers =
      braces !== null &&
      braces[1] !== undefined &&
      braces[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '))
    refs.push({ specifier, typeOnly: m[2] !== undefined || allTypeSpecifiers })
  }
  return refs
}

const FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'indexedDB',
  'fetch',
  'Worker',
]

/** Problems that break the purity rule of src/domain (docs/ARCHITECTURE.md section 2). */
export function purityProblems(file: string, source: string): string[] {
  const problems: string[] = []
  for (const ref of importsOf(source)) {
    if (!ref.specifier.startsWith('.')) problems.push(`imports package '${ref.specifier}'`)
    else {
      const target = resolve(dirname(file), ref.specifier)
      if (!target.startsWith(join(SRC, 'domain') + sep))
        problems.push(`imports '${ref.specifier}' outside src/domain`)
    }
  }
  const code = codeOnly(source)
  for (const name of FORBIDDEN_GLOBALS)
    if (new RegExp(`(?<![.\\w$])${name}\\b(?!\\s*:)`).test(code)) problems.push(`uses ${name}`)
  if (/\bDate\s*\.\s*now\s*\(/.test(code)) problems.push('calls Date.now()')
  if (/\bnew\s+Date\s*\(\s*\)/.test(code) || /\bnew\s+Date\b(?!\s*\()/.test(code))
    problems.push('calls new Date() without arguments')
  if (/\bMath\s*\.\s*random\s*\(/.test(code)) problems.push('calls Math.random()')
  return problems
}

/** The top-level src folder of a path (`domain`, `ui`, ...) or null outside src. */
export function srcFolder(path: string): string | null {
  const rel = relative(SRC, path)
  if (rel.startsWith('..')) return null
  const first = rel.split(sep)[0] ?? ''
  return /\.tsx?$/.test(first) ? '(root)' : first
}

/** Problems with the import direction between src folders (docs/ARCHITECTURE.md section 1). */
export function directionProblems(file: string, source: string): string[] {
  const from = srcFolder(file)
  const problems: string[] = []
  for (const ref of importsOf(source)) {
    if (!ref.specifier.startsWith('.')) continue
    const to = srcFolder(resolve(dirname(file), ref.specifier))
    if (to === null || to === from) continue
    if (from === 'ui') problems.push(`ui imports ${to} ('${ref.specifier}')`)
    if (from === 'state' && !(to === 'domain' && ref.typeOnly))
      problems.push(`state imports ${ref.typeOnly ? '' : 'values from '}${to} ('${ref.specifier}')`)
    if (from === 'domain') problems.push(`domain imports ${to} ('${ref.specifier}')`)
    if (from === 'db' && to !== 'domain') problems.push(`db imports ${to} ('${ref.specifier}')`)
  }
  return problems
}

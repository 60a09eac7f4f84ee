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

/**
 * The source with comments removed and string/template contents blanked (imports kept apart);
 * with `keepStrings`, only the comments go (a check that reads a call's literal argument).
 */
export function codeOnly(source: string, keepStrings = false): string {
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
      const start = i
      out += c
      i++
      while (i < source.length && source[i] !== c) {
        if (source[i] === '\\') i++
        else if (source[i] === '\n' && c !== '`') break
        i++
      }
      if (keepStrings) out += source.slice(start + 1, i)
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

/**
 * The unit of the feature import graph a path belongs to: `app`, `features/<area>`, or null for
 * every other folder (docs/ARCHITECTURE.md section 1).
 */
export function graphUnit(path: string): string | null {
  const parts = relative(SRC, path).split(sep)
  if (parts[0] === 'app') return 'app'
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`
  return null
}

/** One import from a unit to another, with the file and specifier that make it. */
export interface UnitEdge {
  readonly from: string
  readonly to: string
  readonly file: string
  readonly specifier: string
  /** The imported path, relative to src. */
  readonly target: string
}

/** The imports between units (type-only ones too) of the given files and their sources. */
export function unitEdges(files: readonly { path: string; source: string }[]): UnitEdge[] {
  const edges: UnitEdge[] = []
  for (const { path, source } of files) {
    const from = graphUnit(path)
    if (from === null) continue
    for (const ref of importsOf(source)) {
      if (!ref.specifier.startsWith('.')) continue
      const target = resolve(dirname(path), ref.specifier)
      const to = graphUnit(target)
      if (to === null || to === from) continue
      const file = relative(SRC, path)
      edges.push({ from, to, file, specifier: ref.specifier, target: relative(SRC, target) })
    }
  }
  return edges
}

/** Every import of `app` by a feature: app composes the features, never the reverse. */
export function featureToAppProblems(edges: readonly UnitEdge[]): string[] {
  return edges
    .filter((e) => e.to === 'app' && e.from !== 'app')
    .map((e) => `${e.from} imports app: ${e.file} ('${e.specifier}')`)
}

/**
 * The cycles between units, one line each: the units of one strongly connected component in a
 * closed path (`features/a -> features/b -> features/a`), then the imports that close it.
 */
export function cycleProblems(edges: readonly UnitEdge[]): string[] {
  const next = new Map<string, Set<string>>()
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, new Set())
    next.get(e.from)?.add(e.to)
  }
  // Tarjan's strongly connected components over the unit graph.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (v: string): void => {
    index.set(v, index.size)
    low.set(v, index.get(v) ?? 0)
    stack.push(v)
    onStack.add(v)
    for (const w of [...(next.get(v) ?? [])].sort()) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0))
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string | undefined
      do {
        w = stack.pop()
        if (w === undefined) break
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) components.push(component.sort())
    }
  }
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v)
  return components.map((units) => {
    const inside = new Set(units)
    const start = units[0] ?? ''
    const path = closedPath(start, inside, next)
    const imports = edges
      .filter((e) => inside.has(e.from) && inside.has(e.to))
      .map((e) => `${e.file} ('${e.specifier}')`)
    return `cycle ${path.join(' -> ')}: ${imports.join(', ')}`
  })
}

/** A shortest path from `start` back to itself inside one component. */
function closedPath(start: string, inside: Set<string>, next: Map<string, Set<string>>): string[] {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const v = queue.shift() ?? start
    for (const w of [...(next.get(v) ?? [])].sort()) {
      if (!inside.has(w)) continue
      if (w === start) {
        const path = [start]
        for (let at = v; at !== start; at = cameFrom.get(at) ?? start) path.unshift(at)
        return [start, ...path]
      }
      if (cameFrom.has(w)) continue
      cameFrom.set(w, v)
      queue.push(w)
    }
  }
  return [start, start]
}

/**
 * Nothing in the repository cites a file that is not in it: the links of every Markdown file
 * (and the anchors they point at in another Markdown file), the repository paths written in
 * backticks in Markdown, the `src/`, `docs/`, `test/` paths, the files after `@see` or `see`
 * and the Markdown documents named without a folder in source comments, the repository paths that are a whole string of a source file
 * (test names, commands the tests run, config) or a word of a `package.json` script, and the
 * numbered sections (`docs/ARCHITECTURE.md section 2`) that comments, test names and Markdown
 * cite. A document moved, a section renumbered or a file renamed without its citations fails
 * here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

/** Generated, installed or copied-in trees: not the repository's own text. */
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-cli',
  'dev-dist',
  'coverage',
  'test-results',
  'test/fixtures',
])

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (SKIPPED.has(relative(ROOT, path))) continue
    if (statSync(path).isDirectory()) walk(path, out)
    else out.push(path)
  }
  return out
}

const FILES = walk(ROOT)
const rel = (p: string) => relative(ROOT, p)

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(mdPath: string): Set<string> {
  const text = readFileSync(mdPath, 'utf8').replace(/```[\s\S]*?```/g, '')
  const anchors = new Set<string>()
  for (const m of text.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(headingAnchor(m[1] ?? ''))
  return anchors
}

/** One cited target that does not exist, as `file: target`. */
function check(from: string, target: string, base: string): string | null {
  const [pathPart = '', anchor] = target.split('#')
  const path = pathPart === '' ? from : resolve(base, decodeURI(pathPart))
  if (!path.startsWith(ROOT) || !existsSync(path)) return `${rel(from)}: ${target}`
  if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor.toLowerCase()))
    return `${rel(from)}: ${target} (no such heading)`
  return null
}

/** Markdown links `[text](target)` and images to places in the repository. */
function markdownLinks(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1] ?? '')
    .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t))
}

/** Repository paths written in backticks: `src/...`, `docs/...`, `test/...`, `.ci/...`. */
function backtickedPaths(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '')
  return [...prose.matchAll(/`((?:src|docs|test|\.ci)\/[^`\s]+)`/g)]
    .map((m) => (m[1] ?? '').replace(/[.,:;]$/, ''))
    .filter((p) => !/[*<>|{}$]|NNNN/.test(p))
}

/** The comments of a TypeScript or JavaScript file (line and block). */
function comments(text: string): string {
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g)].map((m) => m[0]).join('\n')
}

/**
 * Paths cited in comments: repository paths, `@see FILE.ext` and `see FILE.ext` relative to the
 * file, and document names (`README.md`, `ARCHITECTURE.md`) written without a folder.
 */
function commentCitations(text: string): { root: string[]; local: string[]; documents: string[] } {
  const c = comments(text)
  const root = [...c.matchAll(/(?<![\w./-])((?:src|docs|test)\/[\w./-]*\w)/g)].map(
    (m) => m[1] ?? '',
  )
  const local = [
    ...c.matchAll(/(?:@see|\b[Ss]ee) `?((?:\.\.?\/)*[\w.-]+\.(?:ts|tsx|mjs|js|md))\b/g),
  ].map((m) => m[1] ?? '')
  const documents = [...c.matchAll(/(?<![\w./-])([A-Z][\w-]*\.md)\b/g)].map((m) => m[1] ?? '')
  return { root, local, documents }
}

/** A document named without a folder is found beside the file, at the root or in docs/. */
function checkDocument(from: string, name: string): string | null {
  const places = [dirname(from), ROOT, join(ROOT, 'docs')]
  return places.some((d) => existsSync(join(d, name))) ? null : `${rel(from)}: ${name}`
}

/** String literals of a source file that are a repository path as a whole, quotes excepted. */
export function stringPaths(text: string): string[] {
  return [...text.matchAll(/(['"`])(?:\.\/)?((?:src|docs|test|\.ci)\/[^'"`\s]*)\1/g)]
    .map((m) => m[2] ?? '')
    .filter((p) => !/[*<>|{}$]|\.\.\.|NNNN/.test(p))
}

/** Citations of a numbered section of a Markdown document, as the file and the number. */
export function sectionCitations(text: string): { file: string; section: string }[] {
  return [...text.matchAll(/((?:[\w-]+\/)*[\w-]+\.md),? sections? (\d+)/g)].map((m) => ({
    file: m[1] ?? '',
    section: m[2] ?? '',
  }))
}

/** A cited section: the file (from the root, or beside the citing file) has a heading `N. ...`. */
function checkSection(from: string, file: string, section: string): string | null {
  const path = [resolve(ROOT, file), resolve(dirname(from), file)].find((p) => existsSync(p))
  if (path === undefined) return `${rel(from)}: ${file} section ${section}`
  const text = readFileSync(path, 'utf8').replace(/```[\s\S]*?```/g, '')
  const numbered = new RegExp(`^#{1,6}\\s+${section}\\.\\s`, 'm')
  return numbered.test(text) ? null : `${rel(from)}: ${file} section ${section} (no such section)`
}

describe('citations: every cited file exists in the repository', () => {
  test('Markdown links and backticked repository paths (outside node_modules and test/fixtures)', () => {
    const broken: string[] = []
    const mds = FILES.filter((f) => f.endsWith('.md'))
    expect(mds.map(rel)).toContain('docs/ARCHITECTURE.md')
    for (const md of mds) {
      const text = readFileSync(md, 'utf8')
      for (const t of markdownLinks(text)) broken.push(check(md, t, dirname(md)) ?? '')
      for (const p of backtickedPaths(text)) broken.push(check(md, p, ROOT) ?? '')
    }
    expect(broken.filter((b) => b !== '')).toEqual([])
  })

  test('source comments: src/, docs/, test/ paths, the files after @see or see, documents by name', () => {
    const broken: string[] = []
    const sources = FILES.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f))
    expect(sources.length).toBeGreaterThan(100)
    for (const f of sources) {
      const { root, local, documents } = commentCitations(readFileSync(f, 'utf8'))
      for (const p of root) broken.push(check(f, p, ROOT) ?? '')
      for (const p of local) {
        const here = existsSync(join(dirname(f), p))
        broken.push(here ? '' : (check(f, p, ROOT) ?? ''))
      }
      for (const d of documents) broken.push(checkDocument(f, d) ?? '')
    }
    expect(broken.filter((b) => b !== '')).toEqual([])
  })

  test('source strings that are a repository path, and the files package.json scripts run', () => {
    const broken: string[] = []
    // This file's own strings name missing files on purpose (the checks of the checker below).
    const sources = FILES.filter(
      (f) => /\.(ts|tsx|mjs|js)$/.test(f) && rel(f) !== 'test/architecture/citations.test.ts',
    )
    for (const f of sources)
      for (const p of stringPaths(readFileSync(f, 'utf8'))) broken.push(check(f, p, ROOT) ?? '')
    const pkg = join(ROOT, 'package.json')
    const scripts = (JSON.parse(readFileSync(pkg, 'utf8')) as { scripts: Record<string, string> })
      .scripts
    const words = Object.values(scripts).flatMap((s) => s.split(/\s+/))
    const run = words.filter((w) => /^(?:src|test|docs|\.ci)\//.test(w))
    expect(run).toContain('test/e2e/run.mjs')
    for (const w of run) broken.push(check(pkg, w, ROOT) ?? '')
    expect(broken.filter((b) => b !== '')).toEqual([])
  })

  test('numbered sections cited by comments, test names and Markdown exist in the document', () => {
    const broken: string[] = []
    const cited = FILES.filter(
      (f) => /\.(ts|tsx|mjs|js|md)$/.test(f) && rel(f) !== 'test/architecture/citations.test.ts',
    )
    let count = 0
    for (const f of cited)
      for (const { file, section } of sectionCitations(readFileSync(f, 'utf8'))) {
        count += 1
        broken.push(checkSection(f, file, section) ?? '')
      }
    expect(count).toBeGreaterThan(5)
    expect(broken.filter((b) => b !== '')).toEqual([])
  })

  test('the checker itself: a missing file and a missing heading are reported', () => {
    const readme = join(ROOT, 'README.md')
    expect(check(readme, 'docs/nope.md', ROOT)).toBe('README.md: docs/nope.md')
    expect(check(readme, 'docs/cli.md#npm-run-norms', ROOT)).toBeNull()
    expect(check(readme, 'docs/cli.md#npm-run-chess', ROOT)).toBe(
      'README.md: docs/cli.md#npm-run-chess (no such heading)',
    )
    expect(headingAnchor('Team competitions (FAPA art. 18, 64-110)')).toBe(
      'team-competitions-fapa-art-18-64-110',
    )
    const source = ['/', '** @see src/db/x.ts and @see y.ts *', '/ const u = "a//b"'].join('')
    expect(commentCitations(source)).toEqual({
      root: ['src/db/x.ts'],
      local: ['y.ts'],
      documents: [],
    })
    const prose = ['/', '/ see z.ts and README.md; see ../w.md', '\n'].join('')
    expect(commentCitations(prose)).toEqual({
      root: [],
      local: ['z.ts', '../w.md'],
      documents: ['README.md'],
    })
    expect(checkDocument(readme, 'NOPE.md')).toBe('README.md: NOPE.md')
    expect(
      stringPaths(`run('test/bench/x.ts', "./src/y.ts", \`test/\${n}.ts\`, 'src/...')`),
    ).toEqual(['test/bench/x.ts', 'src/y.ts'])
    expect(sectionCitations('(see docs/ARCHITECTURE.md, section 2); README.md section 13')).toEqual(
      [
        { file: 'docs/ARCHITECTURE.md', section: '2' },
        { file: 'README.md', section: '13' },
      ],
    )
    expect(checkSection(readme, 'docs/ARCHITECTURE.md', '2')).toBeNull()
    expect(checkSection(readme, 'docs/ARCHITECTURE.md', '99')).toBe(
      'README.md: docs/ARCHITECTURE.md section 99 (no such section)',
    )
  })
})

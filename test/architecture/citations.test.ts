/**
 * Nothing in the repository cites a file that is not in it: the links of every Markdown file
 * (and the anchors they point at in another Markdown file), the repository paths written in
 * backticks in Markdown, and the `src/`, `docs/`, `test/` paths and `@see FILE` of source
 * comments. A document moved or a file renamed without its citations fails here.
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

/** Paths cited in comments: repository paths, and `@see FILE.ext` relative to the file. */
function commentCitations(text: string): { root: string[]; local: string[] } {
  const c = comments(text)
  const root = [...c.matchAll(/(?<![\w./-])((?:src|docs|test)\/[\w./-]*\w)/g)].map(
    (m) => m[1] ?? '',
  )
  const local = [...c.matchAll(/@see ([\w.-]+\.(?:ts|tsx|mjs|js|md))\b/g)].map((m) => m[1] ?? '')
  return { root, local }
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

  test('source comments: src/, docs/, test/ paths and @see FILE', () => {
    const broken: string[] = []
    const sources = FILES.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f))
    expect(sources.length).toBeGreaterThan(100)
    for (const f of sources) {
      const { root, local } = commentCitations(readFileSync(f, 'utf8'))
      for (const p of root) broken.push(check(f, p, ROOT) ?? '')
      for (const p of local) {
        const here = existsSync(join(dirname(f), p))
        broken.push(here ? '' : (check(f, p, ROOT) ?? ''))
      }
    }
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
    })
  })
})

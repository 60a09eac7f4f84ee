import type { SiteFile } from '../../../src/domain/publish/index.ts'

/**
 * Every `href` of every page that does not name a file of the site (or an `id` in it), every
 * `src=` or `<script`, and every address that leaves the site: a published site must read from
 * `file://` with no script and no request elsewhere.
 */
export function siteProblems(files: readonly SiteFile[]): string[] {
  const byName = new Map(files.map((f) => [f.name, f.text]))
  const problems: string[] = []
  for (const f of files) {
    if (!f.name.endsWith('.html')) continue
    if (/<script|\bsrc=|@import|url\(/i.test(f.text)) problems.push(`${f.name}: script or resource`)
    for (const m of f.text.matchAll(/\bhref=("([^"]*)"|[^\s>]+)/g)) {
      const href = m[2] ?? m[1] ?? ''
      const [file = '', anchor] = href.split('#')
      const target = byName.get(file)
      if (target === undefined) problems.push(`${f.name}: ${href}`)
      else if (anchor && !new RegExp(`\\bid="?${anchor}"?[\\s>]`).test(target))
        problems.push(`${f.name}: ${href} (no such id)`)
    }
  }
  return problems
}

/** The text of a page with its tags removed and spaces collapsed (what a reader sees). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The pieces every published page is made of: escaped text, the page frame with its navigation,
 * and the one style sheet. Plain HTML and CSS, no script, no address outside the site, so the
 * pages read the same from a web host, a USB stick or `file://`. Optional end tags (`</td>`,
 * `</tr>`, `</li>`) are left out, as HTML allows, to keep a 500-player site small.
 */
import { formatPoints } from '../core/index.ts'
import { formatTieBreakValue } from '../reports/index.ts'
import type { TieBreakValue } from '../tiebreaks/index.ts'
import type { PublishLang, Say } from './words.ts'

/** One file of a published site: its name (stable across publications) and its text. */
export interface SiteFile {
  readonly name: string
  readonly text: string
}

/** Text made safe for HTML content and attribute values. */
export function esc(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/**
 * A link to a page of the site. File names are ASCII letters, digits, `-`, `.` and `#`, so the
 * address needs neither escaping nor quotes (HTML allows such values unquoted).
 */
export function link(href: string, text: string): string {
  return `<a href=${href}>${esc(text)}</a>`
}

/** A number written with a decimal point, in the language of the site ("3,5" in Spanish). */
export function decimal(text: string, lang: PublishLang): string {
  return lang === 'es' ? text.replace('.', ',') : text
}

/** Half-points as a standings figure: "3,5" / "3.5", "3,0" / "3.0". */
export function pointsCell(hp: number, lang: PublishLang): string {
  return decimal(formatPoints(hp), lang)
}

/** A tie-break value as the standings print it, in the site's language. */
export function tieBreakCell(v: TieBreakValue, lang: PublishLang): string {
  return decimal(formatTieBreakValue(v), lang)
}

/** Half-points with the ½ sign, as chess columns write them: "3½", "½", "4". */
export function halfSign(hp: number): string {
  const whole = Math.floor(hp / 2)
  if (hp % 2 === 0) return String(whole)
  return whole === 0 ? '½' : `${whole}½`
}

/** A rating cell: the number, or empty when the player is unrated. */
export function ratingCell(rating: number): string {
  return rating > 0 ? String(rating) : ''
}

/** A table: a caption and header cells as text, rows of cells already in HTML. */
export function table(
  caption: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  className = '',
): string {
  const cls = className ? ` class=${className}` : ''
  const head = header.map((h) => `<th>${esc(h)}`).join('')
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}`).join('')}\n`).join('')
  return `<div class=scroll><table${cls}><caption>${esc(caption)}</caption>\n<thead><tr>${head}</thead>\n<tbody>\n${body}</tbody></table></div>\n`
}

/** A list of `label: value` lines, the empty values left out. */
export function facts(lines: readonly (readonly [string, string])[]): string {
  const items = lines
    .filter(([, v]) => v.trim() !== '')
    .map(([k, v]) => `<dt>${esc(k)}<dd>${esc(v)}`)
  return items.length ? `<dl class=facts>${items.join('')}</dl>\n` : ''
}

/** One entry of the navigation bar. */
export interface NavEntry {
  readonly href: string
  readonly label: string
}

/** What a page says: its file, its title, the bar above it and its body (HTML). */
export interface PageSpec {
  readonly lang: PublishLang
  readonly event: string
  readonly title: string
  readonly file: string
  readonly nav: readonly NavEntry[]
  readonly body: string
  readonly say: Say
  /** The public address of the site, shown at the foot of the home page when set. */
  readonly publicUrl?: string
}

/** What every page of one site shares: a maker of its pages from file, title and body. */
export function pagesOf(
  frame: Omit<PageSpec, 'file' | 'title' | 'body'>,
): (file: string, title: string, body: string) => SiteFile {
  return (file, title, body) => page({ ...frame, file, title, body })
}

/** A whole page: head with the shared style sheet, the bar, the heading, the body, the foot. */
export function page(p: PageSpec): SiteFile {
  const nav = p.nav
    .map((n) =>
      n.href === p.file
        ? `<a href=${n.href} aria-current=page>${esc(n.label)}</a>`
        : link(n.href, n.label),
    )
    .join(' ')
  const title = p.title === p.event ? p.event : `${p.title} · ${p.event}`
  // The foot (who made the files, the public address) is on the home page only: repeated on
  // 500 player pages it would weigh more than the standings.
  const foot =
    p.file === 'index.html'
      ? `<footer>${esc(p.say('madeWith'))}${p.publicUrl ? `<br>${esc(p.say('publicAddress'))}: ${esc(p.publicUrl)}` : ''}</footer>\n`
      : ''
  const text =
    `<!doctype html>\n<html lang="${p.lang}">\n<head>\n<meta charset=utf-8>\n` +
    `<meta name=viewport content="width=device-width,initial-scale=1">\n` +
    `<title>${esc(title)}</title>\n<link rel=stylesheet href=style.css>\n</head>\n<body>\n` +
    `<header><p class=event>${esc(p.event)}</p>\n<nav>${nav}</nav></header>\n` +
    `<main>\n<h1>${esc(p.title)}</h1>\n${p.body}</main>\n${foot}</body>\n</html>\n`
  return { name: p.file, text }
}

/**
 * The style sheet of every site: phone first (one column; a round's boards fit the screen with the
 * ratings and points hidden and the names wrapped; wider tables scroll sideways on their own),
 * wider margins and every column from 700 px; prints without the bar.
 */
export const SITE_CSS = `:root{color-scheme:light;--ink:#1b1f24;--muted:#5b6470;--line:#d5dae0;--band:#f3f5f7;--accent:#0b5cad}
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff}
header{background:var(--band);border-bottom:1px solid var(--line);padding:.5rem .75rem}
header .event{margin:0 0 .25rem;font-weight:600}
nav{display:flex;flex-wrap:wrap;gap:.25rem .5rem}
nav a{display:inline-block;padding:.5rem .25rem;min-height:44px;line-height:28px}
nav a[aria-current=page]{font-weight:700;color:var(--ink);text-decoration:none;border-bottom:3px solid var(--accent)}
a{color:var(--accent)}
main{padding:.75rem;max-width:72rem;margin:0 auto}
h1{font-size:1.35rem;margin:.25rem 0 .75rem}
h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;margin:0 0 1rem}
table{border-collapse:collapse;font-size:.9rem;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{padding:.35rem .45rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top;white-space:nowrap}
th{background:var(--band);font-weight:600}
tbody tr:nth-child(even){background:#fafbfc}
td a{display:inline-block;min-height:24px}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.2rem .75rem;margin:0 0 1rem}
.facts dt{color:var(--muted)}
.standings td:nth-child(6),.cross td:last-child{font-weight:700}
.facts dd{margin:0}
.links{padding-left:1.1rem}
.links li{padding:.3rem 0}
.muted,small{color:var(--muted)}
.note{color:var(--muted);font-size:.85rem;max-width:40rem}
footer{color:var(--muted);font-size:.8rem;padding:1rem .75rem 2rem;border-top:1px solid var(--line);overflow-wrap:anywhere}
.pairings :is(td,th),.games td{white-space:normal}
.pairings :is(td,th):is(:nth-child(3),:nth-child(4),:nth-child(6),:nth-child(7)),.standings :is(td,th):is(:nth-child(2),:nth-child(4)),.players :is(td,th):nth-child(5){display:none}
@media (min-width:700px){main{padding:1rem 1.5rem}h1{font-size:1.6rem}
.pairings :is(td,th):is(:nth-child(3),:nth-child(4),:nth-child(6),:nth-child(7)),.standings :is(td,th):is(:nth-child(2),:nth-child(4)),.players :is(td,th):nth-child(5){display:table-cell}}
@media print{header nav,footer{display:none}.scroll{overflow:visible}}
`

/**
 * The static website of an individual tournament: home page with the event's data and its
 * rounds, standings, crosstable, the list of players, one page per round and one per player.
 * Pure and deterministic: the same tournament gives the same files, byte for byte, in name order.
 */
import { err, ok, type Result } from '../core/index.ts'
import {
  crosstableRows,
  lastCompleteRound,
  pairingSheet,
  tournamentStandings,
} from '../reports/index.ts'
import type { CodeError } from '../tiebreaks/index.ts'
import {
  isRoundComplete,
  plannedRounds,
  ratingOrigin,
  snapshotOf,
  type IndividualTournament,
} from '../tournament/index.ts'
import {
  esc,
  facts,
  link,
  pagesOf,
  pointsCell,
  ratingCell,
  SITE_CSS,
  table,
  type NavEntry,
  type SiteFile,
} from './html.ts'
import {
  crosstableBody,
  playerBody,
  playerFile,
  ratingSourceText,
  roundBody,
  roundFile,
  standingsBody,
  type CategoryTable,
  type PageContext,
} from './individualPages.ts'
import { wordsFor, type PublishLang } from './words.ts'

export interface IndividualSiteOptions {
  readonly lang: PublishLang
  /** Where the arbiter hosts the site (`https://.../`), printed at the foot of every page. */
  readonly publicUrl?: string
  /** Category standings (age, women, rating bands), each shown under the main standings. */
  readonly categories?: readonly CategoryTable[]
  /** Evaluate and show the norms each player achieved (default true). */
  readonly norms?: boolean
}

/** Rows of the top of the standings shown on the home page. */
const HOME_TOP = 10

/**
 * Every file of the tournament's site: `index.html`, `standings.html`, `crosstable.html`,
 * `players.html`, `round-N.html` per paired round, `player-N.html` per start number, `style.css`.
 * Standings and crosstable are after the last complete round; round pages show every paired
 * round, results still being played left blank.
 * @see FAPA art. 41.1.e-f (the chief arbiter publishes pairings, results and standings)
 */
export function individualSite(
  t: IndividualTournament,
  o: IndividualSiteOptions,
): Result<SiteFile[], CodeError[]> {
  const after = lastCompleteRound(t)
  const standings = tournamentStandings(t, after)
  if (!standings.ok) return err(standings.error)
  const say = wordsFor(o.lang)
  const c: PageContext = {
    t,
    snap: snapshotOf(t),
    lang: o.lang,
    say,
    byNo: new Map(t.entrants.map((e) => [e.startNo, e])),
  }
  const event = t.settings.name
  const nav: NavEntry[] = [
    { href: 'index.html', label: say('home') },
    { href: 'standings.html', label: say('standings') },
    { href: 'crosstable.html', label: say('crosstable') },
    { href: 'players.html', label: say('players') },
    { href: 'index.html#rounds', label: say('rounds') },
  ]
  const at = pagesOf({
    lang: o.lang,
    event,
    nav,
    say,
    ...(o.publicUrl ? { publicUrl: o.publicUrl } : {}),
  })
  const rows = standings.value
  const byRank = new Map(rows.map((r) => [r.startNo, r]))
  const files: SiteFile[] = [
    at('index.html', event, homeBody(c, rows, after)),
    at('standings.html', say('standings'), standingsBody(c, rows, after, o.categories ?? [])),
    at(
      'crosstable.html',
      say('crosstable'),
      crosstableBody(
        c,
        after === 0
          ? []
          : crosstableRows({ ...t, rounds: t.rounds.filter((r) => r.round <= after) }, rows),
        after,
      ),
    ),
    at('players.html', say('players'), playersBody(c, byRank)),
    { name: 'style.css', text: SITE_CSS },
  ]
  for (const r of t.rounds) {
    const sheet = pairingSheet(t, r.round)
    if (sheet)
      files.push(
        at(roundFile(r.round), say('round', { n: r.round }), roundBody(c, sheet, t.rounds.length)),
      )
  }
  for (const e of t.entrants)
    files.push(
      at(
        playerFile(e.startNo),
        e.name,
        playerBody(c, e.startNo, byRank.get(e.startNo), o.norms ?? true),
      ),
    )
  return ok(files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
}

/** The event's data, its rounds with their state, and the top of the standings. */
function homeBody(
  c: PageContext,
  rows: readonly { startNo: number; rank: number; points: number }[],
  after: number,
): string {
  const { t, say } = c
  const s = t.settings
  let body = facts([
    [say('place'), s.place],
    [say('dates'), [s.startDate, s.endDate].filter(Boolean).join(' – ')],
    [say('chiefArbiter'), s.chiefArbiter],
    [say('deputyArbiters'), s.deputyArbiters.join(', ')],
    [say('system'), say(`system_${s.system}`)],
    [say('ratingType'), say(`rating_${s.ratingType}`)],
    [say('timeControl'), s.timeControl],
    [say('roundsPlayed'), say('roundsOf', { played: after, total: plannedRounds(t) })],
    [
      say('playersCount'),
      say('playersRated', {
        players: t.entrants.length,
        rated: t.entrants.filter((e) => e.fideRating > 0).length,
      }),
    ],
    [say('tiebreaks'), s.tiebreaks.join(', ')],
  ])
  const rounds = t.rounds.map(
    (r) =>
      `<li>${link(roundFile(r.round), say('round', { n: r.round }))} <small>${esc(say(isRoundComplete(r) ? 'finished' : 'inPlay'))}</small>`,
  )
  for (let n = t.rounds.length + 1; n <= plannedRounds(t); n++)
    rounds.push(`<li>${esc(say('round', { n }))} <small>${esc(say('notPairedYet'))}</small>`)
  body += `<h2 id=rounds>${esc(say('rounds'))}</h2>\n<ul class=links>${rounds.join('\n')}</ul>\n`
  body += `<ul class=links><li>${link('standings.html', say('standings'))}<li>${link('crosstable.html', say('crosstable'))}<li>${link('players.html', say('players'))}</ul>\n`
  if (after > 0 && rows.length > 0) {
    const top = rows
      .slice(0, HOME_TOP)
      .map((r) => [
        String(r.rank),
        link(playerFile(r.startNo), c.byNo.get(r.startNo)?.name ?? `#${r.startNo}`),
        `<b>${pointsCell(r.points, c.lang)}</b>`,
      ])
    body += table(
      say('standingsAfter', { n: after }),
      [say('rank'), say('name'), say('ptsShort')],
      top,
    )
  }
  return body
}

/** Every player by start number with federation, rating and points. */
function playersBody(
  c: PageContext,
  byRank: ReadonlyMap<number, { rank: number; points: number }>,
): string {
  const { t, say } = c
  const rows = t.entrants.map((e) => [
    String(e.startNo),
    link(playerFile(e.startNo), e.title ? `${e.title} ${e.name}` : e.name),
    esc(e.federation),
    ratingCell(ratingOrigin(e, t.settings).rating),
    esc(ratingSourceText(c, e)),
    byRank.has(e.startNo) ? pointsCell(byRank.get(e.startNo)?.points ?? 0, c.lang) : '',
  ])
  return table(
    say('players'),
    [say('startNo'), say('name'), say('fed'), say('rating'), say('ratingSource'), say('ptsShort')],
    rows,
    'players',
  )
}

/**
 * The static website of a team competition: home page with the calendar, standings with the
 * FAPA chain (and the season's promotions and relegations at the end), one page per round, per
 * match (board by board), per team, and the board statistics of the players. Deterministic: the
 * same competition gives the same files, byte for byte, in name order.
 */
import { esc, facts, link, pagesOf, SITE_CSS, table, type NavEntry, type SiteFile } from './html.ts'
import type { TeamSiteInput } from './teamInput.ts'
import {
  boardStatsBody,
  matchBody,
  matchFile,
  roundMatches,
  teamBody,
  teamFile,
  teamStandingsBody,
  type TeamContext,
} from './teamPages.ts'
import { wordsFor, type PublishLang } from './words.ts'

export interface TeamSiteOptions {
  readonly lang: PublishLang
  readonly publicUrl?: string
}

export const teamRoundFile = (round: number): string => `round-${round}.html`

/**
 * Every file of the competition's site: `index.html` (data and calendar), `standings.html`,
 * `teams.html`, `players.html` (board statistics), `round-N.html`, `match-R-T.html` per match
 * (T its table in the round), `team-N.html` per team in registration order, `style.css`.
 * @see FAPA art. 73 (matches), 29.3-29.4 (standings), 76 (promotion and relegation)
 */
export function teamSite(input: TeamSiteInput, o: TeamSiteOptions): SiteFile[] {
  const say = wordsFor(o.lang)
  const c: TeamContext = {
    input,
    lang: o.lang,
    say,
    teamIndex: new Map(input.teams.map((t, i) => [t.id, i])),
  }
  const nav: NavEntry[] = [
    { href: 'index.html', label: say('home') },
    { href: 'standings.html', label: say('standings') },
    { href: 'index.html#calendar', label: say('calendar') },
    { href: 'teams.html', label: say('teams') },
    { href: 'players.html', label: say('boardStats') },
  ]
  const at = pagesOf({
    lang: o.lang,
    event: input.name,
    nav,
    say,
    ...(o.publicUrl ? { publicUrl: o.publicUrl } : {}),
  })
  const teamsList = input.teams.map((t, i) => [
    String(i + 1),
    link(teamFile(i), t.name),
    esc(t.club),
  ])
  const files: SiteFile[] = [
    at('index.html', input.name, homeBody(c)),
    at('standings.html', say('standings'), teamStandingsBody(c)),
    at(
      'teams.html',
      say('teams'),
      table(say('teams'), [say('startNo'), say('team'), say('club')], teamsList),
    ),
    at('players.html', say('boardStats'), boardStatsBody(c)),
    { name: 'style.css', text: SITE_CSS },
  ]
  for (const r of input.rounds) {
    files.push(at(teamRoundFile(r.round), say('round', { n: r.round }), roundMatches(c, r)))
    r.matches.forEach((m, k) => {
      const title = say('matchOf', {
        home: input.teams[c.teamIndex.get(m.match.homeId) ?? -1]?.name ?? m.match.homeId,
        away: input.teams[c.teamIndex.get(m.match.awayId) ?? -1]?.name ?? m.match.awayId,
      })
      files.push(at(matchFile(r.round, k + 1), title, matchBody(c, r, m)))
    })
  }
  input.teams.forEach((t, i) => files.push(at(teamFile(i), t.name, teamBody(c, i))))
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/** The competition's data, then the calendar: every round with its matches and scores. */
function homeBody(c: TeamContext): string {
  const { say, input } = c
  const played = input.rounds.filter((r) =>
    r.matches.every((m) => m.match.boards.every((b) => b !== null)),
  ).length
  let body = facts([
    [say('system'), say(`kind_${input.kind}`)],
    [say('roundsPlayed'), say('roundsOf', { played, total: input.totalRounds })],
    [say('teams'), String(input.teams.length)],
    [say('boardsPlayed'), String(input.boards)],
  ])
  body += `<ul class=links><li>${link('standings.html', say('standings'))}<li>${link('teams.html', say('teams'))}<li>${link('players.html', say('boardStats'))}</ul>\n`
  body += `<h2 id=calendar>${esc(say('calendar'))}</h2>\n`
  for (const r of input.rounds) {
    const dates = [...new Set(r.matches.flatMap((m) => (m.date ? [m.date] : [])))].sort()
    const when = dates.length ? ` <small>${esc(dates.join(', '))}</small>` : ''
    body += `<h3>${link(teamRoundFile(r.round), say('round', { n: r.round }))}${when}</h3>\n`
    body += roundMatches(c, r)
  }
  for (let n = input.rounds.length + 1; n <= input.totalRounds; n++)
    body += `<h3>${esc(say('round', { n }))} <small>${esc(say('notPairedYet'))}</small></h3>\n`
  return body
}

/**
 * The pages of a team competition's site that show one match, one team, the standings and the
 * board statistics, over the standings table and the match scoring of the team reports.
 */
import { boardResultText, teamStandingsText } from '../reports/index.ts'
import { awayPresent, boardPoints, homeColour, homePresent, scoreMatch } from '../teams/index.ts'
import { decimal, esc, facts, halfSign, link, ratingCell, table } from './html.ts'
import type { SiteMatch, SiteRound, TeamSiteInput } from './teamInput.ts'
import { tieBreakName, type PublishLang, type Say } from './words.ts'

export const teamFile = (index: number): string => `team-${index + 1}.html`
export const matchFile = (round: number, table: number): string => `match-${round}-${table}.html`

/** What every page body of one competition reads. */
export interface TeamContext {
  readonly input: TeamSiteInput
  readonly lang: PublishLang
  readonly say: Say
  readonly teamIndex: ReadonlyMap<string, number>
}

/** A team's name linked to its page. */
export function teamLink(c: TeamContext, id: string): string {
  const i = c.teamIndex.get(id)
  const name = i === undefined ? id : (c.input.teams[i]?.name ?? id)
  return i === undefined ? esc(name) : link(teamFile(i), name)
}

/** The match score in board points after the FAPA rules ("2½-1½"), empty until every board is in. */
export function matchScore(m: SiteMatch): string {
  if (!m.match.boards.every((b) => b !== null)) return ''
  const s = scoreMatch(m.match)
  return `${halfSign(s.home.boardPoints)}-${halfSign(s.away.boardPoints)}`
}

/**
 * One match board by board: who played each board for each side (when the sheet was received),
 * the colours (home White on odd boards) and the result, then the score after the rules.
 * @see FAPA art. 73.1, 74.5, 77.1, 77.2
 */
export function matchBody(c: TeamContext, r: SiteRound, m: SiteMatch): string {
  const { say, input } = c
  const rows = Array.from({ length: Math.max(input.boards, m.match.boards.length) }, (_, i) => {
    const res = m.match.boards[i] ?? null
    const white = homeColour(i + 1) === 'white'
    const name = (side: 'home' | 'away') => {
      const n = m.lineup?.[side][i]
      const present = res === null || (side === 'home' ? homePresent(res) : awayPresent(res))
      return n ? esc(n) : present ? '' : esc(say('msgNoPlayer'))
    }
    return [
      String(i + 1),
      white ? say('letterWhite') : say('letterBlack'),
      name('home'),
      boardResultText(res),
      name('away'),
    ]
  })
  const score = matchScore(m)
  let body = facts([
    [say('round', { n: '' }).trim(), String(r.round)],
    [say('stage'), m.stage ?? ''],
    [say('date'), m.date ?? ''],
    [say('score'), score],
  ])
  body += `<p>${teamLink(c, m.match.homeId)} – ${teamLink(c, m.match.awayId)}</p>\n`
  const header = [say('board'), say('colour'), say('homeTeam'), say('result'), say('awayTeam')]
  body += table(say('match'), header, rows, 'games')
  if (!m.lineup) body += `<p class=note>${esc(say('lineupUnknown'))}</p>\n`
  return body
}

/** A match as one link to its page: "Home 2½-1½ Away", or "Home – Away" until it is played. */
export function matchLink(c: TeamContext, round: number, table: number, m: SiteMatch): string {
  const name = (id: string) => c.input.teams[c.teamIndex.get(id) ?? -1]?.name ?? id
  const score = matchScore(m)
  const text = score
    ? `${name(m.match.homeId)} ${score} ${name(m.match.awayId)}`
    : c.say('matchOf', { home: name(m.match.homeId), away: name(m.match.awayId) })
  return link(matchFile(round, table), text)
}

/** The round's matches, each one link to its page (a large target on a phone), and the rest. */
export function roundMatches(c: TeamContext, r: SiteRound): string {
  const { say } = c
  const items = r.matches.map((m, k) => {
    const stage = m.stage ? ` <small>${esc(m.stage)}</small>` : ''
    return `<li>${matchLink(c, r.round, k + 1, m)}${stage}`
  })
  if (r.bye) items.push(`<li>${esc(say('resting', { team: '' }))}${teamLink(c, r.bye)}`)
  return `<ul class=links>${items.join('\n')}</ul>\n`
}

/**
 * The standings as the team reports print them (points after deductions, match and board points,
 * absences, deductions, then the chain), team names linked, and the names of the codes.
 * @see FAPA art. 29.3, 29.4, 73.2, 77.1.2
 */
export function teamStandingsBody(c: TeamContext): string {
  const { say, input, lang } = c
  const played = input.rounds.flatMap((r) =>
    r.matches.filter((m) => m.match.boards.every((b) => b !== null)).map((m) => m.match),
  )
  const text = teamStandingsText(
    input.standings,
    input.teams,
    {
      rank: say('rank'),
      team: say('team'),
      club: say('club'),
      points: say('primary'),
      matchPoints: say('matchPoints'),
      boardPoints: say('boardPoints'),
      absences: say('absences'),
      deduction: say('deduction'),
    },
    input.tieCodes,
    played,
  )
  const rows = text.rows.map((cells, i) =>
    cells.map((cell, k) => {
      if (k === 1) return teamLink(c, input.standings[i]?.teamId ?? '')
      const safe = esc(cell)
      return k >= 3 && lang === 'es' ? safe.replaceAll('.', ',') : safe
    }),
  )
  let body = table(say('standings'), text.header, rows, 'teamstand')
  if (input.tieCodes.length > 0)
    body += `<p class=note>${esc(say('legend'))}: ${input.tieCodes.map((k) => `${esc(k)} ${esc(tieBreakName(k, say))}`).join('; ')}</p>\n`
  const season = input.season
  if (season) {
    body += `<h2>${esc(say('seasonEnd'))}</h2>\n`
    if (season.champion)
      body += `<p><b>${esc(say('champion', { team: '' }))}${teamLink(c, season.champion)}</b></p>\n`
    const moves = season.moves.filter((m) => c.teamIndex.has(m.teamId))
    body += moves.length
      ? table(
          say('seasonEnd'),
          [say('team'), say('from'), say('to'), say('reason'), say('article')],
          moves.map((m) => [
            teamLink(c, m.teamId),
            esc(say(`division${m.from}`)),
            esc(say(`division${m.to}`)),
            esc(say(`reason_${m.reason}`)),
            esc(m.article),
          ]),
        )
      : `<p>${esc(say('movesNone'))}</p>\n`
  }
  return body
}

/** One team: its club, its board order and every match it played, with the score. */
export function teamBody(c: TeamContext, index: number): string {
  const { say, input } = c
  const team = input.teams[index]
  if (!team) return ''
  let body = facts([[say('club'), team.club]])
  const order = team.players.map((p, i) => [String(i + 1), esc(p.name), ratingCell(p.rating)])
  body += table(say('boardOrder'), [say('board'), say('name'), say('rating')], order)
  const rows: string[][] = []
  for (const r of input.rounds)
    r.matches.forEach((m, k) => {
      if (m.match.homeId !== team.id && m.match.awayId !== team.id) return
      rows.push([
        String(r.round),
        teamLink(c, m.match.homeId),
        link(matchFile(r.round, k + 1), matchScore(m) || '…'),
        teamLink(c, m.match.awayId),
      ])
    })
  body += table(
    say('calendar'),
    [say('rounds'), say('homeTeam'), say('score'), say('awayTeam')],
    rows,
  )
  return body
}

interface PlayerLine {
  readonly team: string
  readonly name: string
  games: number
  points: number
  boards: number
}

/**
 * Board statistics of every player named on a received sheet: games, points, percentage and
 * average board, best percentage first (then more games, then name).
 */
export function boardStatsBody(c: TeamContext): string {
  const { say, input, lang } = c
  const lines = new Map<string, PlayerLine>()
  for (const r of input.rounds)
    for (const m of r.matches) {
      if (!m.lineup) continue
      m.match.boards.forEach((res, i) => {
        if (!res) return
        const [h, a] = boardPoints(res)
        const sides = [
          [m.match.homeId, m.lineup?.home[i], homePresent(res), h],
          [m.match.awayId, m.lineup?.away[i], awayPresent(res), a],
        ] as const
        for (const [team, name, present, pts] of sides) {
          if (!name || !present) continue
          const key = `${team}\u0000${name}`
          const line = lines.get(key) ?? { team, name, games: 0, points: 0, boards: 0 }
          line.games++
          line.points += pts
          line.boards += i + 1
          lines.set(key, line)
        }
      })
    }
  if (lines.size === 0) return `<p>${esc(say('noLineups'))}</p>\n`
  const pct = (l: PlayerLine) => (l.points * 50) / l.games
  const sorted = [...lines.values()].sort(
    (a, b) =>
      pct(b) - pct(a) || b.games - a.games || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  )
  const rows = sorted.map((l) => [
    esc(l.name),
    teamLink(c, l.team),
    String(l.games),
    halfSign(l.points),
    String(Math.round(pct(l))),
    decimal((l.boards / l.games).toFixed(1), lang),
  ])
  return table(
    say('boardStats'),
    [say('name'), say('team'), say('games'), say('points'), say('percent'), say('averageBoard')],
    rows,
  )
}

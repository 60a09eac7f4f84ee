/**
 * The pages of an individual tournament's site that show one round, one player, the standings
 * and the crosstable, as HTML bodies over the report models (pairing sheets, standings rows,
 * crosstable rows) the screens and the printed documents already use.
 */
import { isPlayed, pointsFor } from '../core/index.ts'
import { playerNormStatus, type NormContext } from '../norms/index.ts'
import { performanceRating } from '../ratings/index.ts'
import {
  crosstableCellText,
  resultText,
  type CrosstableRow,
  type PairingSheet,
} from '../reports/index.ts'
import type { StandingRow } from '../tiebreaks/index.ts'
import {
  ratingOrigin,
  type Entrant,
  type IndividualTournament,
  type TournamentSnapshot,
} from '../tournament/index.ts'
import { esc, facts, halfSign, link, pointsCell, ratingCell, table, tieBreakCell } from './html.ts'
import { tieBreakName, type PublishLang, type Say } from './words.ts'

/** File names of the site: stable, so publishing again after a round overwrites the same files. */
export const roundFile = (round: number): string => `round-${round}.html`
export const playerFile = (startNo: number): string => `player-${startNo}.html`

/** What every page body of one tournament reads. */
export interface PageContext {
  readonly t: IndividualTournament
  readonly snap: TournamentSnapshot
  readonly lang: PublishLang
  readonly say: Say
  readonly byNo: ReadonlyMap<number, Entrant>
}

/** Where the player's rating in the event comes from, in words ('' when unrated). */
export function ratingSourceText(c: PageContext, e: Entrant): string {
  const o = ratingOrigin(e, c.t.settings)
  const list = c.say(`src_${o.list}`)
  return o.typed ? c.say('srcTyped', { list }) : list
}

/** A player's name linked to his page, with the title before it. */
function playerLink(c: PageContext, startNo: number): string {
  const e = c.byNo.get(startNo)
  const name = e ? (e.title ? `${e.title} ${e.name}` : e.name) : `#${startNo}`
  return link(playerFile(startNo), name)
}

/**
 * One round: each board with both players (linked), their ratings and points before the round
 * and the result (empty while the game is played), then the PAB and the players not paired. On a
 * phone the ratings and points columns are hidden by the style sheet.
 * @see FAPA art. 41.1.e-f, FIDE C.04.2 (board order)
 */
export function roundBody(c: PageContext, sheet: PairingSheet, rounds: number): string {
  const { say, lang } = c
  const rows = sheet.boards.map((b) => [
    String(b.board),
    playerLink(c, b.white.startNo),
    ratingCell(b.white.rating),
    pointsCell(b.white.points, lang),
    resultText(b.result),
    pointsCell(b.black.points, lang),
    ratingCell(b.black.rating),
    playerLink(c, b.black.startNo),
  ])
  const header = [
    say('board'),
    say('white'),
    say('rating'),
    say('ptsShort'),
    say('result'),
    say('ptsShort'),
    say('rating'),
    say('black'),
  ]
  let body = table(say('pairingsOf', { n: sheet.round }), header, rows, 'pairings')
  const notes: string[] = []
  if (sheet.bye) notes.push(esc(say('bye', { name: '' })) + playerLink(c, sheet.bye.startNo))
  if (sheet.notPaired.length > 0) {
    const who = sheet.notPaired.map(
      (x) => `${playerLink(c, x.player.startNo)} (${esc(say(`request_${x.request}`))})`,
    )
    notes.push(`${esc(say('notPaired'))}: ${who.join('; ')}`)
  }
  if (notes.length) body += `<p>${notes.join('<br>')}</p>\n`
  const steps: string[] = []
  if (sheet.round > 1)
    steps.push(link(roundFile(sheet.round - 1), `← ${say('round', { n: sheet.round - 1 })}`))
  if (sheet.round < rounds)
    steps.push(link(roundFile(sheet.round + 1), `${say('round', { n: sheet.round + 1 })} →`))
  return body + (steps.length ? `<p>${steps.join(' · ')}</p>\n` : '')
}

/** A category table handed in by the caller (age, women, rating bands), ranked in its own order. */
export interface CategoryTable {
  readonly title: string
  readonly rows: readonly StandingRow[]
}

function standingsRows(c: PageContext, rows: readonly StandingRow[]): string[][] {
  return rows.map((r) => {
    const e = c.byNo.get(r.startNo)
    return [
      String(r.rank),
      String(r.startNo),
      playerLink(c, r.startNo),
      esc(e?.federation ?? ''),
      ratingCell(e?.fideRating ?? 0),
      pointsCell(r.points, c.lang),
      ...r.values.map((v) => tieBreakCell(v, c.lang)),
    ]
  })
}

/**
 * The standings with the tie-break chain in the order applied, the names of the codes, then each
 * category table given.
 * @see FAPA art. 29.1-29.2, FIDE C.07 art. 2
 */
export function standingsBody(
  c: PageContext,
  rows: readonly StandingRow[],
  after: number,
  categories: readonly CategoryTable[],
): string {
  const { say, t } = c
  if (rows.length === 0 || after === 0) return `<p>${esc(say('noStandings'))}</p>\n`
  const codes = t.settings.tiebreaks
  const header = [
    say('rank'),
    say('startNo'),
    say('name'),
    say('fed'),
    say('rating'),
    say('ptsShort'),
    ...codes,
  ]
  let body = table(say('standingsAfter', { n: after }), header, standingsRows(c, rows), 'standings')
  if (codes.length > 0)
    body += `<p class=note>${esc(say('legend'))}: ${codes.map((k) => `${esc(k)} ${esc(tieBreakName(k, say))}`).join('; ')}</p>\n`
  if (categories.length > 0) {
    body += `<h2>${esc(say('categories'))}</h2>\n`
    for (const cat of categories)
      body += table(cat.title, header, standingsRows(c, cat.rows), 'standings')
  }
  return body
}

/** The crosstable in standings order: opponent's place, colour and result of every round. */
export function crosstableBody(
  c: PageContext,
  rows: readonly CrosstableRow[],
  after: number,
): string {
  const { say } = c
  if (rows.length === 0 || after === 0) return `<p>${esc(say('noStandings'))}</p>\n`
  const letters = { white: say('letterWhite'), black: say('letterBlack') }
  const rounds = rows[0]?.cells.length ?? 0
  const header = [
    say('rank'),
    say('name'),
    say('rating'),
    ...Array.from({ length: rounds }, (_, i) => String(i + 1)),
    say('ptsShort'),
  ]
  const body = rows.map((r) => [
    String(r.place),
    playerLink(c, r.startNo),
    ratingCell(r.rating),
    ...r.cells.map((x) => crosstableCellText(x, letters)),
    pointsCell(r.points, c.lang),
  ])
  return (
    table(say('crosstableAfter', { n: after }), header, body, 'cross') +
    `<p class=note>${esc(say('crosstableKey'))}</p>\n`
  )
}

/** What the norm rules need to know about the tournament that its games do not say. */
export function normContextOf(t: IndividualTournament): NormContext {
  const rr = t.settings.system === 'round-robin' || t.settings.system === 'double-round-robin'
  return {
    system: rr ? 'round-robin' : 'swiss',
    ...(t.settings.startDate ? { startDate: t.settings.startDate } : {}),
    ...(t.settings.endDate ? { endDate: t.settings.endDate } : {}),
  }
}

/**
 * The player's norm status, one line per title: achieved, or in reach with the points still
 * needed from the rounds left (as the standings badge of the tournament screen forecasts it).
 * @see FIDE B.01 0.3, 1.4
 */
function normLines(c: PageContext, startNo: number): string[] {
  const { achieved, inReach } = playerNormStatus(c.snap, startNo, normContextOf(c.t))
  return [
    ...achieved.map((n) => c.say('normAchieved', { title: n.title, games: n.games, rp: n.rp })),
    ...inReach.map((f) =>
      c.say(f.pointsNeeded === 0 ? 'normInReachPlay' : 'normInReach', {
        title: f.title,
        points: halfSign(f.pointsNeeded ?? 0),
        rounds: f.roundsLeft,
        ra: f.ra,
      }),
    ),
  ]
}

/** The player's rating in the event with its source ("2105 (FIDE rápidas)"), or "sin Elo". */
function eventRatingText(c: PageContext, e: Entrant | undefined): string {
  const o = e ? ratingOrigin(e, c.t.settings) : undefined
  if (!e || !o || o.rating === 0) return c.say('unrated')
  return `${o.rating} (${ratingSourceText(c, e)})`
}

/**
 * A player's page: his data, rank and points, performance over the games played against rated
 * opponents, norms achieved, and every round with colour, opponent, opponent's rating, result
 * and running score.
 * @see FIDE B.02 art. 8.1.1 (performance), B.01 (norms)
 */
export function playerBody(
  c: PageContext,
  startNo: number,
  standing: StandingRow | undefined,
  norms: boolean,
): string {
  const { say, lang, snap } = c
  const e = c.byNo.get(startNo)
  const p = snap.players.find((x) => x.startNo === startNo)
  const letters = { white: say('letterWhite'), black: say('letterBlack') }
  const rated: number[] = []
  let ratedScore = 0
  let running = 0
  let played = 0
  const rows: string[][] = []
  p?.rounds.forEach((entry, i) => {
    if (!entry) return
    const pts = pointsFor(entry.outcome, snap.scoring)
    running += pts
    const opp = entry.opponent === null ? undefined : c.byNo.get(entry.opponent)
    if (isPlayed(entry.outcome) && !entry.unrated) {
      played++
      if (opp && opp.fideRating > 0) {
        rated.push(opp.fideRating)
        ratedScore += pts
      }
    }
    rows.push([
      String(i + 1),
      entry.colour === 'white' ? letters.white : entry.colour === 'black' ? letters.black : '',
      entry.opponent === null ? '' : playerLink(c, entry.opponent),
      ratingCell(opp?.fideRating ?? 0),
      crosstableCellText({ opponentPlace: null, colour: null, outcome: entry.outcome }, letters),
      pointsCell(running, lang),
    ])
  })
  const perf = performanceRating(rated, ratedScore)
  const norm = norms ? normLines(c, startNo) : []
  let body = facts([
    [say('startNo'), String(startNo)],
    [say('title'), e?.title ?? ''],
    [say('fed'), e?.federation ?? ''],
    [say('fideId'), e?.fideId ?? ''],
    [say('rating'), eventRatingText(c, e)],
    [say('rank'), standing ? String(standing.rank) : ''],
    [say('points'), pointsCell(running, lang)],
    [say('gamesPlayed'), String(played)],
    [say('performance'), perf === null ? say('performanceNone') : String(perf)],
  ])
  if (norm.length)
    body += `<h2>${esc(say('norms'))}</h2>\n<ul class=norms>${norm.map((x) => `<li>${esc(x)}`).join('\n')}</ul>\n`
  if (rows.length === 0) return body + `<p>${esc(say('noGames'))}</p>\n`
  const header = [
    say('round', { n: '' }).trim(),
    say('colour'),
    say('opponent'),
    say('rating'),
    say('resultShort'),
    say('total'),
  ]
  return body + table(say('rounds'), header, rows, 'games')
}

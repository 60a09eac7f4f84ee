/**
 * Texts for a messaging group: a round's pairings, its results, the top of the standings, a team
 * match board by board. Plain lines (no tables, which those apps cannot show), the title in
 * `*asterisks*` (bold in the common apps), points with ½ and results as `1-0`, `½-½`, `+/-`.
 */
import { err, ok, type Result } from '../core/index.ts'
import {
  lastCompleteRound,
  pairingSheet,
  boardResultText,
  resultText,
  tournamentStandings,
  type SheetBoard,
  type SheetPlayer,
} from '../reports/index.ts'
import type { CodeError } from '../tiebreaks/index.ts'
import type { IndividualTournament } from '../tournament/index.ts'
import { halfSign } from './html.ts'
import type { TeamSiteInput } from './teamInput.ts'
import { matchScore } from './teamPages.ts'
import { wordsFor, type PublishLang, type Say } from './words.ts'

function nameOf(t: IndividualTournament, startNo: number): string {
  const e = t.entrants.find((x) => x.startNo === startNo)
  if (!e) return `#${startNo}`
  return e.title ? `${e.title} ${e.name}` : e.name
}

function lines(title: string, body: readonly string[], tail: readonly string[] = []): string {
  return [`*${title}*`, '', ...body, ...(tail.length ? ['', ...tail] : [])].join('\n') + '\n'
}

function notes(t: IndividualTournament, round: number, say: Say): string[] {
  const sheet = pairingSheet(t, round)
  if (!sheet) return []
  const out: string[] = []
  if (sheet.bye) out.push(say('msgBye', { name: nameOf(t, sheet.bye.startNo) }))
  if (sheet.notPaired.length)
    out.push(
      say('msgNotPaired', {
        names: sheet.notPaired
          .map((x) => `${nameOf(t, x.player.startNo)} (${say(`request_${x.request}`)})`)
          .join(', '),
      }),
    )
  return out
}

/** A round's message: the title, one line per board, then the PAB and who does not play. */
function roundMessage(
  t: IndividualTournament,
  round: number,
  lang: PublishLang,
  title: 'msgPairings' | 'msgResults',
  line: (b: SheetBoard, say: Say) => string,
): string | null {
  const sheet = pairingSheet(t, round)
  if (!sheet) return null
  const say = wordsFor(lang)
  const body = sheet.boards.map((b) => line(b, say))
  return lines(say(title, { event: t.settings.name, n: round }), body, notes(t, round, say))
}

/**
 * The pairings of a round, board by board, with each player's points before the round; then the
 * PAB and who does not play. Null when the round is not paired.
 * @see FAPA art. 41.1.f (the arbiter publishes the pairings)
 */
export function pairingsMessage(
  t: IndividualTournament,
  round: number,
  lang: PublishLang,
): string | null {
  return roundMessage(t, round, lang, 'msgPairings', (b, say) => {
    const side = (p: SheetPlayer) =>
      say('msgNamePoints', { name: nameOf(t, p.startNo), points: halfSign(p.points) })
    return say('msgBoardLine', { board: b.board, white: side(b.white), black: side(b.black) })
  })
}

/** The results of a round, board by board; games still being played say so. Null when not paired. */
export function resultsMessage(
  t: IndividualTournament,
  round: number,
  lang: PublishLang,
): string | null {
  return roundMessage(t, round, lang, 'msgResults', (b, say) => {
    const names = {
      board: b.board,
      white: nameOf(t, b.white.startNo),
      black: nameOf(t, b.black.startNo),
    }
    return b.result === null
      ? say('msgPendingLine', names)
      : say('msgResultLine', { ...names, result: resultText(b.result) })
  })
}

/**
 * The first `top` lines of the standings after the last complete round (shared ranks as the
 * standings give them), and the address of the full table when the site has one.
 * @see FAPA art. 29.1-29.2
 */
export function standingsMessage(
  t: IndividualTournament,
  lang: PublishLang,
  o: { readonly top: number; readonly url?: string },
): Result<string | null, CodeError[]> {
  const after = lastCompleteRound(t)
  if (after === 0) return ok(null)
  const rows = tournamentStandings(t, after)
  if (!rows.ok) return err(rows.error)
  const say = wordsFor(lang)
  const body = rows.value.slice(0, o.top).map((r) =>
    say('msgStandingLine', {
      rank: r.rank,
      name: nameOf(t, r.startNo),
      points: halfSign(r.points),
    }),
  )
  const tail = o.url ? [say('msgMore', { url: `${o.url}standings.html` })] : []
  return ok(lines(say('msgStandings', { event: t.settings.name, n: after }), body, tail))
}

/**
 * A team match: the score after the FAPA rules, then board by board the players (when the sheet
 * was received) and the result. Null when there is no such match.
 * @see FAPA art. 73.1, 77
 */
export function teamMatchMessage(
  input: TeamSiteInput,
  round: number,
  table: number,
  lang: PublishLang,
): string | null {
  const m = input.rounds.find((r) => r.round === round)?.matches[table - 1]
  if (!m) return null
  const say = wordsFor(lang)
  const team = (id: string) => input.teams.find((x) => x.id === id)?.name ?? id
  const score = matchScore(m)
  const header = score
    ? say('msgMatchScore', { home: team(m.match.homeId), score, away: team(m.match.awayId) })
    : say('matchOf', { home: team(m.match.homeId), away: team(m.match.awayId) })
  const body = m.match.boards.map((res, i) => {
    const board = i + 1
    const home = m.lineup?.home[i]
    const away = m.lineup?.away[i]
    if (!m.lineup)
      return res
        ? say('msgBoardOnly', { board, result: boardResultText(res) })
        : say('msgBoardPending', { board })
    const names = { board, white: home ?? say('msgNoPlayer'), black: away ?? say('msgNoPlayer') }
    return res
      ? say('msgResultLine', { ...names, result: boardResultText(res) })
      : say('msgPendingLine', names)
  })
  return (
    [`*${say('msgMatch', { event: input.name, n: round })}*`, `*${header}*`, '', ...body].join(
      '\n',
    ) + '\n'
  )
}

/**
 * The open data file of a competition: everything the site shows, as JSON another site or program
 * can build on. Its shape is published as a versioned JSON Schema in `docs/schema/`
 * (`alfil-tournament.v1.schema.json`, `alfil-team-competition.v1.schema.json`); a change that
 * breaks readers raises the version. Points are numbers of points (3.5), never half-points.
 * Birth dates and registry ids are personal data and are left out.
 */
import { err, ok, toPoints, type Result } from '../core/index.ts'
import {
  lastCompleteRound,
  pairingSheet,
  reportEvent,
  teamTieBreakCell,
  tournamentStandings,
} from '../reports/index.ts'
import type { CodeError, StandingRow } from '../tiebreaks/index.ts'
import { ratingOrigin, type Entrant, type IndividualTournament } from '../tournament/index.ts'
import type { CategoryTable } from './individualPages.ts'
import type { TeamSiteInput } from './teamInput.ts'
import { matchScore } from './teamPages.ts'

export const OPEN_DATA_VERSION = 1
export const TOURNAMENT_FORMAT = 'alfil-open-data/tournament'
export const TEAM_FORMAT = 'alfil-open-data/team-competition'

function standingRows(rows: readonly StandingRow[], codes: readonly string[]) {
  return rows.map((r) => ({
    rank: r.rank,
    startNo: r.startNo,
    points: toPoints(r.points),
    tiebreaks: r.values.map((v, k) => ({
      code: codes[k] ?? '',
      value: v.value / v.scale,
      breakdown: v.items.map((it) => ({
        round: it.round,
        opponent: it.opponent,
        value: it.value / v.scale,
        unplayed: it.unplayed,
        cut: it.cut,
      })),
    })),
    ...(r.lot !== undefined ? { lot: r.lot } : {}),
    ...(r.playoff ? { playoff: true } : {}),
  }))
}

/** The rating the player carries in the event (by the rating method) and where it comes from. */
function eventRatingOf(
  e: Entrant,
  settings: IndividualTournament['settings'],
): { rating: number; ratingSource: string; ratingTyped: boolean } {
  const o = ratingOrigin(e, settings)
  return { rating: o.rating, ratingSource: o.list, ratingTyped: o.typed }
}

/**
 * The tournament as open data: event, players, every paired round with its boards (results
 * null while played), and the standings after the last complete round with each tie-break's
 * value and the rounds that make it up; category tables when given.
 * @see FIDE C.07 (tie-break values), FAPA art. 41.1.e
 */
export function tournamentOpenData(
  t: IndividualTournament,
  o: { readonly publicUrl?: string; readonly categories?: readonly CategoryTable[] } = {},
): Result<string, CodeError[]> {
  const after = lastCompleteRound(t)
  const standings = tournamentStandings(t, after)
  if (!standings.ok) return err(standings.error)
  const codes = t.settings.tiebreaks
  const data = {
    format: TOURNAMENT_FORMAT,
    version: OPEN_DATA_VERSION,
    event: { ...reportEvent(t, after), publicUrl: o.publicUrl ?? null },
    players: t.entrants.map((e) => ({
      startNo: e.startNo,
      name: e.name,
      title: e.title,
      federation: e.federation,
      sex: e.sex ?? null,
      fideId: e.fideId,
      fedaId: e.fedaId,
      fideRating: e.fideRating,
      fedaRating: e.fedaRating,
      ...eventRatingOf(e, t.settings),
      joinedRound: e.joinedRound,
    })),
    rounds: t.rounds.map((r) => {
      const sheet = pairingSheet(t, r.round)
      return {
        round: r.round,
        boards: r.boards.map((b) => ({
          board: b.board,
          white: b.white,
          black: b.black,
          result: b.result,
        })),
        bye: r.bye,
        notPaired: (sheet?.notPaired ?? []).map((x) => ({
          startNo: x.player.startNo,
          request: x.request,
        })),
      }
    }),
    standings: { afterRound: after, tiebreaks: codes, rows: standingRows(standings.value, codes) },
    categories: (o.categories ?? []).map((c) => ({
      title: c.title,
      rows: standingRows(c.rows, codes),
    })),
  }
  return ok(JSON.stringify(data, null, 1) + '\n')
}

/**
 * The team competition as open data: teams with their board orders, every round's matches board
 * by board (players when the sheet was received), the standings with each tie-break of the
 * chain as the number compared and as printed (TBR as the points per board), the season's moves.
 * @see FAPA art. 29.3-29.4, 73, 76
 */
export function teamOpenData(
  input: TeamSiteInput,
  o: { readonly publicUrl?: string } = {},
): string {
  const played = input.rounds.flatMap((r) =>
    r.matches.filter((m) => m.match.boards.every((b) => b !== null)).map((m) => m.match),
  )
  const data = {
    format: TEAM_FORMAT,
    version: OPEN_DATA_VERSION,
    competition: {
      name: input.name,
      kind: input.kind,
      division: input.division,
      totalRounds: input.totalRounds,
      boards: input.boards,
      tiebreaks: input.tieCodes,
      publicUrl: o.publicUrl ?? null,
    },
    teams: input.teams.map((t) => ({
      id: t.id,
      name: t.name,
      club: t.club,
      players: t.players.map((p, i) => ({ board: i + 1, name: p.name, rating: p.rating })),
    })),
    rounds: input.rounds.map((r) => ({
      round: r.round,
      bye: r.bye,
      matches: r.matches.map((m, k) => {
        const score = matchScore(m)
        return {
          table: k + 1,
          home: m.match.homeId,
          away: m.match.awayId,
          stage: m.stage ?? null,
          date: m.date ?? null,
          score: score || null,
          boards: m.match.boards.map((res, i) => ({
            board: i + 1,
            result: res,
            home: m.lineup?.home[i] ?? null,
            away: m.lineup?.away[i] ?? null,
          })),
        }
      }),
    })),
    standings: input.standings.map((r) => ({
      rank: r.rank,
      team: r.teamId,
      points: r.primary / 2,
      matchPoints: r.matchPoints,
      boardPoints: toPoints(r.boardPoints),
      absences: r.absences,
      deduction: toPoints(r.deduction),
      departed: r.departed,
      tiebreaks: input.tieCodes.map((code, k) => ({
        code,
        value: r.tiebreaks[k] ?? 0,
        printed: teamTieBreakCell(code, r.tiebreaks[k] ?? 0, r.teamId, played),
      })),
    })),
    season: input.season
      ? {
          champion: input.season.champion,
          moves: input.season.moves.map((m) => ({
            team: m.teamId,
            from: m.from,
            to: m.to,
            reason: m.reason,
            article: m.article,
          })),
        }
      : null,
  }
  return JSON.stringify(data, null, 1) + '\n'
}

import { asPlayerId, asTeamId } from '../core/index.ts'
import { GAMES_TO_ATTACH, violation, type Division, type Violation } from '../teams/index.ts'
import { playerKeys, type PlayerRef } from '../federation/index.ts'
import type { PlayerIdentity } from '../federation/index.ts'
import type { MatchSheet } from './types.ts'

/** A team of any competition of the season: its club and category. */
export interface SeasonTeam {
  readonly id: string
  readonly clubId: string
  readonly division: Division
}

/** A board-order entry of the season: the team whose list holds the player. @see FAPA art. 69 */
export interface ListEntry {
  readonly teamId: string
  /** The package id sheets name the player by. */
  readonly ref: string
  readonly identity?: PlayerIdentity
}

/** Everything the federation holds for the season-wide checks. */
export interface SeasonInput {
  readonly teams: readonly SeasonTeam[]
  readonly lists: readonly ListEntry[]
  /** Accepted sheets of every competition of the season. */
  readonly sheets: readonly MatchSheet[]
}

/** One player named on one sheet. */
export interface SeasonSeat {
  readonly sheet: MatchSheet
  readonly teamId: string
  readonly board: number
  readonly ref: string
  /** The player's season key (see `playerKeys`). */
  readonly key: string
  /** True when the player played the game on the board (not a forfeit). */
  readonly played: boolean
}

/** A player attached to a higher team at his fifth game there. @see FAPA art. 75.2, 75.3 */
export interface SeasonAttachment {
  readonly key: string
  readonly ref: string
  /** His entry in his own team's board order. */
  readonly listRef: string
  readonly fromTeamId: string
  readonly teamId: string
  readonly matchId: string
  readonly round: number
}

/** What the season-wide checks found. */
export interface SeasonReport {
  readonly violations: readonly Violation[]
  readonly attachments: readonly SeasonAttachment[]
  /** Players named on sheets with no licence, FEDA or FIDE id: matched only by their package id. */
  readonly unidentified: readonly string[]
}

const PLAYED = new Set(['1-0', '1/2', '0-1'])

/**
 * The season key of every reference in the board orders and on the sheets, so that list entries
 * and seats of one person share it. @see FAPA art. 74.4, 75.3
 */
export function seasonKeys(input: SeasonInput): Map<string, string> {
  const refs: PlayerRef[] = input.lists.map((e) => ({ ref: e.ref, identity: e.identity }))
  for (const s of input.sheets)
    for (const p of [...s.homeLineup, ...s.awayLineup])
      if (p !== null) refs.push({ ref: p, identity: s.identities?.[p] })
  return playerKeys(refs)
}

/** Seats of every sheet, keyed by shared identity, in the order the games were played. */
export function seasonSeats(input: SeasonInput, keys = seasonKeys(input)): SeasonSeat[] {
  const ordered = [...input.sheets].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.round - b.round || a.matchId.localeCompare(b.matchId),
  )
  return ordered.flatMap((sheet) =>
    (['home', 'away'] as const).flatMap((side) =>
      (side === 'home' ? sheet.homeLineup : sheet.awayLineup).flatMap((ref, i) => {
        if (ref === null) return []
        const r = sheet.results[i]
        return [
          {
            sheet,
            teamId: side === 'home' ? sheet.homeId : sheet.awayId,
            board: i + 1,
            ref,
            key: keys.get(ref) ?? `ref:${ref}`,
            played: r !== null && r !== undefined && PLAYED.has(r),
          },
        ]
      }),
    ),
  )
}

const seatViolation = (code: Violation['code'], article: string, seat: SeasonSeat): Violation =>
  violation(code, article, 'points-lost-from-board', {
    teamId: asTeamId(seat.teamId),
    playerId: asPlayerId(seat.ref),
    board: seat.board,
    fromBoard: seat.board,
    detail: seat.sheet.matchId,
  })

/**
 * The same player (by shared identity) on sheets of two different matches of the same round,
 * across clubs and competitions, whether he played or not: the team of lower category is the
 * offender; within one category every team that named him is. Rounds are compared by number,
 * as the divisions of the season play round n on the same calendar date; a match the FAPA
 * allowed to be played on another date keeps its round (art. 74.3).
 * @see FAPA art. 74.4, 74.6.d
 */
export function sameRoundAcrossSeason(
  seats: readonly SeasonSeat[],
  teams: readonly SeasonTeam[],
): Violation[] {
  const division = new Map(teams.map((t) => [t.id, t.division]))
  const divisionOf = (s: SeasonSeat) => division.get(s.teamId) ?? s.sheet.division
  const groups = new Map<string, SeasonSeat[]>()
  for (const s of seats) {
    const k = `${s.sheet.round}|${s.key}`
    groups.set(k, [...(groups.get(k) ?? []), s])
  }
  const out: Violation[] = []
  for (const list of groups.values()) {
    if (new Set(list.map((s) => s.sheet.matchId)).size < 2) continue
    const lowest = Math.max(...list.map(divisionOf))
    for (const s of list)
      if (divisionOf(s) === lowest)
        out.push(seatViolation('lineup/two-sheets-same-round', '74.4', s))
  }
  return out
}

/** True when the seat's player did not turn up: his side lost the board by forfeit. */
function absent(seat: SeasonSeat): boolean {
  const r = seat.sheet.results[seat.board - 1]
  const home = seat.teamId === seat.sheet.homeId
  return r === '--' || r === (home ? '-+' : '+-')
}

/**
 * A player named as absent on two sheets of the season is dropped from his club's board order
 * for the rest of it: naming him on a later sheet is an improper lineup from his board on. Seats
 * are read in the order the games were played, across every competition.
 * @see FAPA art. 74.2, 74.6.f, 78.5
 */
export function droppedAfterTwoAbsences(seats: readonly SeasonSeat[]): Violation[] {
  const absences = new Map<string, Set<string>>()
  const out: Violation[] = []
  for (const s of seats) {
    const had = absences.get(s.key) ?? new Set<string>()
    if (had.size >= 2 && !had.has(s.sheet.matchId))
      out.push(seatViolation('lineup/sanctioned-or-dropped', '74.2', s))
    else if (absent(s)) absences.set(s.key, had.add(s.sheet.matchId))
  }
  return out
}

/** The board-order entry (team and reference) of each player key. */
function listEntriesByKey(
  input: SeasonInput,
  keys: ReadonlyMap<string, string>,
): Map<string, ListEntry> {
  const out = new Map<string, ListEntry>()
  for (const e of input.lists) {
    const k = keys.get(e.ref) ?? `ref:${e.ref}`
    if (!out.has(k)) out.set(k, e)
  }
  return out
}

/**
 * Feeder players over the whole season, in the order played: a player of a lower team of the
 * club may play for its higher teams; the fifth game played moved up attaches him to the team
 * he plays it for, counted over every higher team, and from then on naming him for his old
 * team (or any team not above the new one) is an improper lineup. Named for a team of his club
 * of the same or lower category than his own is a move down or sideways.
 * @see FAPA art. 75.1, 75.2, 75.3, 74.6.b
 */
export function feederAttachments(
  input: SeasonInput,
  seats: readonly SeasonSeat[],
  keys: ReadonlyMap<string, string> = seasonKeys(input),
): { violations: Violation[]; attachments: SeasonAttachment[] } {
  const teams = new Map(input.teams.map((t) => [t.id, t]))
  const home = listEntriesByKey(input, keys)
  const attached = new Map<string, string>()
  const ups = new Map<string, number>()
  const violations: Violation[] = []
  const attachments: SeasonAttachment[] = []
  for (const seat of seats) {
    const own = home.get(seat.key)
    const currentId = attached.get(seat.key) ?? own?.teamId
    if (own === undefined || currentId === undefined || currentId === seat.teamId) continue
    const current = teams.get(currentId)
    const playing = teams.get(seat.teamId)
    // Another club's player is refused on the sheet itself (art. 74.6.b).
    if (!current || !playing || current.clubId !== playing.clubId) continue
    if (playing.division < current.division) {
      if (!seat.played) continue
      const n = (ups.get(seat.key) ?? 0) + 1
      ups.set(seat.key, n)
      if (n < GAMES_TO_ATTACH) continue
      attached.set(seat.key, seat.teamId)
      ups.set(seat.key, 0)
      attachments.push({
        key: seat.key,
        ref: seat.ref,
        listRef: own.ref,
        fromTeamId: currentId,
        teamId: seat.teamId,
        matchId: seat.sheet.matchId,
        round: seat.sheet.round,
      })
    } else if (attached.has(seat.key))
      violations.push(seatViolation('season/after-attachment', '75.3', seat))
    else violations.push(seatViolation('lineup/moved-down-or-sideways', '75.1', seat))
  }
  return { violations, attachments }
}

/**
 * The checks only the federation can make, over every accepted sheet of the season: the same
 * player in two matches of a round (across clubs and competitions), feeder attachments and
 * players named after their second absence.
 * Players are matched by licence number, FEDA id or FIDE id, never by name.
 * @see FAPA art. 74.2, 74.4, 75.1-75.3
 */
export function seasonChecks(input: SeasonInput): SeasonReport {
  const keys = seasonKeys(input)
  const seats = seasonSeats(input, keys)
  const feeders = feederAttachments(input, seats, keys)
  const unidentified = [...new Set(seats.filter((s) => s.key.startsWith('ref:')).map((s) => s.ref))]
  return {
    violations: [
      ...sameRoundAcrossSeason(seats, input.teams),
      ...feeders.violations,
      ...droppedAfterTwoAbsences(seats),
    ],
    attachments: feeders.attachments,
    unidentified,
  }
}

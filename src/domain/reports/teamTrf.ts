import type { HalfPoints, TeamId } from '../core/index.ts'
import {
  boardPoints,
  homeColour,
  type BoardResult,
  type MatchRecord,
  type TeamStandingRow,
} from '../teams/index.ts'
import {
  writeTrf,
  type TrfDocument,
  type TrfHeaderRecord,
  type TrfPlayerRecord,
  type TrfRecord,
  type TrfResultCode,
  type TrfRoundCell,
} from '../trf/index.ts'

/** A team with its board order, strongest first. */
export interface TeamTrfTeam {
  readonly id: TeamId
  readonly name: string
  readonly players: readonly { readonly name: string }[]
  /** Strength factor written in `310` (the average the competition seeds by). */
  readonly strength?: number
}

/** What a team competition's TRF is written from. */
export interface TeamTrfInput {
  readonly name: string
  /** Free text of record `092` (type of tournament). */
  readonly type: string
  readonly totalRounds: number
  readonly boards: number
  readonly teams: readonly TeamTrfTeam[]
  readonly matches: readonly MatchRecord[]
  /** Team standings for the `310` match points, game points and rank (may be empty). */
  readonly standings: readonly TeamStandingRow[]
}

/** TRF-16 writes the teams as `013` records, TRF-2026 as `310` rosters. */
export type TeamTrfFormat = 'trf16' | 'trf26'

const HOME_CODE: Readonly<Record<BoardResult, TrfResultCode>> = {
  '1-0': '1',
  '1/2': '=',
  '0-1': '0',
  '+-': '+',
  '-+': '-',
  '--': '-',
}
const AWAY_CODE: Readonly<Record<BoardResult, TrfResultCode>> = {
  '1-0': '0',
  '1/2': '=',
  '0-1': '1',
  '+-': '-',
  '-+': '+',
  '--': '-',
}

const NOT_PAIRED: TrfRoundCell = { opponent: null, colour: '-', result: null }

/** Start numbers: teams in the given order, each team's players in board order from 1. */
function startNumbers(teams: readonly TeamTrfTeam[]): Map<TeamId, number[]> {
  const out = new Map<TeamId, number[]>()
  let next = 1
  for (const t of teams)
    out.set(
      t.id,
      t.players.map(() => next++),
    )
  return out
}

interface Seat {
  readonly round: number
  readonly cell: TrfRoundCell
  readonly points: number
}

/** Every board a player sat at (or was drawn for), as TRF round cells. */
function seatsOf(
  input: TeamTrfInput,
  numbers: ReadonlyMap<TeamId, readonly number[]>,
): Map<number, Seat[]> {
  const seats = new Map<number, Seat[]>()
  const add = (sn: number | undefined, s: Seat) => {
    if (sn !== undefined) seats.set(sn, [...(seats.get(sn) ?? []), s])
  }
  for (const m of input.matches) {
    const home = numbers.get(m.homeId) ?? []
    const away = numbers.get(m.awayId) ?? []
    m.boards.forEach((r, k) => {
      const h = home[k]
      const a = away[k]
      const white = homeColour(k + 1) === 'white'
      const [hp, ap] = r ? boardPoints(r) : [0, 0]
      add(h, {
        round: m.round,
        points: hp,
        cell: { opponent: a ?? null, colour: white ? 'w' : 'b', result: r ? HOME_CODE[r] : null },
      })
      add(a, {
        round: m.round,
        points: ap,
        cell: { opponent: h ?? null, colour: white ? 'b' : 'w', result: r ? AWAY_CODE[r] : null },
      })
    })
  }
  return seats
}

/**
 * The player lines: each team's k-th player in the board order sits at board k (the records
 * hold no individual lineups), White for the home side on odd boards; points are the player's
 * game points over the board.
 * @see TRF-16 record 001 (fide-facts 3.1), FAPA art. 73.1, 104
 */
function playerRecords(
  input: TeamTrfInput,
  numbers: ReadonlyMap<TeamId, readonly number[]>,
): TrfPlayerRecord[] {
  const seats = seatsOf(input, numbers)
  const rounds = Math.max(input.totalRounds, ...input.matches.map((m) => m.round))
  return input.teams.flatMap((t) =>
    t.players.map((p, k) => {
      const sn = numbers.get(t.id)?.[k] ?? 0
      const mine = seats.get(sn) ?? []
      const cells = Array.from(
        { length: rounds },
        (_, r) => mine.find((s) => s.round === r + 1)?.cell ?? NOT_PAIRED,
      )
      while (cells.length > 0 && cells[cells.length - 1] === NOT_PAIRED) cells.pop()
      return {
        kind: 'player',
        startNo: sn,
        sex: '',
        title: '',
        name: p.name,
        rating: null,
        federation: '',
        fideId: '',
        birthDate: '',
        points: mine.reduce((s, x) => s + x.points, 0) as HalfPoints,
        rank: null,
        rounds: cells,
      }
    }),
  )
}

/**
 * A team competition as a TRF document: header records, one `001` line per player of every
 * board order, then the teams as TRF-16 `013` records or TRF-2026 `310` rosters (team number,
 * name, strength factor, match points, game points, rank and the players' start numbers).
 * @see fide-facts section 3 (records 012, 062, 082, 092, 142, 001, 013, 310)
 */
export function teamTrfDocument(input: TeamTrfInput, format: TeamTrfFormat): TrfDocument {
  const numbers = startNumbers(input.teams)
  const header = (code: TrfHeaderRecord['code'], value: string): TrfRecord => ({
    kind: 'header',
    code,
    value,
  })
  const players = playerRecords(input, numbers)
  const headers: TrfRecord[] = [
    header('012', input.name),
    header('062', String(players.length)),
    header('082', String(input.teams.length)),
    header('092', input.type),
    ...(format === 'trf26' ? [header('142', String(input.totalRounds))] : []),
  ]
  const row = new Map(input.standings.map((r) => [r.teamId, r]))
  const teams: TrfRecord[] = input.teams.map((t, i) => {
    const ids = numbers.get(t.id) ?? []
    if (format === 'trf16') return { kind: 'team', name: t.name, players: ids }
    const r = row.get(t.id)
    return {
      kind: 'team-roster',
      teamNo: i + 1,
      name: t.name,
      nickname: '',
      strength: t.strength ? String(t.strength) : '',
      matchPoints: r ? ((r.matchPoints * 2) as HalfPoints) : null,
      gamePoints: r ? (r.boardPoints as HalfPoints) : null,
      rank: r ? r.rank : null,
      players: ids,
    }
  })
  return { records: [...headers, ...players, ...teams] }
}

/** The TRF text of a team competition. @see teamTrfDocument */
export function teamTrf(input: TeamTrfInput, format: TeamTrfFormat): string {
  return writeTrf(teamTrfDocument(input, format))
}

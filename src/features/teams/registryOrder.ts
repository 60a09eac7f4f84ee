/**
 * A team's board order built from the registry: searching players, reading a pasted list line
 * by line, and checking the order with the season's licences (art. 69, 74.6.b) and the
 * foreigner limits (art. 18). No storage and no React here.
 */
import { asClubId, asPlayerId, type PlayerId } from '../../domain/core/index.ts'
import { foldTypedName, fullName, nameSpellings } from '../../domain/federation/index.ts'
import {
  checkOrderAgainstRegistry,
  rosterNationality,
  type RosterPlayer,
  type Violation,
} from '../../domain/teams/index.ts'
import type { ClubRow, LicenceRow, PlayerRow, SeasonRow } from '../../db/schema.ts'
import { registryClub, searchPlayers } from '../players/searchPlayers.ts'
import type { LineFacts } from './competition.ts'
import type { BoardOrderLine } from './teamsDb.ts'

/** The registry tables a board order is checked with. */
export interface RegistryData {
  readonly players: readonly PlayerRow[]
  readonly clubs: readonly ClubRow[]
  readonly seasons: readonly SeasonRow[]
  readonly licences: readonly LicenceRow[]
}

/** "Name Surname Surname", as a board order shows a player. */
export function entryName(p: PlayerRow): string {
  return fullName(p)
}

/**
 * The rating a board order uses for a registry player and where it comes from: FEDA first (the
 * team ranking reads FEDA ratings, art. 72), FIDE standard when he has no FEDA rating.
 */
export function ratingOf(p: PlayerRow): Pick<BoardOrderLine, 'rating' | 'ratingSource'> {
  if (p.ratingFeda !== null && p.ratingFeda > 0)
    return { rating: p.ratingFeda, ratingSource: 'feda' }
  if (p.ratingStandard !== null && p.ratingStandard > 0)
    return { rating: p.ratingStandard, ratingSource: 'fide' }
  return { rating: 0, ratingSource: 'none' }
}

/** The board-order line of a registry player. */
export function lineOf(p: PlayerRow): BoardOrderLine {
  return { name: entryName(p), ...ratingOf(p), playerId: p.id }
}

/** The season whose dates hold `day` ('YYYY-MM-DD'), else the latest one begun by then. */
export function seasonOn(seasons: readonly SeasonRow[], day: string): SeasonRow | undefined {
  const holding = seasons.find((s) => s.startDate <= day && day <= s.endDate)
  if (holding) return holding
  return [...seasons]
    .filter((s) => s.startDate <= day)
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0]
}

/** Registry players matching a search by name, FEDA or FIDE id, or licence number. */
export function findInRegistry(
  data: Pick<RegistryData, 'players' | 'licences'>,
  query: string,
  limit = 8,
): PlayerRow[] {
  const q = query.trim()
  if (q === '') return []
  const byLicence = new Set(
    data.licences.filter((l) => l.kind === 'player' && l.id === q).map((l) => l.holderId),
  )
  const found = new Set(searchPlayers(data.players, q))
  return data.players.filter((p) => found.has(p) || byLicence.has(p.id)).slice(0, limit)
}

/**
 * The registry player one pasted line names: its first field is a FEDA id, FIDE id or licence
 * number, or the full name (accents and case aside); undefined unless exactly one player fits.
 */
export function resolveLine(
  data: Pick<RegistryData, 'players' | 'licences'>,
  line: string,
): PlayerRow | undefined {
  const key = (line.split(';')[0] ?? '').trim()
  if (key === '') return undefined
  const folded = foldTypedName(key)
  const licensed = new Set(
    data.licences.filter((l) => l.kind === 'player' && l.id === key).map((l) => l.holderId),
  )
  const fit = data.players.filter(
    (p) =>
      licensed.has(p.id) ||
      (/^\d+$/.test(key) && (String(p.fedaId) === key || String(p.fideId) === key)) ||
      nameSpellings(p).includes(folded),
  )
  return fit.length === 1 ? fit[0] : undefined
}

/** Reads a "name; rating" line as typed, when it names no registry player. */
export function typedLine(line: string): BoardOrderLine {
  const [name = '', rating = '0'] = line.split(';').map((s) => s.trim())
  const r = Number.parseInt(rating, 10)
  // A rating no list publishes (above 3500) is a typing slip: the line stays unrated.
  return { name, rating: Number.isFinite(r) && r > 0 && r <= 3500 ? r : 0 }
}

/**
 * A pasted list read line by line: each line that names exactly one registry player becomes his
 * entry, with the registry's rating; the others stay as typed and are listed as unmatched.
 */
export function resolveList(
  data: Pick<RegistryData, 'players' | 'licences'>,
  text: string,
): { lines: BoardOrderLine[]; unmatched: string[] } {
  const lines: BoardOrderLine[] = []
  const unmatched: string[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '') continue
    const p = resolveLine(data, line)
    if (p) lines.push(lineOf(p))
    else {
      lines.push(typedLine(line))
      unmatched.push(line)
    }
  }
  return { lines, unmatched }
}

/** A registry player as the team rules see him in a season: his licence and art. 18 status. */
export function rosterOf(p: PlayerRow, licence: LicenceRow | undefined): RosterPlayer {
  return {
    id: asPlayerId(p.id),
    name: entryName(p),
    clubId: licence?.clubId ?? null,
    licensed: licence !== undefined,
    ...(p.ratingStandard !== null ? { fideRating: p.ratingStandard } : {}),
    ...(p.ratingFeda !== null ? { fedaRating: p.ratingFeda } : {}),
    ...(p.title !== null ? { title: p.title } : {}),
    nationality: rosterNationality(p.nationality, p.federation),
    ...(p.residenceYears !== null ? { residenceYears: p.residenceYears } : {}),
  }
}

/** What checking a board order found, and what it could not check. */
export interface OrderCheck {
  readonly violations: Violation[]
  /** The season whose licences were read, if any. */
  readonly season: SeasonRow | undefined
  /** The registry club of the team, if its name matched one. */
  readonly club: ClubRow | undefined
  /** Lines with no registry player (typed), not checked. */
  readonly unlinked: number
}

/**
 * Checks a team's board order with the registry on `day`: licences of that season for the
 * team's club, foreigner limits; the violations carry the board (1-based line) they are on.
 * @see FAPA art. 18, 69, 74.6.b
 */
export function checkOrder(
  data: RegistryData,
  clubName: string,
  lines: readonly BoardOrderLine[],
  day: string,
): OrderCheck {
  const season = seasonOn(data.seasons, day)
  const club = registryClub(data.clubs, clubName)
  const byId = new Map(data.players.map((p) => [p.id as string, p]))
  const roster = new Map<PlayerId, RosterPlayer>()
  const order: PlayerId[] = []
  let unlinked = 0
  for (const l of lines) {
    const p = l.playerId ? byId.get(l.playerId) : undefined
    if (!p) {
      unlinked++
      // A typed line keeps its place in the order so boards are numbered as the list shows.
      order.push(asPlayerId(`typed#${order.length}`))
      continue
    }
    const licence = data.licences.find(
      (x) => x.kind === 'player' && x.holderId === p.id && x.seasonId === season?.id,
    )
    roster.set(p.id, rosterOf(p, licence))
    order.push(p.id)
  }
  const violations = checkOrderAgainstRegistry(club ? asClubId(club.id) : null, order, roster)
  return { violations, season, club, unlinked }
}

/**
 * The registry's facts on linked board-order lines for the lineup check on `day`: licence of
 * the season, another club's licence (an independent one counts as such), art. 18 status.
 * @see FAPA art. 18, 74.6.b
 */
export function lineFacts(data: RegistryData, day: string): LineFacts {
  const season = seasonOn(data.seasons, day)
  const byId = new Map(data.players.map((p) => [p.id as string, p]))
  return (line, clubName) => {
    const p = line.playerId ? byId.get(line.playerId) : undefined
    if (!p) return undefined
    const licence = data.licences.find(
      (x) => x.kind === 'player' && x.holderId === p.id && x.seasonId === season?.id,
    )
    const club = registryClub(data.clubs, clubName)
    const { licensed, nationality, fideRating, title, residenceYears } = rosterOf(p, licence)
    return {
      licensed,
      nationality,
      ...(fideRating !== undefined ? { fideRating } : {}),
      ...(title !== undefined ? { title } : {}),
      ...(residenceYears !== undefined ? { residenceYears } : {}),
      otherClub:
        licence !== undefined &&
        (licence.clubId === null || (club !== undefined && licence.clubId !== club.id)),
    }
  }
}

/**
 * A team's board order built from the registry: reading a pasted list line by line, and checking
 * the order with the season's licences (art. 69, 74.6.b) and the foreigner limits (art. 18), down
 * to the verdict the screens show and the commands enforce. Finding the players is the
 * registry search of `domain/federation` (`searchPlayersOrLicence`, `playerNamedBy`).
 */
import { asClubId, asPlayerId, localDay, type PlayerId } from '../core/index.ts'
import {
  fullName,
  playerNamedBy,
  registryClub,
  type RegistryClub,
  type RegistryLicence,
  type RegistryPlayer,
  type RegistrySeason,
} from '../federation/index.ts'
import { TEAM_MINIMUM } from './boardOrder.ts'
import type { BoardOrderLine, CompetitionTeam, TeamCompetitionRow } from './competitionState.ts'
import type { LineFacts } from './divisionCompetition.ts'
import { orderAdmitted, orderVerdict, type OrderVerdict } from './orderVerdict.ts'
import { checkOrderAgainstRegistry, rosterNationality } from './registryOrder.ts'
import type { RosterPlayer, Violation } from './types.ts'

/** The registry tables a board order is checked with. */
export interface RegistryData {
  readonly players: readonly RegistryPlayer[]
  readonly clubs: readonly RegistryClub[]
  readonly seasons: readonly RegistrySeason[]
  readonly licences: readonly RegistryLicence[]
}

/**
 * The rating a board order uses for a registry player and where it comes from: FEDA first (the
 * team ranking reads FEDA ratings, art. 72), FIDE standard when he has no FEDA rating.
 */
export function ratingOf(p: RegistryPlayer): Pick<BoardOrderLine, 'rating' | 'ratingSource'> {
  if (p.ratingFeda !== null && p.ratingFeda > 0)
    return { rating: p.ratingFeda, ratingSource: 'feda' }
  if (p.ratingStandard !== null && p.ratingStandard > 0)
    return { rating: p.ratingStandard, ratingSource: 'fide' }
  return { rating: 0, ratingSource: 'none' }
}

/** The board-order line of a registry player. */
export function lineOf(p: RegistryPlayer): BoardOrderLine {
  return { name: fullName(p), ...ratingOf(p), playerId: p.id }
}

/**
 * The season whose licences an order is checked with on `day` ('YYYY-MM-DD'): the one whose
 * dates hold it, else the latest one begun by then.
 */
export function licenceSeasonOn(
  seasons: readonly RegistrySeason[],
  day: string,
): RegistrySeason | undefined {
  const holding = seasons.find((s) => s.startDate <= day && day <= s.endDate)
  if (holding) return holding
  return [...seasons]
    .filter((s) => s.startDate <= day)
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0]
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
    const p = playerNamedBy(data, line)
    if (p) lines.push(lineOf(p))
    else {
      lines.push(typedLine(line))
      unmatched.push(line)
    }
  }
  return { lines, unmatched }
}

/** A registry player as the team rules see him in a season: his licence and art. 18 status. */
export function rosterOf(p: RegistryPlayer, licence: RegistryLicence | undefined): RosterPlayer {
  return {
    id: asPlayerId(p.id),
    name: fullName(p),
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
  readonly season: RegistrySeason | undefined
  /** The registry club of the team, if its name matched one. */
  readonly club: RegistryClub | undefined
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
  const season = licenceSeasonOn(data.seasons, day)
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
  const season = licenceSeasonOn(data.seasons, day)
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

/*
 * The verdict on a team's board order: the checks above and the division's list minimum, as one
 * answer (conforming, refused, unchecked).
 * @see FAPA art. 18, 69, 70.2, 74.6.b
 */

/** The day whose season's licences an order is checked with: the competition's creation day. */
export function seasonDayOf(c: Pick<TeamCompetitionRow, 'createdAt'>): string {
  return localDay(new Date(c.createdAt))
}

/** The verdict on one team's order in a competition. */
export function verdictOf(
  data: RegistryData,
  c: Pick<TeamCompetitionRow, 'createdAt' | 'division' | 'kind'>,
  team: { club: string; players: readonly BoardOrderLine[] },
): OrderVerdict {
  const check = checkOrder(data, team.club, team.players, seasonDayOf(c))
  return orderVerdict({
    violations: check.violations,
    lines: team.players.length,
    // Blitz, rapid and cup entries have no list minimum of their own (art. 70.2 is the league's).
    minimum: c.kind ? null : TEAM_MINIMUM[c.division],
    unlinked: check.unlinked,
    seasonKnown: check.season !== undefined,
    clubKnown: check.club !== undefined,
  })
}

/** Teams whose order is refused and not covered by an override: they block the pairing. */
export function blockedTeams(data: RegistryData, c: TeamCompetitionRow): CompetitionTeam[] {
  return c.teams.filter((t) => !orderAdmitted(verdictOf(data, c, t), t.override))
}

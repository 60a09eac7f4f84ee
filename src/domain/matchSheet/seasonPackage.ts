import { asClubId, asPlayerId, asTeamId, type PlayerId } from '../core/index.ts'
import {
  foreignerStatus,
  type Division,
  type LineupContext,
  type OtherSheet,
  type RosterPlayer,
  type Team,
} from '../teams/index.ts'
import type { ClubSigningKey } from './signing.ts'
import type { SheetFixture, SheetPlayer, SheetTeam } from './types.ts'

export const PACKAGE_FORMAT = 'alfil-season-package'
/** The rule set the package's checks follow. */
export const RULES_VERSION = 'FAPA-2025-26'

/**
 * What the federation sends to a club's tablets: the competition's fixtures for the club, every
 * team's board order, the licensed players those orders name and the rule-set version.
 */
export interface SeasonPackage {
  readonly format: typeof PACKAGE_FORMAT
  readonly version: 1
  readonly rules: string
  readonly competitionId: string
  readonly competitionName: string
  readonly division: Division
  readonly boards: number
  /** Team blitz, rapid or cup; absent for the divisional championship (art. 68, 85, 93, 101). */
  readonly kind?: 'blitz' | 'rapid' | 'cup'
  /** Club the fixtures were chosen for; '' when the package carries every fixture. */
  readonly club: string
  readonly teams: readonly SheetTeam[]
  readonly players: readonly SheetPlayer[]
  readonly fixtures: readonly SheetFixture[]
  /**
   * Players the federation found attached to a higher team (fifth game moved up) in the actas
   * received so far: the player's package id and the team he now belongs to.
   * @see FAPA art. 75.3
   */
  readonly attachments?: readonly { readonly playerId: string; readonly teamId: string }[]
  /**
   * The key the club's tablets sign its home actas with, issued by the federation to the club
   * the package is for; absent in a package for every club.
   * @see FAPA art. 79.6, 82.1
   */
  readonly signingKey?: ClubSigningKey
}

/** A team as the teams domain models it, for its lineup checks. @see FAPA art. 14, 68 */
export function toDomainTeam(t: SheetTeam): Team {
  return { id: asTeamId(t.id), clubId: asClubId(t.clubId), letter: t.letter, division: t.division }
}

/** A package player as the teams domain models him (licence, club, nationality). @see FAPA art. 18, 74.6 */
export function toRosterPlayer(p: SheetPlayer): RosterPlayer {
  return {
    id: asPlayerId(p.id),
    name: p.name,
    clubId: p.clubId === '' ? null : asClubId(p.clubId),
    licensed: p.licensed,
    nationality: p.nationality,
    fedaRating: p.rating,
    ...(p.fideRating !== undefined ? { fideRating: p.fideRating } : {}),
    ...(p.title !== undefined ? { title: p.title } : {}),
    ...(p.residenceYears !== undefined ? { residenceYears: p.residenceYears } : {}),
  }
}

/** How a package player counts for the foreigner quota. @see FAPA art. 18 (last paragraph) */
export function quotaStatus(p: SheetPlayer): 'national' | 'eu' | 'non-eu' | 'exempt' {
  const s = foreignerStatus(toRosterPlayer(p))
  return s === 'national' && p.nationality !== 'es' ? 'exempt' : s
}

/**
 * The lineup context of one team from the package: its lists and players, plus the other sheets
 * of the round as far as the caller knows them (art. 74.4).
 * @see FAPA art. 74, 75
 */
export function lineupContext(
  pkg: SeasonPackage,
  teamId: string,
  otherSheets: readonly OtherSheet[] = [],
  round?: number,
): LineupContext | null {
  const team = pkg.teams.find((t) => t.id === teamId)
  if (!team) return null
  return {
    team: toDomainTeam(team),
    boards: pkg.boards,
    teams: pkg.teams.map(toDomainTeam),
    orders: pkg.teams.map((t) => ({
      teamId: asTeamId(t.id),
      entries: t.order.map((id) => {
        const after = t.addedAfter?.[id]
        return after === undefined
          ? { playerId: asPlayerId(id) }
          : { playerId: asPlayerId(id), addedAfterRound: after }
      }),
    })),
    players: new Map<PlayerId, RosterPlayer>(
      pkg.players.map((p) => [asPlayerId(p.id), toRosterPlayer(p)]),
    ),
    attachments: new Map(
      (pkg.attachments ?? []).map((a) => [asPlayerId(a.playerId), asTeamId(a.teamId)]),
    ),
    dropped: new Set(),
    otherSheets,
    ...(round !== undefined ? { round } : {}),
  }
}

/** Fixtures of the package that involve a club's teams, in round order. @see FAPA art. 79.2 */
export function fixturesForClub(pkg: SeasonPackage, clubId: string): SheetFixture[] {
  const ids = new Set(pkg.teams.filter((t) => t.clubId === clubId).map((t) => t.id))
  return pkg.fixtures
    .filter((f) => clubId === '' || ids.has(f.homeId) || ids.has(f.awayId))
    .slice()
    .sort((a, b) => a.round - b.round || a.matchId.localeCompare(b.matchId))
}

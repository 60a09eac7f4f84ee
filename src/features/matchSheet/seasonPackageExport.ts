/**
 * Builds the season package a federation laptop sends to a club's tablets, from a team
 * competition as the teams screens store it.
 */
import {
  PACKAGE_FORMAT,
  RULES_VERSION,
  type SeasonPackage,
  type SheetFixture,
  type SheetPlayer,
  type SheetTeam,
  type ClubSigningKey,
} from '../../domain/matchSheet/index.ts'
import { BOARDS_PER_DIVISION, type Division, type LineFacts } from '../../domain/teams/index.ts'
import { plannedRounds, roundDate, roundTime } from '../teams/calendar.ts'
import type { CompetitionTeam, TeamCompetitionRow } from '../teams/teamsDb.ts'
import { readSeasonPackage } from '../../db/backup/seasonPackageFile.ts'
import type { IdentityLookup } from './registryIdentity.ts'

export interface PackageOptions {
  /** Club whose fixtures go in the package (its name); '' for every fixture. */
  readonly club: string
  /** The club's id as `SeasonContext.signingClub` names it; without it `club` is matched as typed. */
  readonly clubId?: string
  /** 'YYYY-MM-DD' of round 1; later rounds a week apart. */
  readonly firstDate: string
  /** Official start 'HH:MM'. */
  readonly time: string
}

/** Letter of a team from its name ("Club Ajedrez B" -> "B"), 'A' when none. */
function letterOf(name: string): string {
  const m = /\s([A-Z])$/.exec(name.trim())
  return m?.[1] ?? 'A'
}

/** The id of a fixture's match, the same whether the round was paired or planned ahead. */
export function fixtureMatchId(
  competitionId: string,
  round: number,
  homeId: string,
  awayId: string,
) {
  return `${competitionId}:r${round}:${homeId}-${awayId}`
}

/** Id of a team's nth player (1-based) in the package. */
export function packagePlayerId(teamId: string, n: number): string {
  return `${teamId}#${n}`
}

/** What the federation knows of the rest of the season when it builds a package. */
export interface SeasonContext {
  /** The other team competitions: the same clubs' teams there (feeders, art. 75.2; 75.3). */
  readonly others?: readonly TeamCompetitionRow[]
  /** Players attached to a higher team so far (art. 75.3), by package id. */
  readonly attachments?: SeasonPackage['attachments']
  /**
   * The registry's facts on board-order lines linked to a registry player: licence of the season
   * for the team's club, nationality status (art. 18, 74.6.b). Lines it knows nothing of (typed
   * as text) stay licensed and Spanish, as the teams screens registered them.
   */
  readonly facts?: LineFacts
  /** The club whose key signs a team's home actas, from its typed club name (art. 82.1). */
  readonly signingClub?: (typedClub: string) => string
  /** The venue of a home team's club, from the registry (art. 79.2). */
  readonly venueOf?: (typedClub: string) => string | undefined
  /** The key of the club the package is for, which its tablets sign with (art. 79.6). */
  readonly signingKey?: ClubSigningKey
}

function packageTeam(
  t: CompetitionTeam,
  division: Division,
  signingClub: SeasonContext['signingClub'],
): SheetTeam {
  const late = t.players.flatMap((p, i) =>
    p.addedAfterRound === undefined
      ? []
      : [[packagePlayerId(t.id, i + 1), p.addedAfterRound] as const],
  )
  return {
    id: t.id,
    name: t.name,
    clubId: t.club,
    letter: letterOf(t.name),
    division,
    order: t.players.map((_, i) => packagePlayerId(t.id, i + 1)),
    ...(late.length > 0 ? { addedAfter: Object.fromEntries(late) } : {}),
    ...(signingClub ? { signingClub: signingClub(t.club) } : {}),
  }
}

function packagePlayers(
  t: CompetitionTeam,
  identify: IdentityLookup,
  facts: LineFacts,
): SheetPlayer[] {
  return t.players.map((p, i) => {
    const identity = identify(p.name, t.club, p.playerId)
    const known = facts(p, t.club)
    return {
      id: packagePlayerId(t.id, i + 1),
      name: p.name,
      rating: p.rating,
      // A licence of another club (or an independent one) is not one for this club (art. 74.6.b).
      clubId: known?.otherClub ? `other:${t.club}` : t.club,
      // A typed line was accepted as licensed when the team was registered (art. 69).
      licensed: known?.licensed ?? true,
      nationality: known?.nationality ?? ('es' as const),
      ...(known?.fideRating !== undefined ? { fideRating: known.fideRating } : {}),
      ...(known?.title !== undefined ? { title: known.title } : {}),
      ...(known?.residenceYears !== undefined ? { residenceYears: known.residenceYears } : {}),
      ...(identity ? { identity } : {}),
    }
  })
}

/**
 * The season package of a competition for one club (or all): its fixtures and teams, plus the
 * same clubs' teams in the other competitions, whose lower ones lend players that may move up
 * (art. 75.2) and whose higher ones hold the players attached to them (75.3); `identify` adds the
 * registry's FEDA and FIDE ids to each player, so sheets can be matched across the season by id;
 * `season.facts` brings the licences and nationalities of linked players (art. 18, 74.6.b).
 */
export function buildSeasonPackage(
  c: TeamCompetitionRow,
  o: PackageOptions,
  identify: IdentityLookup = () => undefined,
  season: SeasonContext = {},
): SeasonPackage {
  const clubOf = new Map(c.teams.map((t) => [t.id, t.club]))
  // The whole calendar known so far: paired rounds and the Berger rounds of a drawn league.
  const fixtures: SheetFixture[] = plannedRounds(c).flatMap((r) =>
    r.fixtures.map((f) => {
      const venue = season.venueOf?.(clubOf.get(f.homeId) ?? '')
      return {
        matchId: fixtureMatchId(c.id, r.round, f.homeId, f.awayId),
        round: r.round,
        homeId: f.homeId,
        awayId: f.awayId,
        date: roundDate(c, r.round, o.firstDate),
        time: roundTime(c, o.time),
        ...(venue ? { venue } : {}),
      }
    }),
  )
  const mine = (teamId: string) => {
    const typed = clubOf.get(teamId) ?? ''
    if (o.clubId !== undefined && season.signingClub) return season.signingClub(typed) === o.clubId
    return typed === o.club
  }
  const wanted = fixtures.filter((f) => o.club === '' || mine(f.homeId) || mine(f.awayId))
  const clubs = new Set(c.teams.map((t) => t.club))
  // The clubs' teams in the other competitions: lower ones lend players (art. 75.2), higher
  // ones are where attached players now belong (75.3).
  // Only the divisional championship (leagues and the 4th-division Swiss) lends and attaches
  // players: a cup, blitz or rapid team is never a feeder, nor has a blitz package any (art. 75).
  const feeders = (c.kind ? [] : (season.others ?? []))
    .filter((x) => x.id !== c.id && !x.kind)
    .flatMap((x) => x.teams.filter((t) => clubs.has(t.club)).map((t) => ({ t, d: x.division })))
  const own = c.teams.map((t) => ({ t, d: c.division }))
  return {
    format: PACKAGE_FORMAT,
    version: 1,
    rules: RULES_VERSION,
    competitionId: c.id,
    competitionName: c.name,
    division: c.division,
    boards: BOARDS_PER_DIVISION[c.division],
    ...(c.kind ? { kind: c.kind } : {}),
    club: o.club,
    teams: [...own, ...feeders].map(({ t, d }) => packageTeam(t, d, season.signingClub)),
    players: [...own, ...feeders].flatMap(({ t }) =>
      packagePlayers(t, identify, season.facts ?? (() => undefined)),
    ),
    fixtures: wanted,
    ...(season.attachments && season.attachments.length > 0
      ? { attachments: season.attachments }
      : {}),
    ...(season.signingKey ? { signingKey: season.signingKey } : {}),
  }
}

/** Reads a season package file; null when it is not one, or not one a backup could hold. */
export function parseSeasonPackage(text: string): SeasonPackage | null {
  const r = readSeasonPackage(text)
  return r.ok ? r.value : null
}

/**
 * Builds the season package a federation laptop sends to a club's tablets, from a team
 * competition as the teams screens store it.
 */
import {
  dateOfDay,
  dayNumber,
  PACKAGE_FORMAT,
  RULES_VERSION,
  type SeasonPackage,
  type SheetFixture,
} from '../../domain/matchSheet/index.ts'
import { BOARDS_PER_DIVISION } from '../../domain/teams/index.ts'
import type { TeamCompetitionRow } from '../teams/teamsDb.ts'
import type { BackupError } from '../../db/backup/checks.ts'
import { seasonPackageCheck } from '../../db/backup/matchSheetValidators.ts'
import type { IdentityLookup } from './registryIdentity.ts'

export interface PackageOptions {
  /** Club whose fixtures go in the package; '' for every fixture. */
  readonly club: string
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

/** Id of a team's nth player (1-based) in the package. */
export function packagePlayerId(teamId: string, n: number): string {
  return `${teamId}#${n}`
}

/**
 * The season package of a competition for one club (or all); `identify` adds the registry's
 * FEDA and FIDE ids to each player, so sheets can be matched across the season by id.
 */
export function buildSeasonPackage(
  c: TeamCompetitionRow,
  o: PackageOptions,
  identify: IdentityLookup = () => undefined,
): SeasonPackage {
  const first = dayNumber(o.firstDate) ?? 0
  const fixtures: SheetFixture[] = c.rounds.flatMap((r) =>
    r.fixtures.map((f) => ({
      matchId: `${c.id}:r${r.round}:${f.homeId}-${f.awayId}`,
      round: r.round,
      homeId: f.homeId,
      awayId: f.awayId,
      date: dateOfDay(first + 7 * (r.round - 1)),
      time: o.time,
    })),
  )
  const clubOf = new Map(c.teams.map((t) => [t.id, t.club]))
  const wanted = fixtures.filter(
    (f) => o.club === '' || clubOf.get(f.homeId) === o.club || clubOf.get(f.awayId) === o.club,
  )
  return {
    format: PACKAGE_FORMAT,
    version: 1,
    rules: RULES_VERSION,
    competitionId: c.id,
    competitionName: c.name,
    division: c.division,
    boards: BOARDS_PER_DIVISION[c.division],
    club: o.club,
    teams: c.teams.map((t) => ({
      id: t.id,
      name: t.name,
      clubId: t.club,
      letter: letterOf(t.name),
      division: c.division,
      order: t.players.map((_, i) => packagePlayerId(t.id, i + 1)),
    })),
    players: c.teams.flatMap((t) =>
      t.players.map((p, i) => {
        const identity = identify(p.name, t.club)
        return {
          id: packagePlayerId(t.id, i + 1),
          name: p.name,
          rating: p.rating,
          clubId: t.club,
          // Only licensed players reach a board order in the teams screens (art. 69).
          licensed: true,
          nationality: 'es' as const,
          ...(identity ? { identity } : {}),
        }
      }),
    ),
    fixtures: wanted,
  }
}

/** Reads a season package file; null when it is not one, or not one a backup could hold. */
export function parseSeasonPackage(text: string): SeasonPackage | null {
  try {
    const v = JSON.parse(text) as Partial<SeasonPackage>
    if (v.format !== PACKAGE_FORMAT || v.version !== 1) return null
    const errors: BackupError[] = []
    seasonPackageCheck(v, 'pkg', errors)
    return errors.length === 0 ? (v as SeasonPackage) : null
  } catch {
    return null
  }
}

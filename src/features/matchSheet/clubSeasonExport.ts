/**
 * The federation's export of a club's season: every competition the club plays, its whole
 * calendar (drawing the leagues not yet drawn, so their rounds are fixed in advance), the
 * registry's ids and facts on each player, and the club's signing key.
 * @see FAPA art. 72, 75, 79.2, 79.6
 */
import { err, ok } from '../../domain/core/index.ts'
import { registryClub } from '../../domain/federation/index.ts'
import {
  CLUB_SEASON_FORMAT,
  RULES_VERSION,
  type ClubSeasonFile,
  type SeasonPackage,
} from '../../domain/matchSheet/index.ts'
import type { CommandContext, CommandResult } from '../../db/commands/command.ts'
import type { ClubRow } from '../../db/schema.ts'
import { calendarFixed } from '../teams/calendar.ts'
import { fixLeagueDraw } from '../teams/calendarCommands.ts'
import { allCompetitions, type TeamCompetitionRow } from '../teams/teamsDb.ts'
import { ensureClubKey, signingClubOf, type SigningClub } from './clubKeyCommands.ts'
import { receivedActas } from '../teams/matchSheetDb.ts'
import { registryLookup } from './registryIdentity.ts'
import { packageAttachments, seasonView } from './seasonReport.ts'
import { buildSeasonPackage } from './seasonPackageExport.ts'
import { lineFacts, seasonDayOf } from '../../domain/teams/index.ts'

/** A club the director can send a package to, with how many teams it enters. */
export interface ClubChoice extends SigningClub {
  readonly teams: number
  readonly inRegistry: boolean
}

/**
 * The clubs to choose from: every registry club, with its teams in the competitions, then the
 * clubs typed on teams that match no registry club.
 */
export function clubChoices(
  comps: readonly TeamCompetitionRow[],
  clubs: readonly ClubRow[],
): ClubChoice[] {
  const count = new Map<string, { club: SigningClub; n: number }>()
  for (const c of comps)
    for (const t of c.teams) {
      const club = signingClubOf(t.club, clubs)
      const had = count.get(club.clubId)
      count.set(club.clubId, { club, n: (had?.n ?? 0) + 1 })
    }
  const registry = [...clubs]
    .sort((a, b) => a.name.localeCompare(b.name, 'es'))
    .map((c) => ({
      clubId: c.id as string,
      name: c.name,
      teams: count.get(c.id)?.n ?? 0,
      inRegistry: true,
    }))
  const typed = [...count.values()]
    .filter((x) => !clubs.some((c) => c.id === x.club.clubId))
    .sort((a, b) => a.club.name.localeCompare(b.club.name, 'es'))
    .map((x) => ({ ...x.club, teams: x.n, inRegistry: false }))
  return [...registry, ...typed]
}

/** What an export wrote, for the confirmation on screen. */
export interface ExportSummary {
  readonly club: string
  readonly kind: ClubSeasonFile['kind']
  readonly competitions: readonly { readonly name: string; readonly fixtures: number }[]
  readonly fixtures: number
  /** Leagues whose draw the export made, fixing their calendar (art. 72). */
  readonly drawn: readonly string[]
}

/**
 * Builds a club's season file (`kind` 'season': every competition; 'update': only those whose
 * later rounds are paired as the season goes). Refuses a file with no fixture for the club.
 */
export async function exportClubSeason(
  ctx: CommandContext,
  input: { clubId: string; kind: ClubSeasonFile['kind']; firstDate: string; time: string },
): Promise<CommandResult<{ file: ClubSeasonFile; summary: ExportSummary }>> {
  const [players, clubs, seasons, licences] = await Promise.all([
    ctx.db.players.toArray(),
    ctx.db.clubs.toArray(),
    ctx.db.seasons.toArray(),
    ctx.db.licences.toArray(),
  ])
  const club = clubChoices(await allCompetitions(ctx.db), clubs).find(
    (c) => c.clubId === input.clubId,
  )
  if (!club) return err([{ code: 'package/unknown-club', field: 'club' }])
  const signingClub = (typed: string) => signingClubOf(typed, clubs).clubId
  // A 3rd division split into groups travels as its groups, never as its list (art. 72).
  const plays = (c: TeamCompetitionRow) =>
    !c.splitInto && c.teams.some((t) => signingClub(t.club) === club.clubId)
  const drawn: string[] = []
  if (input.kind === 'season')
    for (const c of await allCompetitions(ctx.db))
      if (plays(c)) {
        const r = await fixLeagueDraw(ctx, c.id)
        if (r.ok && r.value) drawn.push(c.name)
      }
  const all = await allCompetitions(ctx.db)
  const lookup = registryLookup(players, clubs)
  const season = seasonView(all, await receivedActas(ctx.db).toArray(), lookup)
  const parts: SeasonPackage[] = all
    .filter((c) => plays(c) && (input.kind === 'season' || !calendarFixed(c)))
    .sort((a, b) => Number(Boolean(a.kind)) - Number(Boolean(b.kind)) || a.division - b.division)
    .map((c) =>
      buildSeasonPackage(
        c,
        { club: club.name, clubId: club.clubId, firstDate: input.firstDate, time: input.time },
        lookup,
        {
          others: all,
          attachments: packageAttachments(season),
          facts: lineFacts({ players, clubs, seasons, licences }, seasonDayOf(c)),
          signingClub,
          venueOf: (typed) => registryClub(clubs, typed)?.venue ?? undefined,
        },
      ),
    )
    .filter((p) => p.fixtures.length > 0)
  const fixtures = parts.reduce((n, p) => n + p.fixtures.length, 0)
  if (fixtures === 0)
    return err([{ code: 'package/empty', params: { club: club.name }, field: 'club' }])
  const key = await ensureClubKey(ctx, club)
  if (!key.ok) return key
  const file: ClubSeasonFile = {
    format: CLUB_SEASON_FORMAT,
    version: 1,
    kind: input.kind,
    rules: RULES_VERSION,
    issuedAt: ctx.now().toISOString(),
    club: { id: club.clubId, name: club.name },
    signingKey: key.value,
    competitions: parts,
  }
  return ok({
    file,
    summary: {
      club: club.name,
      kind: input.kind,
      competitions: parts.map((p) => ({ name: p.competitionName, fixtures: p.fixtures.length })),
      fixtures,
      drawn,
    },
  })
}

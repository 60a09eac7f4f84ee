/**
 * The federation's view of the whole season, from what it stores: every competition's board
 * orders (with the registry's ids) and every accepted acta, checked together.
 */
import {
  lateSheetInfractions,
  seasonChecks,
  type LateSheetInfraction,
  type MatchSheet,
  type PlayerIdentity,
  type SeasonPackage,
  type SeasonReport,
} from '../../domain/matchSheet/index.ts'
import type { CompetitionFinding } from '../teams/findingCommands.ts'
import type { TeamCompetitionRow } from '../teams/teamsDb.ts'
import type { ReceivedActaRow } from '../teams/matchSheetDb.ts'
import type { IdentityLookup } from './registryIdentity.ts'
import { buildSeasonPackage } from './seasonPackageExport.ts'

export interface SeasonView {
  readonly report: SeasonReport
  /** Late sheets per home club over the season. @see FAPA art. 82.2 */
  readonly late: readonly LateSheetInfraction[]
  readonly names: ReadonlyMap<string, string>
  readonly teamNames: ReadonlyMap<string, string>
  readonly sheets: ReadonlyMap<string, MatchSheet>
  readonly identities: ReadonlyMap<string, PlayerIdentity | undefined>
}

/** Each competition's own package, with the registry's ids: the season's board orders. */
function ownPackages(comps: readonly TeamCompetitionRow[], lookup: IdentityLookup) {
  return comps.map((c) =>
    buildSeasonPackage(c, { club: '', firstDate: '2000-01-01', time: '00:00' }, lookup),
  )
}

/**
 * Runs the season-wide checks (art. 74.4, 75.1-75.3) and the late-sheet count (art. 82.2) over
 * every accepted acta of every competition.
 */
export function seasonView(
  comps: readonly TeamCompetitionRow[],
  actas: readonly ReceivedActaRow[],
  lookup: IdentityLookup,
): SeasonView {
  const pkgs: SeasonPackage[] = ownPackages(comps, lookup)
  const accepted = actas.filter((a) => a.decision === 'accept')
  const teams = pkgs.flatMap((p) => p.teams)
  const identities = new Map(pkgs.flatMap((p) => p.players.map((pl) => [pl.id, pl.identity])))
  const report = seasonChecks({
    teams,
    lists: teams.flatMap((x) =>
      x.order.map((ref) => ({ teamId: x.id, ref, identity: identities.get(ref) })),
    ),
    sheets: accepted.map((a) => a.sheet),
  })
  const clubOf = new Map(teams.map((x) => [x.id, x.clubId]))
  const late = lateSheetInfractions(
    accepted.map((a) => ({
      matchId: a.matchId,
      homeClubId: clubOf.get(a.sheet.homeId) ?? a.sheet.homeId,
      playedOn: a.sheet.date,
      receivedDate: a.receivedDate,
      receivedTime: a.receivedTime,
    })),
  )
  for (const a of accepted)
    for (const [ref, id] of Object.entries(a.sheet.identities ?? {})) identities.set(ref, id)
  return {
    report,
    late,
    names: new Map(pkgs.flatMap((p) => p.players.map((pl) => [pl.id, pl.name]))),
    teamNames: new Map(teams.map((x) => [x.id, x.name])),
    sheets: new Map(accepted.map((a) => [a.matchId, a.sheet])),
    identities,
  }
}

/** The attachments found so far, as a package carries them to the tablets. @see FAPA art. 75.3 */
export function packageAttachments(view: SeasonView): { playerId: string; teamId: string }[] {
  return view.report.attachments.map((a) => ({ playerId: a.listRef, teamId: a.teamId }))
}

/**
 * The report's findings that cost points, each placed on its match and side: what the
 * federation applies to the standings (art. 74.5). Findings on sheets no longer accepted are
 * left out.
 * @see FAPA art. 74.2, 74.4, 75.1, 75.3
 */
export function seasonFindings(view: SeasonView): CompetitionFinding[] {
  return view.report.violations.flatMap((v) => {
    const s = v.detail === undefined ? undefined : view.sheets.get(v.detail)
    const from = v.fromBoard ?? v.board
    if (!s || v.consequence !== 'points-lost-from-board' || from === undefined) return []
    return [
      {
        competitionId: s.competitionId,
        round: s.round,
        homeId: s.homeId,
        awayId: s.awayId,
        side: v.teamId === s.homeId ? ('home' as const) : ('away' as const),
        fromBoard: from,
        article: v.article,
      },
    ]
  })
}

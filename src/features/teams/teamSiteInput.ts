/**
 * A team competition as the site, the messages and the open data read it: gathered from the
 * stored competition with the team screens' own functions (matches, standings, chain), the
 * lineups of the match sheets the federation received and accepted, and, once every round is
 * in, the season's moves with the committee's edits.
 */
import { asTeamId } from '../../domain/core/index.ts'
import type { TeamSiteInput, SiteRound } from '../../domain/publish/index.ts'
import type { ReceivedActaRow } from './matchSheetDb.ts'
import { applySeasonEdits } from './seasonPlan.ts'
import { exportStandings, tieCodes } from './teamExports.ts'
import type { SeasonEditRow, TeamCompetitionRow } from './teamsDb.ts'
import { boardsOf, matchRecords, roundsComplete, seasonProposal } from '../../domain/teams/index.ts'

/** The id of a match on the sheets: competition, round, home and away. */
export function sheetMatchId(c: TeamCompetitionRow, round: number, home: string, away: string) {
  return `${c.id}:r${round}:${home}-${away}`
}

/** The latest accepted sheet of each match, by match id. */
function acceptedSheets(actas: readonly ReceivedActaRow[]): Map<string, ReceivedActaRow> {
  const out = new Map<string, ReceivedActaRow>()
  for (const a of actas) {
    if (!a.applied) continue
    const had = out.get(a.matchId)
    if (!had || had.receivedAt < a.receivedAt) out.set(a.matchId, a)
  }
  return out
}

/**
 * The site input of one competition. `actas` are the sheets received for it; `all` and `edits`
 * (every competition of the season, the committee's edits) give the promotions and relegations
 * once its last round is complete.
 */
export function teamSiteInput(
  c: TeamCompetitionRow,
  actas: readonly ReceivedActaRow[],
  all: readonly TeamCompetitionRow[] = [],
  edits: readonly SeasonEditRow[] = [],
): TeamSiteInput {
  const records = matchRecords(c)
  const sheets = acceptedSheets(actas)
  const nameOf = (packageId: string | null): string | null => {
    if (!packageId) return null
    const m = /^(.*)#(\d+)$/.exec(packageId)
    const team = c.teams.find((t) => t.id === m?.[1])
    return team?.players[Number(m?.[2]) - 1]?.name ?? null
  }
  const rounds: SiteRound[] = c.rounds.map((r) => ({
    round: r.round,
    bye: r.bye,
    matches: r.fixtures.map((f) => {
      const match = records.find(
        (m) => m.round === r.round && m.homeId === f.homeId && m.awayId === f.awayId,
      )
      const sheet = sheets.get(sheetMatchId(c, r.round, f.homeId, f.awayId))?.sheet
      const stage = f.group ?? (f.places ? `${f.places[0]}-${f.places[1]}` : '')
      return {
        match: match ?? {
          round: r.round,
          homeId: asTeamId(f.homeId),
          awayId: asTeamId(f.awayId),
          boards: f.boards,
        },
        ...(stage ? { stage } : {}),
        ...(sheet?.date ? { date: sheet.date } : {}),
        ...(sheet
          ? { lineup: { home: sheet.homeLineup.map(nameOf), away: sheet.awayLineup.map(nameOf) } }
          : {}),
      }
    }),
  }))
  const standings = exportStandings(c)
  const complete = c.rounds.length === c.totalRounds && roundsComplete(c)
  const season =
    complete && !c.kind
      ? {
          champion: standings[0]?.teamId ?? null,
          moves: applySeasonEdits(seasonProposal(all.length ? all : [c]), edits).proposal.moves,
        }
      : undefined
  return {
    name: c.name,
    kind: c.kind ?? c.system,
    division: c.division,
    totalRounds: c.totalRounds,
    boards: boardsOf(c),
    teams: c.teams.map((t) => ({
      id: t.id,
      name: t.name,
      club: t.club,
      players: t.players.map((p) => ({ name: p.name, rating: p.rating })),
    })),
    rounds,
    standings,
    tieCodes: tieCodes(c),
    ...(season ? { season } : {}),
  }
}

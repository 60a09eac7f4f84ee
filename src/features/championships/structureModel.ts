/**
 * The season structure of the individual championship as stored (zonals, final standings) and the
 * glue from registry rows and finished tournaments to the art. 55 rules.
 */
import type { PlayerRow, SeasonRow } from '../../db/schema.ts'
import {
  divisionPromotionDecision,
  pairedInPenultimateRound,
  zonalPromotionDecision,
  type ChampionshipRegistration,
  type PromotionDecision,
  type RankedEntry,
} from '../../domain/federation/championships/index.ts'
import { foldText } from '../../domain/federation/index.ts'
import { lastCompleteRound, tournamentStandings } from '../../domain/reports/index.ts'
import {
  isTournamentFinished,
  snapshotOf,
  type IndividualTournament,
} from '../../domain/tournament/index.ts'

/** Where the final standings of a zonal or division come from. */
export type StandingsSource =
  | { readonly kind: 'tournament'; readonly tournamentId: string }
  | { readonly kind: 'typed'; readonly lines: string; readonly paired: number }

/** A 4th-division zonal tournament of the season. @see FAPA art. 55.1 */
export interface ZonalRecord {
  readonly id: string
  readonly place: string
  /** Players expected or registered (the 15-player minimum of art. 55.1.2). */
  readonly players: number
  /** Last day of the zonal (`YYYY-MM-DD`), for art. 55.1.7. */
  readonly endDate: string
  readonly source: StandingsSource | null
}

/** The final standings of a 2nd or 3rd division and the promotion places of the circular. */
export interface DivisionResultRecord {
  readonly division: 2 | 3
  readonly places: number
  readonly source: StandingsSource | null
}

/** One season's structure, kept in the `ratingSettings` table under `championshipSeason:<id>`. */
export interface ChampionshipSeasonRow {
  readonly key: string
  readonly seasonId: string
  /** First day of 3rd division (art. 55.1.7: earlier zonal promotions may play it). */
  readonly thirdDivisionStart: string
  readonly zonals: readonly ZonalRecord[]
  readonly divisionResults: readonly DivisionResultRecord[]
  /** Registration for the final phase (art. 47); absent until its period is set. */
  readonly registration?: ChampionshipRegistration
}

export const seasonKey = (seasonId: string): string => `championshipSeason:${seasonId}`

export function emptySeasonRow(seasonId: string): ChampionshipSeasonRow {
  return {
    key: seasonKey(seasonId),
    seasonId,
    thirdDivisionStart: '',
    zonals: [],
    divisionResults: [],
  }
}

/** Final standings resolved to registry players. */
export interface ResolvedStandings {
  readonly ranking: readonly RankedEntry[]
  readonly paired: number
  /** The tournament's last day, when the standings come from one. */
  readonly endDate: string | null
  readonly problem: 'standings/tournament-missing' | 'standings/not-finished' | null
  /** Typed lines that matched no registry player (or more than one). */
  readonly unmatched: readonly string[]
}

/** Standings of a finished Alfil tournament: ranking by its tie-break chain, paired in round n-1. */
export function standingsFromTournament(doc: IndividualTournament | undefined): ResolvedStandings {
  const none = { ranking: [], paired: 0, endDate: null, unmatched: [] }
  if (!doc) return { ...none, problem: 'standings/tournament-missing' }
  if (!isTournamentFinished(doc))
    return { ...none, endDate: doc.settings.endDate, problem: 'standings/not-finished' }
  const rows = tournamentStandings(doc, lastCompleteRound(doc))
  const byNo = new Map(doc.entrants.map((e) => [e.startNo, e]))
  const ranking = (rows.ok ? rows.value : []).map((r) => {
    const e = byNo.get(r.startNo)
    return { name: e?.name ?? `#${r.startNo}`, playerId: e?.registryId ?? null }
  })
  return {
    ranking,
    paired: pairedInPenultimateRound(snapshotOf(doc)) ?? 0,
    endDate: doc.settings.endDate,
    problem: null,
    unmatched: [],
  }
}

/** The registry player a typed line names: a FEDA or FIDE id, or "Surnames, Name" (accents and case ignored). */
export function matchPlayer(line: string, players: readonly PlayerRow[]): PlayerRow | null {
  const text = line.trim()
  if (/^\d+$/.test(text)) {
    const id = Number(text)
    const found = players.filter((p) => p.fedaId === id || p.fideId === id)
    return found.length === 1 ? (found[0] as PlayerRow) : null
  }
  // The registry folds "surnames name" without the comma of "Surnames, Name".
  const folded = foldText(text.replace(/,/g, ' '))
  const found = players.filter((p) => p.searchName === folded)
  return found.length === 1 ? (found[0] as PlayerRow) : null
}

/** Standings typed one player per line, best first (a leading "1." or "1)" is ignored). */
export function standingsFromLines(
  lines: string,
  paired: number,
  players: readonly PlayerRow[],
  nameOf: (p: PlayerRow) => string,
): ResolvedStandings {
  const ranking: RankedEntry[] = []
  const unmatched: string[] = []
  for (const raw of lines.split('\n')) {
    const line = raw.replace(/^\s*\d+\s*[.)-]\s+/, '').trim()
    if (line === '') continue
    const p = matchPlayer(line, players)
    if (!p) unmatched.push(line)
    ranking.push(p ? { name: nameOf(p), playerId: p.id } : { name: line, playerId: null })
  }
  return { ranking, paired, endDate: null, problem: null, unmatched }
}

/** Resolves a source with the tournaments and registry at hand. */
export function resolveSource(
  source: StandingsSource,
  tournaments: ReadonlyMap<string, IndividualTournament>,
  players: readonly PlayerRow[],
  nameOf: (p: PlayerRow) => string,
): ResolvedStandings {
  return source.kind === 'tournament'
    ? standingsFromTournament(tournaments.get(source.tournamentId))
    : standingsFromLines(source.lines, source.paired, players, nameOf)
}

/** The promotions of a zonal with standings (art. 55.1.7), or null while it has none usable. */
export function zonalDecision(
  zonal: ZonalRecord,
  standings: ResolvedStandings | null,
  thirdDivisionStart: string,
): PromotionDecision | null {
  if (!standings || standings.problem) return null
  const end = standings.endDate ?? zonal.endDate
  return zonalPromotionDecision(standings.ranking, standings.paired, end, thirdDivisionStart)
}

/** Every promotion decision of a season's stored standings. @see FAPA art. 55.1.7, 55.2 */
export function seasonDecisions(
  row: ChampionshipSeasonRow,
  resolve: (s: StandingsSource) => ResolvedStandings,
): PromotionDecision[] {
  const out: PromotionDecision[] = []
  for (const z of row.zonals) {
    const d = zonalDecision(z, z.source ? resolve(z.source) : null, row.thirdDivisionStart)
    if (d) out.push(d)
  }
  for (const r of row.divisionResults) {
    const s = r.source ? resolve(r.source) : null
    if (s && !s.problem) out.push(divisionPromotionDecision(s.ranking, r.division, r.places))
  }
  return out
}

/** The season before `season`: the latest one ending before it starts. */
export function previousSeason(
  seasons: readonly SeasonRow[],
  season: SeasonRow,
): SeasonRow | undefined {
  return seasons
    .filter((s) => s.endDate < season.startDate)
    .sort((a, b) => a.endDate.localeCompare(b.endDate))
    .at(-1)
}

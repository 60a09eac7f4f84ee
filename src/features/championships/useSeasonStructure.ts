import { useMemo } from 'react'
import { listName } from '../../domain/federation/index.ts'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db.ts'
import type { LicenceRow, PlayerRow, SeasonRow } from '../../db/schema.ts'
import {
  registeredIds,
  seasonDivisions,
  seasonRights,
  type DivisionPlacement,
  type DivisionSettings,
} from '../../domain/federation/championships/index.ts'
import type { IndividualTournament } from '../../domain/tournament/index.ts'
import {
  DEFAULT_DIVISION_SETTINGS,
  championshipPlayer,
  type DivisionSettingsRow,
} from '../ratings/eligibilityModel.ts'
import type { RatingSourcesRow } from '../ratings/ratingListDb.ts'
import { useTournaments } from '../tournaments/useTournament.ts'
import {
  emptySeasonRow,
  previousSeason,
  resolveSource,
  seasonDecisions,
  seasonKey,
  type ChampionshipSeasonRow,
  type ResolvedStandings,
  type StandingsSource,
} from './structureModel.ts'

const NO_PLAYERS: readonly PlayerRow[] = []
const NO_LICENCES: readonly LicenceRow[] = []
const NO_SEASONS: readonly SeasonRow[] = []

/** A tournament that may give final standings. */
export interface TournamentChoice {
  readonly id: string
  readonly name: string
  readonly doc: IndividualTournament
}

export interface SeasonStructure {
  readonly seasons: readonly SeasonRow[]
  readonly season: SeasonRow | undefined
  readonly previous: SeasonRow | undefined
  readonly row: ChampionshipSeasonRow | undefined
  readonly settings: DivisionSettings
  readonly players: readonly PlayerRow[]
  /** Where each registry rating came from, by player id. */
  readonly sources: ReadonlyMap<string, RatingSourcesRow>
  readonly tournaments: readonly TournamentChoice[]
  readonly placements: readonly DivisionPlacement[]
  /** Players with a licence in force for the season (who may register). */
  readonly licensedIds: ReadonlySet<string>
  readonly resolve: (s: StandingsSource) => ResolvedStandings
}

/** Everything the structure screen reads, live, and the art. 55 decisions computed from it. */
export function useSeasonStructure(seasonId: string): SeasonStructure {
  const players = useLiveQuery(() => db.players.toArray()) ?? NO_PLAYERS
  const licences = useLiveQuery(() => db.licences.toArray()) ?? NO_LICENCES
  const seasons = useLiveQuery(() => db.seasons.orderBy('startDate').toArray()) ?? NO_SEASONS
  const saved = useLiveQuery(() =>
    db.table<DivisionSettingsRow, string>('ratingSettings').get('divisionSettings'),
  )
  const settings = saved?.settings ?? DEFAULT_DIVISION_SETTINGS
  const season = seasons.find((s) => s.id === seasonId) ?? seasons[seasons.length - 1]
  const previous = season ? previousSeason(seasons, season) : undefined
  const rows = useLiveQuery(async () => {
    const table = db.table<ChampionshipSeasonRow, string>('ratingSettings')
    const keys = [season, previous].map((s) => (s ? seasonKey(s.id) : ''))
    return Promise.all(keys.map(async (k) => (k ? await table.get(k) : undefined)))
  }, [season?.id, previous?.id])
  const sourceRows = useLiveQuery(() =>
    db.table<RatingSourcesRow, string>('ratingSources').toArray(),
  )
  const sources = useMemo(
    () => new Map((sourceRows ?? []).map((r) => [r.playerId, r])),
    [sourceRows],
  )
  const loaded = useTournaments()
  const tournaments = useMemo(
    () =>
      (loaded ?? [])
        .map((x) => ({ id: x.row.id, name: x.row.name, doc: x.doc }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    [loaded],
  )
  const row = season ? (rows?.[0] ?? emptySeasonRow(season.id)) : undefined
  const previousRow = rows?.[1]

  const resolve = useMemo(() => {
    const docs = new Map(tournaments.map((x) => [x.id, x.doc]))
    return (s: StandingsSource) => resolveSource(s, docs, players, listName)
  }, [tournaments, players])

  const list = useMemo(
    () => (season ? players.map((p) => championshipPlayer(p, licences, season, listName(p))) : []),
    [players, licences, season],
  )
  const licensedIds = useMemo(
    () => new Set(list.filter((p) => p.licensed).map((p) => p.id)),
    [list],
  )
  const placements = useMemo(() => {
    if (!season || !row) return []
    const rights = seasonRights(
      seasonDecisions(row, resolve),
      previousRow ? seasonDecisions(previousRow, resolve) : [],
    )
    // Only the registered players are placed and fill the divisions (art. 47, 55.2).
    return seasonDivisions(list, rights, settings, registeredIds(row.registration))
  }, [season, row, previousRow, resolve, list, settings])

  return {
    seasons,
    season,
    previous,
    row,
    settings,
    players,
    sources,
    tournaments,
    placements,
    licensedIds,
    resolve,
  }
}

/**
 * The registry season a team competition belongs to, and the FEDA base rating it takes from it.
 * No storage and no React here.
 */
import { baseRatingOf } from '../../domain/federation/index.ts'
import type { SeasonRow } from '../../db/schema.ts'
import { licenceSeasonOn, seasonDayOf } from '../../domain/teams/index.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

type Dated = Pick<TeamCompetitionRow, 'createdAt' | 'schedule' | 'seasonId'>

/** The day a competition's season is found by: its first scheduled round, else its creation. */
export function competitionDay(c: Dated): string {
  return c.schedule?.dates.find((d) => d !== '') ?? seasonDayOf(c)
}

/**
 * The competition's season: the one the director chose, else the one its first round (or its
 * creation, when no round is dated) falls in; competitions made before they had a season go by
 * their dates.
 */
export function competitionSeason(
  c: Dated,
  seasons: readonly SeasonRow[],
): { season: SeasonRow | undefined; chosen: boolean } {
  const chosen = c.seasonId === undefined ? undefined : seasons.find((s) => s.id === c.seasonId)
  if (chosen) return { season: chosen, chosen: true }
  return { season: licenceSeasonOn(seasons, competitionDay(c)), chosen: false }
}

/** The FEDA base rating the competition's strength order counts the unrated at. @see FAPA art. 72 */
export function competitionBaseRating(c: Dated, seasons: readonly SeasonRow[]): number {
  return baseRatingOf(competitionSeason(c, seasons).season)
}

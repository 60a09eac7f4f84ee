import type { FideFedaRatings } from '../../ratings/index.ts'

/** The calendar facts of a season that the championship rules read (dates `YYYY-MM-DD`). */
export interface ChampionshipSeason {
  readonly startDate: string
  readonly endDate: string
}

/** A player as the championship rules see him or her. */
export interface ChampionshipPlayer {
  readonly id: string
  readonly name: string
  readonly sex: 'M' | 'F'
  readonly birthYear: number | null
  /** Holds a player licence in force for the season. @see FAPA art. 3, 55.1.3, 58, 61 */
  readonly licensed: boolean
  /** The player's FIDE and FEDA ratings on the list(s) the season circular names. */
  readonly ratings: readonly FideFedaRatings[]
}

/** Why a player may or may not enter a championship; `article` names the rule. */
export interface EligibilityReason {
  readonly code: string
  readonly article: string
  readonly params?: Readonly<Record<string, string | number>>
}

/** The year in which the season ends: ages are counted on 31 December of it. @see FAPA art. 58 */
export function seasonEndYear(season: ChampionshipSeason): number {
  return Number.parseInt(season.endDate.slice(0, 4), 10)
}

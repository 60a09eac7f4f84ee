import type { HalfPoints, Outcome } from '../core/index.ts'

/** Titles that are earned through norms. @see seed 1.1-1.5, B.01 1.1 */
export const NORM_TITLES = ['GM', 'IM', 'WGM', 'WIM'] as const
export type NormTitle = (typeof NORM_TITLES)[number]

/** The two rule sets Alfil evaluates: the seed regulations (Spanish text) and FIDE B.01 (2024). */
export const RULE_SETS = ['seed', 'b01-2024'] as const
export type RuleSet = (typeof RULE_SETS)[number]

export const TOURNAMENT_SYSTEMS = [
  'swiss',
  'round-robin',
  'double-round-robin',
  'scheveningen',
  'team',
] as const
export type TournamentSystem = (typeof TOURNAMENT_SYSTEMS)[number]

/** Zonal kind: none, a zonal of the (open) World Championship, or of the Women's. @see seed 8.33 */
export const ZONAL_KINDS = ['none', 'open', 'women'] as const
export type ZonalKind = (typeof ZONAL_KINDS)[number]

/**
 * Tournament facts a TRF file does not carry. Every field has a documented default
 * (see `resolveNormContext`), so `{}` is a valid context.
 */
export interface NormContext {
  /** Rule set; default: `b01-2024` when the start date is 2024-01-01 or later (or unknown), else `seed`. */
  readonly rules?: RuleSet
  /** Default: round robin when every pair of players meets exactly once, otherwise Swiss. */
  readonly system?: TournamentSystem
  /** Default `none`. */
  readonly zonal?: ZonalKind
  /** Women-only event (seed 8.4: 2100 instead of 2300 for WGM/WIM). Default: every player is `w`. */
  readonly womenOnly?: boolean
  /** Final of a national championship (seed 8.9, B.01 1.4.4a). Default false. */
  readonly nationalChampionship?: boolean
  /** Most rounds played on one day (seed 5.4, 10.6; B.01 1.1). Default 1. */
  readonly maxRoundsPerDay?: number
  /** Dates (YYYY-MM-DD) per round, index 0 = round 1; refine the rounds-per-day checks when given. */
  readonly roundDates?: readonly string[]
  /** 40 moves in 2 h then 1 h for the rest (seed 5.5: only one such result per application). */
  readonly slowFortyInTwo?: boolean
  /** YYYY-MM-DD; chooses the default rule set. */
  readonly startDate?: string
  /** YYYY-MM-DD; with the start date checks the 90 days of seed 5.6. */
  readonly endDate?: string
  /** A league played over more than 90 days (seed 5.61). Default false. */
  readonly league?: boolean
  /** Organising federation. Default: the federation with most players. */
  readonly hostFederation?: string
  /** Start number of the one GM aged 55+ holding an honorary rating (seed 9.4). */
  readonly honoraryGm?: number
}

/** The context with every default applied. */
export interface ResolvedNormContext {
  readonly rules: RuleSet
  readonly system: TournamentSystem
  readonly zonal: ZonalKind
  readonly womenOnly: boolean
  readonly nationalChampionship: boolean
  readonly maxRoundsPerDay: number
  readonly roundDates: readonly string[]
  readonly slowFortyInTwo: boolean
  readonly startDate: string | null
  readonly endDate: string | null
  readonly league: boolean
  readonly hostFederation: string
  readonly honoraryGm: number | null
}

/** One game that counts for the norm, with the opponent's data as the rules read them. */
export interface NormGame {
  readonly round: number
  readonly opponent: number
  readonly opponentName: string
  /** Opponent's rating as published; 0 = unrated. */
  readonly rating: number
  readonly title: string
  readonly federation: string
  readonly colour: 'white' | 'black' | null
  readonly outcome: Outcome
  readonly points: HalfPoints
}

/** A checked condition: its article, the numbers compared and the verdict. */
export interface NormCondition {
  /** Stable kebab-case id (`foreign-opponents`, `titled-share`, ...). */
  readonly id: string
  /** Article as written in the rule set (`8.5`, `1.4.3`). */
  readonly article: string
  /**
   * Where the numbers of a table article come from (`derived`: the seed 11.3 table worked out
   * from the performance levels); screens word it next to the article.
   */
  readonly tableSource?: string
  readonly ok: boolean
  /** What the player has (count, points in half-points, rating...). */
  readonly have: number | null
  /** What the rule needs (a minimum, or a maximum when `limit` is `max`). */
  readonly need: number | null
  readonly limit: 'min' | 'max' | 'info'
  /** True when the rule does not apply (an exemption) and the condition passes for that reason. */
  readonly exempt?: boolean
  /** True when the fact was not recorded and Alfil assumed it is met. */
  readonly assumed?: boolean
  /** English one-liner with the numbers, e.g. "foreign opponents: 3 of 9, needs 4 (8.5)". */
  readonly detail: string
}

/** The verdict for one player and one title. */
export interface NormResult {
  readonly rules: RuleSet
  readonly title: NormTitle
  readonly startNo: number
  readonly achieved: boolean
  /** Games that count for the norm. */
  readonly games: number
  /** Points in those games, half-points. */
  readonly points: HalfPoints
  /** B.01: opponents' average Ra. Seed: tournament average (11.1, candidate included). */
  readonly ra: number
  /** Performance: ra + dp(p). */
  readonly rp: number
  /** Score percentage in hundredths (rounded .5 up). */
  readonly percent: number
  /** Least half-points that give the norm with these games and this average; null if none. */
  readonly requiredPoints: HalfPoints | null
  /** Games credited to a title application (extension for extra points, cap). @see seed 10.10 */
  readonly applicationGames: number
  /** Seed: tournament category (11.0). */
  readonly category?: number
  /** Seed: where the score requirement came from; `derived` = from the performance levels. */
  readonly scoreTableSource?: string
  /** Rounds whose games were set aside (seed 8.32 wins, 10.9 rounds after the norm). */
  readonly droppedRounds: readonly number[]
  /** Last round counted (seed 10.9: a norm reached before the last round). */
  readonly lastRound: number
  /** B.01 9-round event with 8 games after a forfeit win or PAB. */
  readonly eightGameException?: boolean
  /** Foreigner rules met without an exemption (B.01 1.4.3e for applications). */
  readonly foreignRuleMet: boolean
  readonly opponents: readonly NormGame[]
  readonly conditions: readonly NormCondition[]
}

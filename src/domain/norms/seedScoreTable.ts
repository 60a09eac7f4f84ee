import { dpForPercent, percentHundredths } from '../ratings/index.ts'
import { NORM_PERFORMANCE } from './levels.ts'
import { NORM_TITLES, type NormTitle } from './types.ts'

/** One row of a score table: minimum score percentage (hundredths) per title in a category. */
export interface SeedScoreRow {
  readonly category: number
  /** Lowest tournament average of the category. */
  readonly minAverage: number
  /** Least rounded score percentage for each title; null when no score reaches the level. */
  readonly percent: Readonly<Record<NormTitle, number | null>>
}

/** A replaceable score table (seed 11.31/11.32); `source` says where its numbers come from. */
export interface SeedScoreTable {
  readonly source: string
  readonly rows: readonly SeedScoreRow[]
}

/** Lowest and highest category kept in the derived table (averages 1501 .. 3000). */
const FIRST_CATEGORY = -29
const LAST_CATEGORY = 30

/** Tournament category for a rounded average: 2251-2275 is 1, +25 per category. @see seed 11.0 */
export function categoryFor(average: number): number {
  return Math.floor((average - 2251) / 25) + 1
}

/** Lowest average of a category. @see seed 11.0 */
export function categoryMinAverage(category: number): number {
  return 2251 + 25 * (category - 1)
}

/** Least percentage (hundredths) whose dp lifts `average` to `level`, or null. @see B.02 8.1.1 */
export function leastPercentFor(average: number, level: number): number | null {
  for (let p = 0; p <= 100; p++) if (average + dpForPercent(p) >= level) return p
  return null
}

/**
 * The seed's score tables 11.31/11.32 are not in the text: this derives them from the
 * performance levels at the lowest average of each category (GM 2600, IM 2450, WGM 2400,
 * WIM 2250). @see seed 11.0, 11.3
 */
export function deriveSeedScoreTable(): SeedScoreTable {
  const rows: SeedScoreRow[] = []
  for (let c = FIRST_CATEGORY; c <= LAST_CATEGORY; c++) {
    const minAverage = categoryMinAverage(c)
    const percent = Object.fromEntries(
      NORM_TITLES.map((t) => [t, leastPercentFor(minAverage, NORM_PERFORMANCE[t])]),
    ) as Record<NormTitle, number | null>
    rows.push({ category: c, minAverage, percent })
  }
  return { source: 'derived', rows }
}

/** The table Alfil uses unless a federation supplies its own. */
export const DERIVED_SEED_SCORE_TABLE: SeedScoreTable = deriveSeedScoreTable()

/** Least half-points out of `games` that meet the table for a category, or null. @see seed 11.3 */
export function requiredSeedPoints(
  table: SeedScoreTable,
  category: number,
  title: NormTitle,
  games: number,
): number | null {
  const row = table.rows.find((r) => r.category === category)
  const pct = row?.percent[title]
  if (pct === undefined || pct === null || games <= 0) return null
  for (let hp = 0; hp <= 2 * games; hp++) {
    // the rounded percentage (.5 up) is compared, as the table was built from it
    if (percentHundredths(hp, games) >= pct) return hp
  }
  return null
}

import { eventRating } from './eventRating.ts'
import type { Entrant, RatingMethod } from './individual.ts'

/** Title order used for seeding, strongest first. @see FAPA art. 28 */
const TITLE_ORDER: readonly string[] = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM']

function titleRank(title: string): number {
  const i = TITLE_ORDER.indexOf(title.toUpperCase())
  return i < 0 ? TITLE_ORDER.length : i
}

/**
 * Initial order of the entrants: FIDE rating, then FIDE title, then FEDA rating (all
 * descending), then alphabetical. Returns copies with start numbers 1..n in that order. A
 * tournament rating method other than FIDE ranks by the rating it chooses first.
 * @see FAPA art. 28, TRF-2026 172
 */
export function seedByArt28(entrants: readonly Entrant[], method?: RatingMethod): Entrant[] {
  const rating = (e: Entrant) => eventRating(e, method).rating
  const sorted = entrants
    .slice()
    .sort(
      (a, b) =>
        rating(b) - rating(a) ||
        b.fideRating - a.fideRating ||
        titleRank(a.title) - titleRank(b.title) ||
        b.fedaRating - a.fedaRating ||
        a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }),
    )
  return sorted.map((e, i) => ({ ...e, startNo: i + 1 }))
}

import { eventRating } from './eventRating.ts'
import type { Entrant, RatingMethod } from './individual.ts'

/** Title order used for seeding, strongest first. @see FAPA art. 28 */
const TITLE_ORDER: readonly string[] = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM']

function titleRank(title: string): number {
  const i = TITLE_ORDER.indexOf(title.toUpperCase())
  return i < 0 ? TITLE_ORDER.length : i
}

/**
 * The order of two entrants at the start: FIDE rating, then FIDE title, then FEDA rating (all
 * descending), then alphabetical; a tournament rating method other than FIDE ranks by the rating
 * it chooses first. Negative when `a` goes before `b`.
 * @see FAPA art. 28, TRF-2026 172
 */
export function compareByArt28(
  method?: RatingMethod,
): (
  a: Omit<Entrant, 'startNo' | 'joinedRound'>,
  b: Omit<Entrant, 'startNo' | 'joinedRound'>,
) => number {
  const rating = (e: Omit<Entrant, 'startNo' | 'joinedRound'>) => eventRating(e, method).rating
  return (a, b) =>
    rating(b) - rating(a) ||
    b.fideRating - a.fideRating ||
    titleRank(a.title) - titleRank(b.title) ||
    b.fedaRating - a.fedaRating ||
    a.name.localeCompare(b.name, 'es', { sensitivity: 'base' })
}

/** Initial order of the entrants: copies with start numbers 1..n in the order of art. 28. */
export function seedByArt28(entrants: readonly Entrant[], method?: RatingMethod): Entrant[] {
  const sorted = entrants.slice().sort(compareByArt28(method))
  return sorted.map((e, i) => ({ ...e, startNo: i + 1 }))
}

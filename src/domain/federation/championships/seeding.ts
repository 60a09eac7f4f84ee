import { titleRank } from '../../norms/titleScope.ts'

/** What the order of strength of art. 28 reads of a player. */
export interface SeedKeys {
  readonly name: string
  readonly fide: number | null
  readonly title: string | null
  readonly feda: number | null
}

/**
 * The order of strength of an individual competition's lists: FIDE rating, then FIDE title, then
 * FEDA rating (all best first, none counting as 0), then alphabetical.
 * @see FAPA art. 28
 */
export function compareArt28(a: SeedKeys, b: SeedKeys): number {
  return (
    (b.fide ?? 0) - (a.fide ?? 0) ||
    titleRank(a.title ?? '') - titleRank(b.title ?? '') ||
    (b.feda ?? 0) - (a.feda ?? 0) ||
    a.name.localeCompare(b.name, 'es', { sensitivity: 'base' })
  )
}

/** `items` in art. 28 order, by the keys `keys` reads of each. */
export function seedList<T>(items: readonly T[], keys: (item: T) => SeedKeys): T[] {
  return items
    .map((item) => ({ item, k: keys(item) }))
    .sort((a, b) => compareArt28(a.k, b.k))
    .map((x) => x.item)
}

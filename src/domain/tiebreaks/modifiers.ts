import type { TieBreakItem } from './values.ts'

/** A per-round value before modifiers: `key` orders significance, `value` is what is summed. */
export interface Contribution {
  readonly round: number
  readonly opponent: number | null
  readonly key: number
  readonly value: number
  readonly unplayed: boolean
  /** A voluntary unplayed round (C.07 art. 16.1), cut first under art. 16.5. */
  readonly vur: boolean
}

/** How many values to cut and whether voluntary unplayed rounds go first. */
export interface CutRule {
  readonly low: number
  readonly high: number
  /** C.07 art. 16.5: cut a VUR's contribution instead of the least significant value. */
  readonly vurFirst: boolean
}

function bySignificance(a: Contribution, b: Contribution): number {
  return a.key - b.key || a.value - b.value || a.round - b.round
}

/**
 * Sums contributions after cutting the least (and, for medians, the most) significant values.
 * Returns the sum and the items with their cut flags, in round order.
 * @see FIDE C.07 art. 14.1-14.4 (Cut-n, Median-n), art. 16.5 (VUR cut first)
 */
export function sumWithCuts(
  contributions: readonly Contribution[],
  rule: CutRule,
): { sum: number; items: TieBreakItem[] } {
  const sorted = contributions.slice().sort(bySignificance)
  const cut = new Set<Contribution>()
  for (let k = 0; k < rule.low && cut.size < sorted.length; k++) {
    const lowest = sorted.find((c) => !cut.has(c)) as Contribution
    const vur = rule.vurFirst ? sorted.find((c) => c.vur && !cut.has(c)) : undefined
    cut.add(vur !== undefined && vur.value >= lowest.value ? vur : lowest)
  }
  for (let k = 0; k < rule.high && cut.size < sorted.length; k++) {
    for (let j = sorted.length - 1; j >= 0; j--) {
      const c = sorted[j] as Contribution
      if (!cut.has(c)) {
        cut.add(c)
        break
      }
    }
  }
  let sum = 0
  const items = contributions.map((c) => {
    if (!cut.has(c)) sum += c.value
    return {
      round: c.round,
      opponent: c.opponent,
      value: c.value,
      unplayed: c.unplayed,
      cut: cut.has(c),
    }
  })
  return { sum, items }
}

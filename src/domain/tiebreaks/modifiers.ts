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

/** Positions in significance order: by key, then value, then position. */
function significanceOrder(keys: readonly number[], values: readonly number[]): number[] {
  const order = keys.map((_, i) => i)
  return order.sort(
    (a, b) =>
      (keys[a] as number) - (keys[b] as number) ||
      (values[a] as number) - (values[b] as number) ||
      a - b,
  )
}

/** The next value Cut-n removes: the least significant, or a VUR not worth less (art. 16.5). */
function nextLowCut(
  order: readonly number[],
  cut: Uint8Array,
  values: readonly number[],
  vur: readonly boolean[] | null,
): number {
  let lowest = -1
  for (const i of order) {
    if (cut[i]) continue
    if (lowest < 0) lowest = i
    if (vur?.[i]) return (values[i] as number) >= (values[lowest] as number) ? i : lowest
  }
  return lowest
}

/**
 * Which per-round values the modifiers remove (1 = cut), or null when nothing is cut. `keys` give
 * significance (opponent score), `values` what is summed (for SB, the product).
 * @see FIDE C.07 art. 14.1-14.4 (Cut-n, Median-n), art. 16.5 (VUR cut first)
 */
export function selectCuts(
  keys: readonly number[],
  values: readonly number[],
  vur: readonly boolean[] | null,
  rule: CutRule,
): Uint8Array | null {
  const n = keys.length
  if (rule.low + rule.high === 0 || n === 0) return null
  const order = significanceOrder(keys, values)
  const cut = new Uint8Array(n)
  let removed = 0
  for (let k = 0; k < rule.low && removed < n; k++, removed++)
    cut[nextLowCut(order, cut, values, rule.vurFirst ? vur : null)] = 1
  for (let k = 0, j = n - 1; k < rule.high && removed < n; k++, removed++) {
    while (j >= 0 && cut[order[j] as number]) j--
    cut[order[j] as number] = 1
  }
  return cut
}

/** Sum of the values not cut. */
export function sumUncut(values: readonly number[], cut: Uint8Array | null): number {
  let s = 0
  for (let i = 0; i < values.length; i++) if (!cut?.[i]) s += values[i] as number
  return s
}

/**
 * Sums contributions after cutting the least (and, for medians, the most) significant values.
 * Returns the sum and the items with their cut flags, in the given order.
 * @see FIDE C.07 art. 14.1-14.4 (Cut-n, Median-n), art. 16.5 (VUR cut first)
 */
export function sumWithCuts(
  contributions: readonly Contribution[],
  rule: CutRule,
): { sum: number; items: TieBreakItem[] } {
  const values = contributions.map((c) => c.value)
  const cut = selectCuts(
    contributions.map((c) => c.key),
    values,
    contributions.map((c) => c.vur),
    rule,
  )
  const items = contributions.map((c, i) => ({
    round: c.round,
    opponent: c.opponent,
    value: c.value,
    unplayed: c.unplayed,
    cut: cut?.[i] === 1,
  }))
  return { sum: sumUncut(values, cut), items }
}

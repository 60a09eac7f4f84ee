/** One round's part in a tie-break value: who, how much, and whether a modifier cut it. */
export interface TieBreakItem {
  readonly round: number
  /** Opponent's start number; null for a bye, a dummy or a virtual opponent. */
  readonly opponent: number | null
  /** The value the round contributes, in the tie-break's scale. */
  readonly value: number
  /** True when the value comes from a dummy or virtual opponent (C.07 art. 16.4). */
  readonly unplayed: boolean
  /** True when a cut or median modifier removed it (C.07 art. 14). */
  readonly cut: boolean
}

/**
 * A tie-break value as a scaled integer (`value / scale` is the figure printed), with the items
 * that make it up, so that a table can show why a player ranks where she does.
 */
export interface TieBreakValue {
  readonly value: number
  /** Denominator of `value`: 1 for counts and ratings, 2 for half-points, 4 for SB products. */
  readonly scale: number
  readonly items: readonly TieBreakItem[]
}

/** A value with no breakdown (counts, ratings with no opponents). */
export function plainValue(value: number, scale: number): TieBreakValue {
  return { value, scale, items: [] }
}

/** The number a value stands for (display and export only). */
export function valueAsNumber(v: TieBreakValue): number {
  return v.value / v.scale
}

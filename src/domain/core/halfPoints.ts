/**
 * Scores are counted in integer half-points so that sums never drift: a win is 2, a draw 1.
 * Format only for display.
 */
export type HalfPoints = number & { readonly __brand: 'HalfPoints' }

/** Converts a count of half-points to the branded type (the caller guarantees an integer). */
export function halfPoints(n: number): HalfPoints {
  return n as HalfPoints
}

/** Converts points as written in a file or form (1, 0.5, 1.5) to half-points. */
export function fromPoints(points: number): HalfPoints {
  return Math.round(points * 2) as HalfPoints
}

/** Points as a number (display and export only). */
export function toPoints(hp: HalfPoints | number): number {
  return hp / 2
}

/** Points with one decimal, as in TRF and standings tables ("3.5", "4.0"). */
export function formatPoints(hp: HalfPoints | number): string {
  return (hp / 2).toFixed(1)
}

export const WIN_HP = 2 as HalfPoints
export const DRAW_HP = 1 as HalfPoints
export const LOSS_HP = 0 as HalfPoints

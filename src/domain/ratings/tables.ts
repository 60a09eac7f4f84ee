/**
 * The two conversion tables of FIDE B.02 art. 8.1 (also B.01 table 1.4.9), in integer units:
 * fractional scores are hundredths (p = 0.73 is 73), so no float enters a lookup.
 */

/** dp for p = 0.50 .. 1.00, index = hundredths - 50. @see FIDE B.02 art. 8.1.1 */
const DP_FROM_HALF: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166,
  175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383,
  401, 422, 444, 470, 501, 538, 589, 677, 800,
]

/**
 * Rating difference dp for a fractional score p given in hundredths (0..100).
 * For p below 0.50 it is the negative of dp(1 - p).
 * @see FIDE B.02 art. 8.1.1, B.01 table 1.4.9
 */
export function dpForPercent(hundredths: number): number {
  if (!Number.isInteger(hundredths) || hundredths < 0 || hundredths > 100) {
    throw new RangeError(`p must be an integer number of hundredths in 0..100, got ${hundredths}`)
  }
  if (hundredths >= 50) return DP_FROM_HALF[hundredths - 50] as number
  return -(DP_FROM_HALF[50 - hundredths] as number)
}

/**
 * Rounds a score fraction points/games to hundredths, .005 rounded up, using integers only.
 * `halfPointsScored` is in half-points; the result is in hundredths (0..100).
 */
export function percentHundredths(halfPointsScored: number, games: number): number {
  if (games <= 0) return 0
  // p = hp / (2 g); hundredths = round(100 hp / (2 g)) = floor((100 hp + g) / (2 g))
  return Math.floor((100 * halfPointsScored + games) / (2 * games))
}

/** Upper bounds of rating difference D for each expected score H = .50 .. .99 (index 0 = .50). */
const PD_UPPER_BOUNDS: readonly number[] = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
  170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
  391, 411, 432, 456, 484, 517, 559, 619, 735,
]

/**
 * Expected score, in hundredths, of a player whose rating exceeds the opponent's by `diff`
 * (negative for the lower-rated player: 100 minus the higher player's value).
 * @see FIDE B.02 art. 8.1.2
 */
export function expectedScoreHundredths(diff: number): number {
  const d = Math.abs(Math.trunc(diff))
  let h = 100
  for (let i = 0; i < PD_UPPER_BOUNDS.length; i++) {
    if (d <= (PD_UPPER_BOUNDS[i] as number)) {
      h = 50 + i
      break
    }
  }
  return diff >= 0 ? h : 100 - h
}

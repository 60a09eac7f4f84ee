import { formatPoints, type HalfPoints } from '../domain/core/index.ts'
import { formatTieBreakValue } from '../domain/reports/index.ts'
import type { TieBreakValue } from '../domain/tiebreaks/index.ts'
import type { TFunction } from './index.ts'

/**
 * A number written with a decimal point ("1.0", "0.25") in the screen's language: Spanish
 * writes a decimal comma ("1,0", "0,25"). Exports keep the point their formats require.
 */
export function localDecimal(text: string, t: TFunction): string {
  return text.replaceAll('.', t('common.decimalSeparator'))
}

/** Half-points as standings points: "3,5" and "3,0" in Spanish, "3.5" and "3.0" in English. */
export function screenPoints(hp: HalfPoints | number, t: TFunction): string {
  return localDecimal(formatPoints(hp), t)
}

/** A tie-break value as on the screen: "12,25" in Spanish, "12.25" in English. */
export function screenTieBreak(v: TieBreakValue, t: TFunction): string {
  return localDecimal(formatTieBreakValue(v), t)
}

/** One side of a match score: whole points bare ("2"), halves with a decimal ("2,5"). */
export function scorePoints(hp: HalfPoints | number, t: TFunction): string {
  return hp % 2 === 0 ? String(hp / 2) : screenPoints(hp, t)
}

/** A match score from the two sides' half-points: "2-2", "2,5-1,5", "8-0". */
export function matchScoreText(
  home: HalfPoints | number,
  away: HalfPoints | number,
  t: TFunction,
): string {
  return `${scorePoints(home, t)}-${scorePoints(away, t)}`
}

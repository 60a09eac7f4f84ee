import { formatPoints, type HalfPoints } from '../../domain/core/index.ts'
import { formatTieBreakValue } from '../../domain/reports/index.ts'
import type { TieBreakValue } from '../../domain/tiebreaks/index.ts'
import type { TFunction } from '../../i18n/index.ts'

/**
 * A number written with a decimal point ("1.0", "0.25") in the screen's language: Spanish
 * writes a decimal comma ("1,0", "0,25"). Exports keep the point their formats require.
 */
export function localDecimal(text: string, t: TFunction): string {
  return text.replace('.', t('tournaments.decimalSeparator'))
}

/** Half-points as screen points: "3,5" in Spanish, "3.5" in English. */
export function screenPoints(hp: HalfPoints | number, t: TFunction): string {
  return localDecimal(formatPoints(hp), t)
}

/** A tie-break value as on the screen: "12,25" in Spanish, "12.25" in English. */
export function screenTieBreak(v: TieBreakValue, t: TFunction): string {
  return localDecimal(formatTieBreakValue(v), t)
}

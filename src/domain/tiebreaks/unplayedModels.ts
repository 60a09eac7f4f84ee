/**
 * How unplayed rounds (forfeits, byes, withdrawals) enter the tie-breaks that read opponents'
 * scores. One setting per tournament.
 * - `fapa`: FAPA art. 29 "Desempate FIDE": every unplayed game counts as a draw.
 * - `vo2009`: FIDE 2009 virtual opponent (C.02 13, C.07 before 2023).
 * - `c07-2024`: FIDE C.07 art. 16 as in force from 1 August 2024 (dummy opponent).
 * - `c07-2026`: FIDE C.07 art. 16 as revised from 1 March 2026 (capped dummy opponent).
 */
export const UNPLAYED_MODELS = ['fapa', 'vo2009', 'c07-2024', 'c07-2026'] as const
export type UnplayedModel = (typeof UNPLAYED_MODELS)[number]

/** Competition kinds whose default unplayed-game model is fixed by a regulation. */
export type CompetitionOrigin = 'fapa' | 'fide'

/** First day of C.07 2026 (ISO date): FIDE events starting on or after it use `c07-2026`. */
export const C07_2026_START = '2026-03-01'

/**
 * Default unplayed-game model: FAPA events use art. 29 (draws); FIDE events use the C.07 edition
 * in force on the start date (ISO `YYYY-MM-DD`).
 * @see FAPA art. 29 ("Desempate FIDE"), FIDE C.07 art. 16 (editions 2024-08 and 2026)
 */
export function defaultUnplayedModel(origin: CompetitionOrigin, startDate: string): UnplayedModel {
  if (origin === 'fapa') return 'fapa'
  if (startDate < '2023-09-01') return 'vo2009'
  return startDate >= C07_2026_START ? 'c07-2026' : 'c07-2024'
}

/** True when a string names one of the four models. */
export function isUnplayedModel(value: string): value is UnplayedModel {
  return (UNPLAYED_MODELS as readonly string[]).includes(value)
}

import type { NormTitle } from './types.ts'

/** Performance a norm needs, by title. @see seed 11.31/11.32 (levels), B.01 1.4.8 (table 5.1) */
export const NORM_PERFORMANCE: Readonly<Record<NormTitle, number>> = {
  GM: 2600,
  IM: 2450,
  WGM: 2400,
  WIM: 2250,
}

/** Least opponents' average Ra for a norm. @see B.01 1.4.8 */
export const B01_MIN_RA: Readonly<Record<NormTitle, number>> = {
  GM: 2380,
  IM: 2230,
  WGM: 2180,
  WIM: 2030,
}

/** Rating floor to which the lowest-rated opponent is raised. @see B.01 1.4.6c */
export const B01_RATING_FLOOR: Readonly<Record<NormTitle, number>> = {
  GM: 2200,
  IM: 2050,
  WGM: 2000,
  WIM: 1850,
}

/** Rating the player needs for the title. @see seed 1.11/1.21/1.41/1.51, B.01 1.5.3 */
export const TITLE_RATING: Readonly<Record<NormTitle, number>> = {
  GM: 2500,
  IM: 2400,
  WGM: 2300,
  WIM: 2200,
}

/** Titles of seed 0.31 (over-the-board, FIDE-awarded); CM and WCM did not exist. */
const SEED_031_TITLES: ReadonlySet<string> = new Set([
  'GM',
  'IM',
  'FM',
  'WGM',
  'WIM',
  'WFM',
  'HGM',
  'HWGM',
])

/** Titles that count as "titled" for B.01 1.4.5 (CM and WCM do not). */
const B01_TITLED: ReadonlySet<string> = new Set(['GM', 'IM', 'FM', 'WGM', 'WIM', 'WFM'])

/** Titles that count towards the target title "or higher". @see B.01 1.4.5 */
const TARGET_OR_HIGHER: Readonly<Record<NormTitle, ReadonlySet<string>>> = {
  GM: new Set(['GM']),
  IM: new Set(['GM', 'IM']),
  WGM: new Set(['GM', 'IM', 'WGM']),
  WIM: new Set(['GM', 'IM', 'WGM', 'WIM']),
}

/** Upper-case title code with TRF one-letter forms mapped (g -> GM, wi -> WIM). @see seed 0.31 */
export function normaliseTitle(title: string | undefined): string {
  const t = (title ?? '').trim().toUpperCase()
  const short: Record<string, string> = {
    G: 'GM',
    I: 'IM',
    F: 'FM',
    C: 'CM',
    WG: 'WGM',
    WI: 'WIM',
    WF: 'WFM',
    WC: 'WCM',
  }
  return short[t] ?? t
}

/** True for a title of seed 0.31 (not 0.311). @see seed 8.4 */
export function isSeedTitled(title: string): boolean {
  return SEED_031_TITLES.has(normaliseTitle(title))
}

/** True for a title that counts in B.01's 50 % titled rule. @see B.01 1.4.5 */
export function isB01Titled(title: string): boolean {
  return B01_TITLED.has(normaliseTitle(title))
}

/** True when `title` is the norm's title or a higher one. @see B.01 1.4.5 */
export function holdsTargetOrHigher(title: string, target: NormTitle): boolean {
  return TARGET_OR_HIGHER[target].has(normaliseTitle(title))
}

/** True for women's norm titles. */
export function isWomensTitle(title: NormTitle): boolean {
  return title === 'WGM' || title === 'WIM'
}

/** Integer division rounded to nearest, .5 up (non-negative numerator). @see seed 11.2, B.01 1.4.7 */
export function roundHalfUpDiv(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** Sex as recorded by FIDE and FEDA (women's titles depend on it). */
export const SEXES = ['M', 'F'] as const
export type Sex = (typeof SEXES)[number]

/** FIDE titles a player may hold. @see FIDE B.01 */
export const FIDE_TITLES = ['GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM'] as const
export type FideTitle = (typeof FIDE_TITLES)[number]

/** Titles reserved for women. @see FIDE B.01 0.3 */
export const WOMEN_TITLES: readonly FideTitle[] = ['WGM', 'WIM', 'WFM', 'WCM']

/** Status for team quotas of foreign players. @see FAPA art. 18 */
export const NATIONALITY_STATUSES = ['spanish', 'eu', 'non-eu'] as const
export type NationalityStatus = (typeof NATIONALITY_STATUSES)[number]

/** The kinds of federation licence (the regulation letters them a, b, c, e). @see FAPA art. 3.3 */
export const LICENCE_KINDS = ['player', 'club', 'arbiter', 'monitor'] as const
export type LicenceKind = (typeof LICENCE_KINDS)[number]

/** Kinds held by a person; the club licence is held by a club. @see FAPA art. 3.3 */
export const PERSONAL_LICENCE_KINDS: readonly LicenceKind[] = ['player', 'arbiter', 'monitor']

/** True when `value` is one of `options` (narrows form and file input). */
export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
}

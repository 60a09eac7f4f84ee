/** A translation of a Spanish catalogue: the same keys, any wording. */
export type Messages<T> = { readonly [K in keyof T]: string }

export const LOCALES = ['es', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'es'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

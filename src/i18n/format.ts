import type { Locale } from './types.ts'

const TAGS: Record<Locale, string> = { es: 'es-ES', en: 'en-GB' }

/** A calendar date (`YYYY-MM-DD`) or an ISO instant, written for people. */
export function formatDate(iso: string, locale: Locale, withTime = false): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso)
  const date = new Date(dateOnly ? `${iso}T12:00:00Z` : iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(TAGS[locale], {
    dateStyle: 'medium',
    ...(withTime && !dateOnly ? { timeStyle: 'short' } : {}),
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date)
}

/** A number with the separators of the language. */
export function formatNumber(n: number, locale: Locale): string {
  return new Intl.NumberFormat(TAGS[locale]).format(n)
}

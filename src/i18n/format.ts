/**
 * Figures and dates as the screens write them: Spanish groups thousands with a dot ("1.300.000";
 * four-digit figures stay whole, "1300", as the RAE and CLDR write them), writes a decimal comma
 * ("23,9") and dates as dd/mm/yyyy; English "1,300,000", "23.9", dd/mm/yyyy. Files (CSV, TRF,
 * JSON) keep their own formats and never come through here.
 */
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

const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: Locale, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${decimals}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(TAGS[locale], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formats.set(key, f)
  }
  return f
}

/** A count or measure with the screen's separators, `decimals` places (0 by default). */
export function screenNumber(n: number, locale: Locale, decimals = 0): string {
  return numberFormat(locale, decimals).format(n)
}

/** `YYYY-MM-DD` (or a full ISO time) as dd/mm/yyyy; other text is returned as it is. */
export function screenDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso
}

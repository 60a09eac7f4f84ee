import { dateOfDay } from '../../domain/matchSheet/index.ts'
import type { Locale } from '../../i18n/index.ts'

/**
 * Dates of match sheets written for people: day/month/year in Spanish, "28 Nov 2026" in English,
 * times on the 24-hour clock. The sheets keep ISO dates (`YYYY-MM-DD`) and `HH:MM` times.
 */
const DAY: Record<Locale, Intl.DateTimeFormatOptions> = {
  es: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'short', year: 'numeric' },
}
const TAGS: Record<Locale, string> = { es: 'es-ES', en: 'en-GB' }

/** A calendar date `YYYY-MM-DD` as "28/11/2026" (es) or "28 Nov 2026" (en). */
export function dayText(ymd: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd
  const date = new Date(`${ymd}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return ymd
  return new Intl.DateTimeFormat(TAGS[locale], { ...DAY[locale], timeZone: 'UTC' }).format(date)
}

/** A date and an `HH:MM` time: "28/11/2026, 17:00" (es), "28 Nov 2026, 17:00" (en). */
export function dateTimeText(ymd: string, hhmm: string, locale: Locale): string {
  return `${dayText(ymd, locale)}, ${hhmm}`
}

/** A moment counted in minutes from the day numbering of the domain, as date and time. */
export function minuteText(m: number, locale: Locale): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return dateTimeText(
    dateOfDay(Math.floor(m / 1440)),
    `${pad(Math.floor((m % 1440) / 60))}:${pad(m % 60)}`,
    locale,
  )
}

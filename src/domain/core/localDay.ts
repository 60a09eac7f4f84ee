/**
 * The calendar day and wall-clock time of an instant where the arbiter is. The rules count
 * days and hours as people live them (the notification period ends on a day, an acta is due by
 * 21:00 on a Wednesday), so an instant is always read in a time zone, never as its UTC date.
 * The clock is not read here: the caller passes the instant and, where it matters, the zone.
 *
 * API: `localDay(at, zone?)` 'YYYY-MM-DD', `localTime(at, zone?)` 'HH:MM', `addDays(day, n)`,
 * `daysBetween(from, to)`, `isIsoDate(day)`. `zone` is an IANA name ('Europe/Madrid'); absent, the device's own.
 */

const pad = (n: number) => String(n).padStart(2, '0')
const formats = new Map<string, Intl.DateTimeFormat>()

function partsIn(at: Date, timeZone: string): Record<string, number> {
  let f = formats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, f)
  }
  const out: Record<string, number> = {}
  for (const p of f.formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value)
  return out
}

function fields(at: Date, timeZone: string | undefined) {
  if (timeZone === undefined)
    return {
      y: at.getFullYear(),
      mo: at.getMonth() + 1,
      d: at.getDate(),
      h: at.getHours(),
      mi: at.getMinutes(),
    }
  const p = partsIn(at, timeZone)
  return { y: p.year ?? 0, mo: p.month ?? 0, d: p.day ?? 0, h: p.hour ?? 0, mi: p.minute ?? 0 }
}

/**
 * The local calendar day of an instant, 'YYYY-MM-DD': 10 March at 00:30 in Madrid is
 * '2026-03-10' although the UTC date is still 9 March.
 * @see FAPA art. 70.4, 70.5, 82 (days and deadlines as lived where the competition is played)
 */
export function localDay(at: Date, timeZone?: string): string {
  const { y, mo, d } = fields(at, timeZone)
  return `${y}-${pad(mo)}-${pad(d)}`
}

/** The local wall-clock time of an instant, 'HH:MM' (24 h). @see FAPA art. 79.2, 82.1 */
export function localTime(at: Date, timeZone?: string): string {
  const { h, mi } = fields(at, timeZone)
  return `${pad(h)}:${pad(mi)}`
}

/** True for a real calendar date written `YYYY-MM-DD` (no 31 April, no 29 February 2027). */
export function isIsoDate(s: string): boolean {
  return dayIndex(s) !== null
}

/** Day number of a 'YYYY-MM-DD' date (days since 1970-01-01), null when it is not one. */
function dayIndex(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  // A day the calendar does not have (31 April) rolls over: it is no date.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null
  return Math.round(date.getTime() / 86_400_000)
}

/** The day `n` days after `day` (before, when negative); null when `day` is not a date. */
export function addDays(day: string, n: number): string | null {
  const i = dayIndex(day)
  if (i === null) return null
  const d = new Date((i + n) * 86_400_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null when either is no date. */
export function daysBetween(from: string, to: string): number | null {
  const a = dayIndex(from)
  const b = dayIndex(to)
  return a === null || b === null ? null : b - a
}

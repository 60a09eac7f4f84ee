/** Minutes of the day of an 'HH:MM' time, or null when malformed. @see FAPA art. 77.1.1 (hour limits) */
export function minutesOfDay(hhmm: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm)
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  return h < 24 && min < 60 ? h * 60 + min : null
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' civil date (proleptic Gregorian), or null. @see FAPA art. 82.1 (weekday deadlines) */
export function dayNumber(ymd: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd)
  if (!m) return null
  const y0 = Number(m[1])
  const mo = Number(m[2])
  const d = Number(m[3])
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null
  const y = mo <= 2 ? y0 - 1 : y0
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** 'YYYY-MM-DD' of a day number (inverse of `dayNumber`). @see FAPA art. 82.1 */
export function dateOfDay(day: number): string {
  const z = day + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0)
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** Day of the week of a day number: 0 Monday ... 6 Sunday (1970-01-01 was a Thursday). @see FAPA art. 82.1, 82.4 */
export function weekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7
}

/** A local instant in minutes since 1970-01-01 00:00 local time: 'YYYY-MM-DD' + 'HH:MM'. @see FAPA art. 82 */
export function localMinutes(ymd: string, hhmm: string): number | null {
  const day = dayNumber(ymd)
  const min = minutesOfDay(hhmm)
  return day === null || min === null ? null : day * 1440 + min
}

import { describe, expect, test } from 'vitest'
import { dayNumber } from '../../../src/domain/matchSheet/index.ts'
import { dateTimeText, dayText, minuteText } from '../../../src/features/teams/dates.ts'

describe('match sheet dates are written for people, stored as ISO', () => {
  test('Spanish: day/month/year and the 24-hour time', () => {
    expect(dateTimeText('2026-11-28', '17:00', 'es')).toBe('28/11/2026, 17:00')
    expect(dayText('2026-03-05', 'es')).toBe('05/03/2026')
  })

  test('English: day, short month, year and the 24-hour time', () => {
    expect(dateTimeText('2026-11-28', '17:00', 'en')).toBe('28 Nov 2026, 17:00')
  })

  test('FAPA art. 82.1: the Monday 19:00 result deadline as a minute count', () => {
    const monday = dayNumber('2026-11-30')!
    expect(minuteText(monday * 1440 + 19 * 60, 'es')).toBe('30/11/2026, 19:00')
  })

  test('a value that is not an ISO date is shown as stored', () => {
    expect(dayText('28/11', 'es')).toBe('28/11')
  })
})

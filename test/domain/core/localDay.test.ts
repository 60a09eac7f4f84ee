import { describe, expect, test } from 'vitest'
import {
  addDays,
  daysBetween,
  isIsoDate,
  localDay,
  localTime,
} from '../../../src/domain/core/index.ts'

describe('FAPA art. 70.4, 70.5, 82: days are local days', () => {
  test.each([
    // 00:30 on 10 March in Madrid (CET) is 23:30 UTC on 9 March.
    ['2026-03-09T23:30:00.000Z', 'Europe/Madrid', '2026-03-10', '00:30'],
    // Summer time (CEST, UTC+2): 00:30 on 1 October is 22:30 UTC on 30 September.
    ['2026-09-30T22:30:00.000Z', 'Europe/Madrid', '2026-10-01', '00:30'],
    ['2026-03-09T23:30:00.000Z', 'UTC', '2026-03-09', '23:30'],
    // The Canaries are an hour behind the peninsula.
    ['2026-03-10T00:30:00.000Z', 'Atlantic/Canary', '2026-03-10', '00:30'],
  ])('art. 70.4: %s read in %s is %s at %s', (at, zone, day, time) => {
    expect(localDay(new Date(at), zone)).toBe(day)
    expect(localTime(new Date(at), zone)).toBe(time)
  })

  test('art. 70.5: five days before a round on 15 March is 10 March; 29 February exists in 2028', () => {
    expect(addDays('2026-03-15', -5)).toBe('2026-03-10')
    expect(daysBetween('2026-03-10', '2026-03-15')).toBe(5)
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1)
    expect(addDays('10/03/2026', 1)).toBeNull()
  })

  test('a day the calendar does not have is no date: 31 April, 29 February 2027', () => {
    expect(isIsoDate('2026-04-30')).toBe(true)
    expect(isIsoDate('2026-04-31')).toBe(false)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
    expect(isIsoDate('2026-3-1')).toBe(false)
    expect(addDays('2026-04-31', 1)).toBeNull()
    expect(daysBetween('2027-02-29', '2027-03-01')).toBeNull()
  })
})

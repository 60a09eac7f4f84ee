import { describe, expect, it } from 'vitest'
import {
  isBackupDue,
  parseUseDays,
  withUseDay,
} from '../../../src/features/settings/backupReminder.ts'

const days = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `2026-10-${String(from + i).padStart(2, '0')}`)

describe('backup reminder (7 days of use)', () => {
  it('is not due before seven days of use without a backup', () => {
    expect(isBackupDue(days(6), null)).toBe(false)
  })

  it('is due on the seventh day of use without any backup', () => {
    expect(isBackupDue(days(7), null)).toBe(true)
  })

  it('counts only the days of use after the last backup, not calendar days', () => {
    expect(isBackupDue(days(10), '2026-10-04')).toBe(false)
    expect(isBackupDue(days(11), '2026-10-04')).toBe(true)
  })

  it('remembers each day once, sorted, at most 30', () => {
    // A 31st day drops the oldest.
    expect(withUseDay(days(30), '2026-11-01')).toEqual([...days(29, 2), '2026-11-01'])
    // Each day already there, in a short list and in a full one, leaves the same list.
    const same = days(3)
    for (const day of same) expect(withUseDay(same, day)).toBe(same)
    const full = days(30)
    for (const day of full) expect(withUseDay(full, day)).toBe(full)
    // A day out of order takes its place among the others.
    expect(withUseDay(['2026-10-01', '2026-10-05'], '2026-10-03')).toEqual([
      '2026-10-01',
      '2026-10-03',
      '2026-10-05',
    ])
    expect(withUseDay(['2026-10-05'], '2026-09-30')).toEqual(['2026-09-30', '2026-10-05'])
    // Days added one by one in any order make one sorted list of the latest 30, each once.
    let list: readonly string[] = []
    for (const day of [...days(20, 11), ...days(15, 1), ...days(5, 8)]) list = withUseDay(list, day)
    expect(list).toEqual(days(30, 1))
    list = withUseDay(list, '2026-10-31')
    expect(list).toEqual(days(30, 2))
  })

  it('ignores a damaged stored list', () => {
    expect(parseUseDays('not json')).toEqual([])
    expect(parseUseDays('["2026-10-01", 5, "x"]')).toEqual(['2026-10-01'])
  })
})

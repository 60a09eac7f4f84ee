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
    const list = withUseDay(days(30), '2026-11-01')
    expect([list.length, list[0], list[29]]).toEqual([30, '2026-10-02', '2026-11-01'])
    const same = days(3)
    expect(withUseDay(same, '2026-10-02')).toBe(same)
  })

  it('ignores a damaged stored list', () => {
    expect(parseUseDays('not json')).toEqual([])
    expect(parseUseDays('["2026-10-01", 5, "x"]')).toEqual(['2026-10-01'])
  })
})

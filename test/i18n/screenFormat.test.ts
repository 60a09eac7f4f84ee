import { describe, expect, it } from 'vitest'
import { screenDate, screenNumber } from '../../src/i18n/format.ts'

describe('figures and dates on the screens', () => {
  it('Spanish groups thousands with a dot and writes a decimal comma: 1.300.000, 40.000, 23,9', () => {
    expect(screenNumber(1_300_000, 'es')).toBe('1.300.000')
    expect(screenNumber(40_000, 'es')).toBe('40.000')
    expect(screenNumber(23.94, 'es', 1)).toBe('23,9')
    expect(screenNumber(2105, 'es')).toBe('2105')
  })

  it('English writes 1,300,000 and 23.9', () => {
    expect(screenNumber(1_300_000, 'en')).toBe('1,300,000')
    expect(screenNumber(23.94, 'en', 1)).toBe('23.9')
  })

  it('dates as dd/mm/yyyy: 2026-11-13 -> 13/11/2026, a time keeps only its day', () => {
    expect(screenDate('2026-11-13')).toBe('13/11/2026')
    expect(screenDate('2026-11-13T10:00:00.000Z')).toBe('13/11/2026')
    expect(screenDate('')).toBe('')
  })
})

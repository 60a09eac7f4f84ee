import { describe, expect, it } from 'vitest'
import { roundDatesFromLog } from '../../../src/features/tournaments/roundDates.ts'

const entry = (at: string, action: string, detail: string) => ({ at, action, detail })

describe('round dates for TRF record 132', () => {
  it('TRF-2026 132: each round is dated by its first typed result; a round without results has no date', () => {
    const log = [
      entry('2026-08-01T15:00:00.000Z', 'round/pair', 'R1'),
      entry('2026-08-01T19:10:00.000Z', 'round/result', 'R1 B2 1-0'),
      entry('2026-08-01T19:40:00.000Z', 'round/result', 'R1 B1 1/2'),
      entry('2026-08-02T09:00:00.000Z', 'round/result', 'R1 B1 1-0'),
      entry('2026-08-02T18:05:00.000Z', 'round/result', 'R12 B1 0-1'),
      entry('2026-08-03T18:30:00.000Z', 'round/result', 'R2 B3 0-1'),
    ]
    expect(roundDatesFromLog(log, 3)).toEqual(['2026-08-01', '2026-08-03', ''])
  })

  it('TRF-2026 132: a result typed at 00:30 in Madrid dates the round by that local day, not the UTC one', () => {
    const log = [entry('2026-08-01T22:30:00.000Z', 'round/result', 'R1 B1 1-0')]
    expect(roundDatesFromLog(log, 1, 'Europe/Madrid')).toEqual(['2026-08-02'])
    expect(roundDatesFromLog(log, 1, 'UTC')).toEqual(['2026-08-01'])
  })
})

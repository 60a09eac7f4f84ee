import { describe, expect, it } from 'vitest'
import { reportWarnings } from '../../../src/domain/reports/index.ts'
import { logSettings } from '../tournament/commandPlayer.ts'

describe('before a rating report: missing TRF-16 records 042, 052, 102 and 122 are warnings', () => {
  it('a tournament with dates, arbiter and time control has none', () => {
    expect(reportWarnings(logSettings())).toEqual([])
  })

  it('each missing record is named, in the order of the TRF header', () => {
    const s = logSettings({ startDate: '', endDate: ' ', chiefArbiter: '', timeControl: '' })
    expect(reportWarnings(s)).toEqual([
      { code: 'report/missing-start-date', record: '042' },
      { code: 'report/missing-end-date', record: '052' },
      { code: 'report/missing-chief-arbiter', record: '102' },
      { code: 'report/missing-time-control', record: '122' },
    ])
  })
})

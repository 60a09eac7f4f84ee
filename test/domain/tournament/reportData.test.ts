import { describe, expect, it } from 'vitest'
import { reportWarnings } from '../../../src/domain/reports/index.ts'
import {
  foldTournament,
  historyLines,
  setReportData,
  type TournamentEvent,
} from '../../../src/domain/tournament/index.ts'
import { fourPlayers, logEntries, logSettings } from './commandPlayer.ts'

const bare = logSettings({ startDate: '', endDate: '', chiefArbiter: '', timeControl: '' })
const created: TournamentEvent = { type: 'tournament-created', payload: { settings: bare } }

describe('rating report data completed after creation (FIDE TRF-16 records 042, 052, 102, 122)', () => {
  it('TRF-16 042/052/102/122: a settings change fills what the report lacked, the warnings go and the history names the records', () => {
    const fix: TournamentEvent = {
      type: 'settings-changed',
      payload: { startDate: '2026-07-01', chiefArbiter: '  Ana   Árbitra ' },
    }
    const entries = logEntries([created, ...fourPlayers(), fix])
    const r = foldTournament(null, entries)
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    const s = r.value.state.settings
    expect([s.startDate, s.endDate, s.chiefArbiter, s.timeControl]).toEqual([
      '2026-07-01',
      '',
      'Ana Árbitra',
      '',
    ])
    expect(reportWarnings(s).map((w) => w.record)).toEqual(['052', '122'])
    expect(historyLines(entries).at(-1)).toMatchObject({
      action: 'tournament/report-data',
      detail: '042 2026-07-01 · 102   Ana   Árbitra ',
    })
  })

  it('a date that is not a calendar day, an end before the start, and an over-long time control are refused by field', () => {
    const r = foldTournament(null, logEntries([created]))
    if (!r.ok) throw new Error('created')
    const t = r.value.state
    expect(setReportData(t, { startDate: '2026-02-30' })).toEqual({
      ok: false,
      error: [{ code: 'tournament/bad-date', field: 'startDate' }],
    })
    expect(setReportData(t, { startDate: '2026-07-05', endDate: '2026-07-01' })).toEqual({
      ok: false,
      error: [{ code: 'tournament/end-before-start', field: 'endDate' }],
    })
    expect(setReportData(t, { timeControl: 'x'.repeat(81) })).toEqual({
      ok: false,
      error: [{ code: 'tournament/text-too-long', field: 'timeControl', params: { max: 80 } }],
    })
    const refused = foldTournament(
      null,
      logEntries([created, { type: 'settings-changed', payload: { endDate: 'mañana' } }]),
    )
    expect(refused.ok).toBe(false)
  })
})

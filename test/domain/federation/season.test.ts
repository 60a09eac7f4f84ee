import { describe, expect, it } from 'vitest'
import { seasonPhase, validateSeason } from '../../../src/domain/federation/index.ts'

const season = { id: 's', name: '2026', startDate: '2026-01-01', endDate: '2026-12-31' }

describe('seasons (FAPA art. 3.1)', () => {
  it.each([
    ['2025-12-31', 'before'],
    ['2026-01-01', 'in-progress'],
    ['2026-12-31', 'in-progress'],
    ['2027-01-01', 'ended'],
  ] as const)('FAPA art. 3.1: on %s the season is %s', (day, phase) => {
    expect(seasonPhase(season, day)).toBe(phase)
  })

  it('FAPA art. 3.1: a season ends on or after its start', () => {
    const r = validateSeason({ name: '2027', startDate: '2027-09-01', endDate: '2027-08-31' }, [])
    expect(r).toEqual({
      ok: false,
      error: [{ code: 'season/ends-before-start', field: 'endDate' }],
    })
  })

  it('FAPA art. 3.1: seasons do not share days', () => {
    const r = validateSeason({ name: '2026-27', startDate: '2026-09-01', endDate: '2027-08-31' }, [
      season,
    ])
    expect(r).toEqual({
      ok: false,
      error: [{ code: 'season/overlap', field: 'startDate', params: { season: '2026' } }],
    })
  })

  it('rejects impossible dates and keeps each error on its field', () => {
    const r = validateSeason({ name: ' ', startDate: '2026-02-30', endDate: '2026-13-01' }, [])
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.field])).toEqual([
      ['season/name-required', 'name'],
      ['season/bad-date', 'startDate'],
      ['season/bad-date', 'endDate'],
    ])
  })

  it('accepts a well-formed season', () => {
    expect(
      validateSeason({ name: ' 2027 ', startDate: '2027-01-01', endDate: '2027-12-31' }, [season]),
    ).toEqual({
      ok: true,
      value: { name: '2027', startDate: '2027-01-01', endDate: '2027-12-31' },
    })
  })
})

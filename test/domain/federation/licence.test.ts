import { describe, expect, it } from 'vitest'
import {
  boundClubOn,
  checkClubChange,
  checkLicenceRequest,
  isFederatedOn,
  type LicenceFact,
  type SeasonSpan,
} from '../../../src/domain/federation/index.ts'

const s2026: SeasonSpan = { id: 's26', startDate: '2026-01-01', endDate: '2026-12-31' }
const s2027: SeasonSpan = { id: 's27', startDate: '2027-01-01', endDate: '2027-12-31' }

function licence(
  id: string,
  kind: LicenceFact['kind'],
  holderId: string,
  clubId: string | null,
  seasonId = 's26',
): LicenceFact {
  return { id, seasonId, kind, holderId, clubId }
}

describe('checkLicenceRequest', () => {
  it('FAPA art. 3.5: a licence may be issued during the whole season', () => {
    const r = checkLicenceRequest(
      { seasonId: 's26', kind: 'player', holderId: 'ana', clubId: 'c1' },
      s2026,
      [],
      '2026-11-30',
    )
    expect(r.ok).toBe(true)
  })

  it('FAPA art. 3.1: no licence for a season that has ended (valid only to the end of the season)', () => {
    const r = checkLicenceRequest(
      { seasonId: 's26', kind: 'arbiter', holderId: 'ana', clubId: null },
      s2026,
      [],
      '2027-01-02',
    )
    expect(r).toEqual({ ok: false, error: [{ code: 'licence/season-ended', field: 'seasonId' }] })
  })

  it('FAPA art. 3.3: only a player licence names a club', () => {
    const r = checkLicenceRequest(
      { seasonId: 's26', kind: 'monitor', holderId: 'ana', clubId: 'c1' },
      s2026,
      [],
      '2026-03-01',
    )
    expect(r).toEqual({
      ok: false,
      error: [{ code: 'licence/club-only-for-players', field: 'clubId' }],
    })
  })

  it.each([
    ['player', 'c1'],
    ['arbiter', null],
    ['monitor', null],
    ['club', null],
  ] as const)(
    'FAPA art. 6 a: a second %s licence for the same holder and season is refused',
    (kind, clubId) => {
      const existing = [licence('l1', kind, 'h', clubId)]
      const r = checkLicenceRequest(
        { seasonId: 's26', kind, holderId: 'h', clubId },
        s2026,
        existing,
        '2026-03-01',
      )
      expect(r).toEqual({
        ok: false,
        error: [{ code: 'licence/duplicate-kind', field: 'kind', params: { kind } }],
      })
    },
  )

  it('FAPA art. 6 a: licences of different kinds for one person in one season are allowed', () => {
    const existing = [licence('l1', 'player', 'ana', 'c1'), licence('l2', 'arbiter', 'ana', null)]
    const r = checkLicenceRequest(
      { seasonId: 's26', kind: 'monitor', holderId: 'ana', clubId: null },
      s2026,
      existing,
      '2026-03-01',
    )
    expect(r.ok).toBe(true)
  })

  it('FAPA art. 6 a: the same kind again in the next season is allowed', () => {
    const existing = [licence('l1', 'player', 'ana', 'c1', 's26')]
    const r = checkLicenceRequest(
      { seasonId: 's27', kind: 'player', holderId: 'ana', clubId: 'c2' },
      s2027,
      existing,
      '2026-12-20',
    )
    expect(r.ok).toBe(true)
  })

  it('FAPA art. 6 b: a player cannot be federated in a second club in the same season', () => {
    const existing = [licence('l1', 'player', 'ana', 'c1')]
    const r = checkLicenceRequest(
      { seasonId: 's26', kind: 'player', holderId: 'ana', clubId: 'c2' },
      s2026,
      existing,
      '2026-03-01',
    )
    expect(r).toEqual({ ok: false, error: [{ code: 'licence/second-club', field: 'clubId' }] })
  })
})

describe('checkClubChange', () => {
  const l = licence('l1', 'player', 'ana', 'c1')

  it('FAPA art. 6 d: the club of a player licence may change before the season starts', () => {
    expect(checkClubChange(l, 'c2', s2026, '2025-12-31')).toEqual({
      ok: true,
      value: { ...l, clubId: 'c2' },
    })
  })

  it.each(['2026-01-01', '2026-07-15', '2026-12-31'])(
    'FAPA art. 6 d: no change of club once the season has started (on %s)',
    (today) => {
      expect(checkClubChange(l, 'c2', s2026, today)).toEqual({
        ok: false,
        error: [{ code: 'licence/club-change-after-start', field: 'clubId' }],
      })
    },
  )

  it('FAPA art. 6 d: leaving the club (independent) also counts as a change', () => {
    expect(checkClubChange(l, null, s2026, '2026-02-01').ok).toBe(false)
  })

  it('FAPA art. 6 d: keeping the same club is always fine', () => {
    // Before the season, on its first and last days, in the middle and after it.
    for (const today of [
      '2025-12-31',
      '2026-01-01',
      '2026-02-01',
      '2026-07-15',
      '2026-12-31',
      '2027-03-01',
    ])
      expect(checkClubChange(l, 'c1', s2026, today), today).toEqual({ ok: true, value: l })
  })
})

describe('federated status', () => {
  const licences = [licence('l1', 'player', 'ana', 'c1'), licence('l2', 'arbiter', 'luis', null)]

  it('FAPA art. 5: a player with a player licence of the current season is federated', () => {
    expect(isFederatedOn('ana', licences, [s2026, s2027], '2026-05-05')).toBe(true)
  })

  it('FAPA art. 5: an arbiter licence does not make a federated player', () => {
    expect(isFederatedOn('luis', licences, [s2026, s2027], '2026-05-05')).toBe(false)
  })

  it('FAPA art. 3.1: the licence lapses with the end of its season', () => {
    expect(isFederatedOn('ana', licences, [s2026, s2027], '2027-01-01')).toBe(false)
  })

  it('FAPA art. 6 b, 6 d: the bound club is the one of the running season', () => {
    expect(boundClubOn('ana', licences, [s2026, s2027], '2026-05-05')?.licence.clubId).toBe('c1')
    expect(boundClubOn('ana', licences, [s2026, s2027], '2027-05-05')).toBeUndefined()
  })
})

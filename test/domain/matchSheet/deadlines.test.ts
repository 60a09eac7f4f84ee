import { describe, expect, test } from 'vitest'
import {
  dateOfDay,
  isSheetLate,
  lateSheetInfractions,
  matchDeadlines,
  noShowMinutesLeft,
  weekday,
  dayNumber,
  isResultLate,
  pendingSheets,
  lateResultInfractions,
  unsentSheetInfractions,
} from '../../../src/domain/matchSheet/index.ts'

describe('FAPA art. 77.1.1, 77.2: the 60-minute limit', () => {
  test.each([
    ['17:00', '17:00', 60],
    ['17:00', '17:45', 15],
    ['17:00', '18:00', 0],
    ['17:00', '19:10', 0],
    ['23:30', '23:50', 40],
  ])('77.1.1: start %s, now %s: %i minutes left', (start, now, left) => {
    expect(noShowMinutesLeft(start, now)).toBe(left)
  })

  test('77.1.1: a malformed time gives no countdown', () => {
    expect(noShowMinutesLeft('5pm', '17:00')).toBeNull()
  })
})

describe('FAPA art. 82: deadlines', () => {
  test('civil dates: 2026-11-28 is a Saturday (weekday 5) and round-trips', () => {
    const d = dayNumber('2026-11-28')!
    expect([weekday(d), dateOfDay(d)]).toEqual([5, '2026-11-28'])
  })

  test('82.1, 82.4: Saturday match: result by Monday 19:00, sheet by Wednesday 21:00', () => {
    const d = matchDeadlines('2026-11-28')!
    expect([dateOfDay(Math.floor(d.result / 1440)), d.result % 1440]).toEqual(['2026-11-30', 1140])
    expect([dateOfDay(Math.floor(d.sheet / 1440)), d.sheet % 1440]).toEqual(['2026-12-02', 1260])
  })

  test('82.1: a Wednesday match sends its sheet by the next Wednesday, not the same day', () => {
    const d = matchDeadlines('2026-12-02')!
    expect(dateOfDay(Math.floor(d.sheet / 1440))).toBe('2026-12-09')
  })

  test.each([
    ['2026-12-02', '20:59', false],
    ['2026-12-02', '21:00', true],
    ['2026-12-01', '23:00', false],
  ])('82.1: sheet received %s %s is late: %s', (date, time, late) => {
    expect(isSheetLate('2026-11-28', date, time)).toBe(late)
  })
})

describe('FAPA art. 82.2: escalation of late sheets', () => {
  const late = (matchId: string, club: string, playedOn: string) => ({
    matchId,
    homeClubId: club,
    playedOn,
    receivedDate: '2027-06-01',
    receivedTime: '10:00',
  })

  test('82.2.a-c: minor, serious, then very serious with elimination, per club', () => {
    const out = lateSheetInfractions([
      late('m3', 'A', '2026-12-12'),
      late('m1', 'A', '2026-11-28'),
      late('x1', 'B', '2026-11-28'),
      late('m2', 'A', '2026-12-05'),
      { ...late('m4', 'A', '2026-12-19'), receivedDate: '2026-12-20' },
    ])
    expect(out.map((o) => [o.matchId, o.clubId, o.occurrence, o.grade, o.clubEliminated])).toEqual([
      ['m1', 'A', 1, 'minor', false],
      ['x1', 'B', 1, 'minor', false],
      ['m2', 'A', 2, 'serious', false],
      ['m3', 'A', 3, 'very-serious', true],
    ])
  })
})

describe('FAPA art. 82.3, 82.4: late results and sheets never sent', () => {
  test.each([
    ['2026-11-30', '18:59', false],
    ['2026-11-30', '19:00', true],
    ['2026-11-29', '22:00', false],
  ])('82.4: result of a Saturday match communicated %s %s is late: %s', (date, time, late) => {
    expect(isResultLate('2026-11-28', date, time)).toBe(late)
  })

  test('82.4: each late result is a minor infraction, never escalating', () => {
    const r = (matchId: string, playedOn: string, date: string) => ({
      matchId,
      homeClubId: 'A',
      playedOn,
      date,
      time: '20:00',
    })
    const out = lateResultInfractions([
      r('m2', '2026-12-05', '2026-12-07'),
      r('m1', '2026-11-28', '2026-11-30'),
      r('m3', '2026-12-12', '2026-12-13'),
    ])
    expect(out.map((o) => [o.matchId, o.occurrence, o.grade, o.clubEliminated])).toEqual([
      ['m1', 1, 'minor', false],
      ['m2', 2, 'minor', false],
    ])
    // Eight late results of one club over a season: still minor, the club never eliminated.
    const saturdays = Array.from({ length: 8 }, (_, k) => {
      const d = new Date(Date.UTC(2026, 10, 28 + 7 * k))
      const monday = new Date(Date.UTC(2026, 10, 30 + 7 * k))
      return r(`w${k + 1}`, d.toISOString().slice(0, 10), monday.toISOString().slice(0, 10))
    })
    expect(
      lateResultInfractions(saturdays).map((o) => [o.occurrence, o.grade, o.clubEliminated]),
    ).toEqual(Array.from({ length: 8 }, (_, k) => [k + 1, 'minor', false]))
  })

  test('82.3: five days after the end nothing is reported; from the sixth each unsent sheet is serious', () => {
    const expected = [
      { matchId: 'm1', homeClubId: 'A' },
      { matchId: 'm2', homeClubId: 'B' },
    ]
    const received = new Set(['m1'])
    expect(unsentSheetInfractions(expected, received, '2027-04-10', '2027-04-15')).toEqual([])
    expect(unsentSheetInfractions(expected, received, '2027-04-10', '2027-04-16')).toEqual([
      { clubId: 'B', matchId: 'm2', grade: 'serious' },
    ])
    // Three sheets never sent, two of one club: each is an infraction of its own home club.
    const more = [
      ...expected,
      { matchId: 'm3', homeClubId: 'C' },
      { matchId: 'm4', homeClubId: 'B' },
    ]
    expect(unsentSheetInfractions(more, received, '2027-04-10', '2027-04-20')).toEqual([
      { clubId: 'B', matchId: 'm2', grade: 'serious' },
      { clubId: 'C', matchId: 'm3', grade: 'serious' },
      { clubId: 'B', matchId: 'm4', grade: 'serious' },
    ])
  })
})

describe('FAPA art. 82.1: sheets still to come', () => {
  test('82.1: played matches without a sheet, overdue after Wednesday 21:00; future ones are not listed', () => {
    const expected = [
      { matchId: 'r2', homeClubId: 'B', playedOn: '2026-12-05' },
      { matchId: 'r1', homeClubId: 'A', playedOn: '2026-11-28' },
      { matchId: 'r1b', homeClubId: 'C', playedOn: '2026-11-28' },
      { matchId: 'r3', homeClubId: 'A', playedOn: '2026-12-12' },
    ]
    const out = pendingSheets(expected, new Set(['r1b']), '2026-12-09', '21:00')
    expect(
      out.map((p) => [p.matchId, dateOfDay(Math.floor(p.deadlines.sheet / 1440)), p.overdue]),
    ).toEqual([
      ['r1', '2026-12-02', true],
      ['r2', '2026-12-09', true],
    ])
    expect(pendingSheets(expected, new Set(), '2026-12-09', '20:59').map((p) => p.overdue)).toEqual(
      [true, true, false],
    )
  })
})

import { describe, expect, test } from 'vitest'
import type { GameResult, RatingType } from '../../../src/domain/tournament/index.ts'
import { previewIndividualTournament } from '../../../src/domain/ratings/index.ts'
import { board, pairedRounds, testEntrant, testTournament } from '../tournament/builders.ts'

// Round robin of four: R1 1-2 1-0, 3-4 draw; R2 1-3 draw, 2-4 1-0; R3 4-1 0-1, 2-3 0-1.
function tournament(ratingType: RatingType, lastResult: GameResult | null = '0-1') {
  return testTournament(
    {
      name: 'Preview',
      place: 'Oviedo',
      startDate: '2026-05-30',
      endDate: '2026-06-01',
      ratingType,
      totalRounds: 3,
      system: 'round-robin',
    },
    {
      entrants: [
        testEntrant(1, { fideRating: 2500 }),
        testEntrant(2, { fideRating: 2050 }),
        testEntrant(3, { fideRating: 1950 }),
        testEntrant(4, { fideRating: 0 }),
      ],
      rounds: pairedRounds(
        [
          [board(1, 1, 2, '1-0'), board(2, 3, 4, '1/2')],
          [board(1, 1, 3, '1/2'), board(2, 2, 4, '1-0')],
          [board(1, 4, 1, '0-1'), board(2, 2, 3, lastResult)],
        ].map((boards) => ({ boards, bye: null })),
      ),
    },
  )
}

describe('FIDE B.02 art. 8.3 preview of a finished individual tournament', () => {
  const result = previewIndividualTournament(tournament('standard'))
  const rows = result.ok ? result.value.rows : []

  test('FIDE B.02 art. 8.3: standard list on the last day, 2025-10 edition', () => {
    expect(result.ok && [result.value.kind, result.value.date, result.value.edition]).toEqual([
      'standard',
      '2026-06-01',
      '2025-10',
    ])
  })

  test('FIDE B.02 art. 8.3.1 400-point rule: P1 2500 vs 2050 (D 450) and vs 1950 (D 550) both count as 400, PD .92', () => {
    const g = rows[0]?.games ?? []
    expect(g.map((x) => [x.round, x.difference, x.differenceUsed, x.capped, x.expected])).toEqual([
      [1, 450, 400, true, 92],
      [2, 550, 400, true, 92],
      [3, 0, 0, false, 0],
    ])
    expect(g[2]?.reason).toBe('rating/opponent-unrated')
  })

  test('FIDE B.02 art. 8.3: P1 K 10 (2400+): (1 - .92) + (.5 - .92) = -.34 x 10 = -3.4 -> -3, 2497; performance 2000 + dp(.75) 193 = 2193', () => {
    const p = rows[0]
    expect([p?.k?.k, p?.k?.reason, p?.ratedGames, p?.ratedScore, p?.expectedSum]).toEqual([
      10,
      'reached-2400',
      2,
      3,
      184,
    ])
    expect([p?.change, p?.newRating, p?.performance]).toEqual([-3, 2497, 2193])
  })

  test('FIDE B.02 art. 8.3: P2 2050, K 20: (0 - .08) + (0 - .64 for D 100) = -.72 x 20 = -14.4 -> -14, 2036', () => {
    const p = rows[1]
    expect(p?.games.map((x) => x.expected)).toEqual([8, 0, 64])
    expect([p?.k?.k, p?.change, p?.newRating, p?.performance]).toEqual([20, -14, 2036, 1425])
  })

  test('FIDE B.02 art. 8.3: P3 1950, K 20: (.5 - .08) + (1 - .36) = 1.06 x 20 = 21.2 -> +21, 1971; performance 2275 + 193 = 2468', () => {
    expect([rows[2]?.change, rows[2]?.newRating, rows[2]?.performance]).toEqual([21, 1971, 2468])
  })

  test('FIDE B.02 art. 8.2: unrated P4: Ra (1950 + 2050 + 2500 + 2 x 1800) / 5 = 2020, p 1.5/5 = .30 -> -149: 1871, not published with 3 games', () => {
    const p = rows[3]
    expect([p?.rating, p?.ratingFrom, p?.change, p?.k]).toEqual([null, 'unrated', null, null])
    expect(p?.initial).toEqual({
      rating: 1871,
      published: false,
      issues: ['rating/fewer-than-5-games'],
    })
    expect(p?.games.map((x) => x.rated)).toEqual([true, true, true])
    // 2167 + dp(.17) = 2167 - 273
    expect(p?.performance).toBe(1894)
  })

  test('no preview before the last round is complete', () => {
    expect(previewIndividualTournament(tournament('standard', null))).toEqual({
      ok: false,
      error: { code: 'rating-preview/not-finished' },
    })
  })
})

describe('fide-facts 6.4 rapid and blitz in the preview', () => {
  const known = new Map([
    [1, { own: 2700, standard: 2500 }],
    [2, { own: 2050, standard: 2050 }],
    [3, { own: null, standard: 1950 }],
    [4, { own: null, standard: null }],
  ])
  const result = previewIndividualTournament(tournament('rapid'), known)
  const rows = result.ok ? result.value.rows : []

  test('fide-facts 6.4: an unrated rapid player with a standard rating starts from it', () => {
    expect([rows[2]?.rating, rows[2]?.ratingFrom]).toEqual([1950, 'standard-list'])
    expect([rows[0]?.rating, rows[0]?.ratingFrom]).toEqual([2700, 'own-list'])
  })

  test('fide-facts 6.4: from Dec 2024 a gap of 600+ with a player above 2600 is not rated: P1 rapid 2700 has no rated game, change 0', () => {
    expect(rows[0]?.games.map((g) => g.reason)).toEqual([
      'rating/gap-600-above-2600',
      'rating/gap-600-above-2600',
      'rating/opponent-unrated',
    ])
    expect([rows[0]?.ratedGames, rows[0]?.change]).toEqual([0, 0])
  })

  test('fide-facts 6.4: the 400-point rule has no 2650 exemption in rapid; in standard a 2700 player is exempt', () => {
    expect(rows[0]?.fourHundredRule).toBe(true)
    const std = previewIndividualTournament(
      tournament('standard'),
      new Map([[1, { own: 2700, standard: 2700 }]]),
    )
    expect(std.ok && std.value.rows[0]?.fourHundredRule).toBe(false)
  })
})

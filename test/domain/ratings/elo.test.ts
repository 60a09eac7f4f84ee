import { describe, expect, test } from 'vitest'
import type { Outcome } from '../../../src/domain/core/index.ts'
import {
  appliesFourHundredRule,
  averageRating,
  averageTerm,
  b02EditionOn,
  expectedScoreHundredths,
  initialRating,
  kFactorFor,
  performanceRating,
  previewRatingChange,
  rateGames,
  ratingChangeFromDelta,
  startingRating,
  type KFactorInput,
  type RatingGame,
} from '../../../src/domain/ratings/index.ts'

const g = (outcome: Outcome, opponentRating: number | null): RatingGame => ({
  outcome,
  opponentRating,
})

describe('FIDE B.02 art. 8.1.2 expected score', () => {
  test.each([
    [0, 50],
    [150, 70], // 146-153 -> .70
    [-150, 30], // lower-rated player: 1 - .70
    [411, 92], // handbook range 392-411, not .93
    [610, 98], // handbook range 560-619, not .99
    [735, 99],
    [736, 100],
  ])('D = %i gives PD = %i hundredths', (d, pd) => {
    expect(expectedScoreHundredths(d)).toBe(pd)
  })
})

describe('FIDE B.02 art. 8.3.3 K factor', () => {
  const base: KFactorInput = {
    kind: 'standard',
    rating: 1800,
    gamesBefore: 100,
    birthYear: 1980,
    hasReached2400: false,
    gamesInPeriod: 9,
    periodDate: '2026-05-01',
  }
  test.each<[string, Partial<KFactorInput>, number, string, boolean]>([
    ['new player below 30 games: 40', { gamesBefore: 29 }, 40, 'new-player', false],
    ['30 games completed: 20', { gamesBefore: 30 }, 20, 'below-2400', false],
    [
      'junior until the end of the year of the 18th birthday: 40',
      { birthYear: 2008 },
      40,
      'junior',
      false,
    ],
    [
      'junior the year after turning 18: 20',
      { birthYear: 2008, periodDate: '2027-01-01' },
      20,
      'below-2400',
      false,
    ],
    ['junior rated 2300 or more: 20', { birthYear: 2010, rating: 2300 }, 20, 'below-2400', false],
    [
      'published rating reached 2400, now below: 10',
      { rating: 2380, hasReached2400: true },
      10,
      'reached-2400',
      false,
    ],
    // K x n <= 700: 40 x 20 = 800, so K = floor(700 / 20) = 35
    [
      'K x n cap, 40 with 20 games: 35',
      { gamesBefore: 0, gamesInPeriod: 20 },
      35,
      'new-player',
      true,
    ],
    // 20 x 36 = 720, floor(700 / 36) = 19
    ['K x n cap, 20 with 36 games: 19', { gamesInPeriod: 36 }, 19, 'below-2400', true],
    // 10 x 70 = 700 is allowed
    [
      'K x n = 700 exactly is allowed',
      { rating: 2500, gamesInPeriod: 70 },
      10,
      'reached-2400',
      false,
    ],
    [
      'rapid before 1 Oct 2022: 20 for everybody',
      { kind: 'rapid', gamesBefore: 0, periodDate: '2022-09-30' },
      20,
      'rapid-blitz-flat',
      false,
    ],
    [
      'rapid from 1 Oct 2022 follows the standard K',
      { kind: 'rapid', gamesBefore: 0, periodDate: '2022-10-01' },
      40,
      'new-player',
      false,
    ],
  ])('%s', (_name, change, k, reason, capped) => {
    expect(kFactorFor({ ...base, ...change })).toEqual({ k, reason, capped })
  })
})

describe('FIDE B.02 art. 8.3.1 the 400-point rule', () => {
  test.each([
    // 2024 text: everyone capped
    [2700, 'standard', '2025-09-30', true],
    // 1 Oct 2025 amendment: 2650+ use the real difference
    [2650, 'standard', '2025-10-01', false],
    [2649, 'standard', '2025-10-01', true],
    // rapid and blitz: no 2650 exemption
    [2700, 'rapid', '2025-10-01', true],
    [2700, 'blitz', '2026-01-01', true],
  ] as const)('rating %i, %s on %s: cap %s', (rating, kind, date, capped) => {
    expect(appliesFourHundredRule(rating, kind, date)).toBe(capped)
  })

  test('B.02 2024: 2000 beats 1500, D = 500 counts as 400 (PD .92, delta +8)', () => {
    const [line] = rateGames(2000, [g('win', 1500)], 'standard', '2024-06-01')
    expect(line).toMatchObject({ difference: 500, differenceUsed: 400, expected: 92, delta: 8 })
  })

  test('B.02 amendment 1 Oct 2025: 2700 loses to 2200, real D = 500 (PD .96): -9.6 -> -10 with K 10', () => {
    const input = {
      kind: 'standard' as const,
      rating: 2700,
      gamesBefore: 500,
      birthYear: 1990,
      hasReached2400: true,
    }
    const after = previewRatingChange({ ...input, date: '2025-10-01', games: [g('loss', 2200)] })
    expect(after.lines[0]).toMatchObject({ differenceUsed: 500, expected: 96, delta: -96 })
    expect(after.change).toBe(-10)
    // the day before, D counts as 400 (PD .92): 10 x -0.92 = -9.2 -> -9
    const before = previewRatingChange({ ...input, date: '2025-09-30', games: [g('loss', 2200)] })
    expect(before.change).toBe(-9)
  })

  test('B.02 2022 text: only the game with the largest difference is upgraded to 400', () => {
    // vs 1500: D 500 -> 400 -> .92, +8; vs 1550: D 450 real -> .94, +6
    const lines = rateGames(2000, [g('win', 1550), g('win', 1500)], 'standard', '2023-06-01')
    expect(lines.map((l) => [l.differenceUsed, l.delta])).toEqual([
      [450, 6],
      [400, 8],
    ])
  })
})

describe('FIDE B.02 art. 8.3 rating change', () => {
  test('2000 (K 20): win vs 1900, draw vs 2100, win vs 2050 = +21', () => {
    // D 100 -> .64, 1 - .64 = +.36; D -100 -> .36, .5 - .36 = +.14; D -50 -> .43, 1 - .43 = +.57
    // sum 1.07 x 20 = 21.4 -> 21
    const p = previewRatingChange({
      kind: 'standard',
      date: '2026-03-01',
      rating: 2000,
      gamesBefore: 200,
      birthYear: 1970,
      hasReached2400: false,
      games: [g('win', 1900), g('draw', 2100), g('win', 2050)],
    })
    expect(p.lines.map((l) => l.delta)).toEqual([36, 14, 57])
    expect([p.deltaHundredths, p.k.k, p.change, p.newRating]).toEqual([107, 20, 21, 2021])
  })

  test('B.02 art. 8.3 item 1: forfeits, byes and unrated opponents are not rated', () => {
    const p = previewRatingChange({
      kind: 'standard',
      date: '2026-03-01',
      rating: 2000,
      gamesBefore: 200,
      birthYear: 1970,
      hasReached2400: false,
      games: [g('forfeit-win', 1900), g('win', null), g('pab', null), g('loss', 2000)],
    })
    expect(p.lines.map((l) => l.reason)).toEqual([
      'rating/unplayed',
      'rating/opponent-unrated',
      'rating/unplayed',
      null,
    ])
    // only the loss vs 2000 counts: 0 - .50 = -.50, x 20 = -10
    expect([p.ratedGames, p.change]).toEqual([1, -10])
  })

  test('rapid/blitz from 1 Dec 2024: a gap of 600+ with a player above 2600 is not rated', () => {
    expect(rateGames(2650, [g('win', 2050)], 'blitz', '2024-12-01')[0]?.reason).toBe(
      'rating/gap-600-above-2600',
    )
    expect(rateGames(2650, [g('win', 2050)], 'blitz', '2024-11-30')[0]?.reason).toBeNull()
    expect(rateGames(2650, [g('win', 2050)], 'standard', '2025-01-01')[0]?.reason).toBeNull()
  })

  test.each([
    [10, 45, 5], // 4.5 -> 5
    [10, -45, -5], // -4.5 -> -5 (away from zero)
    [10, 44, 4],
    [20, -2, 0], // -0.4 -> 0
  ])('B.02 art. 8.3.4 rounding: K %i x %i hundredths = %i', (k, delta, change) => {
    expect(ratingChangeFromDelta(k, delta)).toBe(change)
  })
})

describe('FIDE B.02 art. 8.1.1 performance rating', () => {
  test('opponents 2000, 2100, 2200 and 2/3: Ra 2100 + dp(.67) 125 = 2225', () => {
    expect(performanceRating([2000, 2100, 2200], 4)).toBe(2225)
  })
  test('0/3 against Ra 2100: 2100 - 800 = 1300', () => {
    expect(performanceRating([2000, 2100, 2200], 0)).toBe(1300)
  })
  test('no opponents: none', () => {
    expect(performanceRating([], 0)).toBeNull()
  })
})

describe('FIDE B.02 art. 8.2 initial rating', () => {
  const five = [1600, 1700, 1800, 1900, 2000]
  test('2024: 3/5 vs 9000 total, plus two 1800 draws: Ra 12600/7 = 1800, p 4/7 = .57 -> +50 = 1850', () => {
    expect(initialRating(five, 6, '2024-06-01')).toEqual({
      rating: 1850,
      published: true,
      issues: [],
    })
  })
  test('2024: ceiling 2200 (5/5 vs 2400s would give 2538)', () => {
    expect(initialRating([2400, 2400, 2400, 2400, 2400], 10, '2024-06-01').rating).toBe(2200)
  })
  test('2024: 0/5 vs 1400s gives (10600 - 7 x 309) / 7 = 1205, below the 1400 floor', () => {
    expect(initialRating([1400, 1400, 1400, 1400, 1400], 0, '2024-06-01')).toEqual({
      rating: 1205,
      published: false,
      issues: ['rating/below-1400'],
    })
  })
  test('2024: four games are not enough to publish', () => {
    expect(initialRating([1800, 1800, 1800, 1800], 4, '2024-06-01').issues).toEqual([
      'rating/fewer-than-5-games',
    ])
  })
  test.each([
    [8, 1860], // 4/5: Ra 1800 + 20 x (8 - 5) half-points above 50 %
    [5, 1800], // 2.5/5: Ra
    [4, 1728], // 2/5: Ra + dp(.40) = 1800 - 72
  ])('2022 text: %i half-points of 5 vs Ra 1800 gives %i', (hp, rating) => {
    expect(initialRating(five, hp, '2023-12-01').rating).toBe(rating)
  })
  test('rapid/blitz: an unrated player with a standard rating starts from it', () => {
    expect(startingRating('rapid', null, 1900)).toBe(1900)
    expect(startingRating('standard', null, 1900)).toBeNull()
    expect(startingRating('blitz', 1750, 1900)).toBe(1750)
  })
})

describe('FAPA art. 55.2 averages with fall-backs', () => {
  const bases = { fide: 1400, feda: 1600 }
  const players = [
    { fide: 2000, feda: 1900 },
    { fide: null, feda: 1800 },
    { fide: null, feda: null },
    { fide: 2100, feda: null },
  ]
  test('FIDE average: FIDE, else FEDA, else the FIDE base: (2000 + 1800 + 1400 + 2100) / 4 = 1825', () => {
    const avg = averageRating(players, 'fide', bases)
    expect(avg?.average).toBe(1825)
    expect(avg?.terms.map((t) => t.from)).toEqual(['fide', 'feda', 'base', 'fide'])
  })
  test('FEDA average: FEDA, else FIDE, else the FEDA base: (1900 + 1800 + 1600 + 2100) / 4 = 1850', () => {
    const avg = averageRating(players, 'feda', bases)
    expect(avg?.average).toBe(1850)
    expect(avg?.terms.map((t) => t.from)).toEqual(['feda', 'feda', 'base', 'fide'])
  })
  test('the average rounds once, halves up: 7302 / 4 = 1825.5 -> 1826', () => {
    const avg = averageRating(
      [
        { fide: 1825, feda: null },
        { fide: 1826, feda: null },
        { fide: 1825, feda: null },
        { fide: 1826, feda: null },
      ],
      'fide',
      bases,
    )
    expect(avg?.sum).toBe(7302)
    expect(avg?.average).toBe(1826)
  })
  test('a base rating is a setting, not a constant', () => {
    expect(averageTerm({ fide: null, feda: null }, 'fide', { fide: 1500, feda: 1600 })).toEqual({
      value: 1500,
      from: 'base',
    })
  })
  test('edition by date', () => {
    expect([
      b02EditionOn('2024-02-29'),
      b02EditionOn('2024-03-01'),
      b02EditionOn('2025-10-01'),
    ]).toEqual(['2022', '2024', '2025-10'])
  })
})

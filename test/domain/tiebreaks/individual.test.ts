import { describe, expect, test } from 'vitest'
import {
  buildContext,
  computeStandings,
  isCodeError,
  parseTieBreakCode,
  TIEBREAK_REGISTRY,
  valueAsNumber,
} from '../../../src/domain/tiebreaks/index.ts'
import { tournament } from './builders.ts'

// Four players rated 2000, 1990, 1980, 1970; final scores 2.5, 2, 1.5, 0.
const ROUND_ROBIN = tournament(4, [
  ['1-4 1-0', '2-3 ='],
  ['4-3 0-1', '1-2 ='],
  ['2-4 1-0', '3-1 0-1'],
])

function column(code: string): number[] {
  const spec = parseTieBreakCode(code)
  if (isCodeError(spec)) throw new Error(code)
  const fn = TIEBREAK_REGISTRY[spec.base]
  if (fn === undefined) throw new Error(code)
  return fn(buildContext(ROUND_ROBIN, { model: 'c07-2024', system: 'round-robin' }), spec).map(
    valueAsNumber,
  )
}

describe('individual tie-breaks on a four-player round robin', () => {
  test.each([
    ['FIDE C.07 art. 9.1 (SB)', 'SB', [2.5, 2, 1, 0]],
    ['FIDE C.07 art. 8.1 (BH)', 'BH', [3.5, 4, 4.5, 6]],
    ['FIDE C.07 art. 7.5 (PS: 1 + 1.5 + 2.5)', 'PS', [5, 3.5, 3.5, 0]],
    ['FIDE C.07 art. 14.1 (PS-C1 drops round 1)', 'PS-C1', [4, 3, 3, 0]],
    ['FIDE C.07 art. 7.1 (WIN)', 'WIN', [2, 1, 1, 0]],
    ['FIDE C.07 art. 7.2 (WON)', 'WON', [2, 1, 1, 0]],
    ['FIDE C.07 art. 7.3 (BPG)', 'BPG', [1, 1, 2, 2]],
    ['FIDE C.07 art. 7.4 (BWG)', 'BWG', [1, 0, 1, 0]],
    ['FIDE C.07 art. 7.6 (GE)', 'GE', [3, 3, 3, 3]],
    ['FIDE C.07 art. 7.6 (REP, 2026 name)', 'REP', [3, 3, 3, 3]],
    ['FIDE C.07 art. 9.2 (KS: opponents on 1.5 or more)', 'KS', [1.5, 1, 0.5, 0]],
    ['FIDE C.07 art. 14.5 (KS/L1: limit one half-point higher, 2)', 'KS/L1', [0.5, 0.5, 0.5, 0]],
    ['FIDE C.07 art. 14.5 (KS/L-1: limit one half-point lower, 1)', 'KS/L-1', [1.5, 1, 0.5, 0]],
    ['FIDE C.07 art. 10.1 (ARO, .5 up)', 'ARO', [1980, 1983, 1987, 1990]],
    ['FIDE C.07 art. 14.1 (ARO-C1 drops the lowest rating)', 'ARO-C1', [1985, 1990, 1995, 1995]],
    ['FIDE C.07 art. 10.2 (TPR = ARO + dp; 0 % gives -800)', 'TPR', [2253, 2108, 1987, 1190]],
    [
      'FIDE C.07 art. 10.3 (PTP; zero score: lowest opponent - 800)',
      'PTP',
      [2258, 2107, 1987, 1180],
    ],
    ['FIDE C.07 art. 10.4 (APRO)', 'APRO', [1762, 1810, 1850, 2116]],
    ['FIDE C.07 art. 10.5 (APPO)', 'APPO', [1758, 1808, 1848, 2117]],
  ])('%s', (_rule, code, expected) => {
    expect(column(code)).toEqual(expected)
  })
})

describe('Swiss counts with unplayed rounds', () => {
  const swiss = tournament(6, [
    ['1-4 1-0', '2-5 =', '3-6 +-'],
    ['1-2 1-0', '5-4 1-0', '3 H', '6 Z'],
    ['1-3 =', '2-4 1-0', '5 U', '6 Z'],
  ])
  const count = (code: string): number[] => {
    const spec = parseTieBreakCode(code)
    if (isCodeError(spec)) throw new Error(code)
    return (TIEBREAK_REGISTRY[spec.base] ?? (() => []))(
      buildContext(swiss, { model: 'c07-2026' }),
      spec,
    ).map(valueAsNumber)
  }
  test('FIDE C.07 art. 7.1: WIN counts forfeit wins and the PAB', () => {
    expect(count('WIN')).toEqual([2, 1, 1, 0, 2, 0])
  })
  test('FIDE C.07 art. 7.2: WON counts only games won over the board', () => {
    expect(count('WON')).toEqual([2, 1, 0, 0, 1, 0])
  })
  test('FIDE C.07 art. 7.6: GE subtracts half-point byes, zero-point byes and forfeit losses', () => {
    expect(count('GE')).toEqual([3, 3, 2, 3, 3, 0])
  })
  test('FIDE C.07 art. 9.2: KS counts forfeit wins against opponents on half the maximum or more', () => {
    // Max 3 points, limit 1.5: player 3 meets 6 (0, by forfeit) and 1 (2.5, a draw).
    expect(count('KS')).toEqual([1.5, 0.5, 0.5, 0, 0.5, 0])
  })
})

describe('tie-break codes', () => {
  test.each([
    ['BH-C1', 'BH', 1, 0],
    ['BH/C2', 'BH', 2, 0],
    ['BH-M1', 'BH', 1, 1],
    ['bh/m2', 'BH', 2, 2],
    ['SB-C1', 'SB', 1, 0],
    ['PS', 'PS', 0, 0],
  ] as const)(
    'FIDE C.07 art. 14: %s is %s with %i low and %i high cuts',
    (code, base, low, high) => {
      const spec = parseTieBreakCode(code)
      expect(
        isCodeError(spec) ? spec : { base: spec.base, low: spec.cutLow, high: spec.cutHigh },
      ).toEqual({ base, low, high })
    },
  )
  test.each([
    ['XYZ', 'tiebreak/unknown-code'],
    ['BH-C0', 'tiebreak/bad-modifier'],
    ['SB-Q1', 'tiebreak/bad-modifier'],
    ['ARO/L1', 'tiebreak/bad-modifier'],
  ])('FIDE C.07 art. 5, 14: %s is refused with %s', (code, error) => {
    const spec = parseTieBreakCode(code)
    expect(isCodeError(spec) ? spec.code : spec.base).toBe(error)
  })
})

describe('tie-breaks of the 2026 list and Fore Buchholz', () => {
  const rounds = [
    ['1-4 1-0', '2-5 =', '3-6 +-'],
    ['1-2 1-0', '5-4 1-0', '3 H', '6 Z'],
    ['1-3 =', '2-4 1-0', '5 U', '6 Z'],
  ]
  // Ratings rise with the start number, so TPN and RTNG disagree.
  const swiss = tournament([1500, 1600, 1700, 1800, 1900, 2000], rounds)
  const values = (code: string): number[] => {
    const spec = parseTieBreakCode(code)
    if (isCodeError(spec)) throw new Error(code)
    return (TIEBREAK_REGISTRY[spec.base] ?? (() => []))(
      buildContext(swiss, { model: 'c07-2024' }),
      spec,
    ).map(valueAsNumber)
  }
  const order = (code: string): number[] => {
    const res = computeStandings(swiss, {
      tiebreaks: [code],
      unplayed: 'c07-2024',
      finalTie: 'shared',
    })
    return res.ok ? res.value.map((r) => r.startNo) : []
  }

  test('FIDE C.07 art. 8.3: FB draws the final round (2-4 becomes a draw: 2 on 1, 4 on 0.5)', () => {
    expect(values('FB')).toEqual([3.5, 5.5, 6.5, 6, 4, 0])
    expect(values('BH')).toEqual([3.5, 5, 6.5, 6.5, 4, 0])
  })
  test('FIDE C.07 (2026) art. 7.7: STD counts 1 per round above the opponent, 1/2 per round level', () => {
    expect(values('STD')).toEqual([2.5, 1.5, 2, 0, 2.5, 0])
  })
  test('FIDE C.07 (2026) art. 7.8: TPN puts the lower pairing number first', () => {
    expect(order('TPN').slice(0, 2)).toEqual([1, 5])
  })
  test('FIDE C.07 (2026) art. 10.6: RTNG puts the higher rating first', () => {
    expect(order('RTNG').slice(0, 2)).toEqual([5, 1])
  })
})

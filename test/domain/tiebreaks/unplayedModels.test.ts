import { describe, expect, test } from 'vitest'
import {
  buildContext,
  computeBuchholz,
  computeSonnebornBerger,
  defaultUnplayedModel,
  isCodeError,
  parseTieBreakCode,
  valueAsNumber,
  type TieBreakSpec,
  type UnplayedModel,
} from '../../../src/domain/tiebreaks/index.ts'
import { tournament } from './builders.ts'

function spec(code: string): TieBreakSpec {
  const s = parseTieBreakCode(code)
  if (isCodeError(s)) throw new Error(code)
  return s
}

// Player 3 wins by forfeit in round 1 and takes a half-point bye in round 2; player 5 gets the
// PAB in round 3; player 6 loses by forfeit and then withdraws (zero-point byes).
const SWISS = tournament(6, [
  ['1-4 1-0', '2-5 =', '3-6 +-'],
  ['1-2 1-0', '5-4 1-0', '3 H', '6 Z'],
  ['1-3 =', '2-4 1-0', '5 U', '6 Z'],
])

function column(model: UnplayedModel, code: string): number[] {
  const ctx = buildContext(SWISS, { model })
  const s = spec(code)
  const values = s.base === 'SB' ? computeSonnebornBerger(ctx, s) : computeBuchholz(ctx, s)
  return values.map(valueAsNumber)
}

describe('scores as seen by opponents', () => {
  test.each([
    // FAPA art. 29 and the 2009 rule: every unplayed round of an opponent counts as a draw.
    ['fapa', [2.5, 1.5, 1.5, 0, 2, 1.5]],
    ['vo2009', [2.5, 1.5, 1.5, 0, 2, 1.5]],
    // C.07 art. 16.3: only requested byes followed by nothing but VURs count as draws.
    ['c07-2024', [2.5, 1.5, 2, 0, 2.5, 1]],
    ['c07-2026', [2.5, 1.5, 2, 0, 2.5, 1]],
  ] as const)('FAPA art. 29 / FIDE C.07 art. 16.3: adjusted scores under %s', (model, expected) => {
    expect(buildContext(SWISS, { model }).adjusted.map((h) => h / 2)).toEqual(expected)
  })
})

describe('own unplayed rounds in Buchholz and Sonneborn-Berger', () => {
  test.each([
    // FAPA art. 29 "Desempate FIDE": the forfeit counts as a draw with the scheduled opponent
    // (1.5), the bye as a draw with an opponent of the player's own adjusted score (1.5).
    ['fapa', 'BH', 3, 5.5],
    ['fapa', 'SB', 3, 2.75],
    ['fapa', 'BH', 5, 3.5],
    // 2009 virtual opponent: S_before + (1 - S_round) + 0.5 (n - R): 1.0 in round 1, 2.0 in round 2.
    ['vo2009', 'BH', 3, 5.5],
    ['vo2009', 'SB', 3, 3.25],
    ['vo2009', 'BH', 5, 3],
    ['vo2009', 'BH', 6, 4.5],
    // C.07 2024 art. 16.4: a dummy with the player's own final score (2) for each unplayed round.
    ['c07-2024', 'BH', 3, 6.5],
    ['c07-2024', 'SB', 3, 4.25],
    ['c07-2024', 'BH', 5, 4],
    ['c07-2024', 'BH', 6, 0],
    // C.07 2026 art. 16.4: the dummy is capped by the forfeiting opponent's adjusted score (1)
    // or by a draw in every round (1.5).
    ['c07-2026', 'BH', 3, 5],
    ['c07-2026', 'SB', 3, 3],
    ['c07-2026', 'BH', 5, 3],
  ] as const)(
    'FIDE C.07 art. 16.4 / FAPA art. 29: %s %s of player %i is %d',
    (model, code, startNo, expected) => {
      expect(column(model, code)[startNo - 1]).toBe(expected)
    },
  )

  test('FIDE C.07 art. 16.5: Cut-1 drops the half-point bye (1.5) rather than the lower forfeit-win dummy (1)', () => {
    expect(column('c07-2026', 'BH-C1')[2]).toBe(3.5)
  })

  test('FIDE C.07 art. 16.5 does not apply to the 2009 rule: Cut-1 drops the lowest value', () => {
    // Player 3 under vo2009: 1.0 (round 1) + 2.0 (round 2) + 2.5 (round 3); the 1.0 goes.
    expect(column('vo2009', 'BH-C1')[2]).toBe(4.5)
  })

  test('FIDE C.07 art. 14.1 (2024-08) with art. 16.5: SB-C1 cuts the lowest product among the lowest-scored opponents', () => {
    // Player 3 (2024): products 2 x 1 = 2 (forfeit win), 2 x 0.5 = 1 (half-point bye, VUR),
    // 2.5 x 0.5 = 1.25. The two dummies share the lowest score; the lower product (the VUR) goes.
    expect(column('c07-2024', 'SB-C1')[2]).toBe(3.25)
  })
})

describe('default model per competition', () => {
  test.each([
    ['fapa', '2026-05-01', 'fapa'],
    ['fide', '2022-06-01', 'vo2009'],
    ['fide', '2024-09-01', 'c07-2024'],
    ['fide', '2026-02-28', 'c07-2024'],
    ['fide', '2026-03-01', 'c07-2026'],
  ] as const)(
    'FAPA art. 29 / FIDE C.07 editions: %s event starting %s uses %s',
    (origin, date, expected) => {
      expect(defaultUnplayedModel(origin, date)).toBe(expected)
    },
  )
})

import { describe, expect, test } from 'vitest'
import {
  DEFAULT_SCORING,
  halfPoints,
  pointsFor,
  type Scoring,
} from '../../../../src/domain/core/index.ts'
import {
  bakuAcceleration,
  DEFAULT_GENERATOR_OPTIONS,
  generateTournament,
  validateGeneratorOptions,
  type GeneratorOptions,
} from '../../../../src/domain/pairing/generator/index.ts'
import { pairRound, repairTournament } from '../../../../src/domain/pairing/index.ts'
import type { TournamentSnapshot } from '../../../../src/domain/tournament/index.ts'

const hp = halfPoints
const BASE: GeneratorOptions = { ...DEFAULT_GENERATOR_OPTIONS, players: 24, rounds: 7, byeRate: 0 }
function generate(o: Partial<GeneratorOptions>): TournamentSnapshot {
  const r = generateTournament({ ...BASE, ...o }, pairRound)
  if (!r.ok) throw new Error(JSON.stringify(r.error[0]).slice(0, 300))
  return r.value
}
const THREE_ONE_ZERO: Scoring = {
  win: hp(6),
  draw: hp(2),
  loss: hp(0),
  pab: hp(6),
  fullBye: hp(6),
  halfBye: hp(2),
  zeroBye: hp(0),
  forfeitLoss: hp(0),
}

describe('FIDE C.02 generator: withdrawals, half-point byes and point systems', () => {
  test('C.04.2 (2026 art. 3.2): a withdrawn player is absent, unpaired, in every later round', () => {
    const t = generate({ seed: 3, retireRate: 0.05 })
    const withdrawn = t.players.filter((p) => p.rounds.some((e) => e?.outcome === 'absent'))
    expect(withdrawn.length).toBeGreaterThan(0)
    for (const p of withdrawn) {
      const from = p.rounds.findIndex((e) => e?.outcome === 'absent')
      expect(from).toBeGreaterThanOrEqual(1)
      expect(p.rounds.slice(from).map((e) => e?.outcome)).toEqual(
        Array.from({ length: 7 - from }, () => 'absent'),
      )
    }
  })

  test('withdrawals never leave half the field or less', () => {
    const t = generate({ seed: 4, retireRate: 1, players: 20 })
    const gone = t.players.filter((p) => p.rounds[6]?.outcome === 'absent')
    expect(gone).toHaveLength(9)
    // Every round of every seed, odd fields too: more than half the field is still present.
    for (const players of [20, 21])
      for (let seed = 1; seed <= 6; seed++) {
        const g = generate({ seed, retireRate: 1, players })
        for (let r = 0; r < 7; r++) {
          const absent = g.players.filter((p) => p.rounds[r]?.outcome === 'absent').length
          expect(
            players - absent,
            `${players} players, seed ${seed}, round ${r + 1}`,
          ).toBeGreaterThan(players / 2)
        }
      }
  })

  test('half-point byes are requested before the last round only, and score a draw', () => {
    const t = generate({ seed: 5, halfByeRate: 0.2 })
    const byRound = Array.from(
      { length: 7 },
      (_, r) => t.players.filter((p) => p.rounds[r]?.outcome === 'half-bye').length,
    )
    expect(byRound.slice(0, 6).reduce((a, b) => a + b, 0)).toBeGreaterThan(5)
    expect(byRound[6]).toBe(0)
    expect(pointsFor('half-bye', t.scoring)).toBe(t.scoring.draw)
  })

  test('rates of 0 draw nothing extra: the same seed gives the same tournament as before', () => {
    expect(generate({ seed: 8, retireRate: 0, halfByeRate: 0 })).toEqual(generate({ seed: 8 }))
  })

  test("the point system is the tournament's scoring, and the engine pairs by it", () => {
    const t = generate({ seed: 6, scoring: THREE_ONE_ZERO, forfeitRate: 0.1 })
    expect(t.scoring).toEqual(THREE_ONE_ZERO)
    expect(repairTournament(t, pairRound)).toEqual([])
  })

  test("C.04.7 (2026): Baku virtual points are a win's points, then half a win", () => {
    expect(bakuAcceleration(8, 5, hp(4)).get(1)).toEqual([4, 4, 2])
    const t = generate({
      seed: 7,
      acceleration: true,
      scoring: { ...THREE_ONE_ZERO, win: hp(4), pab: hp(4), fullBye: hp(4) },
    })
    expect(t.acceleration.get(12)).toEqual([4, 4, 2, 2])
    expect(t.acceleration.has(13)).toBe(false)
  })

  test('point values a TRF-2026 file cannot carry, or Baku cannot use, are refused', () => {
    const bad = (scoring: Scoring, acceleration = false) =>
      validateGeneratorOptions({ ...BASE, scoring, acceleration }).map((e) => e.detail)
    expect(bad(DEFAULT_SCORING)).toEqual([])
    expect(bad({ ...DEFAULT_SCORING, forfeitLoss: hp(1) })).toEqual([
      'a forfeit loss worth a zero-point bye (TRF-2026 record 162, symbol A)',
    ])
    expect(bad(THREE_ONE_ZERO, true)).toEqual([
      'a win worth two draws and a loss worth 0 with Baku acceleration (C.04.7)',
    ])
    expect(bad({ ...DEFAULT_SCORING, draw: hp(2) })).toContain(
      'a win above a draw, a draw not below a loss',
    )
    expect(validateGeneratorOptions({ ...BASE, retireRate: 2 }).map((e) => e.option)).toEqual([
      'retireRate',
    ])
  })
})

import { describe, expect, test } from 'vitest'
import { createRng, isPlayed } from '../../../../src/domain/core/index.ts'
import {
  bakuAcceleration,
  DEFAULT_GENERATOR_OPTIONS,
  drawResult,
  expectedScore,
  generateTournament,
  validateGeneratorOptions,
  type GeneratorOptions,
} from '../../../../src/domain/pairing/generator/index.ts'
import { pairRound, repairTournament } from '../../../../src/domain/pairing/index.ts'
import type { TournamentSnapshot } from '../../../../src/domain/tournament/index.ts'
import { trfFromTournament, writeTrf } from '../../../../src/domain/trf/index.ts'

const SMALL: GeneratorOptions = { ...DEFAULT_GENERATOR_OPTIONS, players: 12, rounds: 5 }
function generate(o: Partial<GeneratorOptions>): TournamentSnapshot {
  const r = generateTournament({ ...SMALL, ...o }, pairRound)
  if (!r.ok) throw new Error(JSON.stringify(r.error[0]).slice(0, 300))
  return r.value
}
const outcomes = (t: TournamentSnapshot) =>
  t.players.flatMap((p) => p.rounds.map((e) => e?.outcome))

describe('FIDE C.02 random tournament generator', () => {
  test('the same seed gives the same TRF, another seed another one', () => {
    const a = writeTrf(trfFromTournament(generate({ seed: 7 })))
    expect(writeTrf(trfFromTournament(generate({ seed: 7 })))).toBe(a)
    expect(writeTrf(trfFromTournament(generate({ seed: 8 })))).not.toBe(a)
  })

  test('every player has one entry per round and start numbers follow descending rating', () => {
    const t = generate({ seed: 3, players: 15, rounds: 6 })
    expect(t.players.map((p) => p.rounds.filter((e) => e !== undefined).length)).toEqual(
      Array(15).fill(6),
    )
    const ratings = t.players.map((p) => p.rating)
    expect([...ratings].sort((x, y) => y - x)).toEqual(ratings)
    expect(t.totalRounds).toBe(6)
  })

  test('an odd field gives exactly one pairing-allocated bye per round (C.04.1.c)', () => {
    const t = generate({ seed: 4, players: 11, rounds: 5, byeRate: 0, lateEntries: 0 })
    for (let r = 0; r < 5; r++)
      expect(t.players.filter((p) => p.rounds[r]?.outcome === 'pab')).toHaveLength(1)
  })

  test('draw rate 0 gives no draws; forfeit rate 1 gives no played games', () => {
    expect(outcomes(generate({ seed: 5, drawRate: 0, forfeitRate: 0 }))).not.toContain('draw')
    const forfeits = outcomes(generate({ seed: 5, forfeitRate: 1, rounds: 3 }))
    expect(forfeits.filter((o) => o !== undefined && isPlayed(o))).toEqual([])
    expect(forfeits.filter((o) => o === 'forfeit-win').length).toBeGreaterThan(0)
  })

  test('late entrants are absent with zero points until they enter', () => {
    const t = generate({ seed: 6, players: 14, rounds: 6, lateEntries: 3, byeRate: 0 })
    const late = t.players.filter((p) => p.rounds[0]?.outcome === 'zero-bye')
    expect(late).toHaveLength(3)
    for (const p of late) {
      const first = p.rounds.findIndex((e) => e?.outcome !== 'zero-bye')
      expect(first).toBeGreaterThanOrEqual(1)
      expect(first).toBeLessThanOrEqual(3)
    }
  })

  test('FIDE C.04.7 Baku: group A is 2*ceil(N/4) players, 1 point then 0.5 over ceil(R/2) rounds', () => {
    const acc = bakuAcceleration(161, 9)
    expect(acc.size).toBe(82)
    expect(acc.get(82)).toEqual([2, 2, 2, 1, 1])
    expect(acc.has(83)).toBe(false)
    expect(bakuAcceleration(14, 7).get(1)).toEqual([2, 2, 1, 1])
    const t = generate({ seed: 9, players: 16, rounds: 5, acceleration: true })
    expect(trfFromTournament(t).records.filter((r) => r.kind === 'virtual-points')).toHaveLength(8)
  })

  test('results are rating-weighted with the Elo expected score (FIDE B.02)', () => {
    expect(expectedScore(2000, 2000)).toBe(0.5)
    expect(expectedScore(2400, 2000)).toBeCloseTo(10 / 11, 12)
    const ratings = new Map([
      [1, 2800],
      [2, 1000],
    ])
    const rng = createRng(11)
    const o = { ...SMALL, drawRate: 0, forfeitRate: 0 }
    let whiteWins = 0
    for (let i = 0; i < 200; i++)
      if (drawResult({ white: 1, black: 2 }, ratings, o, rng)[0].outcome === 'win') whiteWins++
    expect(whiteWins).toBeGreaterThan(195)
  })

  test('bad options are reported, not thrown', () => {
    expect(
      validateGeneratorOptions({ ...SMALL, players: 1, drawRate: 2, lateEntries: -1 }).map(
        (e) => e.option,
      ),
    ).toEqual(['players', 'drawRate', 'lateEntries'])
    const r = generateTournament({ ...SMALL, rounds: 0 }, pairRound)
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['generator/bad-option'])
  })

  test('FIDE C.02: the checker re-pairs a generated tournament without a single discrepancy', () => {
    for (const seed of [21, 22, 23]) {
      const t = generate({
        seed,
        players: 13,
        rounds: 6,
        lateEntries: 2,
        byeRate: 0.1,
        forfeitRate: 0.1,
        acceleration: seed === 22,
      })
      expect(repairTournament(t, pairRound)).toEqual([])
    }
  })
})

import { describe, expect, test } from 'vitest'
import {
  conformanceCase,
  runConformanceCase,
  type ConformanceCase,
} from '../../../src/domain/conformance/index.ts'
import { pairRound, type PairingEngine } from '../../../src/domain/pairing/index.ts'

describe('FIDE C.02 conformance run: the tournaments it makes', () => {
  const cases = Array.from({ length: 120 }, (_, i) => conformanceCase(1, i))

  test('each tournament depends on the seed and its index alone', () => {
    expect(conformanceCase(1, 37)).toEqual(cases[37])
    expect(conformanceCase(2, 37)).not.toEqual(cases[37])
    expect(conformanceCase(1, 37, [10, 20]).options.players).toBeLessThanOrEqual(20)
  })

  test('10 to 400 players, 5 to 11 rounds and never more rounds than half the field', () => {
    for (const c of cases) {
      const { players, rounds } = c.options
      expect(players).toBeGreaterThanOrEqual(10)
      expect(players).toBeLessThanOrEqual(400)
      expect(rounds).toBeGreaterThanOrEqual(5)
      expect(rounds).toBeLessThanOrEqual(Math.min(11, Math.floor(players / 2)))
    }
  })

  test('every feature is mixed in: forfeits, withdrawals, byes, late entries, Baku, five point systems, six lists', () => {
    const share = (f: (c: ConformanceCase) => boolean) => cases.filter(f).length / cases.length
    expect(share((c) => c.options.forfeitRate > 0)).toBeGreaterThan(0.5)
    expect(share((c) => (c.options.retireRate ?? 0) > 0)).toBeGreaterThan(0.5)
    expect(share((c) => (c.options.halfByeRate ?? 0) > 0)).toBeGreaterThan(0.5)
    expect(share((c) => c.options.lateEntries > 0)).toBeGreaterThan(0.1)
    expect(share((c) => c.options.acceleration)).toBeGreaterThan(0.1)
    expect(new Set(cases.map((c) => c.points)).size).toBe(5)
    expect(new Set(cases.map((c) => c.tiebreaks.join(' '))).size).toBe(6)
    // C.04.7 (2026): Baku only where a win is two draws and a loss nothing.
    for (const c of cases.filter((x) => x.options.acceleration))
      expect(['1-½-0', '1-½-0 PAB ½', '2-1-0']).toContain(c.points)
  })
})

describe('FIDE C.02 conformance run: what it finds', () => {
  const small = conformanceCase(3, 0, [12, 16])

  test('a tournament made and checked by the same engine has no discrepancy', () => {
    const r = runConformanceCase(small, pairRound)
    expect([r.discrepancies, r.unfinished, r.trf]).toEqual([[], null, null])
    expect(r.rounds).toBe(small.options.rounds)
    expect(r.features?.pabs).toBeGreaterThanOrEqual(0)
  })

  test('an engine that pairs the last round otherwise when checking is caught, file kept', () => {
    let calls = 0
    const fickle: PairingEngine = (request) => {
      const r = pairRound(request)
      calls++
      const checking = calls > small.options.rounds
      if (!r.ok || !checking || request.round !== small.options.rounds) return r
      const [first, ...rest] = r.value.games
      return first
        ? {
            ok: true,
            value: { ...r.value, games: [{ white: first.black, black: first.white }, ...rest] },
          }
        : r
    }
    const r = runConformanceCase(small, fickle)
    expect(r.discrepancies[0]).toMatch(
      new RegExp(`^round ${small.options.rounds}: file \\d+-\\d+, engine \\d+-\\d+$`),
    )
    expect(r.trf).toContain('202 ')
  })

  test('an engine that finds no pairing leaves the tournament unfinished, reported as a discrepancy', () => {
    const none: PairingEngine = (request) =>
      request.round < 3
        ? pairRound(request)
        : { ok: false, error: { code: 'pairing/no-legal-pairing', round: request.round } }
    const r = runConformanceCase(small, none)
    expect([r.unfinished, r.discrepancies]).toEqual([
      3,
      ['round 3: pairing/no-legal-pairing while generating'],
    ])
  })
})

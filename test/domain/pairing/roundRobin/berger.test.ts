import { describe, expect, it } from 'vitest'
import {
  bergerMeetingRound,
  bergerSchedule,
} from '../../../../src/domain/pairing/roundRobin/index.ts'

function asText(players: number): string {
  const n = players % 2 === 0 ? players : players + 1
  return bergerSchedule(n)
    .map((r) => `R${r.round} ` + r.games.map((g) => `${g.white}-${g.black}`).join(' '))
    .join(' · ')
}

describe('FIDE C.05 Annex 1 Berger tables', () => {
  it.each([
    [4, 'R1 1-4 2-3 · R2 4-3 1-2 · R3 2-4 3-1'],
    [6, 'R1 1-6 2-5 3-4 · R2 6-4 5-3 1-2 · R3 2-6 3-1 4-5 · R4 6-5 1-4 2-3 · R5 3-6 4-2 5-1'],
    [
      8,
      'R1 1-8 2-7 3-6 4-5 · R2 8-5 6-4 7-3 1-2 · R3 2-8 3-1 4-7 5-6 · R4 8-6 7-5 1-4 2-3 · R5 3-8 4-2 5-1 6-7 · R6 8-7 1-6 2-5 3-4 · R7 4-8 5-3 6-2 7-1',
    ],
    [
      10,
      'R1 1-10 2-9 3-8 4-7 5-6 · R2 10-6 7-5 8-4 9-3 1-2 · R3 2-10 3-1 4-9 5-8 6-7 · R4 10-7 8-6 9-5 1-4 2-3 · R5 3-10 4-2 5-1 6-9 7-8 · R6 10-8 9-7 1-6 2-5 3-4 · R7 4-10 5-3 6-2 7-1 8-9 · R8 10-9 1-8 2-7 3-6 4-5 · R9 5-10 6-4 7-3 8-2 9-1',
    ],
  ])('C.05 Annex 1: the published table for %i players', (n, expected) => {
    expect(asText(n)).toBe(expected)
  })

  it('C.05 Annex 1: an odd field uses the dummy N = n + 1, whose opponent rests', () => {
    const rounds = bergerSchedule(5)
    expect(rounds).toHaveLength(5)
    expect(rounds.map((r) => r.resting)).toEqual([1, 4, 2, 5, 3])
    expect(rounds[0]?.games).toEqual([
      { white: 2, black: 5 },
      { white: 3, black: 4 },
    ])
  })

  it('C.05 Annex 1 closed form: every pair meets once, in the round the formula gives', () => {
    for (const n of [4, 6, 8, 10, 12, 14, 16, 20, 30]) {
      const seen = new Map<string, number>()
      for (const r of bergerSchedule(n)) {
        for (const g of r.games) {
          const [i, j] = g.white < g.black ? [g.white, g.black] : [g.black, g.white]
          expect(seen.has(`${i}-${j}`)).toBe(false)
          seen.set(`${i}-${j}`, r.round)
          expect(bergerMeetingRound(i, j, n)).toBe(r.round)
          // Colour rule: odd sum -> lower number White; even sum -> higher number White.
          if (j !== n) expect(g.white).toBe((i + j) % 2 === 1 ? i : j)
          else expect(g.white).toBe(i <= n / 2 ? i : n)
        }
      }
      expect(seen.size).toBe((n * (n - 1)) / 2)
    }
  })

  it('C.05 Annex 1 double round robin: the second cycle reverses the colours', () => {
    const rounds = bergerSchedule(4, { double: true })
    expect(rounds).toHaveLength(6)
    expect(rounds[3]?.games).toEqual([
      { white: 4, black: 1 },
      { white: 3, black: 2 },
    ])
  })

  it('C.05 Annex 1 double round robin (FIDE recommendation): last two rounds of cycle 1 swapped', () => {
    const rounds = bergerSchedule(4, { double: true, swapLastTwoOfFirstCycle: true })
    expect(rounds.map((r) => r.games.map((g) => `${g.white}-${g.black}`).join(' '))).toEqual([
      '1-4 2-3',
      '2-4 3-1',
      '4-3 1-2',
      '4-1 3-2',
      '3-4 2-1',
      '4-2 1-3',
    ])
    const colours = new Map<number, string>()
    for (const r of rounds) {
      for (const g of r.games) {
        colours.set(g.white, (colours.get(g.white) ?? '') + 'W')
        colours.set(g.black, (colours.get(g.black) ?? '') + 'B')
      }
    }
    for (const seq of colours.values()) expect(seq).not.toMatch(/WWW|BBB/)
  })
})

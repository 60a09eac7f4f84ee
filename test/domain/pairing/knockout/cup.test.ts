import { describe, expect, test } from 'vitest'
import { createRng } from '../../../../src/domain/core/index.ts'
import {
  bracketLineOrder,
  byeCount,
  cupRounds,
  cupTieWinner,
  drawCupRound,
  seededFirstRound,
} from '../../../../src/domain/pairing/knockout/index.ts'

describe('FAPA art. 106: exempt teams when the field is not a power of two', () => {
  test.each([
    [16, 0, 4],
    [13, 3, 4],
    [20, 12, 5],
    [9, 7, 4],
  ])('%i teams: %i exempt, %i rounds', (n, byes, rounds) => {
    expect(byeCount(n)).toBe(byes)
    expect(cupRounds(n)).toBe(rounds)
  })

  test('13 teams: 3 exempt, 5 ties, and 8 teams in the second round', () => {
    const teams = Array.from({ length: 13 }, (_, i) => `t${i + 1}`)
    const d = drawCupRound(teams, createRng(11), true)
    expect(d.exempt).toHaveLength(3)
    expect(d.ties).toHaveLength(5)
    const all = [...d.exempt, ...d.ties.flatMap((t) => [t.home, t.away])].sort()
    expect(all).toEqual(teams.slice().sort())
    expect(d.exempt.length + d.ties.length).toBe(8)
  })

  test("art. 105: a round's lot is reproducible from its seed and changes with it", () => {
    const teams = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    expect(drawCupRound(teams, createRng(3), false)).toEqual(
      drawCupRound(teams, createRng(3), false),
    )
    expect(drawCupRound(teams, createRng(3), false)).not.toEqual(
      drawCupRound(teams, createRng(4), false),
    )
  })
})

describe('FAPA art. 104: a tie over 4 boards decided by board points', () => {
  test.each([
    [[2, 2, 1, 0], 'home'],
    [[0, 1, 0, 2], 'away'],
    [[2, 0, 1, 1], 'home'],
    [[1, 0, 2, 1], 'away'],
    [[1, 1, 1, 1], null],
  ] as const)('home boards %j: %s', (boards, winner) => {
    expect(cupTieWinner({ homeBoards: boards })).toBe(winner)
  })
})

describe('fide-facts 7.3: seeded brackets', () => {
  test('bracket line order for 8 is 1 8 4 5 2 7 3 6', () => {
    expect(bracketLineOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6])
  })

  test('206 entrants: 50 byes to seeds 1-50 and 78 first-round matches', () => {
    const r = seededFirstRound(206)
    expect(r.byes.slice().sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
    expect(r.pairs).toHaveLength(78)
    expect(r.pairs).toContainEqual([51, 206])
  })
})

import { describe, expect, test } from 'vitest'
import { canComplete, pairInOrder } from '../../../src/domain/pairing/dutch/completion.ts'
import { lookAheadAtBound } from '../../../src/domain/pairing/dutch/lookAhead.ts'
import type { DutchPlayer } from '../../../src/domain/pairing/dutch/players.ts'
import { plainPlayer } from './dutchPlayer.ts'

/** A player without colour history; `meets` lists the only start numbers it may be paired with. */
const player = (id: number, score: number, meets: number[], all: number[]): DutchPlayer =>
  plainPlayer(id, score, new Set(all.filter((x) => x !== id && !meets.includes(x))))

/** Players 1..n (score = `scores[i]`, default 0) with the allowed pairs listed as [a, b]. */
function field(n: number, allowed: [number, number][], scores: number[] = []): DutchPlayer[] {
  const ids = Array.from({ length: n }, (_, i) => i + 1)
  return ids.map((id) =>
    player(
      id,
      scores[id - 1] ?? 0,
      allowed.flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : [])),
      ids,
    ),
  )
}

const ids = (pairs: [DutchPlayer, DutchPlayer][]) => pairs.map(([a, b]) => `${a.id}-${b.id}`)

describe('FIDE C.04.3 (2025) C4: the rest of the round can be completed', () => {
  test('in order, each player meets the first allowed one below', () => {
    const players = field(4, [
      [1, 2],
      [1, 3],
      [3, 4],
      [2, 4],
    ])
    expect(ids(pairInOrder(players).pairs)).toEqual(['1-2', '3-4'])
  })

  test('two players left over are seated by breaking one pair (augmenting path of three edges)', () => {
    // In order 1-2 leaves 3 and 4, who may not meet: 1-3 and 2-4 seat everyone.
    const players = field(4, [
      [1, 2],
      [1, 3],
      [2, 4],
    ])
    const { pairs, left } = pairInOrder(players)
    expect(left).toEqual([])
    expect(ids(pairs)).toEqual(['3-1', '4-2'])
    expect(canComplete(players, false, new Set())).toBe(true)
  })

  test('a completion that needs a longer augmenting path is still found (exact matching)', () => {
    // In order: 1-2, 3-4; 5 may meet only 1, 6 only 4: the one completion is 5-1, 2-3, 4-6.
    const players = field(6, [
      [1, 2],
      [3, 4],
      [2, 3],
      [1, 5],
      [4, 6],
    ])
    expect(pairInOrder(players).left.map((p) => p.id)).toEqual([5, 6])
    expect(canComplete(players, false, new Set())).toBe(true)
  })

  test('no completion when two players can only meet the same opponent', () => {
    const players = field(4, [
      [1, 3],
      [1, 4],
      [1, 2],
    ])
    expect(canComplete(players, false, new Set())).toBe(false)
  })

  test('with an odd count, the bye goes to the lowest player who may take it', () => {
    const players = field(3, [[1, 2]])
    expect(canComplete(players, true, new Set([3]))).toBe(true)
    expect(canComplete(players, true, new Set([2]))).toBe(false)
    expect(canComplete(players, false, new Set([3]))).toBe(false)
  })
})

describe('FIDE C.04.3 (2025) C8: the downfloaters leave the next bracket at its best', () => {
  // Scores: floater 1 on 6 half-points, next scoregroup 2-4 on 4, deeper 5-6 on 2.
  const scores = [6, 4, 4, 4, 2, 2]

  test('the floater meets a resident of the next scoregroup, the others pair, the rest completes', () => {
    const players = field(
      6,
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
      scores,
    )
    const [floater, ...lower] = players as [DutchPlayer, ...DutchPlayer[]]
    expect(lookAheadAtBound([floater], lower, false, new Set())).toBe(true)
  })

  test('a floater who may meet nobody in the next scoregroup is not at the bound', () => {
    const players = field(
      6,
      [
        [1, 5],
        [2, 3],
        [4, 6],
      ],
      scores,
    )
    const [floater, ...lower] = players as [DutchPlayer, ...DutchPlayer[]]
    expect(lookAheadAtBound([floater], lower, false, new Set())).toBe(false)
  })

  test('two residents of the next scoregroup left unpaired are not at the bound', () => {
    // 1 meets 2; 3 and 4 may not meet and must pair with 5 and 6 below.
    const players = field(
      6,
      [
        [1, 2],
        [3, 5],
        [4, 6],
      ],
      scores,
    )
    const [floater, ...lower] = players as [DutchPlayer, ...DutchPlayer[]]
    expect(lookAheadAtBound([floater], lower, false, new Set())).toBe(false)
  })

  test('the bound needs the players below to complete the round as well', () => {
    const players = field(
      6,
      [
        [1, 2],
        [3, 4],
      ],
      scores,
    )
    const [floater, ...lower] = players as [DutchPlayer, ...DutchPlayer[]]
    expect(lookAheadAtBound([floater], lower, false, new Set())).toBe(false)
  })
})

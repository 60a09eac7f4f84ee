import { describe, expect, test } from 'vitest'
import { DEFAULT_SCORING, type Outcome } from '../../../src/domain/core/index.ts'
import type {
  RoundEntry,
  TournamentPlayer,
  TournamentSnapshot,
} from '../../../src/domain/tournament/index.ts'
import { previewTournamentRatings } from '../../../src/domain/ratings/index.ts'

const r = (opponent: number, outcome: Outcome): RoundEntry => ({
  opponent,
  colour: 'white',
  outcome,
})
const p = (startNo: number, rating: number, rounds: RoundEntry[]): TournamentPlayer => ({
  startNo,
  name: `P${startNo}`,
  rating,
  rounds,
})

// Round robin: R1 1-2 1-0, 3-4 0-1; R2 1-3 draw, 2-4 draw; R3 1-4 0-1, 2-3 1-0. Player 3 is unrated.
const t: TournamentSnapshot = {
  name: 'Preview',
  totalRounds: 3,
  initialColour: 'white',
  scoring: DEFAULT_SCORING,
  forbiddenPairs: [],
  acceleration: new Map(),
  players: [
    p(1, 2000, [r(2, 'win'), r(3, 'draw'), r(4, 'loss')]),
    p(2, 1900, [r(1, 'loss'), r(4, 'draw'), r(3, 'win')]),
    p(3, 0, [r(4, 'loss'), r(1, 'draw'), r(2, 'loss')]),
    p(4, 2100, [r(3, 'win'), r(2, 'draw'), r(1, 'win')]),
  ],
}

describe('FIDE B.02 art. 8.3 rating preview at the end of a tournament', () => {
  const lines = previewTournamentRatings(
    t,
    'standard',
    '2026-06-01',
    new Map([[2, { gamesBefore: 10, birthYear: 1980, hasReached2400: false }]]),
  )

  test('P1 2000 (K 20): +.36 vs 1900, -.36 vs 2100, the draw with the unrated player is not rated: 0', () => {
    expect([
      lines[0]?.change?.ratedGames,
      lines[0]?.change?.deltaHundredths,
      lines[0]?.change?.change,
    ]).toEqual([2, 0, 0])
    // performance: Ra (1900 + 2100) / 2 = 2000, p .50 -> 2000
    expect(lines[0]?.performance).toBe(2000)
  })

  test('P2 1900, a new player (K 40): -.36 vs 2000, +.26 vs 2100 = -.10 x 40 = -4', () => {
    expect([lines[1]?.change?.k.k, lines[1]?.change?.change]).toEqual([40, -4])
  })

  test('P4 2100 (K 20): -.26 draw vs 1900, +.36 vs 2000 = +.10 x 20 = +2; performance 1950 + dp(.75) 193 = 2143', () => {
    expect([lines[3]?.change?.change, lines[3]?.performance]).toEqual([2, 2143])
  })

  test('FIDE B.02 art. 8.2: unrated P3 gets 1771 from 3 games (Ra 9600/5 = 1920, p 3/10 -> -149), not yet published', () => {
    expect(lines[2]?.change).toBeNull()
    expect(lines[2]?.initial).toEqual({
      rating: 1771,
      published: false,
      issues: ['rating/fewer-than-5-games'],
    })
  })
})

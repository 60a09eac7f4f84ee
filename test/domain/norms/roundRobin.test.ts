import { describe, expect, it } from 'vitest'
import { DEFAULT_SCORING, type Outcome } from '../../../src/domain/core/index.ts'
import { evaluateNorms, inferSystem } from '../../../src/domain/norms/index.ts'
import type { RoundEntry, TournamentSnapshot } from '../../../src/domain/tournament/index.ts'

/** A 10-player round robin (circle method); #10 is unrated and loses every game, the rest draw. */
function roundRobin(): TournamentSnapshot {
  const n = 10
  const rounds: RoundEntry[][] = Array.from({ length: n }, () => [])
  for (let r = 0; r < n - 1; r++) {
    const ring = [n, ...Array.from({ length: n - 1 }, (_, i) => ((i + r) % (n - 1)) + 1)]
    for (let k = 0; k < n / 2; k++) {
      const a = ring[k] as number
      const b = ring[n - 1 - k] as number
      const aOut: Outcome = a === 10 ? 'loss' : b === 10 ? 'win' : 'draw'
      const bOut: Outcome = aOut === 'win' ? 'loss' : aOut === 'loss' ? 'win' : 'draw'
      rounds[a - 1]![r] = { opponent: b, colour: 'white', outcome: aOut }
      rounds[b - 1]![r] = { opponent: a, colour: 'black', outcome: bOut }
    }
  }
  const feds = ['GER', 'FRA', 'ESP', 'ITA']
  return {
    name: 'RR',
    totalRounds: n - 1,
    initialColour: 'white',
    players: rounds.map((rs, i) => ({
      startNo: i + 1,
      name: `P${i + 1}`,
      rating: i === 9 ? 0 : 2500,
      title: i === 9 ? '' : 'GM',
      federation: feds[i % 4] as string,
      rounds: rs,
    })),
    scoring: DEFAULT_SCORING,
    forbiddenPairs: [],
    acceleration: new Map(),
  }
}

describe('round robins: games against scoreless unrated players', () => {
  const s = roundRobin()

  it('every pair meets once in 9 rounds: inferred as a round robin', () => {
    const others = (no: number) =>
      Array.from({ length: 10 }, (_, i) => i + 1).filter((o) => o !== no)
    const met = (rounds: readonly ({ opponent: number | null } | undefined)[]) =>
      rounds.map((r) => r?.opponent ?? 0).sort((a, b) => a - b)
    expect(s.players.map((p) => met(p.rounds))).toEqual(s.players.map((p) => others(p.startNo)))
    expect(inferSystem(s)).toBe('round-robin')
  })

  it.each(['seed', 'b01-2024'] as const)(
    '%s (seed 9.1/2/3 note, B.01 1.4.2): the unrated #10 scored 0 against rated players, so #1 counts 8 games, not 9',
    (rules) => {
      expect(evaluateNorms(s, 1, { rules }, { titles: ['IM'] })[0]?.games).toBe(8)
    },
  )

  it('in a Swiss the same game counts: 9 games', () => {
    expect(
      evaluateNorms(s, 1, { rules: 'b01-2024', system: 'swiss' }, { titles: ['IM'] })[0]?.games,
    ).toBe(9)
  })
})

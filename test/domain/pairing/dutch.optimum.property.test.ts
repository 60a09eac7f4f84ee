import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { pairBracket, type BracketInput } from '../../../src/domain/pairing/dutch/bracket.ts'
import { buildPlayers, type DutchPlayer } from '../../../src/domain/pairing/dutch/players.ts'
import { benchRound } from '../../helpers/pairingHistory.ts'
import { bestScore } from './dutchBruteForce.ts'

/**
 * A random bracket of a round of at most 10 players: a short random history (byes, forfeits,
 * withdrawals, clubs whose members never meet, sometimes the last round, so topscorers), then the
 * round paired bracket by bracket down to a random one, which is the bracket under test (its MDPs
 * are those the brackets above left over).
 */
const bracket = fc
  .record({
    players: fc.integer({ min: 4, max: 12 }),
    played: fc.integer({ min: 1, max: 7 }),
    lastRound: fc.boolean(),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    drawRate: fc.constantFrom(0.2, 0.5, 1),
    forbiddenGroup: fc.constantFrom(0, 0, 3),
    level: fc.nat(),
    rates: fc.boolean(),
  })
  .map((o): BracketInput | null => {
    const { tournament, round, absent } = benchRound({
      players: o.players,
      played: o.played,
      totalRounds: o.lastRound ? o.played + 1 : o.played + 3,
      seed: o.seed,
      drawRate: o.drawRate,
      forfeitRate: o.rates ? 0.25 : 0.05,
      byeRate: o.rates ? 0.25 : 0.05,
      withdrawRate: o.rates ? 0.1 : 0,
      forbiddenGroup: o.forbiddenGroup,
    })
    const players = buildPlayers({ tournament, round, absent })
    if (players.length > 10) return null
    const scores = [...new Set(players.map((p) => p.score))]
    // The brackets above are paired as the round would pair them, so the MDPs are real ones.
    let mdps: DutchPlayer[] = []
    let withBye = players.length % 2 === 1
    for (const [i, score] of scores.entries()) {
      const input: BracketInput = {
        mdps,
        residents: players.filter((p) => p.score === score),
        lower: players.filter((p) => p.score < score),
        withBye,
        initial: 'white',
        shortcuts: true,
      }
      if (i === o.level % scores.length) return input
      const out = pairBracket(input)
      if (!out) return null
      mdps = [...out.downfloaters]
      if (out.bye) withBye = false
    }
    return null
  })
  .filter((b): b is BracketInput => b !== null)

const ids = (ps: readonly DutchPlayer[]): string => ps.map((p) => p.id).join(',')

describe('C.04.3 (2025): the bracket pairing is the best by the criteria C5-C21 in order (brute force over every completion)', () => {
  test.each([true, false])('with shortcuts %s', (shortcuts) => {
    fc.assert(
      fc.property(bracket, (input) => {
        const run = { ...input, shortcuts }
        const best = bestScore(run)
        const outcome = pairBracket(run)
        const label = `mdps ${ids(input.mdps)} residents ${ids(input.residents)} lower ${ids(input.lower)}`
        if (best === null) expect(outcome, label).toBeNull()
        else {
          expect(outcome, label).not.toBeNull()
          expect(bestScore(run, outcome), label).toEqual(best)
        }
      }),
      { numRuns: 1500, seed: 2025 },
    )
  })
})

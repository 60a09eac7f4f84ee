import { describe, expect, test } from 'vitest'
import type { Colour } from '../../../src/domain/tournament/index.ts'
import { pairBracket } from '../../../src/domain/pairing/dutch/bracket.ts'
import { perfectCandidate } from '../../../src/domain/pairing/dutch/perfect.ts'
import type { DutchPlayer } from '../../../src/domain/pairing/dutch/players.ts'
import type { BracketInput } from '../../../src/domain/pairing/dutch/solve.ts'
import { plainPlayer } from './dutchPlayer.ts'

/** A player with a mild preference for `pref` (the other colour, then `pref`'s opposite, played). */
function mild(id: number, score: number, pref: Colour, barred: number[] = []): DutchPlayer {
  const other: Colour = pref === 'white' ? 'black' : 'white'
  return {
    ...plainPlayer(id, score, new Set(barred)),
    colours: [pref, other],
    pref,
    strength: 1,
  }
}

const text = (pairs: readonly (readonly [DutchPlayer, DutchPlayer])[]): string =>
  pairs.map(([a, b]) => `${a.id}-${b.id}`).join(' ')

// The last bracket: MDP 1 (white) over residents 2 (white) and 3-6 (black); 2 has met 4, and 4
// has met 6. Two whites and four blacks: the imbalance lets the bracket miss one preference.
const bracket: BracketInput = {
  mdps: [mild(1, 4, 'white')],
  residents: [
    mild(2, 2, 'white', [4]),
    mild(3, 2, 'black'),
    mild(4, 2, 'black', [2, 6]),
    mild(5, 2, 'black'),
    mild(6, 2, 'black', [4]),
  ],
  lower: [],
  withBye: false,
  initial: 'white',
  shortcuts: true,
}

describe('FIDE C.04.3 B.4 and B.7: the perfect candidate of a bracket with one MDP', () => {
  test('the MDP passes over an opponent whose remainder cannot reach the C12 bound to the next one, as the exact search does', () => {
    // 1-2 spends the one miss, and the four black-preferring players left must miss two more;
    // against 3, the remainder 2-6 4-5 misses one, the bound of the whole bracket.
    const perfect = perfectCandidate(bracket)
    expect(perfect && [text(perfect.pairs), perfect.floaters.map((p) => p.id)]).toEqual([
      '1-3 2-6 4-5',
      [],
    ])
    const exact = pairBracket({ ...bracket, shortcuts: false })
    expect(exact && text(exact.pairs)).toBe('1-3 2-6 4-5')
  })

  test('an opponent whose remainder reaches the bound only through an exchange (B.6, D.2) is not passed over: no perfect candidate, and the exact search pairs the exchange', () => {
    // MDP 1 (black) over 2, 3, 5 (black) and 4, 6 (white); 4 has met 3 and 5. Two whites, four
    // blacks: one miss allowed. Against 2 (one miss) the remainder misses two more: 4 may meet
    // only 6, which leaves 3-5. Against 3 (one miss), S1 = 2 4 and S2 = 5 6 miss two as well (4-5
    // is barred), but the exchange of 4 and 5 gives 2-4 5-6 with none. Opponent 4 would reach
    // the bound by transpositions (1-4 2-5 3-6), yet 1-3 comes first in the order of candidates.
    const exchange: BracketInput = {
      ...bracket,
      mdps: [mild(1, 4, 'black')],
      residents: [
        mild(2, 2, 'black'),
        mild(3, 2, 'black', [4]),
        mild(4, 2, 'white', [3, 5]),
        mild(5, 2, 'black', [4]),
        mild(6, 2, 'white'),
      ],
    }
    expect(perfectCandidate(exchange)).toBeNull()
    const fast = pairBracket(exchange)
    const exact = pairBracket({ ...exchange, shortcuts: false })
    expect([fast && text(fast.pairs), exact && text(exact.pairs)]).toEqual([
      '1-3 2-4 5-6',
      '1-3 2-4 5-6',
    ])
  })
})

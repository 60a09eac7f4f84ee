import fc from 'fast-check'
import { expect } from 'vitest'
import type { BracketOutcome } from '../../../src/domain/pairing/dutch/bracket.ts'
import type { BracketInput } from '../../../src/domain/pairing/dutch/solve.ts'
import type { Colour } from '../../../src/domain/tournament/index.ts'
import type { DutchPlayer, Strength } from '../../../src/domain/pairing/dutch/players.ts'

/** A player without colour or float history, PAB-eligible, who may not meet `barred`. */
export function plainPlayer(
  id: number,
  score = 0,
  barred: ReadonlySet<number> = new Set(),
): DutchPlayer {
  return {
    id,
    score,
    realScore: score,
    colourTpn: id,
    colours: [],
    cd: 0,
    pref: null,
    strength: 0,
    floats: [null, null],
    pabEligible: true,
    unplayed: 0,
    topscorer: false,
    barred,
  }
}

/**
 * A player who played games of the given colours: colour difference and preference as
 * FIDE C.04.3 A.6 derives them (absolute past ±1 or after two games alike, strong at ±1, mild
 * at 0 against the last colour).
 */
export function historyPlayer(
  id: number,
  score: number,
  colours: Colour[],
  topscorer: boolean,
  barred: Set<number>,
  upfloated: readonly [boolean, boolean],
): DutchPlayer {
  const cd =
    colours.filter((c) => c === 'white').length - colours.filter((c) => c === 'black').length
  const [before, lastColour] = colours.slice(-2) as [Colour, Colour]
  const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white')
  let pref: Colour
  let strength: Strength
  if (cd < -1 || cd > 1 || before === lastColour) {
    pref = cd < -1 || (cd <= 1 && lastColour === 'black') ? 'white' : 'black'
    strength = 3
  } else if (cd !== 0) {
    pref = cd < 0 ? 'white' : 'black'
    strength = 2
  } else {
    pref = other(lastColour)
    strength = 1
  }
  return {
    ...plainPlayer(id, score, barred),
    colours,
    cd,
    pref,
    strength,
    topscorer,
    floats: [upfloated[0] ? 'up' : null, upfloated[1] ? 'up' : null],
  }
}

/**
 * `count` uniform draws in [0, 1) for a generated bracket to read in turn. Uniform by the value:
 * fc.double draws uniformly among the doubles, nearly all of them tiny, and would bar every pair.
 */
export const draws = (count: number): fc.Arbitrary<number[]> =>
  fc.array(
    fc.noBias(fc.integer({ min: 0, max: 9999 })).map((x) => x / 10000),
    {
      minLength: count,
      maxLength: count,
    },
  )

/** Reads the draws of a generated bracket in turn (cycling). */
export const reader = (cells: readonly number[]): (() => number) => {
  let k = 0
  return () => cells[k++ % cells.length] as number
}

/** The start numbers each of players 1..n may not meet: each pair barred with probability `rate`. */
export function randomBarred(n: number, rate: number, next: () => number): Set<number>[] {
  const barred = Array.from({ length: n }, () => new Set<number>())
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (next() < rate) {
        barred[i]?.add(j + 1)
        barred[j]?.add(i + 1)
      }
  return barred
}

/** A bracket of the first `mdps` players as MDPs, the next `residents`, the rest below. */
export const bracketOf = (
  players: readonly DutchPlayer[],
  mdps: number,
  residents: number,
): BracketInput => ({
  mdps: players.slice(0, mdps),
  residents: players.slice(mdps, mdps + residents),
  lower: players.slice(mdps + residents),
  withBye: players.length % 2 === 1,
  initial: 'white',
  shortcuts: true,
})

/** The pairs as sorted "a-b" strings, to compare pairings regardless of order. */
export const pairIds = (pairs: readonly (readonly [DutchPlayer, DutchPlayer])[]): string[] =>
  pairs.map(([a, b]) => [a.id, b.id].sort((x, y) => x - y).join('-')).sort()

/** Requires the same pairs, downfloaters and PAB in two bracket outcomes. */
export function expectSameOutcome(fast: BracketOutcome | null, exact: BracketOutcome): void {
  expect(fast && pairIds(fast.pairs)).toEqual(pairIds(exact.pairs))
  expect(fast?.downfloaters.map((p) => p.id)).toEqual(exact.downfloaters.map((p) => p.id))
  expect(fast?.bye?.id).toEqual(exact.bye?.id)
}

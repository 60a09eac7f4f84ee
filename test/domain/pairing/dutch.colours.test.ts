import { describe, expect, test } from 'vitest'
import { colourFor, compatible } from '../../../src/domain/pairing/dutch/colours.ts'
import type { DutchPlayer, Strength } from '../../../src/domain/pairing/dutch/players.ts'
import type { Colour } from '../../../src/domain/tournament/index.ts'

/** A player with a played-colour history written as 'wbw'; preference derived as in A.6. */
function player(
  id: number,
  score: number,
  history: string,
  extra: Partial<DutchPlayer> = {},
): DutchPlayer {
  const colours: Colour[] = [...history].map((c) => (c === 'w' ? 'white' : 'black'))
  const cd = colours.reduce((s, c) => s + (c === 'white' ? 1 : -1), 0)
  const last = colours[colours.length - 1]
  const twice = colours.length >= 2 && colours[colours.length - 2] === last
  let pref: Colour | null = null
  let strength: Strength = 0
  if (last) {
    if (Math.abs(cd) > 1 || twice)
      [pref, strength] = [cd > 1 || (cd >= -1 && last === 'white') ? 'black' : 'white', 3]
    else if (cd !== 0) [pref, strength] = [cd > 0 ? 'black' : 'white', 2]
    else [pref, strength] = [last === 'white' ? 'black' : 'white', 1]
  }
  return {
    id,
    score,
    realScore: score,
    colourTpn: id,
    colours,
    cd,
    pref,
    strength,
    floats: [null, null],
    pabEligible: true,
    unplayed: 0,
    topscorer: false,
    barred: new Set(),
    ...extra,
  }
}

describe('FIDE C.04.3 E colour allocation', () => {
  test.each([
    {
      rule: 'E.1 both preferences granted',
      a: player(1, 2, 'bw'),
      b: player(2, 2, 'wb'),
      white: 2,
    },
    {
      rule: 'E.2 the absolute preference beats the strong one',
      a: player(1, 2, 'wbw'),
      b: player(2, 2, 'bww'),
      white: 1,
    },
    {
      rule: 'E.2 the strong preference beats the mild one',
      a: player(1, 2, 'bw'),
      b: player(2, 2, 'wbw'),
      white: 1,
    },
    {
      rule: 'E.3 alternate from the last round the colours differed',
      a: player(1, 2, 'wbbw'),
      b: player(2, 2, 'bwbw'),
      white: 1,
    },
    {
      rule: 'E.4 equal histories: the higher-ranked player is granted',
      a: player(3, 2, 'wb'),
      b: player(4, 1, 'wb'),
      white: 3,
    },
  ])('$rule', ({ a, b, white }) => {
    const colour = colourFor(a, b, 'white')
    expect(colour === 'white' ? a.id : b.id).toBe(white)
  })

  test.each([
    {
      rule: 'E.5 odd pairing number takes the initial colour',
      tpn: 1,
      initial: 'white' as const,
      white: 1,
    },
    {
      rule: 'E.5 even pairing number takes the other colour',
      tpn: 2,
      initial: 'white' as const,
      white: 9,
    },
    { rule: 'E.5 initial colour black1', tpn: 1, initial: 'black' as const, white: 9 },
  ])('$rule', ({ tpn, initial, white }) => {
    const high = player(1, 0, '', { colourTpn: tpn })
    const low = player(9, 0, '')
    const colour = colourFor(high, low, initial)
    expect(colour === 'white' ? 1 : 9).toBe(white)
  })
})

describe('FIDE C.04.3 C1 and C3 absolute criteria', () => {
  test('C3: two non-topscorers with the same absolute preference never meet', () => {
    // Absolute for black: two whites in a row or a colour difference of +2; for white, mirrored.
    const forBlack = ['ww', 'bww', 'wbww', 'wwbw']
    const forWhite = ['bb', 'wbb', 'bwbb', 'bbwb']
    for (const [a, b] of [
      [forBlack, forBlack],
      [forWhite, forWhite],
    ] as const)
      for (const x of a)
        for (const y of b)
          for (const score of [0, 4, 8])
            expect(compatible(player(1, score, x), player(2, score, y)), `${x} v ${y}`).toBe(false)
    // Opposite absolute preferences may meet.
    for (const x of forBlack)
      for (const y of forWhite) expect(compatible(player(1, 4, x), player(2, 4, y))).toBe(true)
  })
  test('C3 does not apply when one of them is a topscorer', () => {
    expect(compatible(player(1, 4, 'ww', { topscorer: true }), player(2, 4, 'bww'))).toBe(true)
  })
  test('C1: players who already met are never paired again', () => {
    // Whatever their colours, preferences and topscorer status, from either side.
    for (const [x, y] of [
      ['wb', 'bw'],
      ['ww', 'bb'],
      ['', ''],
      ['w', 'b'],
    ] as const)
      for (const topscorer of [false, true]) {
        const a = player(1, 4, x, { barred: new Set([2]), topscorer })
        const b = player(2, 4, y, { barred: new Set([1]), topscorer })
        expect(compatible(a, b), `${x} v ${y}`).toBe(false)
        expect(compatible(b, a), `${y} v ${x}`).toBe(false)
      }
  })
})

import { describe, expect, test } from 'vitest'
import { withExactCheck } from '../../../src/domain/pairing/dutch/floaters.ts'
import type { DutchPlayer } from '../../../src/domain/pairing/dutch/players.ts'
import { scaleFor } from '../../../src/domain/pairing/dutch/scale.ts'
import {
  searchTranspositions,
  zeroCost,
  type FloatersVerdict,
} from '../../../src/domain/pairing/dutch/search.ts'
import { plainPlayer } from './dutchPlayer.ts'

// Five equal players, S1 = 1 2 and S2 = 3 4 5: every candidate costs nothing locally, so the
// D.1 order alone ranks them: 1-3 2-4 (5 floats), 1-3 2-5 (4 floats), 1-4 2-3 (5 floats), ...
const players = [1, 2, 3, 4, 5].map((id) => plainPlayer(id))
const sc = scaleFor({ mdps: [], residents: players, lower: [], initial: 'white' }, [], [])
const text = (r: [DutchPlayer, DutchPlayer][] | 'unknown'): string =>
  r === 'unknown' ? r : r.map(([a, b]) => `${a.id}-${b.id}`).join(' ')
const search = (ok: FloatersVerdict, skipWorse: boolean): string =>
  text(searchTranspositions(players, 2, sc, zeroCost(), ok, 4000, skipWorse))
const floating = (id: number) => (out: ReadonlySet<number>) => out.size === 1 && out.has(id)

describe('FIDE C.04.3 D.1: the first transposition whose floaters are as good as the optimum’s', () => {
  test('floaters accepted: the first transposition in D.1 order', () => {
    expect(search(() => true, true)).toBe('1-3 2-4')
  })

  test('floaters found worse are skipped: the next transposition in D.1 order', () => {
    expect(search((out) => !floating(5)(out), true)).toBe('1-3 2-5')
  })

  test('every transposition floating 4 or 5 worse: the first floating 3', () => {
    expect(search((out) => floating(3)(out), true)).toBe('1-4 2-5')
  })

  test('without the exact check, a refused floater set leaves the search undecided', () => {
    expect(search((out) => !floating(5)(out), false)).toBe('unknown')
  })

  test('an undecided floater set leaves the search undecided', () => {
    expect(search((out) => (floating(5)(out) ? 'unknown' : true), true)).toBe('unknown')
  })
})

describe('FIDE C.04.3 C4-C9: the argued floater check, then the exact one', () => {
  test('the exact check decides each refused floater set once, for two sets at most', () => {
    const asked: string[] = []
    const check = withExactCheck(
      (out) => out.has(1),
      () => (out) => {
        asked.push([...out].join(' '))
        return out.has(2)
      },
    )
    const set = (...ids: number[]): Set<number> => new Set(ids)
    expect([
      check(set(1, 3)),
      check(set(2, 3)),
      check(set(3, 2)),
      check(set(3, 4)),
      check(set(4, 5)),
      check(set(2, 3)),
    ]).toEqual([true, true, true, false, 'unknown', true])
    expect(asked).toEqual(['2 3', '3 4'])
  })
})

import { describe, expect, test } from 'vitest'
import {
  spanishAgeQualifiers,
  spanishRapidQualifier,
  type Finisher,
} from '../../../../src/domain/federation/championships/index.ts'

const f = (id: string, sex: 'M' | 'F'): Finisher => ({ id, sex })

describe('FAPA art. 57 qualification for the Spanish age championship', () => {
  test.each<[string, Finisher[], [string, number, string][]]>([
    [
      'FAPA art. 57: man and woman first and second keep both places',
      [f('a', 'M'), f('b', 'F'), f('c', 'M')],
      [
        ['a', 1, 'champion'],
        ['b', 2, 'runner-up'],
      ],
    ],
    [
      'FAPA art. 57: a woman champion and a man second keep both places',
      [f('a', 'F'), f('b', 'M')],
      [
        ['a', 1, 'champion'],
        ['b', 2, 'runner-up'],
      ],
    ],
    [
      'FAPA art. 57: two women keep both places',
      [f('a', 'F'), f('b', 'F'), f('c', 'M')],
      [
        ['a', 1, 'champion'],
        ['b', 2, 'runner-up'],
      ],
    ],
    [
      'FAPA art. 57: two men first: champion and the first woman (5th)',
      [f('a', 'M'), f('b', 'M'), f('c', 'M'), f('d', 'M'), f('e', 'F')],
      [
        ['a', 1, 'champion'],
        ['e', 5, 'first-woman'],
      ],
    ],
    [
      'FAPA art. 57: no woman in the event: the runner-up keeps the place',
      [f('a', 'M'), f('b', 'M')],
      [
        ['a', 1, 'champion'],
        ['b', 2, 'runner-up'],
      ],
    ],
    ['FAPA art. 57: a single finisher', [f('a', 'M')], [['a', 1, 'champion']]],
  ])('%s', (_n, ranking, expected) => {
    expect(spanishAgeQualifiers(ranking, true).map((q) => [q.id, q.place, q.reason])).toEqual(
      expected,
    )
  })

  test('FAPA art. 57: nobody qualifies when the Spanish championship is not held that season', () => {
    expect(spanishAgeQualifiers([f('a', 'M'), f('b', 'F')], false)).toEqual([])
  })

  test('FAPA art. 63: the rapid champion represents FAPA when the Spanish rapid is held', () => {
    expect(spanishRapidQualifier([f('a', 'F'), f('b', 'M')], true)).toEqual([
      { id: 'a', place: 1, reason: 'champion' },
    ])
    expect(spanishRapidQualifier([f('a', 'F')], false)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { err, ok } from '../../../src/domain/core/index.ts'
import { foldLog, undoTarget, type LogEntry } from '../../../src/domain/log/index.ts'
import { tallyModel, type TallyEvent } from './tally.ts'

/** The tally, with undo refused when it would leave less than 2. */
const counter = tallyModel((_current, before) =>
  before < 2 ? err([{ code: 'counter/floor' }]) : ok(true),
)
let seq = 0
const entry = (e: TallyEvent | { type: 'undo'; payload: { seq: number } }): LogEntry<TallyEvent> =>
  ({ ...e, seq: ++seq, at: `2026-01-01T00:00:0${seq}.000Z` }) as LogEntry<TallyEvent>
const log = (...events: Parameters<typeof entry>[0][]) => {
  seq = 0
  return events.map(entry)
}
const start = (value: number) => ({ type: 'open' as const, payload: { value } })
const add = (n: number) => ({ type: 'add' as const, payload: { n } })
const undo = (s: number) => ({ type: 'undo' as const, payload: { seq: s } })

describe('folding a competition log', () => {
  it('applies the events in order and an undo restores the state before its target', () => {
    const entries = log(start(2), add(3), add(4), undo(3), add(10), undo(5), undo(2))
    expect(foldLog(counter, null, entries)).toEqual(ok({ seq: 7, state: 2 }))
  })

  it('starts from a snapshot and folds only what follows it', () => {
    const entries = log(start(2), add(3), add(4), add(5), undo(4))
    expect(foldLog(counter, { seq: 3, state: 9 }, entries.slice(3))).toEqual(
      ok({ seq: 5, state: 9 }),
    )
  })

  it.each([
    [
      'a gap in the numbering',
      log(start(1), add(1)).map((e, i) => ({ ...e, seq: i * 2 + 1 })),
      { seq: 3, code: 'log/seq-gap', params: { expected: 2 } },
    ],
    ['an event before the creation', log(add(1)), { seq: 1, code: 'log/not-created' }],
    [
      'an event the model refuses',
      log(start(1), add(2), add(-5)),
      { seq: 3, code: 'tally/negative' },
    ],
    [
      'an undo of an event already taken back by a later one',
      log(start(2), add(1), add(1), undo(2)),
      { seq: 4, code: 'log/undo-not-last', params: { target: 2 } },
    ],
    [
      'an undo of an undo',
      log(start(2), add(1), undo(2), undo(3)),
      { seq: 4, code: 'log/undo-not-last', params: { target: 3 } },
    ],
    [
      'an undo of the creation',
      log(start(2), undo(1)),
      { seq: 2, code: 'log/undo-not-last', params: { target: 1 } },
    ],
    [
      'an undo the model refuses',
      log(start(1), add(5), undo(2)),
      { seq: 3, code: 'counter/floor' },
    ],
  ])('refuses %s with the seq and code of the entry', (_what, entries, error) => {
    expect(foldLog(counter, null, entries)).toEqual(err([error]))
  })

  it('refuses an undo whose target lies before the snapshot it folds from', () => {
    const entries = log(start(2), add(3), undo(2))
    expect(foldLog(counter, { seq: 2, state: 5 }, entries.slice(2))).toEqual(
      err([{ seq: 3, code: 'log/undo-not-last', params: { target: 2 } }]),
    )
  })

  it('refuses an empty log', () => {
    expect(foldLog(counter, null, [])).toEqual(err([{ seq: 0, code: 'log/empty' }]))
  })

  it('finds what an undo would take back, walking from the newest entry', () => {
    const entries = log(start(2), add(3), add(4), undo(3), add(10), undo(5))
    expect(undoTarget([...entries].reverse())?.seq).toBe(2)
    expect(undoTarget([...entries].reverse().slice(0, 2))).toBeNull()
  })
})

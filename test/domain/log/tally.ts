import { err, ok, type Result } from '../../../src/domain/core/index.ts'
import type { CodedError, LogModel } from '../../../src/domain/log/index.ts'

/** The smallest competition for the log's tests: `open` starts a tally, `add` adds (never below 0). */
export type TallyEvent =
  { type: 'open'; payload: { value: number } } | { type: 'add'; payload: { n: number } }

/** The tally's model; `canUndo` sets its own limit on undo (none by default). */
export const tallyModel = (
  canUndo: (current: number, before: number) => Result<true, CodedError[]> = () => ok(true),
): LogModel<number, TallyEvent> => ({
  apply: (s, e) => {
    if (s === null)
      return e.type === 'open' ? ok(e.payload.value) : err([{ code: 'log/not-created' }])
    if (e.type === 'open') return err([{ code: 'log/already-created' }])
    return s + e.payload.n < 0 ? err([{ code: 'tally/negative' }]) : ok(s + e.payload.n)
  },
  undoable: (e) => e.type !== 'open',
  canUndo,
})

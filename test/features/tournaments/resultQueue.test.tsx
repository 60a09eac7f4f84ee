// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Board, GameResult } from '../../../src/domain/tournament/index.ts'
import {
  nextOpenBoard,
  useResultQueue,
  type Typed,
} from '../../../src/features/tournaments/resultQueue.ts'

const boards = (results: (GameResult | null)[]): Board[] =>
  results.map((result, i) => ({ board: i + 1, white: 2 * i + 1, black: 2 * i + 2, result }))

/** A save that waits to be released, recording the order it was called in. */
function heldSaves() {
  const calls: [number, GameResult | null][] = []
  const release: ((ok: boolean) => void)[] = []
  const save = (board: number, result: GameResult | null) => {
    calls.push([board, result])
    return new Promise<boolean>((resolve) => release.push(resolve))
  }
  return { calls, release, save }
}

const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)))

describe('result entry at typing speed: a key belongs to the board it was typed on', () => {
  it('the focus goes to the next open board counting results typed and not yet saved', () => {
    const typed: Typed = new Map([[2, { result: '1-0', saved: false, token: 1 }]])
    expect(nextOpenBoard(boards([null, null, null, '0-1', null]), typed, 1)).toBe(3)
    expect(nextOpenBoard(boards([null, null, null, '0-1', null]), typed, 3)).toBe(5)
    expect(nextOpenBoard(boards(['1-0', '1-0', '1-0']), new Map(), 3)).toBe(4)
  })

  it('keys typed while saves are pending are saved one after another in the order typed', async () => {
    const { calls, release, save } = heldSaves()
    const round = boards([null, null, null])
    const { result } = renderHook(() => useResultQueue(round, save, () => {}))
    act(() => {
      result.current.type(1, '1-0')
      result.current.type(2, '1/2')
      result.current.type(3, '0-1')
    })
    expect([...result.current.typed].map(([b, t]) => [b, t.result, t.saved])).toEqual([
      [1, '1-0', false],
      [2, '1/2', false],
      [3, '0-1', false],
    ])
    await flush()
    expect(calls).toEqual([[1, '1-0']])
    release[0]?.(true)
    await flush()
    expect(calls).toEqual([
      [1, '1-0'],
      [2, '1/2'],
    ])
    release[1]?.(true)
    await flush()
    release[2]?.(true)
    await flush()
    expect(calls).toEqual([
      [1, '1-0'],
      [2, '1/2'],
      [3, '0-1'],
    ])
    expect([...result.current.typed].map(([b, t]) => [b, t.saved])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ])
  })

  it('a save that fails puts that board back to what was stored and reports the board', async () => {
    const { release, save } = heldSaves()
    const failed: number[] = []
    const round = boards([null, null])
    const { result } = renderHook(() => useResultQueue(round, save, (b) => failed.push(b)))
    act(() => {
      result.current.type(1, '1-0')
      result.current.type(2, '0-1')
    })
    await flush()
    release[0]?.(false)
    await flush()
    expect(failed).toEqual([1])
    expect(result.current.typed.has(1)).toBe(false)
    expect(result.current.typed.get(2)?.result).toBe('0-1')
    release[1]?.(true)
    await flush()
    expect(failed).toEqual([1])
    expect(result.current.typed.get(2)?.saved).toBe(true)
  })

  it('a typed result is dropped once the stored round shows it', async () => {
    const { release, save } = heldSaves()
    let round = boards([null, null])
    const { result, rerender } = renderHook(() => useResultQueue(round, save, () => {}))
    act(() => void result.current.type(2, '1/2'))
    await flush()
    release[0]?.(true)
    await flush()
    expect(result.current.typed.get(2)?.saved).toBe(true)
    round = boards([null, '1/2'])
    rerender()
    expect(result.current.typed.size).toBe(0)
  })
})

import { useCallback, useEffect, useRef, useState } from 'react'
import type { Board, GameResult } from '../../domain/tournament/index.ts'

/** A result typed on a board: waiting for its save, or saved and not yet read back. */
export interface TypedResult {
  readonly result: GameResult | null
  readonly saved: boolean
  /** Which typing this is, so an older save finishing late does not clear a newer one. */
  readonly token: number
}

export type Typed = ReadonlyMap<number, TypedResult>

/** The result a board shows: the one typed on it when there is one, else the stored one. */
export function shownResult(board: Board, typed: Typed): GameResult | null {
  const t = typed.get(board.board)
  return t ? t.result : board.result
}

/**
 * The board the keyboard goes to after a result is typed on `from`: the next board after it with
 * no result shown (typed ones count as filled), else the board right after it.
 */
export function nextOpenBoard(boards: readonly Board[], typed: Typed, from: number): number {
  const after = boards.find((b) => b.board > from && shownResult(b, typed) === null)
  return after ? after.board : from + 1
}

/** Typed results whose stored value has caught up are no longer needed. */
export function withoutCaughtUp(boards: readonly Board[], typed: Typed): Typed {
  let out: Map<number, TypedResult> | null = null
  for (const b of boards) {
    const t = typed.get(b.board)
    if (t?.saved && t.result === b.result) {
      out ??= new Map(typed)
      out.delete(b.board)
    }
  }
  return out ?? typed
}

/**
 * Results typed faster than they are saved: each is bound to its board when typed, shown at once
 * and saved one after another in the order typed. A save that fails drops what was typed on that
 * board (it shows the stored result again) and calls `onFailed` with the board.
 */
export function useResultQueue(
  boards: readonly Board[],
  save: (board: number, result: GameResult | null) => Promise<boolean>,
  onFailed: (board: number) => void,
): {
  typed: Typed
  type: (board: number, result: GameResult | null) => Typed
} {
  const [typed, setTyped] = useState<Typed>(() => new Map())
  // The current map, read synchronously by key handlers that run before React re-renders.
  const current = useRef<Typed>(typed)
  const queue = useRef<Promise<void>>(Promise.resolve())
  const tokens = useRef(0)
  const stored = useRef(boards)

  const update = useCallback((next: Typed) => {
    current.current = next
    setTyped(next)
  }, [])

  useEffect(() => {
    stored.current = boards
    const next = withoutCaughtUp(boards, current.current)
    if (next !== current.current) update(next)
  }, [boards, update])

  const type = useCallback(
    (board: number, result: GameResult | null): Typed => {
      const token = ++tokens.current
      const next = new Map(current.current)
      next.set(board, { result, saved: false, token })
      update(next)
      queue.current = queue.current.then(async () => {
        const ok = await save(board, result).catch(() => false)
        const now = current.current.get(board)
        if (now?.token !== token) return
        const after = new Map(current.current)
        if (ok) after.set(board, { ...now, saved: true })
        else after.delete(board)
        update(ok ? withoutCaughtUp(stored.current, after) : after)
        if (!ok) onFailed(board)
      })
      return next
    },
    [save, onFailed, update],
  )

  return { typed, type }
}

import { compatible } from './colours.ts'
import { canComplete, pairInOrder } from './completion.ts'
import type { DutchPlayer } from './players.ts'

/**
 * A quick sufficient test that `floaters` (this bracket's downfloaters) leave C8 at its best
 * value: the round completes with every floater meeting a resident of the next scoregroup and
 * all but at most one of those residents paired among the bracket's floaters and themselves.
 * Found greedily, so false means "not shown", never "impossible": the caller then weighs C8 in
 * the wider graph. Floaters never meet each other there (MDPs meet residents only).
 * @see FIDE C.04.3 (2025) C4, C8
 */
export function lookAheadAtBound(
  floaters: readonly DutchPlayer[],
  lower: readonly DutchPlayer[],
  withBye: boolean,
  byeTakers: ReadonlySet<number>,
): boolean {
  const nextScore = lower[0]?.score
  const next = lower.filter((p) => p.score === nextScore)
  const used = new Uint8Array(next.length)
  for (const a of floaters) {
    const j = next.findIndex((b, k) => used[k] === 0 && compatible(a, b))
    if (j < 0) return false
    used[j] = 1
  }
  const { left } = pairInOrder(next.filter((_, k) => used[k] === 0))
  if (left.length > 1) return false
  const rest = [...left, ...lower.filter((p) => p.score !== nextScore)]
  return canComplete(rest, withBye, byeTakers)
}

import { compatible } from './colours.ts'
import { solveMatching } from './matcher.ts'
import type { DutchPlayer } from './players.ts'

/**
 * True when `players` (plus the bye, given to one of `byeTakers`, when `withBye`) can all be
 * paired under the absolute criteria. @see FIDE C.04.3 (2025) C4 completion
 */
export function canComplete(
  players: readonly DutchPlayer[],
  withBye: boolean,
  byeTakers: ReadonlySet<number>,
): boolean {
  if ((players.length + (withBye ? 1 : 0)) % 2 === 1) return false
  if (greedy(players, withBye, byeTakers)) return true
  const n = players.length + (withBye ? 1 : 0)
  const edges: { u: number; v: number; w: bigint }[] = []
  for (let i = 0; i < players.length; i++) {
    const a = players[i] as DutchPlayer
    if (withBye && byeTakers.has(a.id)) edges.push({ u: i, v: players.length, w: 1n })
    for (let j = i + 1; j < players.length; j++) {
      if (compatible(a, players[j] as DutchPlayer)) edges.push({ u: i, v: j, w: 1n })
    }
  }
  const mate = solveMatching(n, edges)
  return mate.every((m) => m >= 0)
}

function greedy(
  players: readonly DutchPlayer[],
  withBye: boolean,
  byeTakers: ReadonlySet<number>,
): boolean {
  const used = new Set<number>()
  if (withBye) {
    const taker = [...players].reverse().find((p) => byeTakers.has(p.id))
    if (!taker) return false
    used.add(taker.id)
  }
  for (let i = 0; i < players.length; i++) {
    const a = players[i] as DutchPlayer
    if (used.has(a.id)) continue
    used.add(a.id)
    let found = false
    for (let j = i + 1; j < players.length; j++) {
      const b = players[j] as DutchPlayer
      if (!used.has(b.id) && compatible(a, b)) {
        used.add(b.id)
        found = true
        break
      }
    }
    if (!found) return false
  }
  return true
}

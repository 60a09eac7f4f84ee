import { compatible } from './colours.ts'
import { solveMatching } from './matcher.ts'
import type { DutchPlayer } from './players.ts'

/**
 * True when `players` (plus the bye, given to one of `byeTakers`, when `withBye`) can all be
 * paired under the absolute criteria. A greedy pass with short repairs settles almost every
 * case; the exact matching decides the rest. @see FIDE C.04.3 (2025) C4 completion
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
  let rest = players
  if (withBye) {
    const taker = [...players].reverse().find((p) => byeTakers.has(p.id))
    if (!taker) return false
    rest = players.filter((p) => p !== taker)
  }
  return pairInOrder(rest).left.length === 0
}

/**
 * Pairs each player, in order, with the first compatible one after it, then seats leftovers two
 * at a time by breaking one pair (x, y) into (l1, x) and (l2, y): augmenting paths of length
 * three, enough for the few players a greedy pass leaves over. Returns the pairs and whoever is
 * still left (a sufficient test only: players left over may still be pairable).
 */
export function pairInOrder(players: readonly DutchPlayer[]): {
  pairs: [DutchPlayer, DutchPlayer][]
  left: DutchPlayer[]
} {
  const used = new Uint8Array(players.length)
  const pairs: [DutchPlayer, DutchPlayer][] = []
  const left: DutchPlayer[] = []
  for (let i = 0; i < players.length; i++) {
    if (used[i] === 1) continue
    used[i] = 1
    const a = players[i] as DutchPlayer
    let j = i + 1
    while (j < players.length && (used[j] === 1 || !compatible(a, players[j] as DutchPlayer))) j++
    if (j < players.length) {
      used[j] = 1
      pairs.push([a, players[j] as DutchPlayer])
    } else left.push(a)
  }
  while (left.length > 1 && reseat(left, pairs));
  return { pairs, left }
}

function reseat(left: DutchPlayer[], pairs: [DutchPlayer, DutchPlayer][]): boolean {
  for (let a = 0; a < left.length; a++) {
    for (let b = a + 1; b < left.length; b++) {
      const l1 = left[a] as DutchPlayer
      const l2 = left[b] as DutchPlayer
      for (let k = 0; k < pairs.length; k++) {
        const [x, y] = pairs[k] as [DutchPlayer, DutchPlayer]
        const straight = compatible(l1, x) && compatible(l2, y)
        if (!straight && !(compatible(l1, y) && compatible(l2, x))) continue
        pairs[k] = straight ? [l1, x] : [l1, y]
        pairs.push(straight ? [l2, y] : [l2, x])
        left.splice(b, 1)
        left.splice(a, 1)
        return true
      }
    }
  }
  return false
}

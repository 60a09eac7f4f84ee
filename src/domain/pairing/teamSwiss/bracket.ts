import { unmetPreferences } from './colours.ts'
import type { TeamState } from './state.ts'

/** How a bracket pairing is judged: fewer is better, compared left to right. */
export type PairingCost = readonly number[]

/** Options for pairing one bracket. */
export interface BracketOptions {
  /** Number of resident (non-floating) members at the head of the bracket. */
  readonly residents: number
  /** Pairs to avoid (distant clubs), already switched off in the last rounds. */
  readonly distant: ((a: number, b: number) => boolean) | null
  /** Search budget in visited nodes; the best pairing found so far is kept. */
  readonly budget?: number
}

function lessThan(a: PairingCost, b: PairingCost): boolean {
  for (let i = 0; i < a.length; i++)
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0)
  return false
}

function pairCost(
  members: readonly TeamState[],
  i: number,
  j: number,
  o: BracketOptions,
): number[] {
  const a = members[i] as TeamState
  const b = members[j] as TeamState
  return [
    i >= o.residents && j >= o.residents ? 1 : 0,
    o.distant?.(a.tpn, b.tpn) ? 1 : 0,
    unmetPreferences(a, b),
  ]
}

const add = (a: readonly number[], b: readonly number[]) => a.map((x, i) => x + (b[i] ?? 0))

/** True when every top member can get a lower-ranked partner (sorted comparison). */
function topSetFeasible(top: readonly number[], size: number): boolean {
  const rest = Array.from({ length: size }, (_, i) => i).filter((i) => !top.includes(i))
  return top.every((t, j) => (rest[j] ?? -1) > t)
}

/**
 * Pairs a bracket: candidates are enumerated in the order of their identifiers (the top members
 * in ascending rank, then their partners) and the first with the lowest cost is kept; the cost
 * counts pairs of two floaters, distant pairs (FAPA art. 71) and unmet colour preferences (C8).
 * Returns member index pairs, or null when no pairing avoids rematches.
 * @see FIDE C.04.6 art. 3.3, C1, C8
 */
export function pairBracket(
  members: readonly TeamState[],
  o: BracketOptions,
): [number, number][] | null {
  const n = members.length
  const k = n / 2
  let best: { cost: PairingCost; pairs: [number, number][] } | null = null
  let nodes = 0
  const budget = o.budget ?? 200_000
  const zero = [0, 0, 0]
  const partners = (top: readonly number[]) => {
    const used = new Set(top)
    const chosen: [number, number][] = []
    const walk = (j: number, cost: readonly number[]): void => {
      if (nodes++ > budget || (best && !lessThan(cost, best.cost))) return
      if (j === k) {
        best = { cost, pairs: chosen.slice() }
        return
      }
      const t = top[j] as number
      for (let p = t + 1; p < n; p++) {
        if (used.has(p) || members[t]?.opponents.has(members[p]?.tpn ?? -1)) continue
        used.add(p)
        chosen.push([t, p])
        walk(j + 1, add(cost, pairCost(members, t, p, o)))
        chosen.pop()
        used.delete(p)
      }
    }
    walk(0, zero)
  }
  const tops = (start: number, top: number[]): void => {
    if (nodes > budget || (best && (best.cost as number[]).every((x) => x === 0))) return
    if (top.length === k) {
      if (topSetFeasible(top, n)) partners(top)
      return
    }
    for (let i = start; i <= n - (k - top.length); i++) {
      if (top.length === 0 && i > 0) break
      tops(i + 1, [...top, i])
    }
  }
  tops(0, [])
  const found = best as { pairs: [number, number][] } | null
  return found ? found.pairs : null
}

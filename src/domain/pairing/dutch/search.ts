import { pairColourCost } from './colours.ts'
import { aloneFor, type CriteriaScale } from './criteria.ts'
import type { DutchPlayer } from './players.ts'
import { compatible } from './colours.ts'

/** Local costs of a remainder candidate in priority order: C10-C13 of pairs, then C14, C16, C18, C20 of floaters. */
export type LocalCost = bigint[]

const FIELDS = 8

/** C10-C13 costs of one pair. */
export function pairCost(a: DutchPlayer, b: DutchPlayer, sc: CriteriaScale): LocalCost {
  const c = pairColourCost(a, b, sc.initial)
  return [BigInt(c.topscorerCd), BigInt(c.topscorerRepeat), BigInt(c.prefMissed), BigInt(c.strongMissed), 0n, 0n, 0n, 0n]
}

/** C14, C16, C18, C20 costs of a resident leaving the bracket. */
export function floaterCost(p: DutchPlayer, sc: CriteriaScale): LocalCost {
  const f = aloneFor({ role: 'resident', player: p, next: false }, sc)
  return [0n, 0n, 0n, 0n, -(f[10] ?? 0n), -(f[12] ?? 0n), -(f[14] ?? 0n), -(f[16] ?? 0n)]
}

/** Adds `b` into `a` in place. */
export function addCost(a: LocalCost, b: LocalCost): void {
  for (let i = 0; i < FIELDS; i++) a[i] = (a[i] ?? 0n) + (b[i] ?? 0n)
}

/** Lexicographic comparison of two cost vectors. */
export function compareCost(a: LocalCost, b: LocalCost): number {
  for (let i = 0; i < FIELDS; i++) {
    const d = (a[i] ?? 0n) - (b[i] ?? 0n)
    if (d !== 0n) return d < 0n ? -1 : 1
  }
  return 0
}

export const zeroCost = (): LocalCost => new Array<bigint>(FIELDS).fill(0n)

/**
 * Walks the remainder's S2 transpositions in the rule's order and returns the first candidate
 * whose local costs equal `target` and whose floaters `floatersOk` accepts as equally good. Returns 'unknown'
 * when the walk cannot decide (budget spent, or an equally good candidate with other floaters).
 * @see FIDE C.04.3 D.1 (transpositions), B.4-B.8 (first best candidate wins)
 */
export function searchTranspositions(
  players: readonly DutchPlayer[],
  k: number,
  sc: CriteriaScale,
  target: LocalCost,
  floatersOk: (out: ReadonlySet<number>) => boolean,
  budget: number,
): [DutchPlayer, DutchPlayer][] | 'unknown' {
  const s2 = players.slice(k)
  const used = new Array<boolean>(s2.length).fill(false)
  const chosen: [DutchPlayer, DutchPlayer][] = []
  let nodes = 0
  let verdict: 'found' | 'unknown' | null = null
  const walk = (i: number, cost: LocalCost): void => {
    if (verdict || ++nodes > budget) {
      verdict ??= 'unknown'
      return
    }
    if (i === k) {
      const total = [...cost]
      const out = new Set<number>()
      s2.forEach((p, j) => {
        if (!used[j]) {
          out.add(p.id)
          addCost(total, floaterCost(p, sc))
        }
      })
      const cmp = compareCost(total, target)
      if (cmp > 0) return
      const same = cmp === 0 && floatersOk(out)
      verdict = cmp === 0 && same ? 'found' : 'unknown'
      return
    }
    const a = players[i] as DutchPlayer
    for (let j = 0; j < s2.length && !verdict; j++) {
      const b = s2[j] as DutchPlayer
      if (used[j] || !compatible(a, b)) continue
      const next = [...cost]
      addCost(next, pairCost(a, b, sc))
      if (compareCost(next, target) > 0) continue
      used[j] = true
      chosen.push([a, b])
      walk(i + 1, next)
      if (verdict === 'found') return
      chosen.pop()
      used[j] = false
    }
  }
  walk(0, zeroCost())
  return verdict === 'found' ? chosen : 'unknown'
}

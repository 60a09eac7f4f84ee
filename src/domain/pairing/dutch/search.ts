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
  return [
    BigInt(c.topscorerCd),
    BigInt(c.topscorerRepeat),
    BigInt(c.prefMissed),
    BigInt(c.strongMissed),
    0n,
    0n,
    0n,
    0n,
  ]
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
 * whose local costs equal `target` and whose floaters `floatersOk` accepts as equally good.
 * Returns 'unknown' when the walk cannot decide (budget spent, or an equally good candidate
 * with other floaters). Branches are cut when their colour costs plus a lower bound on the
 * rest already exceed the target. @see FIDE C.04.3 D.1 (transpositions), B.4-B.8
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
  const m = s2.length
  const cost: (number[] | null)[] = []
  for (let i = 0; i < k; i++) {
    const a = players[i] as DutchPlayer
    for (let j = 0; j < m; j++) {
      const b = s2[j] as DutchPlayer
      cost.push(compatible(a, b) ? pairCost(a, b, sc).slice(0, 4).map(Number) : null)
    }
  }
  const goal = target.slice(0, 4).map(Number)
  const used = new Array<boolean>(m).fill(false)
  const chosen: [DutchPlayer, DutchPlayer][] = []
  let nodes = 0
  let verdict: 'found' | 'unknown' | null = null
  const exceeds = (i: number, acc: number[]): boolean => {
    const lb = [...acc]
    for (let x = i; x < k; x++) {
      const best = [Infinity, Infinity, Infinity, Infinity]
      for (let j = 0; j < m; j++) {
        const c = used[j] ? null : cost[x * m + j]
        if (c) for (let f = 0; f < 4; f++) best[f] = Math.min(best[f] as number, c[f] as number)
      }
      for (let f = 0; f < 4; f++) lb[f] = (lb[f] as number) + (best[f] as number)
    }
    lb[2] = Math.max(lb[2] as number, (acc[2] as number) + prefMissesBound(i))
    for (let f = 0; f < 4; f++) {
      if ((lb[f] as number) !== goal[f]) return (lb[f] as number) > (goal[f] as number)
    }
    return false
  }
  // Players with a preference who cannot all meet someone preferring, or free to take, the other colour.
  const prefMissesBound = (i: number): number => {
    let w1 = 0
    let b1 = 0
    let w2 = 0
    let b2 = 0
    let n2 = 0
    for (let x = i; x < k; x++) {
      const p = players[x]?.pref
      if (p === 'white') w1++
      else if (p === 'black') b1++
    }
    for (let j = 0; j < m; j++) {
      if (used[j]) continue
      const p = s2[j]?.pref
      if (p === 'white') w2++
      else if (p === 'black') b2++
      else n2++
    }
    const wb = Math.min(w1, b2)
    const bw = Math.min(b1, w2)
    return w1 + b1 - wb - bw - Math.min(w1 - wb + b1 - bw, n2)
  }
  const leaf = (acc: number[]): void => {
    const total: LocalCost = [...acc.map(BigInt), 0n, 0n, 0n, 0n]
    const out = new Set<number>()
    s2.forEach((p, j) => {
      if (!used[j]) {
        out.add(p.id)
        addCost(total, floaterCost(p, sc))
      }
    })
    const cmp = compareCost(total, target)
    if (cmp > 0) return
    verdict = cmp === 0 && floatersOk(out) ? 'found' : 'unknown'
  }
  const walk = (i: number, acc: number[]): void => {
    if (++nodes > budget) verdict ??= 'unknown'
    if (verdict) return
    if (i === k) return leaf(acc)
    if (exceeds(i, acc)) return
    for (let j = 0; j < m && !verdict; j++) {
      const c = used[j] ? null : cost[i * m + j]
      if (!c) continue
      used[j] = true
      chosen.push([players[i] as DutchPlayer, s2[j] as DutchPlayer])
      walk(
        i + 1,
        acc.map((v, f) => v + (c[f] as number)),
      )
      if (verdict === 'found') return
      chosen.pop()
      used[j] = false
    }
  }
  walk(0, [0, 0, 0, 0])
  return verdict === 'found' ? chosen : 'unknown'
}

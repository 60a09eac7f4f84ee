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
  // C10-C13 costs of S1[i] against S2[j] at 4 * (i * m + j); -1 in the first field: not allowed.
  const cost = new Float64Array(4 * k * m)
  for (let i = 0; i < k; i++) {
    const a = players[i] as DutchPlayer
    for (let j = 0; j < m; j++) {
      const b = s2[j] as DutchPlayer
      const at = 4 * (i * m + j)
      if (!compatible(a, b)) {
        cost[at] = -1
        continue
      }
      const c = pairColourCost(a, b, sc.initial)
      cost[at] = c.topscorerCd
      cost[at + 1] = c.topscorerRepeat
      cost[at + 2] = c.prefMissed
      cost[at + 3] = c.strongMissed
    }
  }
  const goal = target.slice(0, 4).map(Number)
  const used = new Uint8Array(m)
  const chosen: [DutchPlayer, DutchPlayer][] = []
  const acc = new Float64Array(4 * (k + 1))
  const lb = new Float64Array(4)
  const best = new Float64Array(4)
  let nodes = 0
  let verdict: 'found' | 'unknown' | null = null
  // Whether the candidates below node `i` (running costs at acc[4i..]) must all cost more than the goal.
  const exceeds = (i: number): boolean => {
    for (let f = 0; f < 4; f++) lb[f] = acc[4 * i + f] as number
    for (let x = i; x < k; x++) {
      best.fill(Infinity)
      for (let j = 0; j < m; j++) {
        const at = 4 * (x * m + j)
        if (used[j] === 1 || cost[at] === -1) continue
        for (let f = 0; f < 4; f++)
          if ((cost[at + f] as number) < (best[f] as number)) best[f] = cost[at + f] as number
      }
      for (let f = 0; f < 4; f++) lb[f] = (lb[f] as number) + (best[f] as number)
    }
    lb[2] = Math.max(lb[2] as number, (acc[4 * i + 2] as number) + prefMissesBound(i))
    for (let f = 0; f < 4; f++) {
      if (lb[f] !== goal[f]) return (lb[f] as number) > (goal[f] as number)
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
      if (used[j] === 1) continue
      const p = s2[j]?.pref
      if (p === 'white') w2++
      else if (p === 'black') b2++
      else n2++
    }
    const wb = Math.min(w1, b2)
    const bw = Math.min(b1, w2)
    return w1 + b1 - wb - bw - Math.min(w1 - wb + b1 - bw, n2)
  }
  const leaf = (): void => {
    const total: LocalCost = zeroCost()
    for (let f = 0; f < 4; f++) total[f] = BigInt(acc[4 * k + f] as number)
    const out = new Set<number>()
    s2.forEach((p, j) => {
      if (used[j] === 0) {
        out.add(p.id)
        addCost(total, floaterCost(p, sc))
      }
    })
    const cmp = compareCost(total, target)
    if (cmp > 0) return
    verdict = cmp === 0 && floatersOk(out) ? 'found' : 'unknown'
  }
  const walk = (i: number): void => {
    if (++nodes > budget) verdict ??= 'unknown'
    if (verdict) return
    if (i === k) return leaf()
    if (exceeds(i)) return
    for (let j = 0; j < m && !verdict; j++) {
      const at = 4 * (i * m + j)
      if (used[j] === 1 || cost[at] === -1) continue
      used[j] = 1
      chosen.push([players[i] as DutchPlayer, s2[j] as DutchPlayer])
      for (let f = 0; f < 4; f++)
        acc[4 * (i + 1) + f] = (acc[4 * i + f] as number) + (cost[at + f] as number)
      walk(i + 1)
      if (verdict === 'found') return
      chosen.pop()
      used[j] = 0
    }
  }
  walk(0)
  return verdict === 'found' ? chosen : 'unknown'
}

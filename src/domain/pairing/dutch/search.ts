import { Assignment } from './assignment.ts'
import { compatible, pairColourCost } from './colours.ts'
import { aloneFor, compareCriteria, Q, type CriteriaScale } from './criteria.ts'
import type { DutchPlayer } from './players.ts'

/** Packed assignment costs stay below this, so that n times the largest one stays exact. */
const PACKED_LIMIT = 2 ** 40

/**
 * The cost matrices of the assignment, one per field in priority order; packed into one matrix by
 * a mixed radix when they fit (each field's radix above the largest total the later fields can
 * reach, one row's largest finite cell each), which has the same optimal assignments and takes
 * one solve instead of one per field. A forbidden cell is Infinity in every field.
 */
function packedCosts(
  n: number,
  fields: readonly number[],
  cell: (f: number, r: number, c: number) => number,
): Float64Array[] {
  const matrices = fields.map((f) => {
    const cost = new Float64Array(n * n)
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) cost[r * n + c] = cell(f, r, c)
    return cost
  })
  if (matrices.length < 2) return matrices
  const radix: number[] = new Array<number>(matrices.length).fill(1)
  let scale = 1
  for (let x = matrices.length - 1; x >= 0; x--) {
    radix[x] = scale
    const cost = matrices[x] as Float64Array
    let bound = 0
    for (let r = 0; r < n; r++) {
      let top = 0
      for (let c = 0; c < n; c++) {
        const v = cost[r * n + c] as number
        if (v !== Infinity && v > top) top = v
      }
      bound += top
    }
    scale *= bound + 1
    if (!(scale < PACKED_LIMIT)) return matrices
  }
  const packed = new Float64Array(n * n)
  for (let at = 0; at < n * n; at++) {
    let x = 0
    for (let y = 0; y < matrices.length; y++)
      x += ((matrices[y] as Float64Array)[at] as number) * (radix[y] as number)
    packed[at] = x
  }
  return [packed]
}

/**
 * The local costs of a remainder candidate, the criteria that depend on each pair or each floater
 * alone, as counts to minimise in priority order (slots named by {@link L}).
 */
export type LocalCost = bigint[]

/** Slots of a {@link LocalCost}: C10-C13 of the pairs, then C14, C16, C18, C20 of the floaters. */
export const L = { C10: 0, C11: 1, C12: 2, C13: 3, C14: 4, C16: 5, C18: 6, C20: 7 } as const

const FIELDS = 8

/** C10-C13 costs of one pair. */
export function pairCost(a: DutchPlayer, b: DutchPlayer, sc: CriteriaScale): LocalCost {
  const c = pairColourCost(a, b, sc.initial)
  const cost = zeroCost()
  cost[L.C10] = BigInt(c.topscorerCd)
  cost[L.C11] = BigInt(c.topscorerRepeat)
  cost[L.C12] = BigInt(c.prefMissed)
  cost[L.C13] = BigInt(c.strongMissed)
  return cost
}

/** C14, C16, C18, C20 costs of a resident leaving the bracket. */
export function floaterCost(p: DutchPlayer, sc: CriteriaScale): LocalCost {
  const f = aloneFor({ role: 'resident', player: p, next: false }, sc)
  const cost = zeroCost()
  cost[L.C14] = -(f[Q.C14] ?? 0n)
  cost[L.C16] = -(f[Q.C16] ?? 0n)
  cost[L.C18] = -(f[Q.C18] ?? 0n)
  cost[L.C20] = -(f[Q.C20] ?? 0n)
  return cost
}

/** Adds `b` into `a` in place. */
export function addCost(a: LocalCost, b: LocalCost): void {
  for (let i = 0; i < FIELDS; i++) a[i] = (a[i] ?? 0n) + (b[i] ?? 0n)
}

/**
 * Whether a candidate's floaters are as good as the optimum's on the criteria that look past the
 * bracket: true, false (the candidate is worse) or 'unknown' (not decided).
 */
export type FloatersVerdict = (out: ReadonlySet<number>) => boolean | 'unknown'

/** Positive when `a` costs more than `b` (the criteria comparison, on counts to minimise). */
export const compareCost = (a: LocalCost, b: LocalCost): number => compareCriteria(a, b)

export const zeroCost = (): LocalCost => new Array<bigint>(FIELDS).fill(0n)

/**
 * The C10-C13 costs of each S1 player (the first `k` of `players`) against each S2 player (the
 * rest): S1[i] against S2[j] at 4 * (i * m + j), m the size of S2; -1 in the first field marks a
 * pair C1 or C3 forbids.
 */
export function colourCosts(
  players: readonly DutchPlayer[],
  k: number,
  sc: CriteriaScale,
): Float64Array {
  const m = players.length - k
  const cost = new Float64Array(4 * k * m)
  for (let i = 0; i < k; i++) {
    const a = players[i] as DutchPlayer
    for (let j = 0; j < m; j++) {
      const b = players[k + j] as DutchPlayer
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
  return cost
}

/**
 * The first S2 transposition (D.1 order) whose local costs equal `target`, found exactly: the
 * candidates of one split into S1 and S2 are the assignments of S1 to S2 (the S2 players left
 * over float, each at its floater cost), so the cheapest ones are the optimal assignments,
 * criterion by criterion ({@link Assignment.lexicographic}). Then S1 is walked in order, each
 * player taking the lowest S2 player some optimal assignment still allows. `pairs` holds the
 * C10-C13 costs ({@link colourCosts}). `mayFloat`, when given, says which S2 player (column) the
 * floater row `row` (0 for the first S2 player left over) may take: a candidate's floaters are
 * then restricted to the sets it allows. 'above' when no candidate of the split reaches `target`
 * (the optimum costs more). 'walk' when the walk in rule order may still find the answer: the optimum costs less than `target` (its floaters break a criterion the local
 * costs do not hold), or, with `skipWorse`, its floaters were found worse.
 * @see FIDE C.04.3 D.1, B.4-B.8
 */
export function firstOptimal(
  players: readonly DutchPlayer[],
  k: number,
  sc: CriteriaScale,
  pairs: Float64Array,
  target: LocalCost,
  floatersOk: FloatersVerdict,
  skipWorse: boolean,
  mayFloat?: (row: number, col: number) => boolean,
): [DutchPlayer, DutchPlayer][] | 'unknown' | 'walk' | 'above' {
  const s2 = players.slice(k)
  const n = s2.length
  // Rows are the S1 players, then one row per S2 player left over: it takes a column as a floater.
  const floats = new Float64Array(4 * n)
  for (let c = 0; c < n; c++) {
    const f = floaterCost(s2[c] as DutchPlayer, sc)
    for (let x = 0; x < 4; x++) floats[4 * c + x] = Number(f[4 + x])
  }
  // The value of cell (r, c) in field f; Infinity for a forbidden pair.
  const cell = (f: number, r: number, c: number): number => {
    const at = 4 * (r * n + c)
    if (r < k) return pairs[at] === -1 ? Infinity : f < 4 ? (pairs[at + f] as number) : 0
    if (mayFloat && !mayFloat(r - k, c)) return Infinity
    return f < 4 ? 0 : (floats[4 * c + f - 4] as number)
  }
  // Only the fields some cell uses need a matrix (in round 1: none, one all-zero matrix).
  const used = Array.from({ length: FIELDS }, (_, f) => f).filter((f) => {
    if (f >= 4) return floats.some((x, i) => i % 4 === f - 4 && x > 0)
    for (let at = 0; at < 4 * k * n; at += 4)
      if (pairs[at] !== -1 && (pairs[at + f] as number) > 0) return true
    return false
  })
  const fields = used.length > 0 ? used : [0]
  const best = Assignment.lexicographic(n, packedCosts(n, fields, cell))
  if (!best) return 'unknown'
  const total = zeroCost()
  for (let r = 0; r < n; r++) {
    const c = best.colOf[r] as number
    for (const f of used) total[f] = (total[f] as bigint) + BigInt(cell(f, r, c))
  }
  const cmp = compareCost(total, target)
  if (cmp !== 0) return cmp < 0 ? 'walk' : 'above'
  const fixed = new Uint8Array(n)
  for (let i = 0; i < k; i++) {
    for (let c = 0; c < n; c++) {
      if (fixed[best.rowOf[c] as number] === 1 || !best.allowed(i, c)) continue
      if (best.reassign(i, c, fixed)) break
    }
    fixed[i] = 1
  }
  const out = new Set<number>()
  for (let r = k; r < n; r++) out.add((s2[best.colOf[r] as number] as DutchPlayer).id)
  const ok = floatersOk(out)
  if (ok !== true) return ok === false && skipWorse ? 'walk' : 'unknown'
  return Array.from({ length: k }, (_, i) => [
    players[i] as DutchPlayer,
    s2[best.colOf[i] as number] as DutchPlayer,
  ])
}

/**
 * Walks the remainder's S2 transpositions in the rule's order and returns the first candidate
 * whose local costs equal `target` and whose floaters `floatersOk` accepts as equally good.
 * Returns 'unknown' when the walk cannot decide (budget spent, or a candidate as cheap as the
 * target whose floaters are not accepted). With `skipWorse`, `floatersOk` is exact: a candidate
 * whose floaters it finds worse (false) is not optimal, and the walk goes on past it. Branches
 * are cut when their colour costs plus a lower bound on the rest already exceed the target.
 * @see FIDE C.04.3 D.1 (transpositions), B.4-B.8
 */
export function searchTranspositions(
  ...search: Parameters<typeof transpositionsReaching>
): [DutchPlayer, DutchPlayer][] | 'unknown' {
  const found = transpositionsReaching(...search)
  return found === 'above' ? 'unknown' : found
}

/**
 * {@link searchTranspositions}, telling apart the split none of whose transpositions reaches
 * `target` ('above': their optimum costs more) from a search that could not decide ('unknown').
 */
export function transpositionsReaching(
  players: readonly DutchPlayer[],
  k: number,
  sc: CriteriaScale,
  target: LocalCost,
  floatersOk: FloatersVerdict,
  budget: number,
  skipWorse = false,
): [DutchPlayer, DutchPlayer][] | 'unknown' | 'above' {
  const s2 = players.slice(k)
  const m = s2.length
  const cost = colourCosts(players, k, sc)
  const exact = firstOptimal(players, k, sc, cost, target, floatersOk, skipWorse)
  // The walk below visits the same candidates in D.1 order and stops at the first one costing no
  // more than the target. When the optimum over them costs more, none reaches the target; when it
  // costs the target, the first such candidate is the one just refused. Only an optimum cheaper
  // than the target, or floaters found worse, leave the walk something to find.
  if (exact !== 'walk') return exact
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
    const ok = cmp === 0 ? floatersOk(out) : false
    if (ok === true) verdict = 'found'
    else if (ok === 'unknown' || !skipWorse) verdict = 'unknown'
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

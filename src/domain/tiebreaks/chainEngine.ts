import { drawLots } from './lots.ts'
import { plainValue, type TieBreakValue } from './values.ts'

/** What to do with a tie that survives the whole chain (FAPA art. 29.2.d, 29.3.f). */
export type FinalTieRule = 'lots' | 'playoff' | 'shared'

/**
 * One step of a chain over n competitors (indices 0..n-1): either values known for everyone
 * (types B, C, D of C.07 art. 3) or a function of the tied group (type A: DE, Sistema Holandés).
 */
export interface ChainStep {
  readonly values?: readonly TieBreakValue[]
  readonly perGroup?: (group: readonly number[]) => ReadonlyMap<number, TieBreakValue>
  /** Fewer is better (forfeits, BC). */
  readonly lowerIsBetter?: boolean
}

/** A ranked competitor after the chain. */
export interface ChainPlace {
  readonly index: number
  readonly rank: number
  readonly values: readonly TieBreakValue[]
  readonly lot?: number
  readonly playoff?: boolean
}

/** Splits an ordered list into runs of equal keys. */
function runs(order: readonly number[], same: (a: number, b: number) => boolean): number[][] {
  const out: number[][] = []
  for (const p of order) {
    const last = out[out.length - 1]
    if (last !== undefined && same(last[0] as number, p)) last.push(p)
    else out.push([p])
  }
  return out
}

function refine(groups: number[][], step: ChainStep, column: TieBreakValue[]): number[][] {
  if (step.perGroup) {
    for (const g of groups) if (g.length > 1) step.perGroup(g).forEach((v, p) => (column[p] = v))
  }
  const sign = step.lowerIsBetter ? -1 : 1
  const cmp = (a: number, b: number): number =>
    sign * ((column[b]?.value ?? 0) - (column[a]?.value ?? 0))
  return groups.flatMap((g) =>
    runs(
      g.slice().sort((a, b) => cmp(a, b) || a - b),
      (a, b) => cmp(a, b) === 0,
    ),
  )
}

/**
 * Orders competitors by a primary score and a list of tie-breaks, each applied only inside the
 * groups the previous ones left tied; what stays tied is decided by lots (keys `ids`, seeded),
 * shared, or flagged for a playoff.
 * @see FIDE C.07 art. 2-4 (application of a list), FAPA art. 29
 */
export function orderByChain(
  primary: readonly number[],
  steps: readonly ChainStep[],
  ids: readonly number[],
  finalTie: FinalTieRule,
  lotSeed: number,
): ChainPlace[] {
  const n = primary.length
  const columns = steps.map((s) =>
    Array.from({ length: n }, (_, i) => s.values?.[i] ?? plainValue(0, 1)),
  )
  const all = primary.map((_, i) => i)
  let groups = runs(
    all.sort((a, b) => (primary[b] ?? 0) - (primary[a] ?? 0) || a - b),
    (a, b) => primary[a] === primary[b],
  )
  steps.forEach((step, k) => {
    groups = refine(groups, step, columns[k] as TieBreakValue[])
  })
  const out: ChainPlace[] = []
  let place = 1
  for (const g of groups) {
    const lots =
      g.length > 1 && finalTie === 'lots'
        ? drawLots(
            g.map((p) => ids[p] ?? p),
            lotSeed,
          )
        : null
    const lotOf = (p: number): number => lots?.get(ids[p] ?? p) ?? 0
    const ordered = lots ? g.slice().sort((a, b) => lotOf(a) - lotOf(b)) : g
    ordered.forEach((p, k) => {
      out.push({
        index: p,
        rank: lots ? place + k : place,
        values: columns.map((c) => c[p] ?? plainValue(0, 1)),
        ...(lots ? { lot: lotOf(p) } : {}),
        ...(g.length > 1 && finalTie === 'playoff' ? { playoff: true } : {}),
      })
    })
    place += g.length
  }
  return out
}

import type { TieBreakContext } from './context.ts'
import type { TieBreakItem, TieBreakValue } from './values.ts'

/** Options of the direct encounter (C.07 art. 6.1: forfeits only if the regulations say so). */
export interface DirectEncounterOptions {
  readonly includeForfeits: boolean
  readonly reading?: EncounterReading
}

/** Mutual results inside a group: points (scaled by games met) and the games that count. */
interface MiniTable {
  /** score[a][b]: average points of a against b, in half-points x `scale`, or null if they never met. */
  readonly score: (number | null)[][]
  readonly items: TieBreakItem[][]
}

const AVERAGE_SCALE = 12 // averages of up to 4 repeated games stay integers

function miniTable(
  ctx: TieBreakContext,
  group: readonly number[],
  opts: DirectEncounterOptions,
): MiniTable {
  const pos = new Map(group.map((p, k) => [p, k]))
  const sums = group.map(() => group.map(() => ({ pts: 0, games: 0 })))
  const items: TieBreakItem[][] = group.map(() => [])
  group.forEach((p, a) => {
    for (const v of ctx.grid[p] ?? []) {
      const b = pos.get(v.opponent)
      const forfeit = v.outcome === 'forfeit-win' || v.outcome === 'forfeit-loss'
      if (b === undefined || !(v.played || (opts.includeForfeits && forfeit))) continue
      const cell = sums[a]?.[b] as { pts: number; games: number }
      cell.pts += v.points
      cell.games += 1
      const opponent = ctx.players[v.opponent]?.startNo ?? null
      items[a]?.push({ round: v.round, opponent, value: v.points, unplayed: !v.played, cut: false })
    }
  })
  const score = sums.map((row) =>
    row.map((c) => (c.games === 0 ? null : (c.pts * AVERAGE_SCALE) / c.games)),
  )
  return { score, items }
}

/**
 * How the mini-league among tied players is read: `c07` re-runs the players still level on their
 * own and, when games are missing, places a player only if no missing result could catch him;
 * `liguilla` (FAPA art. 29.2.b, 29.3.b) ranks by the points of the mini-league once, leaving
 * those level to the next criterion.
 */
export type EncounterReading = 'c07' | 'liguilla'

/**
 * Orders the members of a tied group into tiers, best first, from a mini-table where
 * `score[a][b]` is what a scored against b (null if they never met) and `maxPerPair` what one
 * pairing can be worth.
 * @see FIDE C.07 art. 6.2, 6.3; FAPA art. 29.2.b, 29.3.b ("la consiguiente liguilla")
 */
export function rankByMiniTable(
  score: readonly (readonly (number | null)[])[],
  group: readonly number[],
  maxPerPair: number,
  reading: EncounterReading = 'c07',
): number[][] {
  if (group.length < 2) return [group.slice()]
  const allMet = group.every((a) => group.every((b) => a === b || score[a]?.[b] != null))
  const total = (a: number, optimistic: boolean): number =>
    group.reduce((s, b) => s + (a === b ? 0 : (score[a]?.[b] ?? (optimistic ? maxPerPair : 0))), 0)
  if (allMet || reading === 'liguilla') {
    const levels = [...new Set(group.map((a) => total(a, false)))].sort((x, y) => y - x)
    const tiers = levels.map((l) => group.filter((a) => total(a, false) === l))
    if (tiers.length === 1 || reading === 'liguilla') return tiers
    return tiers.flatMap((t) => rankByMiniTable(score, t, maxPerPair))
  }
  const best = group.find((a) => group.every((b) => b === a || total(a, false) > total(b, true)))
  if (best === undefined) return [group.slice()]
  const rest = group.filter((a) => a !== best)
  return [[best], ...rankByMiniTable(score, rest, maxPerPair)]
}

/** Value of each tier member: how many members of the group rank below it (0 when unbroken). */
export function tierValues(
  tiers: readonly (readonly number[])[],
  size: number,
): Map<number, number> {
  const out = new Map<number, number>()
  let below = size
  for (const tier of tiers) {
    below -= tier.length
    for (const k of tier) out.set(k, below)
  }
  return out
}

/**
 * Direct encounter inside one tied group (indices of players): each member's value is the number
 * of members it ranks above, so a higher value is better and an unbroken tie gives 0 to all.
 * @see FIDE C.07 art. 6 (mini-table, recursion, 6.3 for incomplete Swiss groups), FAPA art. 29.2.b
 */
export function computeDirectEncounter(
  ctx: TieBreakContext,
  group: readonly number[],
  opts: DirectEncounterOptions = { includeForfeits: false },
): Map<number, TieBreakValue> {
  const table = miniTable(ctx, group, opts)
  const positions = group.map((_, k) => k)
  const tiers = rankByMiniTable(
    table.score,
    positions,
    ctx.scoring.win * AVERAGE_SCALE,
    opts.reading,
  )
  const below = tierValues(tiers, group.length)
  const out = new Map<number, TieBreakValue>()
  positions.forEach((k) =>
    out.set(group[k] as number, {
      value: below.get(k) ?? 0,
      scale: 1,
      items: table.items[k] ?? [],
    }),
  )
  return out
}

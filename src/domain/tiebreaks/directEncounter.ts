import type { TieBreakContext } from './context.ts'
import type { TieBreakItem, TieBreakValue } from './values.ts'

/** Options of the direct encounter (C.07 art. 6.1: forfeits only if the regulations say so). */
export interface DirectEncounterOptions {
  readonly includeForfeits: boolean
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

/** Orders the members of `group` (positions in the mini-table) into ranked tiers, best first. */
function rankTiers(table: MiniTable, group: readonly number[], win: number): number[][] {
  if (group.length < 2) return [group.slice()]
  const allMet = group.every((a) => group.every((b) => a === b || table.score[a]?.[b] != null))
  const total = (a: number, optimistic: boolean): number =>
    group.reduce(
      (s, b) => s + (a === b ? 0 : (table.score[a]?.[b] ?? (optimistic ? win * AVERAGE_SCALE : 0))),
      0,
    )
  if (allMet) {
    const levels = [...new Set(group.map((a) => total(a, false)))].sort((x, y) => y - x)
    const tiers = levels.map((l) => group.filter((a) => total(a, false) === l))
    if (tiers.length === 1) return tiers
    return tiers.flatMap((t) => rankTiers(table, t, win))
  }
  // Art. 6.3: place a player first only if no completion of the missing games could catch him.
  const best = group.find((a) => group.every((b) => b === a || total(a, false) > total(b, true)))
  if (best === undefined) return [group.slice()]
  const rest = group.filter((a) => a !== best)
  return [[best], ...rankTiers(table, rest, win)]
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
  const tiers = rankTiers(
    table,
    group.map((_, k) => k),
    ctx.scoring.win,
  )
  const out = new Map<number, TieBreakValue>()
  let below = group.length
  for (const tier of tiers) {
    below -= tier.length
    for (const k of tier)
      out.set(group[k] as number, { value: below, scale: 1, items: table.items[k] ?? [] })
  }
  return out
}

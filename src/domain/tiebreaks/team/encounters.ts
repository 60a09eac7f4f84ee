import { rankByMiniTable, tierValues, type EncounterReading } from '../directEncounter.ts'
import type { TieBreakItem, TieBreakValue } from '../values.ts'
import type { TeamContext } from './context.ts'
import type { TeamScore } from './scoreTiebreaks.ts'

const AVERAGE_SCALE = 12

/** Mini-table of a tied group on MP or GP: average score of a against b (null if they never met). */
function teamMiniTable(
  ctx: TeamContext,
  group: readonly number[],
  score: TeamScore,
): (number | null)[][] {
  const pos = new Map(group.map((t, k) => [t, k]))
  return group.map((t) => {
    const sums = group.map(() => ({ pts: 0, n: 0 }))
    for (const v of ctx.grid[t] ?? []) {
      const b = pos.get(v.opponent)
      if (b === undefined) continue
      const cell = sums[b] as { pts: number; n: number }
      cell.pts += score === 'MP' ? v.mp : v.gp
      cell.n += 1
    }
    return sums.map((c) => (c.n === 0 ? null : (c.pts * AVERAGE_SCALE) / c.n))
  })
}

function maxPerMatch(ctx: TeamContext, score: TeamScore): number {
  return (
    (score === 'MP' ? ctx.competition.matchScoring.win : 2 * ctx.competition.boards) * AVERAGE_SCALE
  )
}

function matchItems(ctx: TeamContext, t: number, group: readonly number[]): TieBreakItem[] {
  return (ctx.grid[t] ?? [])
    .filter((v) => group.includes(v.opponent))
    .map((v) => ({
      round: v.round,
      opponent: ctx.competition.teams[v.opponent]?.teamNo ?? null,
      value: v.mp,
      unplayed: !v.played,
      cut: false,
    }))
}

/**
 * Direct encounter between tied teams on the given scores in order (`['MP']` for DE, `['MP',
 * 'GP']` for EDE): a mini-league among them, recursive; each team's value is the number of tied
 * teams it ranks above.
 * @see FIDE C.07 art. 6 and 13.3 (EDE), FAPA art. 29.3.b, 91.a, 99.a ("la consiguiente liguilla")
 */
export function computeTeamEncounter(
  ctx: TeamContext,
  group: readonly number[],
  scores: readonly TeamScore[],
  reading: EncounterReading = 'c07',
): Map<number, TieBreakValue> {
  let tiers: number[][] = [group.map((_, k) => k)]
  for (const score of scores) {
    const table = teamMiniTable(ctx, group, score)
    tiers = tiers.flatMap((tier) => rankByMiniTable(table, tier, maxPerMatch(ctx, score), reading))
  }
  const below = tierValues(tiers, group.length)
  const out = new Map<number, TieBreakValue>()
  group.forEach((t, k) =>
    out.set(t, { value: below.get(k) ?? 0, scale: 1, items: matchItems(ctx, t, group) }),
  )
  return out
}

/**
 * Sistema Holandés: over the matches between the tied teams, board 1's result x n, board 2's
 * x (n - 1), ... board n's x 1, summed (half-points).
 * @see FAPA art. 29.3.c, 91.b, 99.b; fide-facts 4.7 (Catalan "coeficient multiplicador")
 */
export function computeDutchSystem(
  ctx: TeamContext,
  group: readonly number[],
): Map<number, TieBreakValue> {
  const n = ctx.competition.boards
  const out = new Map<number, TieBreakValue>()
  for (const t of group) {
    const items: TieBreakItem[] = []
    for (const v of ctx.grid[t] ?? []) {
      if (v.opponent < 0 || v.opponent === t || !group.includes(v.opponent)) continue
      const weighted = v.boards.reduce((s, p, b) => s + p * (n - b), 0)
      items.push({
        round: v.round,
        opponent: ctx.competition.teams[v.opponent]?.teamNo ?? null,
        value: weighted,
        unplayed: !v.played,
        cut: false,
      })
    }
    out.set(t, { value: items.reduce((s, x) => s + x.value, 0), scale: 2, items })
  }
  return out
}

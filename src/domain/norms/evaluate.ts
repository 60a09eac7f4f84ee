import type { TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import { evaluateB01 } from './b01Rules.ts'
import { resolveNormContext } from './context.ts'
import { countableGames, playerByStartNo, roundsDecided } from './games.ts'
import { evaluateSeedGames } from './seedRules.ts'
import { DERIVED_SEED_SCORE_TABLE, type SeedScoreTable } from './seedScoreTable.ts'
import { normTitleScope } from './titleScope.ts'
import {
  type NormContext,
  type NormGame,
  type NormResult,
  type NormTitle,
  type ResolvedNormContext,
} from './types.ts'

/** Options of a norm evaluation. */
export interface NormOptions {
  /** Titles to evaluate; default those above the player's titles (`normTitleScope`). */
  readonly titles?: readonly NormTitle[]
  /** Seed score table (11.31/11.32); default the derived one. */
  readonly seedTable?: SeedScoreTable
  /** Evaluate as if the tournament stopped after this round (forecasts, 10.9). */
  readonly afterRound?: number
}

/** Wins over the lowest-rated opponents first: the ones whose removal most raises the average. */
function droppableWins(games: readonly NormGame[]): NormGame[] {
  return games
    .filter((g) => g.outcome === 'win')
    .sort((a, b) => (a.rating || 2000) - (b.rating || 2000) || a.round - b.round)
}

/**
 * Seed search: the full result; else the same with the k lowest-rated defeated opponents set
 * aside while 9 games remain (8.32); else a norm already made before the last round (10.9).
 * @see seed 8.32, 10.9
 */
function evaluateSeedBest(
  snapshot: TournamentSnapshot,
  candidate: TournamentPlayer,
  ctx: ResolvedNormContext,
  title: NormTitle,
  table: SeedScoreTable,
  games: readonly NormGame[],
  lastRound: number,
): NormResult {
  const run = (gs: readonly NormGame[], last: number, dropped: number[]): NormResult =>
    evaluateSeedGames({
      snapshot,
      candidate,
      ctx,
      title,
      games: gs,
      lastRound: last,
      droppedRounds: dropped,
      table,
    })
  const withDrops = (upTo: number): NormResult | null => {
    const gs = games.filter((g) => g.round <= upTo)
    const wins = droppableWins(gs)
    for (let k = 0; k <= wins.length && gs.length - k >= 9; k++) {
      const drop = new Set(wins.slice(0, k).map((g) => g.round))
      const later = games.filter((g) => g.round > upTo).map((g) => g.round)
      const r = run(
        gs.filter((g) => !drop.has(g.round)),
        upTo,
        [...drop, ...later].sort((a, b) => a - b),
      )
      if (r.achieved) return r
    }
    return null
  }
  const full = run(games, lastRound, [])
  if (full.achieved) return full
  for (let upTo = lastRound; upTo >= 9; upTo--) {
    const r = withDrops(upTo)
    if (r) return r
  }
  return full
}

/**
 * Norm results of one player for each title under the tournament's rule set.
 * @see seed 8.0-11.3, B.01 1.4
 */
export function evaluateNorms(
  snapshot: TournamentSnapshot,
  startNo: number,
  context: NormContext = {},
  options: NormOptions = {},
): NormResult[] {
  const candidate = playerByStartNo(snapshot, startNo)
  if (!candidate) return []
  const ctx = resolveNormContext(snapshot, context)
  const last = Math.min(options.afterRound ?? roundsDecided(candidate), roundsDecided(candidate))
  const games = countableGames(snapshot, startNo, ctx).filter((g) => g.round <= last)
  const titles = options.titles ?? normTitleScope(candidate).evaluated
  const table = options.seedTable ?? DERIVED_SEED_SCORE_TABLE
  return titles.map((title) =>
    ctx.rules === 'seed'
      ? evaluateSeedBest(snapshot, candidate, ctx, title, table, games, last)
      : evaluateB01({ snapshot, candidate, ctx, title, games, lastRound: last }),
  )
}

/** Norm results for every player of the tournament (start order). */
export function evaluateTournamentNorms(
  snapshot: TournamentSnapshot,
  context: NormContext = {},
  options: NormOptions = {},
): { startNo: number; norms: NormResult[] }[] {
  return snapshot.players.map((p) => ({
    startNo: p.startNo,
    norms: evaluateNorms(snapshot, p.startNo, context, options),
  }))
}

import type { HalfPoints } from '../core/index.ts'
import { dpForPercent, percentHundredths } from '../ratings/index.ts'
import type { TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import { check, pts } from './conditions.ts'
import { sumPoints } from './games.ts'
import { NORM_PERFORMANCE } from './levels.ts'
import { seedAverages } from './seedAverage.ts'
import {
  seedFederationConditions,
  seedShareConditions,
  seedTitledMinimum,
} from './seedComposition.ts'
import { categoryFor, requiredSeedPoints, type SeedScoreTable } from './seedScoreTable.ts'
import { seedDurationCondition, seedScheduleConditions } from './schedule.ts'
import type {
  NormCondition,
  NormGame,
  NormResult,
  NormTitle,
  ResolvedNormContext,
} from './types.ts'

/** What a seed evaluation looks at: one candidate, one title, one chosen set of games. */
export interface SeedInput {
  readonly snapshot: TournamentSnapshot
  readonly candidate: TournamentPlayer
  readonly ctx: ResolvedNormContext
  readonly title: NormTitle
  readonly games: readonly NormGame[]
  readonly lastRound: number
  readonly droppedRounds: readonly number[]
  readonly table: SeedScoreTable
}

/**
 * The score condition: the (derived) table for the category, or for GM the 9.21 route, a
 * performance of 2600 with or without the candidate in the average.
 * @see seed 11.3, 9.21
 */
function seedScoreCondition(
  input: SeedInput,
  hp: number,
  averages: { withCandidate: number; opponentsOnly: number },
): { cond: NormCondition; required: number | null } {
  const n = input.games.length
  const category = categoryFor(averages.withCandidate)
  const required = requiredSeedPoints(input.table, category, input.title, n)
  const source = input.table.source
  const checked = check(
    'score',
    `11.3 (${source})`,
    `score in category ${category}`,
    hp,
    required ?? 2 * n + 1,
    'min',
    {
      of: n,
      format: pts,
    },
  )
  const base: NormCondition = { ...checked, article: '11.3', tableSource: source }
  if (base.ok || input.title !== 'GM' || n === 0) return { cond: base, required }
  const pct = percentHundredths(hp, n)
  const rpWith = averages.withCandidate + dpForPercent(pct)
  const rpWithout = averages.opponentsOnly + dpForPercent(pct)
  const best = Math.max(rpWith, rpWithout)
  const label = `performance (${rpWith >= rpWithout ? 'with' : 'without'} the candidate)`
  return { cond: check('score', '9.21', label, best, NORM_PERFORMANCE.GM, 'min'), required }
}

/** Extra games credited for full points above the requirement, at most three. @see seed 10.10 */
export function seedExtraGames(hp: number, required: number | null): number {
  if (required === null || hp < required) return 0
  return Math.min(3, Math.floor((hp - required) / 2))
}

/**
 * Evaluates one seed title result for a fixed set of games (no dropping, no cut).
 * @see seed 8.2-8.9, 9.1-9.4, 10.1-10.4, 10.10, 11.0-11.3
 */
export function evaluateSeedGames(input: SeedInput): NormResult {
  const { snapshot, candidate, ctx, title, games } = input
  const n = games.length
  const hp = sumPoints(games)
  const averages = seedAverages(candidate, games, ctx)
  const percent = percentHundredths(hp, n)
  const rp = n > 0 ? averages.withCandidate + dpForPercent(percent) : 0
  const score = seedScoreCondition(input, hp, averages)
  const feds = seedFederationConditions(snapshot, candidate, games, title, ctx)
  const conditions: NormCondition[] = [
    check('rounds', '8.2', 'rounds', snapshot.totalRounds, 9, 'min'),
    check('games', '8.32', 'games counted', n, 9, 'min'),
    ...seedShareConditions(candidate, games, title, ctx),
    ...feds.conditions,
    seedTitledMinimum(games, title),
    ...seedScheduleConditions(title, ctx, input.lastRound),
    seedDurationCondition(ctx),
    score.cond,
  ]
  const achieved = conditions.every((c) => c.ok)
  return {
    rules: 'seed',
    title,
    startNo: candidate.startNo,
    achieved,
    games: n,
    points: hp,
    ra: averages.withCandidate,
    rp,
    percent,
    requiredPoints: score.required as HalfPoints | null,
    applicationGames: n + (achieved ? seedExtraGames(hp, score.required) : 0),
    category: categoryFor(averages.withCandidate),
    scoreTableSource: input.table.source,
    droppedRounds: input.droppedRounds,
    lastRound: input.lastRound,
    foreignRuleMet: feds.metWithoutExemption,
    opponents: games,
    conditions,
  }
}

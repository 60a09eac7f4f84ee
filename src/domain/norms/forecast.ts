import type { HalfPoints } from '../core/index.ts'
import type { TournamentSnapshot } from '../tournament/index.ts'
import { b01RequiredPoints, evaluateB01 } from './b01Rules.ts'
import { resolveNormContext } from './context.ts'
import { countableGames, playerByStartNo, roundsDecided, sumPoints } from './games.ts'
import { B01_MIN_RA } from './levels.ts'
import { seedForeignMinimum, seedSameFederationLimit } from './seedComposition.ts'
import { evaluateSeedGames } from './seedRules.ts'
import {
  categoryFor,
  DERIVED_SEED_SCORE_TABLE,
  requiredSeedPoints,
  type SeedScoreTable,
} from './seedScoreTable.ts'
import { normTitleScope } from './titleScope.ts'
import {
  type NormCondition,
  type NormContext,
  type NormResult,
  type NormTitle,
  type RuleSet,
} from './types.ts'

/** A composition condition that the remaining rounds still have to settle. */
export interface OpenCondition {
  readonly id: string
  readonly article: string
  readonly have: number
  /** Requirement at the final number of games. */
  readonly need: number
  readonly limit: 'min' | 'max'
  /** Opponents of that kind still to meet (min), or 0. */
  readonly missing: number
  /** True when no result of the remaining rounds can meet it. */
  readonly impossible: boolean
}

/** What a player needs from the remaining rounds for one title. */
export interface NormForecast {
  readonly title: NormTitle
  readonly rules: RuleSet
  readonly startNo: number
  readonly roundsPlayed: number
  readonly roundsLeft: number
  readonly pointsSoFar: HalfPoints
  /** Half-points needed from the remaining rounds if the opponents' average stays as it is. */
  readonly pointsNeeded: HalfPoints | null
  readonly status: 'achieved' | 'possible' | 'out-of-range'
  readonly ra: number
  readonly open: readonly OpenCondition[]
}

type NeedAt = (n: number) => number

/** Requirement of each counted condition at a final count of `n` games. @see B.01 1.4.1-1.4.5 */
const B01_NEEDS: Readonly<Record<string, NeedAt>> = {
  'foreign-federations': () => 2,
  'own-federation': (n) => Math.floor((3 * n) / 5),
  'single-federation': (n) => Math.floor((2 * n) / 3),
  'titled-opponents': (n) => Math.ceil(n / 2),
  'target-title-opponents': (n) => Math.max(3, Math.ceil(n / 3)),
}

/** Same for the seed rules (players = games + 1). @see seed 8.2-8.7, 10.1-10.4 */
const SEED_NEEDS: Readonly<Record<string, NeedAt>> = {
  'rated-share': (n) => Math.ceil((4 * (n + 1)) / 5),
  'titled-share': (n) => Math.ceil((n + 1) / 2),
  'foreign-opponents': seedForeignMinimum,
  'same-federation': seedSameFederationLimit,
  federations: () => 3,
}

function openConditions(
  conditions: readonly NormCondition[],
  needs: Readonly<Record<string, NeedAt>>,
  finalGames: number,
  roundsLeft: number,
): OpenCondition[] {
  const out: OpenCondition[] = []
  // the remaining rounds always add games; only a schedule too short for 9 is final
  if (finalGames < 9) {
    const article = conditions.find((c) => c.id === 'games')?.article ?? ''
    out.push({
      id: 'games',
      article,
      have: finalGames,
      need: 9,
      limit: 'min',
      missing: 9 - finalGames,
      impossible: true,
    })
  }
  for (const c of conditions) {
    if (c.exempt || c.have === null || c.limit === 'info') continue
    const needAt =
      needs[c.id] ??
      (c.id === 'titled-opponents' && c.need !== null ? () => c.need as number : undefined)
    if (!needAt) continue
    const need = needAt(finalGames)
    const missing = c.limit === 'min' ? Math.max(0, need - c.have) : 0
    const impossible = c.limit === 'min' ? missing > roundsLeft : c.have > need
    if (missing > 0 || impossible) {
      out.push({
        id: c.id,
        article: c.article,
        have: c.have,
        need,
        limit: c.limit,
        missing,
        impossible,
      })
    }
  }
  return out
}

/**
 * Forecast after the rounds played so far: the points still needed (the opponents' average is
 * assumed to stay where it is) and the composition conditions still open, for each title.
 * @see seed 8.2-11.3, B.01 1.4 (the same rules, applied to the final number of games)
 */
export function forecastNorms(
  snapshot: TournamentSnapshot,
  startNo: number,
  context: NormContext = {},
  options: { afterRound?: number; seedTable?: SeedScoreTable; titles?: readonly NormTitle[] } = {},
): NormForecast[] {
  const candidate = playerByStartNo(snapshot, startNo)
  if (!candidate) return []
  const ctx = resolveNormContext(snapshot, context)
  const played = Math.min(options.afterRound ?? roundsDecided(candidate), roundsDecided(candidate))
  const games = countableGames(snapshot, startNo, ctx).filter((g) => g.round <= played)
  const left = Math.max(0, snapshot.totalRounds - played)
  const finalGames = games.length + left
  const hp = sumPoints(games)
  const table = options.seedTable ?? DERIVED_SEED_SCORE_TABLE
  return (options.titles ?? normTitleScope(candidate).evaluated).map((title) => {
    const now: NormResult =
      ctx.rules === 'seed'
        ? evaluateSeedGames({
            snapshot,
            candidate,
            ctx,
            title,
            games,
            lastRound: played,
            droppedRounds: [],
            table,
          })
        : evaluateB01({ snapshot, candidate, ctx, title, games, lastRound: played })
    const required =
      ctx.rules === 'seed'
        ? requiredSeedPoints(table, categoryFor(now.ra), title, finalGames)
        : now.ra >= B01_MIN_RA[title]
          ? b01RequiredPoints(now.ra, finalGames, title)
          : null
    const needed = required === null ? null : Math.max(0, required - hp)
    const open = openConditions(
      now.conditions,
      ctx.rules === 'seed' ? SEED_NEEDS : B01_NEEDS,
      finalGames,
      left,
    )
    const reachable = needed !== null && needed <= 2 * left && open.every((o) => !o.impossible)
    const done = now.achieved && (left === 0 || ctx.rules === 'seed')
    return {
      title,
      rules: ctx.rules,
      startNo,
      roundsPlayed: played,
      roundsLeft: left,
      pointsSoFar: hp,
      pointsNeeded: needed as HalfPoints | null,
      status: done ? 'achieved' : reachable && left > 0 ? 'possible' : 'out-of-range',
      ra: now.ra,
      open,
    }
  })
}

import type { HalfPoints } from '../core/index.ts'
import { dpForPercent, percentHundredths } from '../ratings/index.ts'
import type { TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import { check, flag, pts } from './conditions.ts'
import { sumPoints } from './games.ts'
import { b01FederationConditions, b01TitledConditions } from './b01Composition.ts'
import { B01_MIN_RA, B01_RATING_FLOOR, NORM_PERFORMANCE, roundHalfUpDiv } from './levels.ts'
import type {
  NormCondition,
  NormGame,
  NormResult,
  NormTitle,
  ResolvedNormContext,
} from './types.ts'

/** Rating an unrated opponent counts as. @see B.01 1.4.6d */
export const B01_UNRATED = 1400

/** Most games a single event credits to an application. @see B.01 1.7 */
export const B01_MAX_GAMES = 13

/**
 * Ra: opponents' ratings (unrated 1400), the single lowest one below the floor raised to it,
 * averaged and rounded .5 up. @see B.01 1.4.6c, 1.4.6d, 1.4.7
 */
export function b01Ra(ratings: readonly number[], title: NormTitle): number {
  if (ratings.length === 0) return 0
  const adjusted = ratings.map((r) => (r > 0 ? r : B01_UNRATED))
  let lowest = 0
  adjusted.forEach((r, i) => {
    if (r < (adjusted[lowest] as number)) lowest = i
  })
  const floor = B01_RATING_FLOOR[title]
  if ((adjusted[lowest] as number) < floor) adjusted[lowest] = floor
  return roundHalfUpDiv(
    adjusted.reduce((s, r) => s + r, 0),
    adjusted.length,
  )
}

/** True when half-points out of `games` reach 35 %. @see B.01 1.4.8b */
export function b01MinimumScore(hp: number, games: number): boolean {
  return 100 * hp >= 70 * games
}

/** Least half-points giving Rp >= level and 35 % with Ra fixed, or null. @see B.01 1.4.8, 1.4.9 */
export function b01RequiredPoints(ra: number, games: number, title: NormTitle): number | null {
  for (let hp = 0; hp <= 2 * games; hp++) {
    if (!b01MinimumScore(hp, games)) continue
    if (ra + dpForPercent(percentHundredths(hp, games)) >= NORM_PERFORMANCE[title]) return hp
  }
  return null
}

/** What a B.01 evaluation looks at. */
export interface B01Input {
  readonly snapshot: TournamentSnapshot
  readonly candidate: TournamentPlayer
  readonly ctx: ResolvedNormContext
  readonly title: NormTitle
  readonly games: readonly NormGame[]
  readonly lastRound: number
}

/** The 9-round event with 8 games after a forfeit win or a PAB. @see B.01 1.4.1 */
function eightGameException(input: B01Input): boolean {
  if (input.snapshot.totalRounds !== 9 || input.games.length !== 8) return false
  const played = new Set(input.games.map((g) => g.round))
  const missing = input.candidate.rounds.filter((r, i) => r !== undefined && !played.has(i + 1))
  return (
    missing.length === 1 && (missing[0]?.outcome === 'forfeit-win' || missing[0]?.outcome === 'pab')
  )
}

/**
 * Evaluates a B.01 (2024) norm: games, score, Ra, Rp, federations, titled opponents, schedule.
 * @see B.01 1.1, 1.4.1-1.4.9, 1.7
 */
export function evaluateB01(input: B01Input): NormResult {
  const { candidate, ctx, title, games } = input
  const n = games.length
  const hp = sumPoints(games)
  const ra = b01Ra(
    games.map((g) => g.rating),
    title,
  )
  const percent = percentHundredths(hp, n)
  const rp = n > 0 ? ra + dpForPercent(percent) : 0
  const eight = eightGameException(input)
  const feds = b01FederationConditions(input)
  const gamesCond = eight
    ? flag('games', '1.4.1', true, 'games counted: 8 of 9 rounds after a forfeit win or PAB')
    : check('games', '1.4.1', 'games counted', n, 9, 'min')
  const conditions: NormCondition[] = [
    gamesCond,
    check('minimum-score', '1.4.8b', 'score (35 %)', hp, Math.ceil((70 * n) / 100), 'min', {
      of: n,
      format: pts,
    }),
    check('minimum-ra', '1.4.8', 'opponents average Ra', ra, B01_MIN_RA[title], 'min'),
    check('performance', '1.4.8', 'performance Rp', rp, NORM_PERFORMANCE[title], 'min'),
    ...feds.conditions,
    ...b01TitledConditions(games, title, ctx),
    check('rounds-per-day', '1.1', 'rounds on one day', ctx.maxRoundsPerDay, 2, 'max'),
  ]
  const achieved = conditions.every((c) => c.ok)
  const required = b01RequiredPoints(ra, n, title)
  const extra = achieved && required !== null ? Math.floor((hp - required) / 2) : 0
  return {
    rules: 'b01-2024',
    title,
    startNo: candidate.startNo,
    achieved,
    games: n,
    points: hp,
    ra,
    rp,
    percent,
    requiredPoints: required as HalfPoints | null,
    applicationGames: Math.min(B01_MAX_GAMES, n + extra),
    droppedRounds: [],
    lastRound: input.lastRound,
    ...(eight ? { eightGameException: true } : {}),
    foreignRuleMet: feds.metWithoutExemption,
    opponents: games,
    conditions,
  }
}

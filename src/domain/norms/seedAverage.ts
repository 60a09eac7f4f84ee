import { roundHalfUpDiv } from './levels.ts'
import type { NormGame, ResolvedNormContext } from './types.ts'

/** Rating an unrated player counts as: 2000, or 2100 in zonals of the open championship. @see seed 8.31, 8.33, 9.3 */
export function seedUnratedValue(ctx: ResolvedNormContext): number {
  return ctx.zonal === 'open' ? 2100 : 2000
}

/** A participant of the norm tournament (the candidate or an opponent). */
export interface Participant {
  readonly startNo: number
  readonly rating: number
}

/**
 * Ratings used for the average: unrated at the seed value, and the one honorary GM at the
 * rounded average of the other participants. @see seed 9.3, 9.4
 */
export function seedRatings(
  participants: readonly Participant[],
  ctx: ResolvedNormContext,
): number[] {
  const unrated = seedUnratedValue(ctx)
  const base = participants.map((p) => (p.rating > 0 ? p.rating : unrated))
  const honorary = participants.findIndex((p) => p.startNo === ctx.honoraryGm)
  if (honorary < 0 || participants.length < 2) return base
  const others = base.filter((_, i) => i !== honorary)
  const value = roundHalfUpDiv(
    others.reduce((s, r) => s + r, 0),
    others.length,
  )
  return base.map((r, i) => (i === honorary ? value : r))
}

/** Averages of a seed norm: with the candidate (11.1) and, for GM per 9.21, without. */
export interface SeedAverages {
  readonly withCandidate: number
  readonly opponentsOnly: number
}

/**
 * Tournament average for a title result, rounded to the nearest integer with .5 up, over the
 * candidate and the opponents of the counted games (9.2: as if a round robin).
 * @see seed 9.1, 9.2, 9.21, 11.1, 11.2
 */
export function seedAverages(
  candidate: Participant,
  games: readonly NormGame[],
  ctx: ResolvedNormContext,
): SeedAverages {
  const participants: Participant[] = [
    candidate,
    ...games.map((g) => ({ startNo: g.opponent, rating: g.rating })),
  ]
  const ratings = seedRatings(participants, ctx)
  const total = ratings.reduce((s, r) => s + r, 0)
  const self = ratings[0] ?? 0
  return {
    withCandidate: roundHalfUpDiv(total, ratings.length),
    opponentsOnly: games.length > 0 ? roundHalfUpDiv(total - self, games.length) : 0,
  }
}

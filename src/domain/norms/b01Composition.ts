import { check, exempted } from './conditions.ts'
import { b01SwissField, FIDE_FLAG, federationCounts } from './federations.ts'
import { holdsTargetOrHigher, isB01Titled } from './levels.ts'
import type { B01Input } from './b01Rules.ts'
import type { NormCondition, NormGame, NormTitle, ResolvedNormContext } from './types.ts'

/** Why B.01 1.4.3 and 1.4.4 are waived, or null. @see B.01 1.4.4a-d */
function b01Exemption(input: B01Input): string | null {
  const { ctx } = input
  if (ctx.nationalChampionship) return '1.4.4a'
  if (ctx.zonal !== 'none') return '1.4.4c'
  if (ctx.system === 'swiss') {
    const field = b01SwissField(input.snapshot, ctx.hostFederation, input.lastRound)
    if (field.exempt) return '1.4.4d'
  }
  return null
}

/**
 * Federations of the opponents: 2 federations other than the player's own, at most 3/5 from the
 * own federation and 2/3 from any one (maxima round down, minima up); FID is never foreign.
 * @see B.01 1.4.3, 1.4.4
 */
export function b01FederationConditions(input: B01Input): {
  conditions: NormCondition[]
  metWithoutExemption: boolean
} {
  const own = (input.candidate.federation ?? '').toUpperCase()
  const n = input.games.length
  const feds = input.games.map((g) => g.federation)
  const counts = federationCounts(feds.filter((f) => f !== FIDE_FLAG && f !== ''))
  const others = [...counts.keys()].filter((f) => f !== own).length
  let largest = 0
  for (const c of counts.values()) largest = Math.max(largest, c)
  const conditions = [
    check('foreign-federations', '1.4.3', 'other federations', others, 2, 'min'),
    check(
      'own-federation',
      '1.4.3',
      'opponents from own federation',
      counts.get(own) ?? 0,
      Math.floor((3 * n) / 5),
      'max',
      { of: n },
    ),
    check(
      'single-federation',
      '1.4.3',
      'opponents from one federation',
      largest,
      Math.floor((2 * n) / 3),
      'max',
      { of: n },
    ),
  ]
  const met = conditions.every((c) => c.ok)
  const by = b01Exemption(input)
  if (by === null) return { conditions, metWithoutExemption: met }
  return {
    conditions: conditions.map((c) =>
      exempted(c.id, c.article, c.detail.split(':')[0] ?? c.id, by),
    ),
    metWithoutExemption: met,
  }
}

/**
 * Titled opponents: half must hold a title (not CM/WCM); a third, and at least 3, the target
 * title or higher (2 in a double round robin, where each opponent is met twice).
 * @see B.01 1.4.5
 */
export function b01TitledConditions(
  games: readonly NormGame[],
  title: NormTitle,
  ctx: ResolvedNormContext,
): NormCondition[] {
  const n = games.length
  const titled = games.filter((g) => isB01Titled(g.title)).length
  const target = games.filter((g) => holdsTargetOrHigher(g.title, title)).length
  const floor = ctx.system === 'double-round-robin' ? 2 : 3
  return [
    check('titled-opponents', '1.4.5', 'titled opponents', titled, Math.ceil(n / 2), 'min', {
      of: n,
    }),
    check(
      'target-title-opponents',
      '1.4.5',
      `${title} or higher opponents`,
      target,
      Math.max(floor, Math.ceil(n / 3)),
      'min',
      { of: n },
    ),
  ]
}

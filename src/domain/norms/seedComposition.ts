import type { TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import { check, exempted } from './conditions.ts'
import { largestFederationCount, seedForeignField, seedSwissExempt } from './federations.ts'
import { isSeedTitled, isWomensTitle, normaliseTitle } from './levels.ts'
import type { NormCondition, NormGame, NormTitle, ResolvedNormContext } from './types.ts'

/** Ceiling of the 8.7 limit: ([2 x players] + 1) / 3, players = games + 1. @see seed 8.7 */
export function seedSameFederationLimit(games: number): number {
  return Math.ceil((2 * (games + 1) + 1) / 3)
}

/** Least foreign opponents: one third of the players, candidate included. @see seed 8.5 */
export function seedForeignMinimum(games: number): number {
  return Math.ceil((games + 1) / 3)
}

/** Rated and titled shares of the players (candidate and opponents). @see seed 8.1, 8.3, 8.4 */
export function seedShareConditions(
  candidate: TournamentPlayer,
  games: readonly NormGame[],
  title: NormTitle,
  ctx: ResolvedNormContext,
): NormCondition[] {
  const players = games.length + 1
  const rated = (candidate.rating > 0 ? 1 : 0) + games.filter((g) => g.rating > 0).length
  const bar = isWomensTitle(title) && ctx.womenOnly ? 2100 : 2300
  const titledOrStrong = (t: string, r: number): boolean => isSeedTitled(t) || r >= bar
  const titled =
    (titledOrStrong(normaliseTitle(candidate.title), candidate.rating) ? 1 : 0) +
    games.filter((g) => titledOrStrong(g.title, g.rating)).length
  const ratedCond =
    ctx.zonal !== 'none'
      ? exempted('rated-share', '8.33', 'rated players', 'a zonal')
      : check('rated-share', '8.3', 'rated players', rated, Math.ceil((4 * players) / 5), 'min', {
          of: players,
        })
  return [
    ratedCond,
    check('titled-share', '8.4', `titled or rated ${bar}+`, titled, Math.ceil(players / 2), 'min', {
      of: players,
    }),
  ]
}

/** Why the foreigner rules do not apply, or null. @see seed 8.8, 8.8w, 8.9 */
function seedForeignExemption(
  snapshot: TournamentSnapshot,
  title: NormTitle,
  ctx: ResolvedNormContext,
): string | null {
  if (ctx.nationalChampionship) return '8.9'
  if (ctx.system === 'swiss') {
    const womens = isWomensTitle(title)
    if (seedSwissExempt(seedForeignField(snapshot, ctx.hostFederation, womens))) {
      return womens ? '8.8w' : '8.8'
    }
  }
  return null
}

/**
 * Foreign opponents (8.5 for a player of the host federation, 8.7 otherwise) and the three
 * federations of 8.6, unless an exemption waives them. Returns the conditions and whether the
 * rules were met without an exemption.
 * @see seed 8.5, 8.6, 8.7, 8.8, 8.9
 */
export function seedFederationConditions(
  snapshot: TournamentSnapshot,
  candidate: TournamentPlayer,
  games: readonly NormGame[],
  title: NormTitle,
  ctx: ResolvedNormContext,
): { conditions: NormCondition[]; metWithoutExemption: boolean } {
  const own = (candidate.federation ?? '').toUpperCase()
  const feds = [own, ...games.map((g) => g.federation)]
  const n = games.length
  const foreignCond =
    own === ctx.hostFederation
      ? check(
          'foreign-opponents',
          '8.5',
          'foreign opponents',
          games.filter((g) => g.federation !== own).length,
          seedForeignMinimum(n),
          'min',
          { of: n },
        )
      : check(
          'same-federation',
          '8.7',
          'players from one federation',
          largestFederationCount(feds),
          seedSameFederationLimit(n),
          'max',
          { of: n + 1 },
        )
  const fedsCond =
    ctx.system === 'scheveningen' || (ctx.zonal !== 'none' && new Set(feds).size === 1)
      ? exempted(
          'federations',
          '8.6',
          'federations',
          ctx.system === 'scheveningen' ? 'Scheveningen' : 'a one-federation zonal',
        )
      : check('federations', '8.6', 'federations', new Set(feds).size, 3, 'min')
  const met = foreignCond.ok && fedsCond.ok
  const by = seedForeignExemption(snapshot, title, ctx)
  if (by === null) return { conditions: [foreignCond, fedsCond], metWithoutExemption: met }
  return {
    conditions: [
      exempted(foreignCond.id, foreignCond.article, 'foreign opponents', by),
      exempted('federations', '8.6', 'federations', by),
    ],
    metWithoutExemption: met,
  }
}

/**
 * Titled opponents a result needs: GM 3 GMs (10.1); WGM 3 of GM/IM/WGM/2300+ (10.2); IM 3
 * IMs-or-GMs or 2 GMs (10.3); WIM 3 WIMs or 2 of GM/IM/WGM/2300+ (10.4).
 * @see seed 10.1, 10.2, 10.3, 10.4
 */
export function seedTitledMinimum(games: readonly NormGame[], title: NormTitle): NormCondition {
  const count = (pred: (g: NormGame) => boolean): number => games.filter(pred).length
  const gm = count((g) => g.title === 'GM')
  const strong = count((g) => ['GM', 'IM', 'WGM'].includes(g.title) || g.rating >= 2300)
  switch (title) {
    case 'GM':
      return check('titled-opponents', '10.1', 'GM opponents', gm, 3, 'min')
    case 'WGM':
      return check('titled-opponents', '10.2', 'GM/IM/WGM or 2300+ opponents', strong, 3, 'min')
    case 'IM': {
      const imOrGm = count((g) => g.title === 'IM' || g.title === 'GM')
      if (imOrGm < 3 && gm >= 2)
        return check('titled-opponents', '10.3', 'GM opponents', gm, 2, 'min')
      return check('titled-opponents', '10.3', 'IM or GM opponents', imOrGm, 3, 'min')
    }
    case 'WIM': {
      const wim = count((g) => g.title === 'WIM')
      if (wim < 3 && strong >= 2) {
        return check('titled-opponents', '10.4', 'GM/IM/WGM or 2300+ opponents', strong, 2, 'min')
      }
      return check('titled-opponents', '10.4', 'WIM opponents', wim, 3, 'min')
    }
  }
}

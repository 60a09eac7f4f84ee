import { ageCategoryEligibility, type AgeCategory } from './ageCategories.ts'
import { divisionOf, type DivisionRight, type DivisionSettings } from './divisions.ts'
import type { ChampionshipPlayer, ChampionshipSeason, EligibilityReason } from './types.ts'

/** One championship of the season. */
export type ChampionshipRef =
  | { readonly kind: 'zonal' }
  | { readonly kind: 'final'; readonly division: 1 | 2 | 3 }
  | { readonly kind: 'age'; readonly category: AgeCategory }
  | { readonly kind: 'rapid' }
  | { readonly kind: 'blitz' }

/** Everything of the season the eligibility rules read. */
export interface EligibilityContext {
  readonly season: ChampionshipSeason
  readonly divisions: DivisionSettings
  /** Division rights by player id (last season's classification, zonal promotions). */
  readonly rights: ReadonlyMap<string, readonly DivisionRight[]>
}

export interface Eligibility {
  readonly eligible: boolean
  /** Reasons for and against, each naming its article. */
  readonly reasons: readonly EligibilityReason[]
}

const NO_LICENCE = (article: string): EligibilityReason => ({
  code: 'championship/no-licence',
  article,
})

/**
 * Whether `player` may enter `ref` this season, and why (or why not).
 * @see FAPA art. 54, 55 (divisions and zonals), 56-58 (ages), 61 (rapid), 46 and 60 (blitz)
 */
export function eligibilityFor(
  player: ChampionshipPlayer,
  ref: ChampionshipRef,
  ctx: EligibilityContext,
): Eligibility {
  switch (ref.kind) {
    case 'age':
      return ageCategoryEligibility(player, ref.category, ctx.season)
    case 'rapid':
      return player.licensed
        ? { eligible: true, reasons: [] }
        : { eligible: false, reasons: [NO_LICENCE('FAPA art. 61')] }
    case 'blitz':
      return player.licensed
        ? { eligible: true, reasons: [] }
        : { eligible: false, reasons: [NO_LICENCE('FAPA art. 46')] }
    case 'zonal':
    case 'final': {
      const { division, reasons } = divisionOf(
        player,
        ctx.rights.get(player.id) ?? [],
        ctx.divisions,
      )
      const wanted = ref.kind === 'zonal' ? 4 : ref.division
      const all: EligibilityReason[] = [...reasons]
      if (!player.licensed)
        all.unshift(NO_LICENCE(ref.kind === 'zonal' ? 'FAPA art. 55.1.3' : 'FAPA art. 54'))
      if (division !== wanted) {
        all.push({
          code: 'championship/other-division',
          article: 'FAPA art. 55.2',
          params: { division },
        })
      }
      return { eligible: player.licensed && division === wanted, reasons: all }
    }
  }
}

/** One row of the eligibility screen: a player against every championship of the season. */
export interface EligibilityRow {
  readonly player: ChampionshipPlayer
  readonly results: readonly Eligibility[]
}

/** The eligibility of every player for every championship, in the given orders. @see FAPA art. 54-63 */
export function eligibilityTable(
  players: readonly ChampionshipPlayer[],
  refs: readonly ChampionshipRef[],
  ctx: EligibilityContext,
): EligibilityRow[] {
  return players.map((player) => ({
    player,
    results: refs.map((r) => eligibilityFor(player, r, ctx)),
  }))
}

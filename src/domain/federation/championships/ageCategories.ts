import type { ChampionshipPlayer, ChampionshipSeason, EligibilityReason } from './types.ts'
import { seasonEndYear } from './types.ts'

/** The age championships held separately. @see FAPA art. 56 */
export const AGE_CATEGORIES = ['U10', 'U12', 'U14', 'U16', 'U18', 'veterans'] as const
export type AgeCategory = (typeof AGE_CATEGORIES)[number]

/** Oldest age on 31 December for each youth category. @see FAPA art. 58 */
const YOUTH_MAX_AGE: Readonly<Record<Exclude<AgeCategory, 'veterans'>, number>> = {
  U10: 10,
  U12: 12,
  U14: 14,
  U16: 16,
  U18: 18,
}

/** Veterans must have turned 55 by 31 December. @see FAPA art. 58 */
export const VETERAN_MIN_AGE = 55

/**
 * Age in years on 31 December of the year the season ends (every birthday of that year has
 * passed by then, so the birth year decides).
 * @see FAPA art. 58
 */
export function ageOnSeasonDecember31(birthYear: number, season: ChampionshipSeason): number {
  return seasonEndYear(season) - birthYear
}

/**
 * Whether a player may enter the age championship of `category`, with the reasons.
 * @see FAPA art. 58 (ages on 31 December, licence in force), art. 56 (categories)
 */
export function ageCategoryEligibility(
  player: ChampionshipPlayer,
  category: AgeCategory,
  season: ChampionshipSeason,
): { eligible: boolean; reasons: EligibilityReason[] } {
  const reasons: EligibilityReason[] = []
  if (!player.licensed) reasons.push({ code: 'championship/no-licence', article: 'FAPA art. 58' })
  if (player.birthYear === null) {
    reasons.push({ code: 'championship/no-birth-year', article: 'FAPA art. 58' })
    return { eligible: false, reasons }
  }
  const age = ageOnSeasonDecember31(player.birthYear, season)
  if (category === 'veterans') {
    if (age < VETERAN_MIN_AGE) {
      reasons.push({
        code: 'championship/too-young',
        article: 'FAPA art. 58',
        params: { age, min: VETERAN_MIN_AGE },
      })
    }
  } else if (age > YOUTH_MAX_AGE[category]) {
    reasons.push({
      code: 'championship/too-old',
      article: 'FAPA art. 58',
      params: { age, max: YOUTH_MAX_AGE[category] },
    })
  }
  return { eligible: reasons.length === 0, reasons }
}

/** Every age category a player may enter in a season (a Sub 10 player may also play Sub 12 to 18). @see FAPA art. 58 */
export function ageCategoriesOf(
  player: ChampionshipPlayer,
  season: ChampionshipSeason,
): AgeCategory[] {
  return AGE_CATEGORIES.filter((c) => ageCategoryEligibility(player, c, season).eligible)
}

import {
  averageRating,
  averageTerm,
  type BaseRatings,
  type FideFedaRatings,
} from '../../ratings/index.ts'
import type { ChampionshipPlayer, EligibilityReason } from './types.ts'

/** The divisions of the Asturias individual championship; 4th is played as zonal tournaments. @see FAPA art. 55 */
export const DIVISIONS = [1, 2, 3, 4] as const
export type Division = (typeof DIVISIONS)[number]

/** Rating thresholds of one division, from the season circular (null = no entry by that average). */
export interface DivisionRatingEntry {
  readonly minFideAverage: number | null
  readonly minFedaAverage: number | null
}

/** The season settings of the division rules. @see FAPA art. 55.2 */
export interface DivisionSettings {
  readonly bases: BaseRatings
  readonly ratingEntry: Readonly<Record<1 | 2 | 3, DivisionRatingEntry>>
  /** Fill 1st up to this many players from the 2nd division entrants (30). */
  readonly firstDivisionSize: number
  /** Fill 2nd up to this many players from the 3rd division entrants (50). */
  readonly secondDivisionSize: number
}

/** The default sizes of art. 55.2; thresholds and bases come from the season circular. */
export const ART_55_SIZES = { firstDivisionSize: 30, secondDivisionSize: 50 } as const

/** A division right earned outside the ratings: last season's classification or a zonal promotion. */
export interface DivisionRight {
  readonly division: Division
  readonly reason: 'previous-classification' | 'zonal-promotion'
}

/** Where the terms of an average came from: its own list, the other list, the base, or a mix. */
export type AverageSource = 'fide' | 'feda' | 'base' | 'mixed'

/** The player's FIDE and FEDA averages over the circular's lists, with the fall-backs. @see FAPA art. 55.2 */
export function playerAverages(
  ratings: readonly FideFedaRatings[],
  bases: BaseRatings,
): { fide: number; feda: number; fideFrom: AverageSource; fedaFrom: AverageSource } {
  const none = [{ fide: null, feda: null }]
  const list = ratings.length > 0 ? ratings : none
  const fide = averageRating(list, 'fide', bases)
  const feda = averageRating(list, 'feda', bases)
  return {
    fide: (fide ?? { average: bases.fide }).average,
    feda: (feda ?? { average: bases.feda }).average,
    fideFrom: sourceOf(fide?.terms ?? []),
    fedaFrom: sourceOf(feda?.terms ?? []),
  }
}

function sourceOf(terms: readonly { from: 'fide' | 'feda' | 'base' }[]): AverageSource {
  const kinds = new Set(terms.map((t) => t.from))
  return kinds.size === 1 ? ([...kinds][0] as AverageSource) : kinds.size === 0 ? 'base' : 'mixed'
}

/**
 * The division a player must play, with every reason found: the highest of the divisions earned
 * by right or by a rating average; 4th when none applies.
 * @see FAPA art. 55.2 ("siempre deberá jugar en la categoría superior"), art. 55 4ª División
 */
export function divisionOf(
  player: ChampionshipPlayer,
  rights: readonly DivisionRight[],
  settings: DivisionSettings,
): { division: Division; reasons: EligibilityReason[] } {
  const reasons: EligibilityReason[] = []
  const candidates: Division[] = []
  for (const r of rights) {
    candidates.push(r.division)
    reasons.push({
      code: `championship/division-by-${r.reason}`,
      article: r.reason === 'zonal-promotion' ? 'FAPA art. 55.1.7' : 'FAPA art. 55.2',
      params: { division: r.division },
    })
  }
  const avg = playerAverages(player.ratings, settings.bases)
  for (const d of [1, 2, 3] as const) {
    const entry = settings.ratingEntry[d]
    const byFide = entry.minFideAverage !== null && avg.fide >= entry.minFideAverage
    const byFeda = entry.minFedaAverage !== null && avg.feda >= entry.minFedaAverage
    if (byFide || byFeda) {
      candidates.push(d)
      // The FIDE average of a player with no FIDE rating is his FEDA one (and the reverse): the
      // reason names the rating it was taken from.
      const kind = byFide ? 'fide' : 'feda'
      const from = byFide ? avg.fideFrom : avg.fedaFrom
      const borrowed = from !== kind && from !== 'mixed' ? `-from-${from}` : ''
      reasons.push({
        code: `championship/division-by-${kind}-average${borrowed}`,
        article: 'FAPA art. 55.2',
        params: { division: d, average: byFide ? avg.fide : avg.feda },
      })
      break
    }
  }
  if (candidates.length === 0) {
    return {
      division: 4,
      reasons: [{ code: 'championship/division-4-by-default', article: 'FAPA art. 55 4ª' }],
    }
  }
  const division = Math.min(...candidates) as Division
  if (new Set(candidates).size > 1) {
    reasons.push({
      code: 'championship/plays-higher-division',
      article: 'FAPA art. 55.2',
      params: { division },
    })
  }
  return { division, reasons }
}

/** An entrant of the final phase with the division of his or her registration. */
export interface DivisionEntrant {
  readonly player: ChampionshipPlayer
  readonly division: Division
}

/**
 * FEDA rating for the fill order: FEDA, else FIDE, else the FEDA base (the art. 55 FEDA fall-back).
 * @see FAPA art. 55.2
 */
export function fedaForFill(p: ChampionshipPlayer, bases: BaseRatings): number {
  const latest = p.ratings[p.ratings.length - 1] ?? { fide: null, feda: null }
  return averageTerm(latest, 'feda', bases).value
}

/**
 * Completes 1st to 30 players with 2nd-division entrants and then 2nd to 50 with 3rd-division
 * entrants, best FEDA rating first (ties: name). Returns each entrant's final division and who moved.
 * @see FAPA art. 55.2
 */
export function fillDivisions(
  entrants: readonly DivisionEntrant[],
  settings: DivisionSettings,
): { entrants: DivisionEntrant[]; movedUp: { id: string; from: Division; to: Division }[] } {
  const division = new Map(entrants.map((e) => [e.player.id, e.division]))
  const movedUp: { id: string; from: Division; to: Division }[] = []
  const fill = (target: 1 | 2, size: number): void => {
    const count = entrants.filter((e) => division.get(e.player.id) === target).length
    const pool = entrants
      .filter((e) => division.get(e.player.id) === target + 1)
      .sort(
        (a, b) =>
          fedaForFill(b.player, settings.bases) - fedaForFill(a.player, settings.bases) ||
          a.player.name.localeCompare(b.player.name, 'es'),
      )
    for (const e of pool.slice(0, Math.max(0, size - count))) {
      division.set(e.player.id, target)
      movedUp.push({ id: e.player.id, from: (target + 1) as Division, to: target })
    }
  }
  fill(1, settings.firstDivisionSize)
  fill(2, settings.secondDivisionSize)
  return {
    entrants: entrants.map((e) => ({
      player: e.player,
      division: division.get(e.player.id) ?? e.division,
    })),
    movedUp,
  }
}

/**
 * The rating a player brings to an event, and where it came from. Two steps: at registration
 * the FIDE rating of the event's rate of play, else the next list of the fallback sequence
 * (`fideRatingFor`); then the tournament rating method chooses between that FIDE rating and
 * the national (FEDA) one (`eventRating`), as TRF-2026 record `172` names it.
 * @see FIDE C.02 (2026) checklist: ratings; TRF-2026 172 (FIDE, NRO, FIDON, NIDOF, HBFN)
 */
import type { Entrant, RatingMethod, RatingType } from './individual.ts'

/**
 * The lists read, in order, for an event of each rate of play: its own list first, then the
 * nearest rate (a rapid event falls back on standard before blitz).
 */
export const RATING_FALLBACK: Readonly<Record<RatingType, readonly RatingType[]>> = Object.freeze({
  standard: ['standard', 'rapid', 'blitz'],
  rapid: ['rapid', 'standard', 'blitz'],
  blitz: ['blitz', 'rapid', 'standard'],
})

/** The FIDE ratings of a player in the registry (null or 0 = not rated in that list). */
export interface FideRatings {
  readonly ratingStandard: number | null
  readonly ratingRapid: number | null
  readonly ratingBlitz: number | null
}

const LIST_FIELD: Readonly<Record<RatingType, keyof FideRatings>> = {
  standard: 'ratingStandard',
  rapid: 'ratingRapid',
  blitz: 'ratingBlitz',
}

/** The FIDE rating for an event of `type` by the fallback sequence, with the list it came from. */
export function fideRatingFor(
  p: FideRatings,
  type: RatingType,
): { readonly fideRating: number; readonly fideRatingList?: RatingType } {
  for (const list of RATING_FALLBACK[type]) {
    const r = p[LIST_FIELD[list]]
    if (r !== null && r > 0) return { fideRating: r, fideRatingList: list }
  }
  return { fideRating: 0 }
}

/** Where the rating used in the event comes from. */
export type RatingSource = 'fide' | 'national' | 'none'

/** TRF-2026 `172` code of each method. */
export const RATING_METHOD_TRF: Readonly<Record<RatingMethod, string>> = {
  fide: 'FIDE',
  national: 'NRO',
  'fide-then-national': 'FIDON',
  'national-then-fide': 'NIDOF',
  highest: 'HBFN',
}

/** The rating that ranks and pairs the player under the method (absent = FIDE), and its source. */
export function eventRating(
  e: Pick<Entrant, 'fideRating' | 'fedaRating'>,
  method: RatingMethod = 'fide',
): { readonly rating: number; readonly source: RatingSource } {
  const fide = { rating: e.fideRating, source: 'fide' as const }
  const national = { rating: e.fedaRating, source: 'national' as const }
  const none = { rating: 0, source: 'none' as const }
  const first = (...xs: (typeof fide | typeof national)[]) => xs.find((x) => x.rating > 0) ?? none
  switch (method) {
    case 'fide':
      return first(fide)
    case 'national':
      return first(national)
    case 'fide-then-national':
      return first(fide, national)
    case 'national-then-fide':
      return first(national, fide)
    case 'highest':
      return first(...(national.rating > fide.rating ? [national, fide] : [fide, national]))
  }
}

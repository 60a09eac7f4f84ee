/**
 * The rating a player brings to an event, and where it came from. Two steps: at registration
 * the FIDE rating of the event's rate of play, else the next list of the fallback sequence
 * (`fideRatingFor`); then the tournament rating method chooses between that FIDE rating and
 * the national (FEDA) one (`eventRating`), as TRF-2026 record `172` names it.
 * @see FIDE C.02 (2026) checklist: ratings; TRF-2026 172 (FIDE, NRO, FIDON, NIDOF, HBFN)
 */
import { err, ok, type Result } from '../core/index.ts'
import type { Entrant, IndividualTournament, RatingMethod, RatingType } from './individual.ts'
import type { TournamentError } from './operations.ts'

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

/**
 * Where a rating shown or exported comes from: a FIDE list (the event's rate of play, or the
 * one the fallback sequence reached), the national (FEDA) list, or none; `typed` when the arbiter
 * typed it at registration rather than reading it from the registry, a list or a TRF.
 */
export interface RatingOrigin {
  readonly rating: number
  /** `fide-standard`, `fide-rapid`, `fide-blitz`, `national` or `none`. */
  readonly list: `fide-${RatingType}` | 'national' | 'none'
  readonly typed: boolean
}

/**
 * The rating a player carries in the event under its rating method, and its origin: the one the
 * screens show, the site publishes and the open data file writes.
 * @see FIDE C.02 (2026) checklist: ratings
 */
export function ratingOrigin(
  e: Pick<Entrant, 'fideRating' | 'fedaRating' | 'fideRatingList' | 'ratingTyped'>,
  settings: { readonly ratingType: RatingType; readonly ratingMethod?: RatingMethod },
): RatingOrigin {
  const r = eventRating(e, settings.ratingMethod)
  const list =
    r.source === 'none'
      ? 'none'
      : r.source === 'national'
        ? 'national'
        : (`fide-${e.fideRatingList ?? settings.ratingType}` as const)
  return { rating: r.rating, list, typed: r.source !== 'none' && e.ratingTyped === true }
}

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

/**
 * Changes the tournament rating method. The method ranks the players for the initial order
 * (C.04.2 Art. 2.2: one rating list for everybody), so it may change while that order is not
 * confirmed; once the start numbers are frozen they stay (Art. 2.3 reassigns them only to correct
 * data errors). Written to the log as a settings change; the TRF-2026 `172` follows it.
 * @see FIDE C.04.2 (2026) Art. 2.2-2.3, TRF-2026 172
 */
export function setRatingMethod(
  t: IndividualTournament,
  method: RatingMethod,
): Result<IndividualTournament, TournamentError[]> {
  if (t.numbersFrozen) return err([{ code: 'tournament/rating-method-locked' }])
  if ((t.settings.ratingMethod ?? 'fide') === method)
    return err([{ code: 'tournament/rating-method-unchanged' }])
  return ok({ ...t, settings: { ...t.settings, ratingMethod: method } })
}

/**
 * Codes of the federation area: registry validation (clubs, players, licences, seasons, the
 * registry import) and the championship findings (eligibility, division, registration, zonals).
 */
export const FEDERATION_ERROR_CODES = [
  'club/name-required',
  'club/name-too-long',
  'club/short-name-too-long',
  'club/province-too-long',
  'club/duplicate-name',
  'club/duplicate-registry-number',
  'player/given-name-required',
  'player/surname-required',
  'player/name-too-long',
  'player/sex-required',
  'player/bad-birth-date',
  'player/birth-date-in-future',
  'player/bad-federation',
  'player/bad-id',
  'player/duplicate-id',
  'player/bad-rating',
  'player/rating-without-fide-id',
  'player/bad-title',
  'player/women-title',
  'player/nationality-required',
  'player/bad-residence-years',
  'licence/club-change-after-start',
  'licence/duplicate-kind',
  'licence/second-club',
  'licence/season-ended',
  'licence/club-only-for-players',
  'season/name-required',
  'season/duplicate-name',
  'season/bad-date',
  'season/ends-before-start',
  'season/overlap',
  'season/bad-base-rating',
  'import/empty',
  'import/missing-column',
  'import/unknown-column',
] as const
export type FederationErrorCode = (typeof FEDERATION_ERROR_CODES)[number]

/** Why a player is or is not placed in a championship division. @see FAPA art. 45-57 */
export const CHAMPIONSHIP_REASON_CODES = [
  'championship/no-licence',
  'championship/no-birth-year',
  'championship/too-old',
  'championship/too-young',
  'championship/division-by-previous-classification',
  'championship/division-by-zonal-promotion',
  'championship/division-by-fide-average',
  'championship/division-by-feda-average',
  'championship/division-by-fide-average-from-feda',
  'championship/division-by-fide-average-from-base',
  'championship/division-by-feda-average-from-fide',
  'championship/division-by-feda-average-from-base',
  'championship/division-4-by-default',
  'championship/plays-higher-division',
  'championship/other-division',
  'championship/division-by-fill',
] as const
export type ChampionshipReasonCode = (typeof CHAMPIONSHIP_REASON_CODES)[number]

/** The verdicts on a championship registration and on a zonal venue. @see FAPA art. 55 */
export const CHAMPIONSHIP_ENTRY_CODES = [
  'registration/in-time',
  'registration/late-round-2',
  'registration/closed',
  'registration/already-registered',
  'registration/bad-day',
  'zonal/listed-venue',
  'zonal/extra-venue',
  'zonal/too-few-players',
] as const
export type ChampionshipEntryCode = (typeof CHAMPIONSHIP_ENTRY_CODES)[number]

import { LIST_ERROR_CODES } from './lists/listTypes.ts'

/** Codes of the ratings area: rating-list files, FEDA column mapping and rating calculations. */
export const RATINGS_ERROR_CODES = [
  ...LIST_ERROR_CODES,
  'feda-list/name-not-mapped',
  'feda-list/id-not-mapped',
  'feda-list/rating-not-mapped',
  'rating/fewer-than-5-games',
  'rating/below-1400',
  'rating/unplayed',
  'rating/opponent-unrated',
  'rating/gap-600-above-2600',
  'rating-preview/not-finished',
] as const
export type RatingsErrorCode = (typeof RATINGS_ERROR_CODES)[number]

import { cleanInputText, err, isIsoDate, ok, type Result } from '../core/index.ts'
import { FIDE_RATING_MIN, RATING_MAX } from '../federation/player.ts'
import { FIDE_TITLES, isOneOf } from '../federation/vocabulary.ts'
import { sortTitles } from '../norms/titleScope.ts'
import { RATING_TYPES, type IndividualTournament, type RatingType } from './individual.ts'
import type { NewEntrant } from './events.ts'
import type { TournamentError } from './operations.ts'

/** The name field of a TRF player line (columns 15-47). @see FIDE TRF-16, record 001 */
export const TRF_NAME_MAX = 33
/** FEDA ratings have no floor of their own; FIDE's range caps them. */
export const FEDA_RATING_MIN = 1

/** A problem with one field of the entry form; `field` names the form field. */
export interface EntrantFieldError extends TournamentError {
  readonly field?: keyof EntrantInput
}

/** A player as typed in the inline entry form: every field a string. */
export interface EntrantInput {
  readonly name: string
  readonly sex: string
  readonly birthDate: string
  readonly federation: string
  readonly club: string
  readonly title: string
  readonly fideId: string
  readonly fedaId: string
  readonly fideRating: string
  /** The FIDE list the typed rating is from ('' or absent: the event's own rate of play). */
  readonly fideRatingList?: string
  readonly fedaRating: string
}

/**
 * A name as it will be stored: the one input cleaning of every name entering Alfil (NFC, no
 * control, bidi-override or invisible characters, single spaces, trimmed).
 */
export const cleanEntrantName = cleanInputText

/** Whole-number text: null when empty, 'bad' when not digits only. */
function wholeNumber(text: string): number | null | 'bad' {
  const s = text.trim()
  if (s === '') return null
  return /^\d{1,10}$/.test(s) ? Number(s) : 'bad'
}

/** Ratings are whole numbers in the list's range; empty is unrated (0). @see FIDE B.02 8.2 */
function readRating(
  field: 'fideRating' | 'fedaRating',
  text: string,
  min: number,
  errors: EntrantFieldError[],
): number {
  const n = wholeNumber(text)
  if (n === null) return 0
  if (n === 'bad' || n < min || n > RATING_MAX) {
    errors.push({ code: 'entrant/bad-rating', field, params: { min, max: RATING_MAX } })
    return 0
  }
  return n
}

function readId(field: 'fideId' | 'fedaId', text: string, errors: EntrantFieldError[]): string {
  const n = wholeNumber(text)
  if (n === 'bad' || n === 0) errors.push({ code: 'entrant/bad-id', field })
  return typeof n === 'number' ? String(n) : ''
}

/** A birth year alone: four digits from 1900. */
const BIRTH_YEAR = /^(19|[2-9]\d)\d{2}$/

/**
 * Reads the inline entry form into a player to register: the name cleaned and capped at the TRF
 * length (with a warning), ratings whole numbers in the FIDE/FEDA range, ids digits only, a valid
 * birth date or birth year, a three-letter federation, a FIDE title. Every problem is located on its field.
 * Typed ratings are marked as such; a FIDE rating typed from another list than the event's
 * (`eventType`) keeps that list, as the fallback sequence does for a registry player.
 * @see eventRating.ts (RATING_FALLBACK)
 */
export function readEntrantInput(
  input: EntrantInput,
  eventType: RatingType = 'standard',
): Result<{ entrant: NewEntrant; warnings: EntrantFieldError[] }, EntrantFieldError[]> {
  const errors: EntrantFieldError[] = []
  const warnings: EntrantFieldError[] = []
  let name = cleanEntrantName(input.name)
  if (name === '') errors.push({ code: 'entrant/name-required', field: 'name' })
  if (name.length > TRF_NAME_MAX) {
    name = name.slice(0, TRF_NAME_MAX).trimEnd()
    warnings.push({ code: 'entrant/name-capped', field: 'name', params: { max: TRF_NAME_MAX } })
  }
  const sex = input.sex === 'm' || input.sex === 'w' ? input.sex : undefined
  // A day, or the year alone, as the FIDE and FEDA rating lists give it: ages count by year
  // (FAPA art. 58: age on 31 December; FIDE B.02 8.3.3: the year of the 18th birthday).
  const birthDate = input.birthDate.trim()
  if (birthDate !== '' && !isIsoDate(birthDate) && !BIRTH_YEAR.test(birthDate))
    errors.push({ code: 'entrant/bad-birth-date', field: 'birthDate' })
  const federation = input.federation.trim().toUpperCase()
  if (federation !== '' && !/^[A-Z]{3}$/.test(federation))
    errors.push({ code: 'entrant/bad-federation', field: 'federation' })
  const held = input.title
    .trim()
    .toUpperCase()
    .split(/[\s,/]+/)
    .filter(Boolean)
  const bad = held.find((x) => !isOneOf(FIDE_TITLES, x))
  if (bad !== undefined)
    errors.push({ code: 'entrant/bad-title', field: 'title', params: { title: bad } })
  const titles = sortTitles(held)
  const fideId = readId('fideId', input.fideId, errors)
  const fedaId = readId('fedaId', input.fedaId, errors)
  const fideRating = readRating('fideRating', input.fideRating, FIDE_RATING_MIN, errors)
  const fedaRating = readRating('fedaRating', input.fedaRating, FEDA_RATING_MIN, errors)
  const list = input.fideRatingList ?? ''
  if (list !== '' && !isOneOf(RATING_TYPES, list))
    errors.push({ code: 'entrant/bad-rating-list', field: 'fideRatingList' })
  if (errors.length > 0) return err(errors)
  const club = cleanEntrantName(input.club)
  const fromList = fideRating > 0 && list !== '' && list !== eventType ? list : null
  return ok({
    entrant: {
      registryId: null,
      name,
      ...(sex ? { sex } : {}),
      title: titles[0] ?? '',
      ...(titles.length > 1 ? { titles } : {}),
      federation,
      ...(club ? { club } : {}),
      fideId,
      fedaId,
      fideRating,
      ...(fromList ? { fideRatingList: fromList as RatingType } : {}),
      fedaRating,
      ...(fideRating > 0 || fedaRating > 0 ? { ratingTyped: true } : {}),
      birthDate,
    },
    warnings,
  })
}

/** The FIDE and FEDA ids of `e` that a player of the tournament already has, naming that player. */
export function duplicateIds(
  t: IndividualTournament,
  e: Pick<NewEntrant, 'fideId' | 'fedaId'>,
): EntrantFieldError[] {
  const errors: EntrantFieldError[] = []
  for (const field of ['fideId', 'fedaId'] as const) {
    const id = e[field].trim()
    const holder = id === '' ? undefined : t.entrants.find((x) => x[field].trim() === id)
    if (holder)
      errors.push({
        code: field === 'fideId' ? 'entrant/duplicate-fide-id' : 'entrant/duplicate-feda-id',
        field,
        params: { id, name: holder.name, startNo: holder.startNo },
      })
  }
  return errors
}

/**
 * Checks a player about to be registered against the tournament: a FIDE or FEDA id held by a
 * player already in it is refused (naming that player), as are ratings outside the FIDE/FEDA
 * range and entries into a finished tournament. Applies to new registrations only; logs already
 * stored fold as they are.
 */
export function checkNewEntrant(t: IndividualTournament, e: NewEntrant): TournamentError[] {
  const errors = duplicateIds(t, e)
  const rating = (r: number, min: number) =>
    r === 0 || (Number.isInteger(r) && r >= min && r <= RATING_MAX)
  if (!rating(e.fideRating, FIDE_RATING_MIN))
    errors.push({ code: 'entrant/bad-rating', params: { min: FIDE_RATING_MIN, max: RATING_MAX } })
  if (!rating(e.fedaRating, FEDA_RATING_MIN))
    errors.push({ code: 'entrant/bad-rating', params: { min: FEDA_RATING_MIN, max: RATING_MAX } })
  return errors
}

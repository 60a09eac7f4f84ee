import { err, isIsoDate, ok, type Result } from '../core/index.ts'
import { fieldError, type FieldError } from './errors.ts'
import { cleanText } from './text.ts'
import { titleRank } from '../norms/titleScope.ts'
import {
  FIDE_TITLES,
  isOneOf,
  NATIONALITY_STATUSES,
  SEXES,
  WOMEN_TITLES,
  type FideTitle,
  type NationalityStatus,
  type Sex,
} from './vocabulary.ts'

/** A player as typed in the form: every field a string, nothing lost on a validation error. */
export interface PlayerInput {
  readonly givenName: string
  readonly firstSurname: string
  readonly secondSurname: string
  readonly sex: string
  readonly birthDate: string
  readonly federation: string
  readonly fideId: string
  readonly fedaId: string
  readonly ratingStandard: string
  readonly ratingRapid: string
  readonly ratingBlitz: string
  readonly ratingFeda: string
  readonly title: string
  /** A women's title held beside an open one (IM and WGM); absent or '' for none. */
  readonly womanTitle?: string
  readonly nationality: string
  readonly residenceYears: string
}

/** A validated player record (club and licences are handled separately). */
export interface PlayerData {
  readonly givenName: string
  readonly firstSurname: string
  readonly secondSurname: string | null
  readonly sex: Sex
  readonly birthDate: string | null
  readonly federation: string
  readonly fideId: number | null
  readonly fedaId: number | null
  readonly ratingStandard: number | null
  readonly ratingRapid: number | null
  readonly ratingBlitz: number | null
  readonly ratingFeda: number | null
  /** The highest title held, the one the screens and the TRF show. @see TRF16 001 */
  readonly title: FideTitle | null
  /** Every title held, highest first, when there are two (an open and a women's title). */
  readonly titles?: readonly FideTitle[]
  readonly nationality: NationalityStatus
  readonly residenceYears: number | null
}

/** Identifiers of the other registered players, to refuse duplicates. */
export interface PlayerNeighbour {
  readonly fideId: number | null
  readonly fedaId: number | null
}

/** FIDE ratings below the floor are not published. @see FIDE B.02 (rating floor 1400) */
export const FIDE_RATING_MIN = 1400
export const RATING_MAX = 3000
export const NAME_MAX = 60

type Draft = { -readonly [K in keyof PlayerData]: PlayerData[K] }

function wholeNumber(text: string): number | null | 'bad' {
  const s = text.trim()
  if (s === '') return null
  return /^\d{1,10}$/.test(s) ? Number(s) : 'bad'
}

function readNames(
  input: PlayerInput,
  errors: FieldError[],
): Pick<Draft, 'givenName' | 'firstSurname' | 'secondSurname'> {
  const givenName = cleanText(input.givenName)
  const firstSurname = cleanText(input.firstSurname)
  const secondSurname = cleanText(input.secondSurname)
  if (givenName === '') errors.push(fieldError('player/given-name-required', 'givenName'))
  if (firstSurname === '') errors.push(fieldError('player/surname-required', 'firstSurname'))
  for (const [field, value] of [
    ['givenName', givenName],
    ['firstSurname', firstSurname],
    ['secondSurname', secondSurname],
  ] as const)
    if (value.length > NAME_MAX)
      errors.push(fieldError('player/name-too-long', field, { max: NAME_MAX }))
  return { givenName, firstSurname, secondSurname: secondSurname === '' ? null : secondSurname }
}

function readId(
  field: 'fideId' | 'fedaId',
  text: string,
  others: readonly PlayerNeighbour[],
  errors: FieldError[],
): number | null {
  const n = wholeNumber(text)
  if (n === 'bad' || n === 0) {
    errors.push(fieldError('player/bad-id', field))
    return null
  }
  if (n !== null && others.some((o) => o[field] === n))
    errors.push(fieldError('player/duplicate-id', field, { id: n }))
  return n
}

function readRating(
  field: keyof PlayerInput & `rating${string}`,
  text: string,
  min: number,
  errors: FieldError[],
): number | null {
  const n = wholeNumber(text)
  if (n === null) return null
  if (n === 'bad' || n < min || n > RATING_MAX) {
    errors.push(fieldError('player/bad-rating', field, { min, max: RATING_MAX }))
    return null
  }
  return n
}

/**
 * The titles held, highest first: the title field (any FIDE title) and a women's title beside it
 * (a woman may hold both ladders, IM and WGM); one title per ladder, women's titles for women.
 * @see FIDE B.01 0.3, TRF16 001 (the highest shown)
 */
function readTitles(input: PlayerInput, sex: string | null, errors: FieldError[]): FideTitle[] {
  const held: FideTitle[] = []
  for (const field of ['title', 'womanTitle'] as const) {
    const text = (input[field] ?? '').trim()
    if (text === '') continue
    const title = isOneOf(FIDE_TITLES, text) ? text : null
    const women = title !== null && WOMEN_TITLES.includes(title)
    const sameLadder = held.some((h) => WOMEN_TITLES.includes(h) === women)
    if (title === null || (field === 'womanTitle' && !women) || sameLadder)
      errors.push(fieldError('player/bad-title', field))
    else if (women && sex === 'M') errors.push(fieldError('player/women-title', field, { title }))
    else held.push(title)
  }
  return held.sort((a, b) => titleRank(a) - titleRank(b))
}

/**
 * Checks a player record typed by hand: names, sex, birth date (not in the future), FIDE
 * federation code, unique FIDE and FEDA ids, ratings in range (FIDE ones need a FIDE id), a FIDE
 * title matching the sex, nationality status and years of residence for team quotas.
 * `today` is `YYYY-MM-DD`.
 * @see FAPA art. 5 (federated player), art. 18 (foreign players, residence in Asturias), FIDE B.01
 */
export function validatePlayer(
  input: PlayerInput,
  others: readonly PlayerNeighbour[],
  today: string,
): Result<PlayerData, FieldError[]> {
  const errors: FieldError[] = []
  const names = readNames(input, errors)
  const sex = isOneOf(SEXES, input.sex) ? input.sex : null
  if (sex === null) errors.push(fieldError('player/sex-required', 'sex'))
  const birth = input.birthDate.trim()
  if (birth !== '' && !isIsoDate(birth))
    errors.push(fieldError('player/bad-birth-date', 'birthDate'))
  else if (birth !== '' && birth > today)
    errors.push(fieldError('player/birth-date-in-future', 'birthDate'))
  const federation = input.federation.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(federation)) errors.push(fieldError('player/bad-federation', 'federation'))
  const fideId = readId('fideId', input.fideId, others, errors)
  const fedaId = readId('fedaId', input.fedaId, others, errors)
  const ratingStandard = readRating('ratingStandard', input.ratingStandard, FIDE_RATING_MIN, errors)
  const ratingRapid = readRating('ratingRapid', input.ratingRapid, FIDE_RATING_MIN, errors)
  const ratingBlitz = readRating('ratingBlitz', input.ratingBlitz, FIDE_RATING_MIN, errors)
  const ratingFeda = readRating('ratingFeda', input.ratingFeda, 1, errors)
  if (
    fideId === null &&
    input.fideId.trim() === '' &&
    [ratingStandard, ratingRapid, ratingBlitz].some((r) => r !== null)
  )
    errors.push(fieldError('player/rating-without-fide-id', 'fideId'))
  const held = readTitles(input, sex, errors)
  const nationality = isOneOf(NATIONALITY_STATUSES, input.nationality) ? input.nationality : null
  if (nationality === null) errors.push(fieldError('player/nationality-required', 'nationality'))
  const years = wholeNumber(input.residenceYears)
  if (years === 'bad' || (years !== null && years > 120))
    errors.push(fieldError('player/bad-residence-years', 'residenceYears'))
  if (errors.length > 0 || sex === null || nationality === null) return err(errors)
  return ok({
    ...names,
    sex,
    birthDate: birth === '' ? null : birth,
    federation,
    fideId,
    fedaId,
    ratingStandard,
    ratingRapid,
    ratingBlitz,
    ratingFeda,
    title: held[0] ?? null,
    ...(held.length > 1 ? { titles: held } : {}),
    nationality,
    residenceYears: years === 'bad' ? null : years,
  })
}

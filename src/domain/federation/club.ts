import { err, ok, type Result } from '../core/index.ts'
import { fieldError, type FieldError } from './errors.ts'
import { cleanText, foldText } from './text.ts'

/** A club as typed in the form, before validation. */
export interface ClubInput {
  readonly name: string
  readonly shortName: string
  readonly registryNumber: string
  readonly venue: string
  /** The province the club is in (the province prizes of a tournament read it); optional. */
  readonly province?: string
}

/** A validated club: texts cleaned, optional fields null. */
export interface ClubData {
  readonly name: string
  readonly shortName: string | null
  readonly registryNumber: string | null
  readonly venue: string | null
  /** Absent when none was given. */
  readonly province?: string
}

/** Existing clubs the new one must not collide with (the one being edited is left out). */
export interface ClubNeighbour {
  readonly name: string
  readonly registryNumber: string | null
}

export const CLUB_NAME_MAX = 120
export const CLUB_SHORT_NAME_MAX = 30
export const CLUB_PROVINCE_MAX = 60

/**
 * Checks a club record: a name, an optional short name for administrative use, unique name and
 * registry number among the registered clubs.
 * @see FAPA art. 11 (registry of sports entities), art. 13 (name, may be shortened)
 */
export function validateClub(
  input: ClubInput,
  others: readonly ClubNeighbour[],
): Result<ClubData, FieldError[]> {
  const errors: FieldError[] = []
  const name = cleanText(input.name)
  const shortName = cleanText(input.shortName)
  const registryNumber = cleanText(input.registryNumber)
  const venue = cleanText(input.venue)
  const province = cleanText(input.province ?? '')
  if (name === '') errors.push(fieldError('club/name-required', 'name'))
  else if (name.length > CLUB_NAME_MAX)
    errors.push(fieldError('club/name-too-long', 'name', { max: CLUB_NAME_MAX }))
  else if (others.some((c) => foldText(c.name) === foldText(name)))
    errors.push(fieldError('club/duplicate-name', 'name'))
  if (shortName.length > CLUB_SHORT_NAME_MAX)
    errors.push(fieldError('club/short-name-too-long', 'shortName', { max: CLUB_SHORT_NAME_MAX }))
  if (province.length > CLUB_PROVINCE_MAX)
    errors.push(fieldError('club/province-too-long', 'province', { max: CLUB_PROVINCE_MAX }))
  if (registryNumber !== '' && others.some((c) => c.registryNumber === registryNumber))
    errors.push(fieldError('club/duplicate-registry-number', 'registryNumber'))
  if (errors.length > 0) return err(errors)
  return ok({
    name,
    shortName: shortName === '' ? null : shortName,
    registryNumber: registryNumber === '' ? null : registryNumber,
    venue: venue === '' ? null : venue,
    ...(province === '' ? {} : { province }),
  })
}

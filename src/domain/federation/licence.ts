import { err, ok, type Result } from '../core/index.ts'
import { fieldError, type FieldError } from './errors.ts'
import { seasonOn, seasonPhase, type SeasonSpan } from './season.ts'
import type { LicenceKind } from './vocabulary.ts'

/** A licence as the rules see it. */
export interface LicenceFact {
  readonly id: string
  readonly seasonId: string
  readonly kind: LicenceKind
  /** A person for player, arbiter and monitor licences; a club for a club licence */
  readonly holderId: string
  /** The club of a player licence; null for other kinds or an independent player */
  readonly clubId: string | null
}

/** A request to issue a licence. */
export interface LicenceRequest {
  readonly seasonId: string
  readonly kind: LicenceKind
  readonly holderId: string
  readonly clubId: string | null
}

/**
 * Checks that a licence may be issued: its season has not ended (licences run to the end of the
 * season and may be issued during all of it), only player licences name a club, at most one
 * licence per kind per holder per season, and one club per player per season.
 * `existing` holds the licences already issued, `today` is `YYYY-MM-DD`.
 * @see FAPA art. 3.1, art. 3.5, art. 6 a, art. 6 b
 */
export function checkLicenceRequest(
  request: LicenceRequest,
  season: SeasonSpan,
  existing: readonly LicenceFact[],
  today: string,
): Result<LicenceRequest, FieldError[]> {
  const errors: FieldError[] = []
  if (seasonPhase(season, today) === 'ended')
    errors.push(fieldError('licence/season-ended', 'seasonId'))
  if (request.kind !== 'player' && request.clubId !== null)
    errors.push(fieldError('licence/club-only-for-players', 'clubId'))
  const same = existing.filter(
    (l) => l.seasonId === request.seasonId && l.holderId === request.holderId,
  )
  const otherClub = same.find(
    (l) =>
      l.kind === 'player' &&
      request.kind === 'player' &&
      l.clubId !== null &&
      l.clubId !== request.clubId,
  )
  if (otherClub) errors.push(fieldError('licence/second-club', 'clubId'))
  else if (same.some((l) => l.kind === request.kind))
    errors.push(fieldError('licence/duplicate-kind', 'kind', { kind: request.kind }))
  return errors.length > 0 ? err(errors) : ok(request)
}

/**
 * Checks moving a player licence to another club (or to none): allowed only before its season
 * has started.
 * @see FAPA art. 6 d
 */
export function checkClubChange(
  licence: LicenceFact,
  newClubId: string | null,
  season: SeasonSpan,
  today: string,
): Result<LicenceFact, FieldError[]> {
  if (licence.kind !== 'player') return err([fieldError('licence/club-only-for-players', 'clubId')])
  if (licence.clubId === newClubId) return ok(licence)
  if (seasonPhase(season, today) !== 'before')
    return err([fieldError('licence/club-change-after-start', 'clubId')])
  return ok({ ...licence, clubId: newClubId })
}

/**
 * True when the person holds a player licence for the season containing `day`: a federated
 * player, who may take part in FAPA events.
 * @see FAPA art. 3.4, art. 5
 */
export function isFederatedOn(
  holderId: string,
  licences: readonly LicenceFact[],
  seasons: readonly SeasonSpan[],
  day: string,
): boolean {
  const season = seasonOn(seasons, day)
  return (
    season !== undefined &&
    licences.some((l) => l.kind === 'player' && l.holderId === holderId && l.seasonId === season.id)
  )
}

/**
 * The club a player is bound to on `day`: the club of the player licence of a season that has
 * started and not ended (null for an independent player or when there is none).
 * @see FAPA art. 6 b, art. 6 d
 */
export function boundClubOn(
  holderId: string,
  licences: readonly LicenceFact[],
  seasons: readonly SeasonSpan[],
  day: string,
): { readonly licence: LicenceFact; readonly season: SeasonSpan } | undefined {
  const season = seasonOn(seasons, day)
  if (!season) return undefined
  const licence = licences.find(
    (l) => l.kind === 'player' && l.holderId === holderId && l.seasonId === season.id,
  )
  return licence ? { licence, season } : undefined
}

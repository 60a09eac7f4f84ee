import {
  BASE_RATING_MAX,
  BASE_RATING_MIN,
  FIDE_TITLES,
  LICENCE_KINDS,
  NATIONALITY_STATUSES,
  SEXES,
} from '../../domain/federation/index.ts'
import {
  integer,
  isoDay,
  list,
  isoInstant,
  nullable,
  oneOf,
  shape,
  rowsOnly,
  text,
  type BackupError,
  type BackupTables,
  type TableValidator,
  type Check,
} from './checks.ts'

const id = text(100)
const rating = nullable(integer(1, 3500))

const rows = {
  players: shape(
    {
      id,
      givenName: text(200),
      firstSurname: text(200),
      secondSurname: nullable(text(200)),
      sex: oneOf(SEXES),
      birthDate: nullable(isoDay),
      federation: text(3),
      fideId: nullable(integer(1, 9_999_999_999)),
      fedaId: nullable(integer(1, 9_999_999_999)),
      ratingStandard: rating,
      ratingRapid: rating,
      ratingBlitz: rating,
      ratingFeda: rating,
      title: nullable(oneOf(FIDE_TITLES)),
      // An open and a women's title (IM and WGM); rows of older backups have none.
      titles: list(oneOf(FIDE_TITLES), 2),
      clubId: nullable(id),
      nationality: oneOf(NATIONALITY_STATUSES),
      residenceYears: nullable(integer(0, 120)),
      searchName: text(700),
      createdAt: isoInstant,
      updatedAt: isoInstant,
    },
    ['titles'],
  ),
  clubs: shape(
    {
      id,
      name: text(200),
      shortName: nullable(text(100)),
      registryNumber: nullable(text(100)),
      venue: nullable(text(300)),
      province: text(100),
      searchName: text(300),
      createdAt: isoInstant,
      updatedAt: isoInstant,
    },
    ['province'],
  ),
  seasons: shape(
    {
      id,
      name: text(100),
      startDate: isoDay,
      endDate: isoDay,
      // The FEDA base rating of art. 72; seasons of older backups have none (1400).
      baseRating: integer(BASE_RATING_MIN, BASE_RATING_MAX),
      createdAt: isoInstant,
      updatedAt: isoInstant,
    },
    ['baseRating'],
  ),
  licences: shape({
    id,
    seasonId: id,
    kind: oneOf(LICENCE_KINDS),
    holderId: id,
    clubId: nullable(id),
    issuedOn: isoDay,
    createdAt: isoInstant,
  }),
  auditLog: shape({
    seq: integer(1, Number.MAX_SAFE_INTEGER),
    at: isoInstant,
    action: text(100),
    entity: text(100),
    entityId: text(200),
    tournamentId: nullable(text(100)),
    detail: text(2000),
  }),
} satisfies Record<string, Check>

/** Clubs of players and licences, seasons and holders of licences must be in the same backup. */
function checkReferences(tables: BackupTables, errors: BackupError[]): void {
  const ids = (name: string) => new Set((tables[name] ?? []).map((r) => r.id))
  const clubs = ids('clubs')
  const players = ids('players')
  const seasons = ids('seasons')
  const dangling = (path: string, value: unknown) =>
    errors.push({ code: 'backup/dangling-reference', path, params: { id: String(value) } })
  ;(tables.players ?? []).forEach((p, i) => {
    if (p.clubId !== null && !clubs.has(p.clubId))
      dangling(`$.tables.players[${i}].clubId`, p.clubId)
  })
  ;(tables.licences ?? []).forEach((l, i) => {
    const path = `$.tables.licences[${i}]`
    if (!seasons.has(l.seasonId)) dangling(`${path}.seasonId`, l.seasonId)
    if (!(l.kind === 'club' ? clubs : players).has(l.holderId))
      dangling(`${path}.holderId`, l.holderId)
    if (l.clubId !== null && !clubs.has(l.clubId)) dangling(`${path}.clubId`, l.clubId)
  })
}

/** The registry: players, clubs, seasons, licences (with their references) and the audit log. */
export const REGISTRY_VALIDATORS: Readonly<Record<string, TableValidator>> = {
  ...rowsOnly(rows),
  licences: { row: rows.licences, tables: checkReferences },
}

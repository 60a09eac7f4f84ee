import {
  FIDE_TITLES,
  LICENCE_KINDS,
  NATIONALITY_STATUSES,
  SEXES,
} from '../../domain/federation/index.ts'
import { MATCH_SHEET_VALIDATORS } from './matchSheetValidators.ts'
import { TOURNAMENT_ROW_VALIDATORS } from './tournamentLogValidators.ts'
import { integer, isoDay, isoInstant, nullable, oneOf, shape, text, type Check } from './checks.ts'

const id = text(100)
const rating = nullable(integer(1, 3500))

/**
 * The exact shape of each registry table's rows. Tables added by later migrations may register a
 * validator here; tables without one are checked as plain records with their primary key.
 */
export const ROW_VALIDATORS: Readonly<Record<string, Check>> = {
  ...MATCH_SHEET_VALIDATORS,
  ...TOURNAMENT_ROW_VALIDATORS,
  players: shape({
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
    clubId: nullable(id),
    nationality: oneOf(NATIONALITY_STATUSES),
    residenceYears: nullable(integer(0, 120)),
    searchName: text(700),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  }),
  clubs: shape({
    id,
    name: text(200),
    shortName: nullable(text(100)),
    registryNumber: nullable(text(100)),
    venue: nullable(text(300)),
    searchName: text(300),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  }),
  seasons: shape({
    id,
    name: text(100),
    startDate: isoDay,
    endDate: isoDay,
    createdAt: isoInstant,
    updatedAt: isoInstant,
  }),
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
}

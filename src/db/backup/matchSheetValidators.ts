/**
 * Row shapes of the match-sheet tables (migration 6): season packages on a tablet, the sheets
 * captains fill, and the acta files the federation received. A corrupted sheet is refused with
 * the JSON path of the bad value (`$.tables.matchSheets[0].sheet.results[2]`).
 */
import {
  CLUB_SEASON_FORMAT,
  PACKAGE_FORMAT,
  SHEET_DECISIONS,
  SIGNERS,
} from '../../domain/matchSheet/index.ts'
import { BOARD_RESULTS, CONSEQUENCES } from '../../domain/teams/index.ts'
import {
  boolean,
  dictionary,
  integer,
  isoDay,
  isoInstant,
  isRecord,
  list,
  nullable,
  oneOf,
  pattern,
  shape,
  text,
  type Check,
} from './checks.ts'

const id = text(200)
const name = text(300)
const hhmm = pattern(/^([01]\d|2[0-3]):[0-5]\d$/, 'backup/expected-text')
const sha256 = pattern(/^[0-9a-f]{64}$/, 'backup/expected-text')
const division = integer(1, 4)
const boards = integer(1, 12)
/** A signature drawn on the screen: an image data URL as the tablet wrote it (up to 2 MB). */
const signature = text(2_000_000)

const jwkPart = pattern(/^[A-Za-z0-9_-]{43}$/, 'backup/expected-text')

const identity = shape(
  { licence: text(50), fedaId: integer(1, 9_999_999_999), fideId: integer(1, 9_999_999_999) },
  ['licence', 'fedaId', 'fideId'],
)

const incident = shape(
  {
    at: hhmm,
    board: nullable(boards),
    text: text(4000),
    clocks: shape({ white: integer(0, 10_000), black: integer(0, 10_000) }),
  },
  ['clocks'],
)

const sheetShape = shape(
  {
    matchId: id,
    competitionId: id,
    competitionName: name,
    round: integer(1, 99),
    homeId: id,
    awayId: id,
    boards,
    division,
    date: isoDay,
    time: hhmm,
    venue: name,
    arbiter: name,
    homeCaptain: name,
    awayCaptain: name,
    homeLineup: list(nullable(id), 12),
    awayLineup: list(nullable(id), 12),
    results: list(nullable(oneOf(BOARD_RESULTS)), 12),
    incidents: list(incident, 500),
    signatures: shape(Object.fromEntries(SIGNERS.map((s) => [s, nullable(signature)]))),
    version: integer(1, 999),
    supersedes: nullable(sha256),
    identities: dictionary(identity),
  },
  ['identities'],
)

/**
 * A match sheet (art. 79): the fields of its shape, and both lineups and the results one entry
 * per board, so a sheet with a board missing or added is refused.
 */
export const matchSheetCheck: Check = (v, path, errors) => {
  const before = errors.length
  sheetShape(v, path, errors)
  if (errors.length > before || !isRecord(v)) return
  const n = v.boards as number
  for (const key of ['homeLineup', 'awayLineup', 'results'])
    if ((v[key] as unknown[]).length !== n)
      errors.push({ code: 'backup/expected-array', path: `${path}.${key}`, params: { length: n } })
}

const violationCheck = shape(
  {
    code: text(100),
    article: text(20),
    consequence: oneOf(CONSEQUENCES),
    teamId: id,
    playerId: id,
    board: boards,
    fromBoard: integer(1, 13),
    detail: text(500),
  },
  ['teamId', 'playerId', 'board', 'fromBoard', 'detail'],
)

const packagePlayer = shape(
  {
    id,
    name,
    rating: integer(0, 3500),
    clubId: id,
    licensed: boolean,
    nationality: oneOf(['es', 'eu', 'non-eu']),
    fideRating: integer(0, 3500),
    title: text(10),
    residenceYears: integer(0, 120),
    identity,
  },
  ['fideRating', 'title', 'residenceYears', 'identity'],
)

const signingKeyCheck = shape({
  clubId: id,
  keyId: text(64),
  privateKey: shape({
    kty: oneOf(['EC']),
    crv: oneOf(['P-256']),
    x: jwkPart,
    y: jwkPart,
    d: jwkPart,
  }),
})

/** A season package as a tablet stores it; also what a package file must be to be imported. */
export const seasonPackageCheck = shape(
  {
    format: oneOf([PACKAGE_FORMAT]),
    version: integer(1, 1),
    rules: text(50),
    competitionId: id,
    competitionName: name,
    division,
    boards,
    kind: oneOf(['blitz', 'rapid', 'cup']),
    club: name,
    teams: list(
      shape(
        {
          id,
          name,
          clubId: id,
          letter: text(5),
          division,
          order: list(id, 200),
          addedAfter: dictionary(integer(0, 99)),
          signingClub: id,
        },
        ['addedAfter', 'signingClub'],
      ),
      500,
    ),
    players: list(packagePlayer, 20_000),
    fixtures: list(
      shape(
        {
          matchId: id,
          round: integer(1, 99),
          homeId: id,
          awayId: id,
          date: isoDay,
          time: hhmm,
          venue: name,
        },
        ['venue'],
      ),
      20_000,
    ),
    attachments: list(shape({ playerId: id, teamId: id }), 20_000),
    signingKey: signingKeyCheck,
  },
  ['kind', 'attachments', 'signingKey'],
)

/** A club's season file: its calendar over every competition it plays, and its key. */
export const clubSeasonCheck = shape({
  format: oneOf([CLUB_SEASON_FORMAT]),
  version: integer(1, 1),
  kind: oneOf(['season', 'update']),
  rules: text(50),
  issuedAt: isoInstant,
  club: shape({ id, name }),
  signingKey: signingKeyCheck,
  competitions: list(seasonPackageCheck, 100),
})

/** A row keyed by a match: its `matchId` (and `id`, when given) must be its sheet's. */
const ofItsSheet =
  (rowShape: Check, idOf?: (sheet: Record<string, unknown>) => string): Check =>
  (v, path, errors) => {
    const before = errors.length
    rowShape(v, path, errors)
    if (errors.length > before || !isRecord(v) || !isRecord(v.sheet)) return
    const expect = (field: string, value: string) => {
      if (v[field] !== value)
        errors.push({
          code: 'backup/expected-one-of',
          path: `${path}.${field}`,
          params: { options: value },
        })
    }
    expect('matchId', v.sheet.matchId as string)
    if (idOf) expect('id', idOf(v.sheet))
  }

/** Validators of the three match-sheet tables, by table name. */
export const MATCH_SHEET_VALIDATORS: Readonly<Record<string, Check>> = {
  seasonPackages: shape({ id: text(500), pkg: seasonPackageCheck, importedAt: isoInstant }),
  matchSheets: ofItsSheet(
    shape({
      id: text(300),
      matchId: id,
      sheet: matchSheetCheck,
      sha256: nullable(sha256),
      updatedAt: isoInstant,
    }),
    (s) => `${String(s.matchId)}#v${String(s.version)}`,
  ),
  receivedActas: ofItsSheet(
    shape(
      {
        sha256,
        matchId: id,
        competitionId: id,
        sheet: matchSheetCheck,
        decision: oneOf(SHEET_DECISIONS),
        violations: list(violationCheck, 500),
        receivedDate: isoDay,
        receivedTime: hhmm,
        receivedAt: isoInstant,
        applied: boolean,
        signature: shape({
          clubId: id,
          keyId: text(64),
          alg: oneOf(['ES256']),
          value: pattern(/^[A-Za-z0-9_-]{80,90}$/, 'backup/expected-text'),
        }),
      },
      ['signature'],
    ),
  ),
}

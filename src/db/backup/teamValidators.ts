/**
 * Rows of the team-competition tables: each competition's list row, its log and snapshots
 * (migration 010), and the committee's edits of the next-season proposal. Every row's shape is
 * checked here, and each log is folded by the domain: a log that does not fold, a snapshot that
 * is not the folded state at its seq, or a list row that does not match is refused with the JSON
 * path of the row, so a restored competition always opens.
 */
import {
  BOARD_RESULTS,
  foldTeamCompetition,
  TEAM_EVENT_TYPES,
  type TeamCompetitionEntry,
  type TeamCompetitionRow,
} from '../../domain/teams/index.ts'
import { playoffDecision } from './tournamentLogValidators.ts'
import {
  andThen,
  integer,
  isRecord,
  isoDay,
  isoInstant,
  list,
  nullable,
  oneOf,
  pattern,
  shape,
  text,
  type BackupError,
  type Check,
  type TableValidator,
} from './checks.ts'
import { checkStoredLogs, logEventRow } from './logChecks.ts'

const id = text(200)
const name = text(300)
const board = integer(1, 12)

/** One line of a team's board order. */
export const boardOrderLine = shape(
  {
    name,
    rating: integer(0, 3500),
    playerId: id,
    ratingSource: oneOf(['feda', 'fide', 'none']),
    addedAfterRound: integer(0, 99),
  },
  ['playerId', 'ratingSource', 'addedAfterRound'],
)

/** The director's override of a refused board order (FAPA art. 69, 70.2), with its reason. */
const override = shape({ reason: text(2000), at: isoInstant, findings: list(text(200), 1000) })

const team = shape(
  { id, name, club: name, zone: text(100), players: list(boardOrderLine, 200), override },
  ['override'],
)

/** A league withdrawal the director recorded (FAPA art. 65). */
const withdrawal = shape({
  teamId: id,
  afterRound: integer(0, 99),
  reason: text(2000),
  at: isoInstant,
})

const committeeSanction = shape({
  id,
  teamId: id,
  article: text(20),
  points: integer(0, 200),
  reason: text(2000),
  at: isoInstant,
})

/** The federation's calendar: a date per round ('' when not set) and the start time (art. 79.2). */
const schedule = shape({
  dates: list((v, path, errors) => (v === '' ? undefined : isoDay(v, path, errors)), 99),
  time: pattern(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'backup/expected-text'),
})

/** When a match's result was communicated by e-mail or telephone (art. 82.4). */
const communicated = shape({
  date: isoDay,
  time: pattern(/^([01]\d|2[0-3]):[0-5]\d$/, 'backup/expected-text'),
})

const fixture = shape(
  {
    homeId: id,
    awayId: id,
    boards: list(nullable(oneOf(BOARD_RESULTS)), 12),
    homeImproperFrom: nullable(board),
    awayImproperFrom: nullable(board),
    group: oneOf(['A', 'B']),
    places: list(integer(1, 500), 2),
    decided: nullable(oneOf(['home', 'away'])),
    communicated,
  },
  ['homeImproperFrom', 'awayImproperFrom', 'group', 'places', 'decided', 'communicated'],
)

const round = shape(
  { round: integer(1, 99), fixtures: list(fixture, 500), bye: nullable(id), exempt: list(id, 500) },
  ['exempt'],
)

/** How level teams were separated (art. 29.3.f): a lot with the competition's seed or a playoff. */
const teamLot = shape({
  kind: oneOf(['lot']),
  players: list(integer(1, 500), 500),
  seed: integer(-(2 ** 53), 2 ** 53),
})
const teamTieDecision: Check = (v, path, errors) =>
  (isRecord(v) && v.kind === 'lot' ? teamLot : playoffDecision)(v, path, errors)

const competitionShape = shape(
  {
    id,
    name,
    division: integer(1, 4),
    system: oneOf(['swiss', 'league']),
    totalRounds: integer(0, 99),
    seed: integer(-(2 ** 53), 2 ** 53),
    teams: list(team, 500),
    order: nullable(list(id, 500)),
    rounds: list(round, 99),
    kind: oneOf(['blitz', 'rapid', 'cup']),
    groups: nullable(shape({ A: list(id, 500), B: list(id, 500) })),
    notificationEnds: isoDay,
    withdrawals: list(withdrawal, 500),
    tieDecisions: list(teamTieDecision, 500),
    schedule,
    splitInto: list(id, 2),
    seasonId: id,
    sanctions: list(committeeSanction, 500),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  },
  [
    'kind',
    'groups',
    'notificationEnds',
    'withdrawals',
    'tieDecisions',
    'schedule',
    'splitInto',
    'seasonId',
    'sanctions',
  ],
)

/** Team ids named by rounds, byes, exemptions, order and groups must be the competition's own. */
function ownTeams(c: Record<string, unknown>, path: string, errors: BackupError[]): void {
  const ids = new Set((c.teams as { id: string }[]).map((t) => t.id))
  const check = (value: unknown, at: string) => {
    if (typeof value === 'string' && !ids.has(value))
      errors.push({ code: 'backup/dangling-reference', path: at, params: { id: value } })
  }
  ;((c.order as string[] | null) ?? []).forEach((x, i) => check(x, `${path}.order[${i}]`))
  const groups = c.groups as { A: string[]; B: string[] } | null | undefined
  for (const g of ['A', 'B'] as const)
    (groups?.[g] ?? []).forEach((x, i) => check(x, `${path}.groups.${g}[${i}]`))
  ;(c.rounds as { fixtures: Record<string, unknown>[]; bye: unknown; exempt?: string[] }[]).forEach(
    (r, i) => {
      const at = `${path}.rounds[${i}]`
      check(r.bye, `${at}.bye`)
      ;(r.exempt ?? []).forEach((x, k) => check(x, `${at}.exempt[${k}]`))
      r.fixtures.forEach((f, k) => {
        check(f.homeId, `${at}.fixtures[${k}].homeId`)
        check(f.awayId, `${at}.fixtures[${k}].awayId`)
      })
    },
  )
}

/** A whole competition as snapshots and whole-state events hold it. */
const competition = andThen(competitionShape, ownTeams)
const seq = integer(1, Number.MAX_SAFE_INTEGER)
const at = { round: integer(1, 99), fixture: integer(0, 499) }

const PAYLOADS: Readonly<Record<string, Check>> = {
  'competition-created': shape({ competition }),
  'competition-carried': shape({ competition }),
  'team-added': shape({ team }),
  'notification-end-set': shape({ ends: nullable(isoDay) }),
  'season-set': shape({ seasonId: nullable(id) }),
  'team-moved': shape({ teamId: id, to: integer(0, 499) }),
  'board-order-set': shape({ teamId: id, players: list(boardOrderLine, 200) }),
  'order-overridden': shape({ teamId: id, override }),
  'league-drawn': shape({ order: list(id, 500) }),
  'schedule-set': schedule,
  'round-paired': shape(
    {
      round,
      system: oneOf(['swiss', 'league']),
      totalRounds: integer(0, 99),
      order: nullable(list(id, 500)),
      groups: shape({ A: list(id, 500), B: list(id, 500) }),
    },
    ['groups'],
  ),
  'board-recorded': shape({ ...at, board, result: nullable(oneOf(BOARD_RESULTS)) }),
  'improper-lineup-set': shape({
    ...at,
    side: oneOf(['home', 'away']),
    fromBoard: nullable(board),
  }),
  'tie-decided': shape({ ...at, winner: nullable(oneOf(['home', 'away'])) }),
  'withdrawal-recorded': shape({ withdrawal }),
  'sanction-recorded': shape({ sanction: committeeSanction }),
  'acta-applied': shape({
    round: integer(1, 99),
    homeId: id,
    awayId: id,
    boards: list(nullable(oneOf(BOARD_RESULTS)), 12),
    homeImproperFrom: nullable(board),
    awayImproperFrom: nullable(board),
  }),
  'findings-applied': shape({
    findings: list(
      shape({
        round: integer(1, 99),
        homeId: id,
        awayId: id,
        side: oneOf(['home', 'away']),
        fromBoard: board,
        article: text(20),
      }),
      5000,
    ),
  }),
  'communication-set': shape({ ...at, when: nullable(communicated) }),
  'team-tie-recorded': shape({ decision: teamTieDecision }),
  'team-tie-removed': shape({ teams: list(integer(1, 500), 500) }),
  'groups-split': shape({ into: list(id, 2) }),
} satisfies Record<(typeof TEAM_EVENT_TYPES)[number], Check>

const eventRow = logEventRow(PAYLOADS, id)

const seasonEdit = shape(
  {
    teamId: id,
    action: oneOf(['up', 'down', 'replace']),
    replacement: name,
    reason: text(2000),
    at: isoInstant,
  },
  ['replacement'],
)

const seasonPlan = shape({ id, edits: list(seasonEdit, 10_000), updatedAt: isoInstant })

/** A JSON Web Key coordinate of P-256: 32 bytes in base64url. */
const jwkPart = pattern(/^[A-Za-z0-9_-]{43}$/, 'backup/expected-text')
const publicJwk = { kty: oneOf(['EC']), crv: oneOf(['P-256']), x: jwkPart, y: jwkPart }

/** A club's signing key as the federation keeps it (FAPA art. 79.6, 82.1), in the same table. */
const clubKey = shape({
  id,
  kind: oneOf(['club-key']),
  clubId: id,
  clubName: name,
  keyId: text(64),
  publicKey: shape(publicJwk),
  privateKey: shape({ ...publicJwk, d: jwkPart }),
  issuedAt: isoInstant,
  revokedAt: nullable(isoInstant),
  updatedAt: isoInstant,
})

/** A committee decision on a late acta or result (FAPA art. 82.2, 82.4), in the same table. */
const sanction = shape({
  id,
  kind: oneOf(['sanction']),
  clubId: id,
  matchId: id,
  article: oneOf(['82.2', '82.4']),
  grade: oneOf(['minor', 'serious', 'very-serious']),
  decision: text(2000),
  at: isoInstant,
  updatedAt: isoInstant,
})

export const TEAM_VALIDATORS: Readonly<Record<string, TableValidator>> = {
  teamCompetitions: {
    row: shape({ id, name, createdAt: isoInstant, updatedAt: isoInstant }),
    tables: (tables, errors) =>
      errors.push(
        ...checkStoredLogs<TeamCompetitionRow>(
          {
            list: 'teamCompetitions',
            events: 'teamEvents',
            snapshots: 'teamSnapshots',
            fold: (snapshot, entries) =>
              foldTeamCompetition(snapshot, entries as TeamCompetitionEntry[]),
            listMatches: (row, state) =>
              row.name === state.name &&
              row.createdAt === state.createdAt &&
              row.updatedAt === state.updatedAt,
          },
          tables,
        ),
      ),
  },
  teamEvents: { row: eventRow },
  teamSnapshots: { row: shape({ competitionId: id, seq, state: competition }) },
  // The season table holds the committee's plan and, under 'club-key:<keyId>', the club keys,
  // and under 'sanction:<article>|<matchId>' the committee's sanction decisions.
  teamSeasonPlans: {
    row: (v, path, errors) =>
      (isRecord(v) && v.kind === 'club-key'
        ? clubKey
        : isRecord(v) && v.kind === 'sanction'
          ? sanction
          : seasonPlan)(v, path, errors),
  },
}

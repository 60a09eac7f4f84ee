/**
 * Individual tournaments in a backup: the list rows, the logs and their snapshots (migration
 * 008). Every row is checked field by field, then each tournament's log is folded by the domain:
 * a log that does not fold, a snapshot that is not the folded state at its seq, or a list row
 * that does not match its tournament is refused with the JSON path of the row.
 */
import { SCORING_VALUE_MAX } from '../../domain/core/index.ts'
import {
  AGE_GROUPS,
  ENTRY_RULES,
  PRIZE_CATEGORY_KINDS,
  GAME_RESULTS,
  MISSED_ROUND_SCORES,
  RATING_METHODS,
  RATING_TYPES,
  ROUND_REQUESTS,
  TOURNAMENT_EVENT_TYPES,
  TOURNAMENT_SYSTEMS,
  UNPLAYED_MODELS,
  foldTournament,
  sameData,
  tournamentSummary,
  type IndividualTournament,
  type TournamentEntry,
} from '../../domain/tournament/index.ts'
import {
  andThen,
  boolean,
  dictionary,
  type BackupError,
  integer,
  isRecord,
  isoDayOrEmpty,
  isoInstant,
  list,
  nullable,
  oneOf,
  shape,
  text,
  type Check,
  type TableValidator,
} from './checks.ts'
import { checkStoredLogs, logEventRow } from './logChecks.ts'

type Rows = Readonly<Record<string, readonly Record<string, unknown>[]>>

const id = text(100)
const no = integer(0, 100_000)
const seq = integer(1, Number.MAX_SAFE_INTEGER)
const points = integer(0, SCORING_VALUE_MAX)
const game = shape({ white: no, black: no })
const request = oneOf(ROUND_REQUESTS)

const settings = shape(
  {
    name: text(300),
    place: text(300),
    startDate: isoDayOrEmpty,
    endDate: isoDayOrEmpty,
    chiefArbiter: text(300),
    deputyArbiters: list(text(300), 50),
    timeControl: text(100),
    ratingType: oneOf(RATING_TYPES),
    totalRounds: integer(1, 1000),
    system: oneOf(TOURNAMENT_SYSTEMS),
    scoring: shape(
      {
        win: points,
        draw: points,
        loss: points,
        pab: points,
        fullBye: points,
        halfBye: points,
        zeroBye: points,
        forfeitLoss: points,
      },
      ['forfeitLoss'],
    ),
    tiebreaks: list(text(50), 50),
    unplayed: oneOf(UNPLAYED_MODELS),
    initialColour: oneOf(['white', 'black']),
    fideMode: boolean,
    lotSeed: integer(0, 2 ** 32),
    publicUrl: text(200),
    ratingMethod: oneOf(RATING_METHODS),
    missedRounds: oneOf(MISSED_ROUND_SCORES),
    entryRule: oneOf(ENTRY_RULES),
  },
  ['publicUrl', 'ratingMethod', 'missedRounds', 'entryRule'],
)

const sex: Check = (v, path, errors) => v === undefined || oneOf(['m', 'w'])(v, path, errors)
const entrantFields = {
  registryId: nullable(id),
  name: text(300),
  // Absent or undefined (rows read back from IndexedDB keep the key).
  sex,
  title: text(10),
  federation: text(10),
  club: text(100),
  fideId: text(20),
  fedaId: text(20),
  fideRating: integer(0, 4000),
  fedaRating: integer(0, 4000),
  birthDate: text(30),
  titles: list(text(10), 20),
  fideRatingList: oneOf(RATING_TYPES),
  ratingTyped: boolean,
}
const newEntrant = shape(entrantFields, ['sex', 'titles', 'fideRatingList', 'club', 'ratingTyped'])
const entrant = shape({ ...entrantFields, startNo: no, joinedRound: integer(1, 1000) }, [
  'sex',
  'titles',
  'fideRatingList',
  'club',
  'ratingTyped',
])

const round = shape(
  {
    round: integer(1, 1000),
    boards: list(
      shape({ board: no, white: no, black: no, result: nullable(oneOf(GAME_RESULTS)) }),
      100_000,
    ),
    bye: nullable(no),
    requests: dictionary(request),
    manualChanges: list(
      shape({
        at: isoInstant,
        reason: text(2000),
        before: list(game, 100_000),
        after: list(game, 100_000),
      }),
    ),
    manualPhase: shape({ engine: list(game, 100_000), final: list(game, 100_000) }),
  },
  ['manualPhase'],
)

/** How players level after the chain were separated: a playoff's games or a lot. */
export const playoffDecision = shape(
  {
    kind: oneOf(['playoff']),
    players: list(no, 1000),
    games: list(
      shape({ white: no, black: no, result: oneOf(['1-0', '0-1', '1/2']), armageddon: boolean }, [
        'armageddon',
      ]),
    ),
    note: text(300),
  },
  ['note'],
)
const lot = shape({ kind: oneOf(['lot']), players: list(no, 1000), seed: integer(0, 2 ** 32) })
const tieDecision: Check = (v, path, errors) =>
  (isRecord(v) && v.kind === 'lot' ? lot : playoffDecision)(v, path, errors)

const forbiddenPair = shape({ players: list(no, 2), fromRound: integer(1, 1000) })
const gameResult = oneOf(GAME_RESULTS)
const ratingCorrection = shape({
  round: integer(1, 1000),
  board: no,
  result: gameResult,
  note: text(2000),
})
const importDifference = shape({ round: integer(1, 1000), file: text(40), engine: text(40) })
const prizeCategories: Readonly<Record<string, Check>> = {
  general: shape({ kind: text(10) }),
  age: shape({ kind: text(10), group: oneOf(AGE_GROUPS) }),
  women: shape({ kind: text(10) }),
  rating: shape({ kind: text(10), min: integer(0, 4000), max: integer(0, 4000) }),
  club: shape({ kind: text(10), club: text(300) }),
  province: shape({ kind: text(10), province: text(300) }),
}
const prizeCategory: Check = (v, path, errors) => {
  const kind = isRecord(v) && typeof v.kind === 'string' ? v.kind : ''
  const check = prizeCategories[kind]
  if (check) check(v, path, errors)
  else oneOf(PRIZE_CATEGORY_KINDS)(isRecord(v) ? v.kind : v, `${path}.kind`, errors)
}
const prizeList = shape({
  prizes: list(shape({ label: text(200), category: prizeCategory }), 200),
  onePerPlayer: boolean,
  referenceYear: integer(1900, 9999),
})

interface StateRefs {
  readonly entrants: readonly { readonly startNo: number }[]
  readonly rounds: readonly {
    readonly round: number
    readonly bye: number | null
    readonly boards: readonly { readonly white: number; readonly black: number }[]
    readonly requests: Readonly<Record<string, string>>
  }[]
  readonly pendingRequests: Readonly<Record<string, string>>
}

/**
 * A whole state taken as it is (a TRF import, a legacy version, a snapshot) is not judged by an
 * operation: its start numbers are unique, its rounds numbered 1, 2, ... and its boards, byes and
 * requests name its own entrants, so the tournament it restores always opens.
 */
function ownEntrants(v: Record<string, unknown>, path: string, errors: BackupError[]): void {
  const state = v as unknown as StateRefs
  const numbers = new Set<number>()
  state.entrants.forEach((e, i) => {
    if (numbers.has(e.startNo))
      errors.push({
        code: 'backup/duplicate-key',
        path: `${path}.entrants[${i}].startNo`,
        params: { key: e.startNo },
      })
    numbers.add(e.startNo)
  })
  const entrantAt = (n: unknown, at: string) => {
    if (!numbers.has(Number(n)))
      errors.push({ code: 'backup/dangling-reference', path: at, params: { id: String(n) } })
  }
  const requestsAt = (r: Readonly<Record<string, string>>, at: string) => {
    for (const n of Object.keys(r)) entrantAt(n, `${at}[${JSON.stringify(n)}]`)
  }
  state.rounds.forEach((r, i) => {
    const at = `${path}.rounds[${i}]`
    if (r.round !== i + 1)
      errors.push({
        code: 'backup/expected-integer',
        path: `${at}.round`,
        params: { min: i + 1, max: i + 1 },
      })
    if (r.bye !== null) entrantAt(r.bye, `${at}.bye`)
    r.boards.forEach((b, k) => {
      entrantAt(b.white, `${at}.boards[${k}].white`)
      entrantAt(b.black, `${at}.boards[${k}].black`)
    })
    requestsAt(r.requests, `${at}.requests`)
  })
  requestsAt(state.pendingRequests, `${path}.pendingRequests`)
}

/** The whole state of an individual tournament, as stored in snapshots and whole-state events. */
export const tournamentStateCheck = andThen(
  shape(
    {
      settings,
      entrants: list(entrant, 100_000),
      numbersFrozen: boolean,
      rounds: list(round, 1000),
      pendingRequests: dictionary(request),
      fideModeLeftAt: nullable(isoInstant),
      tieDecisions: list(tieDecision, 1000),
      manualPhase: shape({ round: integer(1, 1000) }),
      forbidden: list(forbiddenPair, 100_000),
      scheduledRequests: dictionary(dictionary(request)),
      halfByeIneligible: list(no, 100_000),
      reentered: dictionary(integer(1, 1000)),
      ratingCorrections: list(ratingCorrection, 100_000),
      importCheck: list(importDifference, 100_000),
      prizes: prizeList,
    },
    [
      'tieDecisions',
      'manualPhase',
      'forbidden',
      'scheduledRequests',
      'halfByeIneligible',
      'reentered',
      'ratingCorrections',
      'importCheck',
      'prizes',
    ],
  ),
  ownEntrants,
)
const tournament = tournamentStateCheck

const legacy = { action: text(100), detail: text(2000) }
const PAYLOADS: Readonly<Record<string, Check>> = {
  'tournament-created': shape({ settings }),
  'trf-imported': shape({ tournament }),
  'entrant-registered': shape({ entrant: newEntrant }),
  'entrant-removed': shape({ startNo: no, name: text(300) }),
  'numbers-frozen': shape({}),
  'request-set': shape({ startNo: no, request: nullable(request) }),
  'round-paired': shape({
    pairing: shape({ round: integer(1, 1000), games: list(game, 100_000), bye: nullable(no) }),
  }),
  'round-unpaired': shape({ round: integer(0, 1000) }),
  'result-set': shape({
    round: integer(0, 1000),
    board: no,
    result: nullable(oneOf(GAME_RESULTS)),
  }),
  'pairing-changed': shape({
    round: integer(0, 1000),
    games: list(game, 100_000),
    reason: text(2000),
    swapped: nullable(list(no, 2)),
  }),
  'fide-mode-left': shape({}),
  'settings-changed': shape(
    {
      publicUrl: text(200),
      ratingMethod: oneOf(RATING_METHODS),
      startDate: text(10),
      endDate: text(10),
      chiefArbiter: text(300),
      timeControl: text(300),
    },
    ['publicUrl', 'ratingMethod', 'startDate', 'endDate', 'chiefArbiter', 'timeControl'],
  ),
  'tie-decided': shape({ decision: tieDecision }),
  'tie-decision-removed': shape({ players: list(no, 1000) }),
  'legacy-baseline': shape({ tournament, ...legacy }),
  'legacy-change': shape({ tournament, ...legacy, round: integer(0, 1000) }),
  'legacy-note': shape({ ...legacy, round: integer(0, 1000) }),
  'result-corrected': shape({
    round: integer(0, 1000),
    board: no,
    result: nullable(gameResult),
    previous: nullable(gameResult),
  }),
  'rating-correction-noted': shape({
    round: integer(0, 1000),
    board: no,
    result: gameResult,
    note: text(2000),
  }),
  'rounds-changed': shape({ totalRounds: integer(1, 1000) }),
  'manual-phase-started': shape({ round: integer(0, 1000) }),
  'manual-phase-ended': shape({ round: integer(0, 1000) }),
  'forbidden-pair-set': shape({ players: list(no, 2), forbidden: boolean }),
  'requests-scheduled': shape({
    startNo: no,
    rounds: list(integer(1, 1000), 1000),
    request: nullable(request),
  }),
  'half-bye-eligibility-set': shape({ startNo: no, eligible: boolean }),
  'entrant-reentered': shape({ startNo: no }),
  'import-checked': shape({ differences: list(importDifference, 100_000) }),
  'entrant-inserted': shape({ entrant: newEntrant, startNo: no }),
  'prizes-set': shape({ list: prizeList }),
  'entry-rules-set': shape({
    missedRounds: oneOf(MISSED_ROUND_SCORES),
    entryRule: oneOf(ENTRY_RULES),
  }),
  undo: shape({ seq }),
} satisfies Record<(typeof TOURNAMENT_EVENT_TYPES)[number] | 'undo', Check>

const eventRow = logEventRow(PAYLOADS, id)

/** Row shapes of the individual-tournament tables. */
const TOURNAMENT_ROW_VALIDATORS = {
  tournaments: shape({
    id,
    name: text(300),
    createdAt: isoInstant,
    updatedAt: isoInstant,
    summary: shape({
      place: text(300),
      startDate: text(30),
      entrants: no,
      rounds: integer(0, 1000),
      totalRounds: integer(1, 1000),
    }),
  }),
  tournamentEvents: eventRow,
  tournamentSnapshots: shape({ competitionId: id, seq, state: tournament }),
} satisfies Record<string, Check>

/** Folds every tournament's log of a backup whose rows passed their shape checks. */
export function checkTournamentLogs(tables: Rows): BackupError[] {
  return checkStoredLogs<IndividualTournament>(
    {
      list: 'tournaments',
      events: 'tournamentEvents',
      snapshots: 'tournamentSnapshots',
      fold: (snapshot, entries) => foldTournament(snapshot, entries as TournamentEntry[]),
      listMatches: (row, state) =>
        row.name === state.settings.name && sameData(row.summary, tournamentSummary(state)),
    },
    tables,
  )
}

/** The list rows, events and snapshots of individual tournaments; the logs folded once. */
export const TOURNAMENT_VALIDATORS: Readonly<Record<string, TableValidator>> = {
  tournaments: {
    row: TOURNAMENT_ROW_VALIDATORS.tournaments,
    tables: (tables, errors) => errors.push(...checkTournamentLogs(tables)),
  },
  tournamentEvents: { row: TOURNAMENT_ROW_VALIDATORS.tournamentEvents },
  tournamentSnapshots: { row: TOURNAMENT_ROW_VALIDATORS.tournamentSnapshots },
}

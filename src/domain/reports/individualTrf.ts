import {
  cleanNameCut,
  DEFAULT_SCORING,
  ENTITY_NAME_MAX,
  err,
  isIsoDate,
  ok,
  type Result,
} from '../core/index.ts'
import {
  snapshotOf,
  type Board,
  type Entrant,
  type GameResult,
  type IndividualTournament,
  type PairedRound,
  type RoundRequest,
  type TournamentSettings,
} from '../tournament/index.ts'
import {
  readTrf,
  trfFromTournament,
  unstorableProblems,
  writeTrf,
  type TrfError,
  type TrfHeaderRecord,
  type TrfMeaningError,
  type TrfRecord,
  type TrfReport,
  type TrfTournament,
  type TrfWarning,
} from '../trf/index.ts'
import { commentRecords } from './trfComments.ts'
import { withStandingRanks } from './individualStandings.ts'

const trfDate = (iso: string): string => iso.replaceAll('-', '/')

/** What the TRF header needs beyond the tournament: the host federation and the round dates. */
export interface TrfReportOptions {
  /** The federation the event is rated through (record 032), e.g. 'ESP'. */
  readonly federation?: string
  /** Date each round was played (ISO `YYYY-MM-DD`, index 0 = round 1) for record 132. */
  readonly roundDates?: readonly string[]
}

/**
 * The FIDE/FEDA rating report of a tournament as TRF text: header records (place, federation,
 * dates, players and rated players, arbiters, time control, round dates), XXR/XXC, the player
 * lines, and `###` comment lines with the given log (FIDE mode's manual changes and the audit
 * trail). Rounds still in progress are left out.
 * @see FIDE TRF-16 records 032 062 072 132 / TRF-2026 (fide-facts section 3), FIDE C.02 (2026), FAPA art. 41.h
 */
export function tournamentToTrf(
  t: IndividualTournament,
  log: readonly string[] = [],
  o: TrfReportOptions = {},
): string {
  const s = t.settings
  const base = trfFromTournament(snapshotOf(t), systemType(s))
  const header = (code: TrfHeaderRecord['code'], value: string): TrfRecord[] =>
    value.trim() === '' ? [] : [{ kind: 'header', code, value }]
  const dates = (o.roundDates ?? []).slice(0, t.rounds.length)
  const headers: TrfRecord[] = [
    ...header('022', s.place),
    ...header('032', o.federation ?? ''),
    ...header('042', trfDate(s.startDate)),
    ...header('052', trfDate(s.endDate)),
    ...header('062', String(t.entrants.length)),
    ...header('072', String(t.entrants.filter((e) => e.fideRating > 0).length)),
    ...header('102', s.chiefArbiter),
    ...s.deputyArbiters.flatMap((d) => header('112', d)),
    ...header('122', s.timeControl),
    ...(dates.some((d) => d !== '')
      ? [{ kind: 'round-dates' as const, dates: dates.map((d) => trfDate(d).slice(2)) }]
      : []),
  ]
  const [title, ...rest] = withStandingRanks(t, base.records)
  const comments = commentRecords(t, log)
  return writeTrf({ records: [...(title ? [title] : []), ...headers, ...rest, ...comments] })
}

function systemType(s: TournamentSettings): string {
  if (s.system === 'round-robin') return 'FIDE_ROUNDROBIN'
  if (s.system === 'double-round-robin') return 'FIDE_DOUBLEROUNDROBIN'
  return s.system === 'dutch-baku' ? 'FIDE_DUTCH_BAKU_2025' : 'FIDE_DUTCH_2025'
}

export type TrfImportError = TrfError | TrfMeaningError

const headerValue = (records: readonly TrfRecord[], code: string): string => {
  const r = records.find((x) => x.kind === 'header' && x.code === code)
  return r && r.kind === 'header' ? r.value.trim() : ''
}

/** A TRF date (`YYYY/MM/DD`, `YYYY-MM-DD` or `YYYY.MM.DD`) as an ISO day, or null. */
function isoDayOf(value: string): string | null {
  const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})$/.exec(value)
  if (!m) return null
  const day = `${m[1]}-${m[2]}-${m[3]}`
  return isIsoDate(day) ? day : null
}

/** A tournament imported from TRF and what the arbiter reads before accepting it. */
export interface TrfImport {
  readonly doc: IndividualTournament
  readonly report: TrfReport
}

/**
 * Reads a TRF file (bytes, or decoded text) into a new tournament, to continue one started
 * elsewhere: start numbers, players and every round as the file has them, and the `XXZ`
 * absences as zero-point requests for the next round. Errors are located and nothing is
 * half-read; the report's warnings (points column, dates Alfil cannot read) are for the arbiter
 * to accept before the import.
 * @see FIDE TRF-16 (fide-facts section 3), JaVaFo XXZ
 */
export function tournamentFromTrfFile(
  input: Uint8Array | string,
  defaults: Pick<TournamentSettings, 'tiebreaks' | 'unplayed' | 'lotSeed'>,
): Result<TrfImport, TrfReport> {
  const read = readTrf(input)
  if (!read.ok) return read
  const { doc: trf, tournament: snap, report } = read.value
  const unstorable = unstorableProblems(trf, snap)
  if (unstorable.length > 0) return err({ ...report, errors: unstorable })
  const records = trf.records
  const lineOf = new Map(records.map((r, i) => [r, trf.lines?.[i] ?? i + 1]))
  const warnings: TrfWarning[] = []
  const day = (code: string): string => {
    const r = records.find((x) => x.kind === 'header' && x.code === code)
    const value = headerValue(records, code)
    if (value === '') return ''
    const iso = isoDayOf(value)
    if (iso === null && r)
      warnings.push({
        code: 'trf/bad-date',
        line: lineOf.get(r) ?? 1,
        column: 5,
        message: `${code} "${value}" is not a date; left blank`,
      })
    return iso ?? ''
  }
  const played = Math.max(0, ...snap.players.map((p) => p.rounds.length))
  const entrants: Entrant[] = snap.players.map((p) => ({
    startNo: p.startNo,
    registryId: null,
    name: cleanNameCut(p.name),
    ...(p.sex ? { sex: p.sex } : {}),
    title: p.title ?? '',
    federation: p.federation ?? '',
    fideId: p.fideId ?? '',
    fedaId: '',
    fideRating: p.rating,
    fedaRating: 0,
    birthDate: p.birthDate ?? '',
    joinedRound: 1,
  }))
  const rounds: PairedRound[] = []
  for (let r = 1; r <= played; r++) rounds.push(roundFromSnapshot(snap.players, r))
  const known = new Set(entrants.map((e) => e.startNo))
  const pendingRequests: Record<number, RoundRequest> = {}
  for (const n of snap.absentInNextRound) if (known.has(n)) pendingRequests[n] = 'zero-bye'
  const settings: TournamentSettings = {
    name: cleanNameCut(snap.name || headerValue(records, '012'), ENTITY_NAME_MAX),
    place: cleanNameCut(headerValue(records, '022'), ENTITY_NAME_MAX),
    startDate: day('042'),
    endDate: day('052'),
    chiefArbiter: cleanNameCut(headerValue(records, '102')),
    deputyArbiters: records.flatMap((x) =>
      x.kind === 'header' && x.code === '112' ? [cleanNameCut(x.value)] : [],
    ),
    timeControl: cleanNameCut(headerValue(records, '122'), ENTITY_NAME_MAX),
    ratingType: 'standard',
    totalRounds: Math.max(snap.totalRounds, played, 1),
    system: 'dutch',
    scoring: snap.scoring ?? DEFAULT_SCORING,
    initialColour: snap.initialColour,
    // FIDE C.02 (2026): an imported tournament is in FIDE mode, as a new one is.
    fideMode: true,
    ...defaults,
  }
  const xxp = records.find((x) => x.kind === 'forbidden')
  const forbidden = snap.forbiddenPairs.flatMap((group) => {
    // A pair naming a player the file does not have cannot be kept (C.04.3 C1 pairs entrants).
    if (group.some((n) => !known.has(n))) {
      warnings.push({
        code: 'trf/forbidden-unknown',
        line: xxp ? (lineOf.get(xxp) ?? 1) : 1,
        column: 1,
        message: `XXP ${group.join(' ')} names a player who is not in the file; left out`,
      })
      return []
    }
    // Each pair once, whatever the line repeats (a group of n players is n(n-1)/2 pairs).
    const players = [...new Set(group)].sort((a, b) => a - b)
    return players.flatMap((a, i) =>
      players.slice(i + 1).map((b) => ({ players: [a, b] as [number, number], fromRound: 1 })),
    )
  })
  warnings.push(...report.warnings)
  return ok({
    doc: {
      settings,
      entrants,
      numbersFrozen: true,
      rounds,
      pendingRequests,
      fideModeLeftAt: null,
      ...(forbidden.length > 0 ? { forbidden } : {}),
    },
    report: { ...report, warnings },
  })
}

/** `tournamentFromTrfFile` for text, without the report (warnings are not shown). */
export function tournamentFromTrfText(
  text: string,
  defaults: Pick<TournamentSettings, 'tiebreaks' | 'unplayed' | 'lotSeed'>,
): Result<IndividualTournament, TrfImportError[]> {
  const r = tournamentFromTrfFile(text, defaults)
  return r.ok ? ok(r.value.doc) : err([...r.error.errors])
}

type SnapPlayers = TrfTournament['players']

function roundFromSnapshot(players: SnapPlayers, round: number): PairedRound {
  const boards: Board[] = []
  const requests: Record<number, RoundRequest> = {}
  let bye: number | null = null
  for (const p of players) {
    const e = p.rounds[round - 1]
    if (!e) continue
    if (e.outcome === 'pab') bye = p.startNo
    else if (e.outcome === 'half-bye') requests[p.startNo] = 'half-bye'
    else if (e.outcome === 'full-bye') requests[p.startNo] = 'full-bye'
    else if (e.outcome === 'zero-bye' || e.outcome === 'absent') requests[p.startNo] = 'zero-bye'
    else if (e.colour === 'white' && e.opponent !== null) {
      boards.push({ board: 0, white: p.startNo, black: e.opponent, result: resultOf(e.outcome) })
    }
  }
  return {
    round,
    boards: boards.map((b, i) => ({ ...b, board: i + 1 })),
    bye,
    requests,
    manualChanges: [],
  }
}

function resultOf(outcome: string): GameResult {
  switch (outcome) {
    case 'win':
      return '1-0'
    case 'loss':
      return '0-1'
    case 'draw':
      return '1/2'
    case 'forfeit-win':
      return '+/-'
    case 'forfeit-loss':
      return '-/+'
    default:
      return '-/-'
  }
}

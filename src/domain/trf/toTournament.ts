import { err, mirrorOutcome, ok, type Outcome, type Result } from '../core/index.ts'
import type {
  Colour,
  RoundEntry,
  TournamentPlayer,
  TournamentSnapshot,
} from '../tournament/index.ts'
import { readTournamentSettings } from './settings.ts'
import { ProblemList } from './parseTrf.ts'
import type { TrfDocument, TrfPlayerRecord, TrfRecord, TrfRoundCell } from './types.ts'

/** A TRF tournament: the snapshot pairing reads, and the `XXZ` absences of the next round. */
export type TrfTournament = TournamentSnapshot & {
  /** `XXZ`: start numbers absent in the round being paired; they are not paired. */
  readonly absentInNextRound: readonly number[]
}

export const TRF_MEANING_ERROR_CODES = [
  'trf/no-players',
  'trf/unknown-opponent',
  'trf/self-pairing',
  'trf/asymmetric-pairing',
  'trf/colour-mismatch',
  'trf/result-mismatch',
  'trf/result-needs-opponent',
  'trf/bye-with-opponent',
  'trf/bad-round-count',
  'trf/bad-bye-record',
  'trf/bad-rating',
  'trf/bad-game-points',
  'trf/more-errors',
] as const
export type TrfMeaningErrorCode = (typeof TRF_MEANING_ERROR_CODES)[number]

/** A problem of meaning in a well-formed TRF: its file line and column, the player and round. */
export interface TrfMeaningError {
  readonly code: TrfMeaningErrorCode
  readonly line: number
  /** The column of the field at fault; null when the whole line is (a file with no players). */
  readonly column: number | null
  readonly startNo: number | null
  readonly round: number | null
  readonly message: string
  /** `trf/more-errors`: how many problems were counted beyond the ones listed. */
  readonly params?: Readonly<Record<string, string | number>>
}

/** The 1-based file line of each record (one record per line when the document was not read from a file). */
export function recordLines(doc: TrfDocument): Map<TrfRecord, number> {
  return new Map(doc.records.map((r, i) => [r, doc.lines?.[i] ?? i + 1]))
}

/** Column of round `round`'s block, and of its colour and result fields. @see TRF-16 record 001 */
export const roundColumn = (round: number, field: 'opponent' | 'colour' | 'result' = 'opponent') =>
  92 + 10 * (round - 1) + (field === 'colour' ? 5 : field === 'result' ? 7 : 0)

const COLUMN_OF: Partial<Record<TrfMeaningErrorCode, 'opponent' | 'colour' | 'result'>> = {
  'trf/colour-mismatch': 'colour',
  'trf/result-mismatch': 'result',
  'trf/result-needs-opponent': 'result',
  'trf/bye-with-opponent': 'result',
}

/** The "and N more" entry of a long list of meaning errors. */
export const moreMeaning = (count: number, line: number): TrfMeaningError => ({
  code: 'trf/more-errors',
  line,
  column: null,
  startNo: null,
  round: null,
  message: `and ${count} more`,
  params: { count },
})

type CellOutcome =
  | { readonly ok: true; readonly entry: RoundEntry | undefined }
  | { readonly ok: false; readonly code: TrfMeaningErrorCode }

const UNPAIRED: Readonly<Record<string, Outcome>> = {
  U: 'pab',
  H: 'half-bye',
  F: 'full-bye',
  Z: 'zero-bye',
  '+': 'full-bye',
  '-': 'absent',
}
const PAIRED: Readonly<Record<string, { outcome: Outcome; unrated?: boolean }>> = {
  '1': { outcome: 'win' },
  '=': { outcome: 'draw' },
  '0': { outcome: 'loss' },
  W: { outcome: 'win', unrated: true },
  D: { outcome: 'draw', unrated: true },
  L: { outcome: 'loss', unrated: true },
  '+': { outcome: 'forfeit-win' },
  '-': { outcome: 'forfeit-loss' },
}

/**
 * Maps one round block to the core outcome: `W D L` are played but unrated, `+ -` forfeits,
 * `-` on both sides a double forfeit, `U` the PAB, `H F Z` requested byes, blank not yet played.
 * @see TRF-16 result codes (fide-facts 3.1), FIDE C.04.1
 */
export function outcomeOfCell(
  cell: TrfRoundCell,
  opponentCell: TrfRoundCell | undefined,
): CellOutcome {
  if (cell.result === null) return { ok: true, entry: undefined }
  if (cell.opponent === null) {
    const outcome = UNPAIRED[cell.result]
    if (!outcome) return { ok: false, code: 'trf/result-needs-opponent' }
    return { ok: true, entry: { opponent: null, colour: null, outcome } }
  }
  const paired = PAIRED[cell.result]
  if (!paired) return { ok: false, code: 'trf/bye-with-opponent' }
  const doubleForfeit = cell.result === '-' && opponentCell?.result === '-'
  const colour: Colour | null = cell.colour === 'w' ? 'white' : cell.colour === 'b' ? 'black' : null
  const outcome: Outcome = doubleForfeit ? 'double-forfeit' : paired.outcome
  return {
    ok: true,
    entry: {
      opponent: cell.opponent,
      colour,
      outcome,
      ...(paired.unrated ? { unrated: true } : {}),
    },
  }
}

function checkMirror(
  startNo: number,
  round: number,
  entry: RoundEntry,
  byNo: ReadonlyMap<number, TrfPlayerRecord>,
): TrfMeaningErrorCode | null {
  if (entry.opponent === null) return null
  if (entry.opponent === startNo) return 'trf/self-pairing'
  const other = byNo.get(entry.opponent)
  if (!other) return 'trf/unknown-opponent'
  const back = other.rounds[round - 1]
  if (!back || back.opponent !== startNo) return 'trf/asymmetric-pairing'
  const theirs = outcomeOfCell(back, byNo.get(startNo)?.rounds[round - 1])
  if (!theirs.ok || !theirs.entry) return 'trf/result-mismatch'
  if (entry.colour !== null && theirs.entry.colour === entry.colour) return 'trf/colour-mismatch'
  if (mirrorOutcome(entry.outcome) !== theirs.entry.outcome) return 'trf/result-mismatch'
  return null
}

function toPlayer(
  record: TrfPlayerRecord,
  line: number,
  byNo: ReadonlyMap<number, TrfPlayerRecord>,
  errors: ProblemList<TrfMeaningError>,
): TournamentPlayer {
  const at = (code: TrfMeaningErrorCode, round: number, message: string): TrfMeaningError => ({
    code,
    line,
    column: roundColumn(round, COLUMN_OF[code]),
    startNo: record.startNo,
    round,
    message,
  })
  const rounds: (RoundEntry | undefined)[] = record.rounds.map((cell, i) => {
    const round = i + 1
    const mapped = outcomeOfCell(
      cell,
      cell.opponent === null ? undefined : byNo.get(cell.opponent)?.rounds[i],
    )
    if (!mapped.ok) {
      errors.push(at(mapped.code, round, `round ${round}: result ${cell.result}`))
      return undefined
    }
    const problem = mapped.entry ? checkMirror(record.startNo, round, mapped.entry, byNo) : null
    if (problem) errors.push(at(problem, round, `round ${round} against ${cell.opponent}`))
    return mapped.entry
  })
  while (rounds.length > 0 && rounds[rounds.length - 1] === undefined) rounds.pop()
  const sex = record.sex.toLowerCase()
  return {
    startNo: record.startNo,
    name: record.name,
    rating: record.rating ?? 0,
    rounds,
    ...(sex === 'm'
      ? { sex: 'm' as const }
      : sex === 'w' || sex === 'f'
        ? { sex: 'w' as const }
        : {}),
    ...(record.title ? { title: record.title } : {}),
    ...(record.federation ? { federation: record.federation } : {}),
    ...(record.fideId ? { fideId: record.fideId } : {}),
    ...(record.birthDate ? { birthDate: record.birthDate } : {}),
  }
}

const BYE_OF: Readonly<Record<string, Outcome>> = { F: 'full-bye', H: 'half-bye', Z: 'zero-bye' }

/**
 * TRF-2026 `240` records announce F/H/Z byes for a round (ITDX: future rounds). A player whose
 * block for that round is empty gets the bye; a block that says something else is an error.
 */
function applyByeRecords(
  doc: TrfDocument,
  lineOf: ReadonlyMap<TrfRecord, number>,
  players: TournamentPlayer[],
  errors: ProblemList<TrfMeaningError>,
): void {
  const index = new Map(players.map((p, i) => [p.startNo, i]))
  for (const r of doc.records) {
    if (r.kind !== 'byes' || r.round === null) continue
    const outcome = BYE_OF[r.byeType.toUpperCase()]
    const bad = (n: number | null, k: number, message: string): TrfMeaningError => ({
      code: 'trf/bad-bye-record',
      line: lineOf.get(r) ?? 1,
      column: outcome ? 11 + 5 * k : 5,
      startNo: n,
      round: r.round,
      message,
    })
    for (const [k, n] of r.players.entries()) {
      const i = n === null ? undefined : index.get(n)
      const p = i === undefined ? undefined : players[i]
      if (!outcome || !p || i === undefined) {
        errors.push(bad(n, k, `240 ${r.byeType} for ${n ?? '-'}`))
        continue
      }
      const current = p.rounds[r.round - 1]
      if (current && current.outcome !== outcome) {
        errors.push(bad(n, k, `240 ${r.byeType} but the round says ${current.outcome}`))
        continue
      }
      const rounds = [...p.rounds]
      rounds[r.round - 1] = { opponent: null, colour: null, outcome }
      players[i] = { ...p, rounds }
    }
  }
}

/**
 * Checks the meaning of a parsed TRF and builds the tournament snapshot: every game must be
 * mirrored by the opponent's block (same round, opposite colour, matching result).
 * @see FIDE TRF-16 / TRF-2026 (fide-facts section 3), FIDE C.04.1
 */
export function tournamentFromTrf(doc: TrfDocument): Result<TrfTournament, TrfMeaningError[]> {
  const lineOf = recordLines(doc)
  const records = doc.records.filter((r): r is TrfPlayerRecord => r.kind === 'player')
  if (records.length === 0)
    return err([
      {
        code: 'trf/no-players',
        line: 1,
        column: null,
        startNo: null,
        round: null,
        message: 'no 001 player lines',
      },
    ])
  const byNo = new Map(records.map((r) => [r.startNo, r]))
  const errors = new ProblemList<TrfMeaningError>()
  const players: TournamentPlayer[] = [...byNo.values()]
    .sort((a, b) => a.startNo - b.startNo)
    .map((r) => toPlayer(r, lineOf.get(r) ?? 1, byNo, errors))
  applyByeRecords(doc, lineOf, players, errors)
  const settings = readTournamentSettings(doc, players)
  if (settings.totalRounds < Math.max(0, ...players.map((p) => p.rounds.length))) {
    const declared = doc.records.find(
      (r) => r.kind === 'rounds' || (r.kind === 'header' && r.code === '142'),
    )
    errors.push({
      code: 'trf/bad-round-count',
      line: declared ? (lineOf.get(declared) ?? 1) : 1,
      column: declared ? 5 : null,
      startNo: null,
      round: null,
      message: `XXR ${settings.totalRounds} is less than the rounds played`,
    })
  }
  if (errors.size > 0) return err(errors.done(moreMeaning))
  return ok({ ...settings, players })
}

import { err, mirrorOutcome, ok, type Outcome, type Result } from '../core/index.ts'
import type {
  Colour,
  RoundEntry,
  TournamentPlayer,
  TournamentSnapshot,
} from '../tournament/index.ts'
import { readTournamentSettings } from './settings.ts'
import type { TrfDocument, TrfPlayerRecord, TrfRoundCell } from './types.ts'

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
] as const
export type TrfMeaningErrorCode = (typeof TRF_MEANING_ERROR_CODES)[number]

/** A problem of meaning in a well-formed TRF: which player and round it concerns. */
export interface TrfMeaningError {
  readonly code: TrfMeaningErrorCode
  readonly startNo: number | null
  readonly round: number | null
  readonly message: string
}

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
  byNo: ReadonlyMap<number, TrfPlayerRecord>,
  errors: TrfMeaningError[],
): TournamentPlayer {
  const rounds: (RoundEntry | undefined)[] = record.rounds.map((cell, i) => {
    const round = i + 1
    const mapped = outcomeOfCell(
      cell,
      cell.opponent === null ? undefined : byNo.get(cell.opponent)?.rounds[i],
    )
    if (!mapped.ok) {
      errors.push({
        code: mapped.code,
        startNo: record.startNo,
        round,
        message: `round ${round}: result ${cell.result}`,
      })
      return undefined
    }
    const problem = mapped.entry ? checkMirror(record.startNo, round, mapped.entry, byNo) : null
    if (problem)
      errors.push({
        code: problem,
        startNo: record.startNo,
        round,
        message: `round ${round} against ${cell.opponent}`,
      })
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
  players: TournamentPlayer[],
  errors: TrfMeaningError[],
): void {
  const index = new Map(players.map((p, i) => [p.startNo, i]))
  for (const r of doc.records) {
    if (r.kind !== 'byes' || r.round === null) continue
    const outcome = BYE_OF[r.byeType.toUpperCase()]
    for (const n of r.players) {
      const i = n === null ? undefined : index.get(n)
      const p = i === undefined ? undefined : players[i]
      if (!outcome || !p || i === undefined) {
        errors.push({
          code: 'trf/bad-bye-record',
          startNo: n,
          round: r.round,
          message: `240 ${r.byeType} for ${n ?? '-'}`,
        })
        continue
      }
      const current = p.rounds[r.round - 1]
      if (current && current.outcome !== outcome) {
        errors.push({
          code: 'trf/bad-bye-record',
          startNo: n,
          round: r.round,
          message: `240 ${r.byeType} but the round says ${current.outcome}`,
        })
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
export function tournamentFromTrf(doc: TrfDocument): Result<TournamentSnapshot, TrfMeaningError[]> {
  const records = doc.records.filter((r): r is TrfPlayerRecord => r.kind === 'player')
  if (records.length === 0)
    return err([
      { code: 'trf/no-players', startNo: null, round: null, message: 'no 001 player lines' },
    ])
  const byNo = new Map(records.map((r) => [r.startNo, r]))
  const errors: TrfMeaningError[] = []
  const players: TournamentPlayer[] = [...byNo.values()]
    .sort((a, b) => a.startNo - b.startNo)
    .map((r) => toPlayer(r, byNo, errors))
  applyByeRecords(doc, players, errors)
  const settings = readTournamentSettings(doc, players)
  if (settings.totalRounds < Math.max(0, ...players.map((p) => p.rounds.length))) {
    errors.push({
      code: 'trf/bad-round-count',
      startNo: null,
      round: null,
      message: `XXR ${settings.totalRounds} is less than the rounds played`,
    })
  }
  if (errors.length > 0) return err(errors)
  return ok({ ...settings, players })
}

/**
 * The manual pairing phase of a round: opened explicitly on the engine's pairing (no result
 * entered yet), closed explicitly. On closing, the final pairing is compared with the engine's,
 * each differing board is listed and the round keeps both pairings, written to the TRF as
 * `### MPA @ Round n` lines so the exchange can be reproduced: re-pair round n from the file's
 * earlier rounds and compare with its final pairing.
 * @see FIDE C.02 (2026) checklist: manual pairing
 */
import { err, ok, type Result } from '../core/index.ts'
import type { PairedGame } from '../pairing/types.ts'
import type { IndividualTournament, PairedRound } from './individual.ts'
import type { TournamentError } from './operations.ts'

type Outcome = Result<IndividualTournament, TournamentError[]>
const refuse = (code: TournamentError['code'], params?: TournamentError['params']): Outcome =>
  err([params ? { code, params } : { code }])

const gamesOf = (r: PairedRound): PairedGame[] =>
  r.boards.map((b) => ({ white: b.white, black: b.black }))

/** Opens the manual phase on the last round, before any of its results. */
export function startManualPhase(t: IndividualTournament, round: number): Outcome {
  const last = t.rounds[t.rounds.length - 1]
  if (!last || last.round !== round) return refuse('round/not-last', { round })
  if (t.manualPhase) return refuse('pairing/manual-phase-open', { round: t.manualPhase.round })
  if (last.boards.some((b) => b.result !== null)) return refuse('round/has-results', { round })
  return ok({ ...t, manualPhase: { round } })
}

/** One board where the final pairing differs from the engine's (`''` when a side has none). */
export interface PairingDifference {
  readonly board: number
  readonly engine: string
  readonly final: string
}

const pair = (g: PairedGame | undefined) => (g ? `${g.white}-${g.black}` : '')

/** The boards, in order, where the final pairing is not the engine's (pairs and colours). */
export function pairingDifferences(
  engine: readonly PairedGame[],
  final: readonly PairedGame[],
): PairingDifference[] {
  const out: PairingDifference[] = []
  for (let i = 0; i < Math.max(engine.length, final.length); i++) {
    const [e, f] = [pair(engine[i]), pair(final[i])]
    if (e !== f) out.push({ board: i + 1, engine: e, final: f })
  }
  return out
}

/**
 * The engine's pairing of a round: the first manual change's starting point, or the boards when
 * nothing was changed.
 */
export function enginePairingOf(r: PairedRound): PairedGame[] {
  const first = r.manualChanges[0]
  return first ? first.before.map((g) => ({ white: g.white, black: g.black })) : gamesOf(r)
}

/** Closes the manual phase: the round keeps the engine's pairing beside the final one. */
export function endManualPhase(t: IndividualTournament, round: number): Outcome {
  if (t.manualPhase?.round !== round) return refuse('pairing/manual-phase-not-open', { round })
  const r = t.rounds[round - 1]
  if (!r) return refuse('round/unknown', { round })
  const updated: PairedRound = {
    ...r,
    manualPhase: { engine: enginePairingOf(r), final: gamesOf(r) },
  }
  const { manualPhase: _closed, ...rest } = t
  void _closed
  return ok({ ...rest, rounds: t.rounds.map((x) => (x.round === round ? updated : x)) })
}

/** The `### MPA @ Round n` lines of a tournament: each differing board, or "no difference". */
export function manualPhaseLines(t: IndividualTournament): string[] {
  return t.rounds.flatMap((r) => {
    if (!r.manualPhase) return []
    const diffs = pairingDifferences(r.manualPhase.engine, r.manualPhase.final)
    const head = `MPA @ Round ${r.round}`
    if (diffs.length === 0) return [`${head}: no difference`]
    return diffs.map(
      (d) => `${head}: board ${d.board} engine ${d.engine || '-'} final ${d.final || '-'}`,
    )
  })
}

/**
 * The warnings an action raises before it is applied, each with its level. Levels are fixed
 * here for every tournament and cannot be switched off or lowered:
 * - 2: a notice; the action goes on;
 * - 3: the arbiter must confirm the action;
 * - 4: the arbiter must confirm, and the action is written to the TRF as a `###` line;
 * - 5: not allowed in FIDE mode (FIDE mode must be left first; leaving takes two confirmations).
 * @see FIDE C.02 (2026) checklist: warnings
 */
import type { TournamentEvent } from './events.ts'
import type { IndividualTournament } from './individual.ts'
import { correctionConsequences, lastRoundRecheck } from './corrections.ts'
import { enginePairingOf, pairingDifferences } from './manualPhase.ts'
import { halfByeRounds } from './roundRequests.ts'
import { nextRound } from './operations.ts'

export type WarningLevel = 2 | 3 | 4 | 5

export const WARNING_LEVELS = Object.freeze({
  /** A result changed while a later round is paired on the old score. */
  'warn/correction-later-rounds': 3,
  /** ...and the current round has no result yet: it may be unpaired and paired again. */
  'warn/correction-repairable': 2,
  /** A second (or later) half-point bye for the same player. */
  'warn/second-half-bye': 3,
  /** A full-point bye on request: deprecated by FIDE, kept for events whose rules allow it. */
  'warn/full-bye-deprecated': 3,
  /** The number of rounds changes. */
  'warn/rounds-changed': 4,
  /** The paired last round becomes, or stops being, the final round. */
  'warn/last-round-recheck': 4,
  /** The manual phase ends with a pairing that differs from the engine's. */
  'warn/manual-differs': 4,
  /** A prohibited pairing added after round 1, or FIDE mode left. */
  'warn/forbidden-after-round-1': 5,
  'warn/leave-fide-mode': 5,
} as const satisfies Readonly<Record<string, WarningLevel>>)

export type WarningCode = keyof typeof WARNING_LEVELS

export interface FideWarning {
  readonly code: WarningCode
  readonly level: WarningLevel
  readonly params?: Readonly<Record<string, string | number>>
}

const warn = (code: WarningCode, params?: FideWarning['params']): FideWarning => ({
  code,
  level: WARNING_LEVELS[code],
  ...(params ? { params } : {}),
})

function correctionWarnings(t: IndividualTournament, round: number): FideWarning[] {
  const c = correctionConsequences(t, round)
  if (c.laterRounds.length === 0) return []
  const rounds = c.laterRounds.join(', ')
  const out = [warn('warn/correction-later-rounds', { round, rounds })]
  if (c.repairable !== null) out.push(warn('warn/correction-repairable', { round: c.repairable }))
  return out
}

function byeWarnings(
  t: IndividualTournament,
  startNo: number,
  request: string | null,
  rounds: readonly number[],
): FideWarning[] {
  if (request === 'full-bye') return [warn('warn/full-bye-deprecated', { startNo })]
  if (request !== 'half-bye') return []
  const had = halfByeRounds(t, startNo).filter((r) => !rounds.includes(r))
  const count = had.length + rounds.length
  return count >= 2 ? [warn('warn/second-half-bye', { startNo, count })] : []
}

/** The warnings of an event on the tournament as it stands, highest level first. */
export function warningsFor(t: IndividualTournament, e: TournamentEvent): FideWarning[] {
  const out: FideWarning[] = (() => {
    switch (e.type) {
      case 'result-set':
      case 'result-corrected':
        return correctionWarnings(t, e.payload.round)
      case 'request-set':
        return byeWarnings(t, e.payload.startNo, e.payload.request, [nextRound(t)])
      case 'requests-scheduled':
        return byeWarnings(t, e.payload.startNo, e.payload.request, e.payload.rounds)
      case 'rounds-changed': {
        const from = t.settings.totalRounds
        const to = e.payload.totalRounds
        const recheck = lastRoundRecheck(t, to)
        return [
          warn('warn/rounds-changed', { from, to }),
          ...(recheck === null ? [] : [warn('warn/last-round-recheck', { round: recheck })]),
        ]
      }
      case 'forbidden-pair-set':
        return e.payload.forbidden && t.rounds.length > 0
          ? [warn('warn/forbidden-after-round-1')]
          : []
      case 'manual-phase-ended': {
        const r = t.rounds[e.payload.round - 1]
        if (!r) return []
        const diffs = pairingDifferences(enginePairingOf(r), r.boards)
        return diffs.length > 0
          ? [warn('warn/manual-differs', { round: r.round, boards: diffs.length })]
          : []
      }
      case 'fide-mode-left':
        return [warn('warn/leave-fide-mode')]
      default:
        return []
    }
  })()
  return out.sort((a, b) => b.level - a.level)
}

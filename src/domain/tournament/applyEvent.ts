import { assertNever, err, ok, type Result } from '../core/index.ts'
import { foldLog, type LocatedError, type LogModel, type Snapshot } from '../log/index.ts'
import type { RoundPairing } from '../pairing/types.ts'
import {
  CREATION_EVENTS,
  checkSettings,
  emptyTournament,
  type TimedTournamentEvent,
  type TournamentEntry,
  type TournamentEvent,
} from './events.ts'
import type { IndividualTournament } from './individual.ts'
import { changeTotalRounds, correctResult, noteRatingCorrection } from './corrections.ts'
import { endManualPhase, startManualPhase } from './manualPhase.ts'
import { insertEntrant, setEntryRules } from './lateEntry.ts'
import { setPrizeList } from './prizeList.ts'
import { setRatingMethod } from './eventRating.ts'
import { setPublicUrl } from './publicAddress.ts'
import { hasReportData, setReportData } from './reportData.ts'
import {
  checkHalfByeAllowed,
  reenterPlayer,
  scheduleRequests,
  setForbiddenPair,
  setHalfByeEligibility,
} from './roundRequests.ts'
import { recordTieDecision, removeTieDecision } from './tieDecisions.ts'
import {
  addEntrant,
  applyPairing,
  changePairingManually,
  freezeNumbers,
  leaveFideMode,
  nextRound,
  recordResult,
  removeEntrant,
  setRequest,
  unpairLastRound,
  type TournamentError,
} from './operations.ts'

type Outcome = Result<IndividualTournament, TournamentError[]>
const refuse = (code: TournamentError['code'], params?: TournamentError['params']): Outcome =>
  err([params ? { code, params } : { code }])

/** A pairing names only registered players, each at most once, and no one plays himself. */
function checkPairing(t: IndividualTournament, p: RoundPairing): TournamentError[] {
  const known = new Set(t.entrants.map((e) => e.startNo))
  const seen = new Set<number>()
  const players = [
    ...p.games.flatMap((g) => [g.white, g.black]),
    ...(p.bye === null ? [] : [p.bye]),
  ]
  for (const no of players) {
    if (!known.has(no)) return [{ code: 'entrant/unknown', params: { startNo: no } }]
    if (seen.has(no)) return [{ code: 'pairing/player-twice', params: { startNo: no } }]
    seen.add(no)
  }
  return []
}

/** Each setting the event carries, in turn; an event that carries none is refused. */
function changeSettings(
  t: IndividualTournament,
  p: Extract<TournamentEvent, { type: 'settings-changed' }>['payload'],
): Outcome {
  if (p.publicUrl === undefined && p.ratingMethod === undefined && !hasReportData(p))
    return refuse('tournament/settings-empty')
  const data = hasReportData(p) ? setReportData(t, p) : ok(t)
  if (!data.ok) return data
  const url = p.publicUrl === undefined ? data : setPublicUrl(data.value, p.publicUrl)
  if (!url.ok || p.ratingMethod === undefined) return url
  return setRatingMethod(url.value, p.ratingMethod)
}

function applyToTournament(t: IndividualTournament, e: TimedTournamentEvent): Outcome {
  switch (e.type) {
    case 'tournament-created':
    case 'trf-imported':
    case 'legacy-baseline':
      return refuse('log/already-created')
    case 'entrant-registered':
      return addEntrant(t, e.payload.entrant)
    case 'entrant-removed': {
      const { startNo, name } = e.payload
      if (!t.entrants.some((x) => x.startNo === startNo && x.name === name))
        return refuse('entrant/unknown', { startNo })
      return removeEntrant(t, startNo)
    }
    case 'numbers-frozen':
      return freezeNumbers(t)
    case 'request-set': {
      const ineligible = checkHalfByeAllowed(t, e.payload.startNo, e.payload.request)
      if (ineligible.length > 0) return err(ineligible)
      return setRequest(t, e.payload.startNo, e.payload.request)
    }
    case 'round-paired': {
      const problems = checkPairing(t, e.payload.pairing)
      return problems.length > 0 ? err(problems) : applyPairing(t, e.payload.pairing)
    }
    case 'round-unpaired': {
      if (e.payload.round !== t.rounds.length)
        return refuse('round/not-last', { round: e.payload.round })
      const { manualPhase: _open, ...rest } = t
      void _open
      return unpairLastRound(rest)
    }
    case 'result-set':
      if (t.manualPhase?.round === e.payload.round)
        return refuse('pairing/manual-phase-open', { round: e.payload.round })
      return recordResult(t, e.payload.round, e.payload.board, e.payload.result)
    case 'result-corrected': {
      const { round, board, result, previous } = e.payload
      return correctResult(t, round, board, result, previous)
    }
    case 'rating-correction-noted': {
      const { round, board, result, note } = e.payload
      return noteRatingCorrection(t, round, board, result, note)
    }
    case 'rounds-changed':
      return changeTotalRounds(t, e.payload.totalRounds)
    case 'manual-phase-started':
      return startManualPhase(t, e.payload.round)
    case 'manual-phase-ended':
      return endManualPhase(t, e.payload.round)
    case 'forbidden-pair-set':
      return setForbiddenPair(t, e.payload.players, e.payload.forbidden)
    case 'requests-scheduled':
      return scheduleRequests(t, e.payload.startNo, e.payload.rounds, e.payload.request)
    case 'half-bye-eligibility-set':
      return setHalfByeEligibility(t, e.payload.startNo, e.payload.eligible)
    case 'entrant-reentered':
      return reenterPlayer(t, e.payload.startNo)
    case 'import-checked':
      if (t.rounds.length === 0 && e.payload.differences.length > 0)
        return refuse('round/unknown', { round: e.payload.differences[0]?.round ?? 0 })
      return ok({ ...t, importCheck: e.payload.differences })
    case 'pairing-changed':
      if (e.payload.round !== t.rounds.length)
        return refuse('round/not-last', { round: e.payload.round })
      return changePairingManually(t, e.payload.games, e.payload.reason, e.at)
    case 'fide-mode-left':
      return leaveFideMode(t, e.at)
    case 'settings-changed':
      return changeSettings(t, e.payload)
    case 'tie-decided':
      return recordTieDecision(t, e.payload.decision)
    case 'tie-decision-removed':
      return removeTieDecision(t, e.payload.players)
    case 'entrant-inserted':
      return insertEntrant(t, e.payload.entrant, e.payload.startNo)
    case 'entry-rules-set':
      return setEntryRules(t, e.payload.missedRounds, e.payload.entryRule)
    case 'prizes-set':
      return setPrizeList(t, e.payload.list)
    case 'legacy-change':
      return ok(e.payload.tournament)
    case 'legacy-note':
      return ok(t)
    default:
      return assertNever(e, 'tournament event')
  }
}

/**
 * The tournament after one event, or why the event does not apply to it (coded, never thrown).
 * From `null` only a creation event applies. Each event goes through the domain operation the
 * screens always used, so the log is judged by the same rules as the arbiter's actions.
 */
export function applyTournamentEvent(
  state: IndividualTournament | null,
  event: TimedTournamentEvent,
): Outcome {
  if (state !== null) return applyToTournament(state, event)
  switch (event.type) {
    case 'tournament-created': {
      const checked = checkSettings(event.payload.settings)
      return checked.ok ? ok(emptyTournament(event.payload.settings)) : err(checked.error)
    }
    case 'trf-imported':
    case 'legacy-baseline':
      return ok(event.payload.tournament)
    default:
      return refuse('log/not-created')
  }
}

/** The round an event touched (0 for registration and settings), as undo's FIDE-mode limit reads it. */
export function roundTouched(event: TournamentEvent, before: IndividualTournament): number {
  switch (event.type) {
    case 'request-set':
      return nextRound(before)
    case 'tie-decided':
    case 'tie-decision-removed':
    case 'rounds-changed':
      return before.rounds.length
    case 'requests-scheduled':
      return Math.min(...event.payload.rounds, nextRound(before))
    case 'round-paired':
      return event.payload.pairing.round
    case 'round-unpaired':
    case 'result-set':
    case 'result-corrected':
    case 'manual-phase-started':
    case 'manual-phase-ended':
    case 'pairing-changed':
    case 'legacy-change':
    case 'legacy-note':
      return event.payload.round
    default:
      return 0
  }
}

/**
 * Whether the event that led from `before` to `current` may be undone. In FIDE mode only actions
 * on the current or the previous round can be undone, and leaving FIDE mode is final.
 * @see FIDE Handbook C.02 (2026)
 */
export function canUndoTournamentEvent(
  current: IndividualTournament,
  before: IndividualTournament,
  target: TournamentEvent,
): Result<true, TournamentError[]> {
  const round = roundTouched(target, before)
  if (current.settings.fideMode && round > 0 && round < current.rounds.length - 1)
    return err([{ code: 'round/locked-fide-mode', params: { round } }])
  if (current.fideModeLeftAt && !before.fideModeLeftAt)
    return err([{ code: 'tournament/fide-mode-left' }])
  return ok(true)
}

/** How the shared log fold reads a tournament's events. */
export const TOURNAMENT_LOG: LogModel<IndividualTournament, TournamentEvent> = {
  apply: applyTournamentEvent,
  // The import re-check belongs to the import: it is not an action to take back.
  undoable: (e) => !CREATION_EVENTS.includes(e.type) && e.type !== 'import-checked',
  canUndo: canUndoTournamentEvent,
}

/**
 * The tournament after its log: from the creation event (`snapshot` null) or from a snapshot,
 * folding the entries after it. The first entry that does not apply is returned with its seq.
 */
export function foldTournament(
  snapshot: Snapshot<IndividualTournament> | null,
  entries: readonly TournamentEntry[],
): Result<Snapshot<IndividualTournament>, LocatedError[]> {
  return foldLog(TOURNAMENT_LOG, snapshot, entries)
}

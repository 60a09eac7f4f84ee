import { err, ok, type Result } from '../core/index.ts'
import type { LogEntry } from '../log/index.ts'
import type { PairedGame, RoundPairing } from '../pairing/types.ts'
import type { TieDecision } from '../tiebreaks/finalTies.ts'
import type { PrizeList } from './prizeList.ts'
import type { ReportData } from './reportData.ts'
import type { TournamentErrorCode } from './errorCodes.ts'
import type {
  Entrant,
  GameResult,
  ImportDifference,
  IndividualTournament,
  EntryRule,
  MissedRoundScore,
  RatingMethod,
  RoundRequest,
  TournamentSettings,
} from './individual.ts'

/** A player as registered, before the tournament gives the start number and the first round. */
export type NewEntrant = Omit<Entrant, 'startNo' | 'joinedRound'>

/**
 * Everything that can happen to an individual tournament, as small serialisable records. The
 * stored form of a tournament is its creation event followed by these, in order; the `legacy-*`
 * events carry versions of tournaments stored whole before the log existed.
 */
export type TournamentEvent =
  | {
      readonly type: 'tournament-created'
      readonly payload: { readonly settings: TournamentSettings }
    }
  | {
      readonly type: 'trf-imported'
      readonly payload: { readonly tournament: IndividualTournament }
    }
  | { readonly type: 'entrant-registered'; readonly payload: { readonly entrant: NewEntrant } }
  | {
      readonly type: 'entrant-removed'
      readonly payload: { readonly startNo: number; readonly name: string }
    }
  | { readonly type: 'numbers-frozen'; readonly payload: Readonly<Record<string, never>> }
  | {
      readonly type: 'request-set'
      /** A bye requested, a withdrawal, or (null) the player plays the next round after all. */
      readonly payload: { readonly startNo: number; readonly request: RoundRequest | null }
    }
  | {
      readonly type: 'round-paired'
      /** The pairing as proposed by the engine or the Berger table; manual changes follow. */
      readonly payload: { readonly pairing: RoundPairing }
    }
  | { readonly type: 'round-unpaired'; readonly payload: { readonly round: number } }
  | {
      readonly type: 'result-set'
      /** `result` null clears the board. */
      readonly payload: {
        readonly round: number
        readonly board: number
        readonly result: GameResult | null
      }
    }
  | {
      readonly type: 'pairing-changed'
      readonly payload: {
        readonly round: number
        /** The final pairing of the round, boards in order. */
        readonly games: readonly PairedGame[]
        readonly reason: string
        /** The two start numbers exchanged, when the change was a swap. */
        readonly swapped: readonly [number, number] | null
      }
    }
  | { readonly type: 'fide-mode-left'; readonly payload: Readonly<Record<string, never>> }
  | {
      readonly type: 'settings-changed'
      /**
       * Settings changed after creation, each when present: the public address (any time, empty
       * clears it), the tournament rating method (until the start numbers are frozen), and the
       * rating report's dates, chief arbiter and time control (any time). @see reportData.ts
       */
      readonly payload: {
        readonly publicUrl?: string
        readonly ratingMethod?: RatingMethod
      } & ReportData
    }
  | {
      readonly type: 'tie-decided'
      /** A playoff's games or a lot for players level after the chain. @see FAPA art. 29.2.d */
      readonly payload: { readonly decision: TieDecision }
    }
  | {
      readonly type: 'tie-decision-removed'
      readonly payload: { readonly players: readonly number[] }
    }
  | {
      readonly type: 'legacy-baseline'
      /** The earliest version kept of a tournament stored whole, with its logged action. */
      readonly payload: {
        readonly tournament: IndividualTournament
        readonly action: string
        readonly detail: string
      }
    }
  | {
      readonly type: 'legacy-change'
      /** A change kept only as the version it produced (no typed event reproduces it). */
      readonly payload: {
        readonly tournament: IndividualTournament
        readonly action: string
        readonly detail: string
        readonly round: number
      }
    }
  | {
      readonly type: 'legacy-note'
      /** A change undone before the log existed: kept for the history, it changes nothing. */
      readonly payload: { readonly action: string; readonly detail: string; readonly round: number }
    }
  | {
      readonly type: 'result-corrected'
      /**
       * A result of an earlier round changed while a later round is paired: the arbiter was told
       * what follows. `previous` is the result the arbiter saw. @see corrections.ts
       */
      readonly payload: {
        readonly round: number
        readonly board: number
        readonly result: GameResult | null
        readonly previous: GameResult | null
      }
    }
  | {
      readonly type: 'rating-correction-noted'
      /** A correction for the rating report only; pairings and standings keep the result. */
      readonly payload: {
        readonly round: number
        readonly board: number
        readonly result: GameResult
        readonly note: string
      }
    }
  | { readonly type: 'rounds-changed'; readonly payload: { readonly totalRounds: number } }
  | { readonly type: 'manual-phase-started'; readonly payload: { readonly round: number } }
  | { readonly type: 'manual-phase-ended'; readonly payload: { readonly round: number } }
  | {
      readonly type: 'forbidden-pair-set'
      /** Two players who must not meet from the next round on (`forbidden` false lifts it). */
      readonly payload: { readonly players: readonly [number, number]; readonly forbidden: boolean }
    }
  | {
      readonly type: 'requests-scheduled'
      /** The same request (null clears) for several rounds not yet paired. */
      readonly payload: {
        readonly startNo: number
        readonly rounds: readonly number[]
        readonly request: RoundRequest | null
      }
    }
  | {
      readonly type: 'half-bye-eligibility-set'
      readonly payload: { readonly startNo: number; readonly eligible: boolean }
    }
  | { readonly type: 'entrant-reentered'; readonly payload: { readonly startNo: number } }
  | {
      readonly type: 'import-checked'
      /** Each imported round re-paired by the engine: the boards where the file differs. */
      readonly payload: { readonly differences: readonly ImportDifference[] }
    }
  | {
      readonly type: 'entrant-inserted'
      /**
       * A late entrant given `startNo` (its place in rating order): the players from that
       * number on move down one. @see FIDE C.04.2 (2026) Art. 2.3; lateEntry.ts
       */
      readonly payload: { readonly entrant: NewEntrant; readonly startNo: number }
    }
  | { readonly type: 'prizes-set'; readonly payload: { readonly list: PrizeList } }
  | {
      readonly type: 'entry-rules-set'
      /** What late entrants score for missed rounds, and whether FAPA art. 47.2 applies. */
      readonly payload: {
        readonly missedRounds: MissedRoundScore
        readonly entryRule: EntryRule
      }
    }

export type TournamentEventType = TournamentEvent['type']

/** Every event type, in the order of the union (validators and tests read it). */
export const TOURNAMENT_EVENT_TYPES = [
  'tournament-created',
  'trf-imported',
  'entrant-registered',
  'entrant-removed',
  'numbers-frozen',
  'request-set',
  'round-paired',
  'round-unpaired',
  'result-set',
  'pairing-changed',
  'fide-mode-left',
  'settings-changed',
  'tie-decided',
  'tie-decision-removed',
  'legacy-baseline',
  'legacy-change',
  'legacy-note',
  'result-corrected',
  'rating-correction-noted',
  'rounds-changed',
  'manual-phase-started',
  'manual-phase-ended',
  'forbidden-pair-set',
  'requests-scheduled',
  'half-bye-eligibility-set',
  'entrant-reentered',
  'import-checked',
  'entrant-inserted',
  'entry-rules-set',
  'prizes-set',
] as const satisfies readonly TournamentEventType[]

/** The events that start a tournament's log. */
export const CREATION_EVENTS: readonly TournamentEventType[] = [
  'tournament-created',
  'trf-imported',
  'legacy-baseline',
]

/** A tournament event with the instant it happened. */
export type TimedTournamentEvent = TournamentEvent & { readonly at: string }

/** A stored entry of a tournament's log (its events and undos). */
export type TournamentEntry = LogEntry<TournamentEvent>

/** A new tournament with its settings, no players and no rounds. */
export function emptyTournament(settings: TournamentSettings): IndividualTournament {
  return {
    settings,
    entrants: [],
    numbersFrozen: false,
    rounds: [],
    pendingRequests: {},
    fideModeLeftAt: null,
  }
}

/** Checks the settings a tournament is created with: a name, 1 to 30 rounds. */
export function checkSettings(
  settings: TournamentSettings,
): Result<true, { code: TournamentErrorCode; field: string }[]> {
  if (!settings.name.trim()) return err([{ code: 'tournament/name-required', field: 'name' }])
  const r = settings.totalRounds
  if (!Number.isInteger(r) || r < 1 || r > 30)
    return err([{ code: 'tournament/rounds-range', field: 'totalRounds' }])
  return ok(true)
}

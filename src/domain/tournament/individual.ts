import {
  DEFAULT_SCORING,
  mirrorOutcome,
  type HalfPoints,
  type Outcome,
  type Scoring,
} from '../core/index.ts'
import type { PairedGame } from '../pairing/types.ts'
import type { TieDecision } from '../tiebreaks/finalTies.ts'
import type { PrizeList } from './prizeList.ts'
import type { RoundEntry, TournamentPlayer, TournamentSnapshot } from './snapshot.ts'

export const TOURNAMENT_SYSTEMS = [
  'dutch',
  'dutch-baku',
  'round-robin',
  'double-round-robin',
] as const
export type TournamentSystem = (typeof TOURNAMENT_SYSTEMS)[number]
export const RATING_TYPES = ['standard', 'rapid', 'blitz'] as const
export type RatingType = (typeof RATING_TYPES)[number]
export const UNPLAYED_MODELS = ['fapa', 'vo2009', 'c07-2024', 'c07-2026'] as const
export type UnplayedModelId = (typeof UNPLAYED_MODELS)[number]

/** The result typed for a board; `null` while the game is in progress. @see TRF-16 result codes */
export const GAME_RESULTS = ['1-0', '0-1', '1/2', '+/-', '-/+', '-/-'] as const
export type GameResult = (typeof GAME_RESULTS)[number]

/** What a player asked for, or was given, before a round was paired. @see FIDE C.04.1.d */
export const ROUND_REQUESTS = ['half-bye', 'zero-bye', 'withdrawn', 'full-bye'] as const
export type RoundRequest = (typeof ROUND_REQUESTS)[number]

/**
 * Which rating ranks the players (TRF-2026 `172`): FIDE, national (FEDA), FIDE else national,
 * national else FIDE, or the higher of the two. @see FIDE C.02 (2026) checklist: ratings
 */
export const RATING_METHODS = [
  'fide',
  'national',
  'fide-then-national',
  'national-then-fide',
  'highest',
] as const
export type RatingMethod = (typeof RATING_METHODS)[number]

/** What a late entrant scores for each round played before joining. @see FIDE C.04.2 (2026) Art. 2 */
export const MISSED_ROUND_SCORES = ['zero', 'half'] as const
export type MissedRoundScore = (typeof MISSED_ROUND_SCORES)[number]
/** Whose rules take entries once registration closed: FIDE C.04.2 alone, or FAPA art. 47.2 too. */
export const ENTRY_RULES = ['fide', 'fapa'] as const
export type EntryRule = (typeof ENTRY_RULES)[number]

/** Settings fixed when the tournament is created (most stay editable until round 1 is paired). */
export interface TournamentSettings {
  readonly name: string
  readonly place: string
  readonly startDate: string
  readonly endDate: string
  readonly chiefArbiter: string
  readonly deputyArbiters: readonly string[]
  readonly timeControl: string
  readonly ratingType: RatingType
  readonly totalRounds: number
  readonly system: TournamentSystem
  readonly scoring: Scoring
  readonly tiebreaks: readonly string[]
  readonly unplayed: UnplayedModelId
  readonly initialColour: 'white' | 'black'
  /** FIDE Handbook C.02 (2026): manual changes go through a recorded step; see operations.ts. */
  readonly fideMode: boolean
  /** Seed of every lot of this tournament (round-robin numbers, final ties). */
  readonly lotSeed: number
  /** The tournament rating method (absent = FIDE rating only, as before it was chosen). */
  readonly ratingMethod?: RatingMethod
  /** Rounds missed by a late entrant score 0 (absent) or a half-point bye. */
  readonly missedRounds?: MissedRoundScore
  /** Absent = FIDE only; 'fapa': entries after the period join in round 2, none once it is paired. */
  readonly entryRule?: EntryRule
  /** Where the arbiter hosts the published site (`https://.../`); printed as a QR code. */
  readonly publicUrl?: string
}

/** A registered player, with the data frozen at registration. */
export interface Entrant {
  readonly startNo: number
  readonly registryId: string | null
  readonly name: string
  readonly sex?: 'm' | 'w'
  /** The highest title held (TRF order), '' for none. */
  readonly title: string
  /** Every title held when more than one (IM and WGM); absent otherwise. */
  readonly titles?: readonly string[]
  readonly federation: string
  /** The player's club as registered; absent when none was given. */
  readonly club?: string
  readonly fideId: string
  readonly fedaId: string
  readonly fideRating: number
  /** The FIDE list the rating came from when it is not the event's own rate (fallback). */
  readonly fideRatingList?: RatingType
  readonly fedaRating: number
  /** True when the ratings were typed by the arbiter (inline registration), not read from a list. */
  readonly ratingTyped?: boolean
  readonly birthDate: string
  /** Round before which the player joined (1 = from the start). @see FAPA art. 47 */
  readonly joinedRound: number
}

export interface Board {
  readonly board: number
  readonly white: number
  readonly black: number
  readonly result: GameResult | null
}

/** A manual change to the engine's proposal, recorded in FIDE mode. @see FIDE C.02 (2026) */
export interface ManualChange {
  readonly at: string
  readonly reason: string
  readonly before: readonly PairedGame[]
  readonly after: readonly PairedGame[]
}

export interface PairedRound {
  readonly round: number
  readonly boards: readonly Board[]
  readonly bye: number | null
  /** Requests and withdrawals in force for this round, by start number. */
  readonly requests: Readonly<Record<number, RoundRequest>>
  readonly manualChanges: readonly ManualChange[]
  /** The engine's pairing and the final one when a manual phase ended. @see manualPhase.ts */
  readonly manualPhase?: {
    readonly engine: readonly PairedGame[]
    readonly final: readonly PairedGame[]
  }
}

/** A pair of players who must not meet from `fromRound` on (club mates, family). XXP / 260. */
export interface ForbiddenPair {
  readonly players: readonly [number, number]
  readonly fromRound: number
}

/** A result corrected for the rating report only: pairing and standings keep the old one. */
export interface RatingCorrection {
  readonly round: number
  readonly board: number
  readonly result: GameResult
  readonly note: string
}

/** A board where an imported round differs from the engine's pairing of it. */
export interface ImportDifference {
  readonly round: number
  /** `white-black` in the file and from the engine ('' when one side has no such board, `bye n`). */
  readonly file: string
  readonly engine: string
}

/** The whole state of an individual tournament as stored (one document). */
export interface IndividualTournament {
  readonly settings: TournamentSettings
  readonly entrants: readonly Entrant[]
  /** True once the arbiter confirmed the initial order: start numbers no longer change. */
  readonly numbersFrozen: boolean
  readonly rounds: readonly PairedRound[]
  /** Requests entered for the round not yet paired. */
  readonly pendingRequests: Readonly<Record<number, RoundRequest>>
  /** Set once FIDE mode was left (it cannot be switched back on). */
  readonly fideModeLeftAt: string | null
  /**
   * Playoffs and lots that separated players the tie-break chain left level, in the order
   * recorded (absent = none). @see FAPA art. 29.1.e, 29.2.d, 29.2.e; `tieDecisions.ts`
   */
  readonly tieDecisions?: readonly TieDecision[]
  /** The manual pairing phase open on the last round (absent = none). @see manualPhase.ts */
  readonly manualPhase?: { readonly round: number }
  /** Forbidden pairs entered by the arbiter. */
  readonly forbidden?: readonly ForbiddenPair[]
  /** Requests for rounds after the next one, by round then start number. */
  readonly scheduledRequests?: Readonly<Record<number, Readonly<Record<number, RoundRequest>>>>
  /** Players who may not be given a half-point bye on request. @see FIDE C.02 checklist: byes */
  readonly halfByeIneligible?: readonly number[]
  /** Start number -> round from which a withdrawn player plays again. */
  readonly reentered?: Readonly<Record<number, number>>
  /** Results corrected for the rating report only, listed as `###` lines. */
  readonly ratingCorrections?: readonly RatingCorrection[]
  /** Where an imported file's rounds differ from the engine's pairings (after a TRF import). */
  readonly importCheck?: readonly ImportDifference[]
  /** The prizes the bases announce (absent = none entered). @see prizeList.ts */
  readonly prizes?: PrizeList
}

const RESULT_OUTCOME: Readonly<Record<GameResult, Outcome>> = {
  '1-0': 'win',
  '0-1': 'loss',
  '1/2': 'draw',
  '+/-': 'forfeit-win',
  '-/+': 'forfeit-loss',
  '-/-': 'double-forfeit',
}

/** White's outcome for a typed result. */
export function whiteOutcome(result: GameResult): Outcome {
  return RESULT_OUTCOME[result]
}

/** Half-points of White and Black for a result (forfeits score like wins and losses). */
export function resultPoints(
  result: GameResult,
  scoring: Scoring = DEFAULT_SCORING,
): [HalfPoints, HalfPoints] {
  const w = RESULT_OUTCOME[result]
  const b = result === '-/-' ? 'double-forfeit' : mirrorOutcome(w)
  const pts = (o: Outcome): HalfPoints =>
    (o === 'win' || o === 'forfeit-win'
      ? scoring.win
      : o === 'draw'
        ? scoring.draw
        : scoring.loss) as HalfPoints
  return [pts(w), pts(b)]
}

function requestEntry(request: RoundRequest): RoundEntry {
  const outcome = request === 'half-bye' || request === 'full-bye' ? request : 'zero-bye'
  return { opponent: null, colour: null, outcome }
}

/**
 * The snapshot that pairing, tie-breaks, norms and TRF export read: one entry per player and
 * paired round; games without a result yet are left out (the round is not complete).
 */
export function snapshotOf(t: IndividualTournament): TournamentSnapshot {
  const rows = new Map<number, (RoundEntry | undefined)[]>()
  for (const e of t.entrants) rows.set(e.startNo, [])
  for (const r of t.rounds) {
    const i = r.round - 1
    for (const b of r.boards) {
      if (!b.result) continue
      const w = RESULT_OUTCOME[b.result]
      const bl = b.result === '-/-' ? 'double-forfeit' : mirrorOutcome(w)
      const wr = rows.get(b.white)
      const br = rows.get(b.black)
      if (wr) wr[i] = { opponent: b.black, colour: 'white', outcome: w }
      if (br) br[i] = { opponent: b.white, colour: 'black', outcome: bl }
    }
    if (r.bye !== null) {
      const row = rows.get(r.bye)
      if (row) row[i] = { opponent: null, colour: null, outcome: 'pab' }
    }
    for (const [no, req] of Object.entries(r.requests)) {
      const row = rows.get(Number(no))
      if (row) row[i] = requestEntry(req)
    }
    for (const e of t.entrants) {
      const row = rows.get(e.startNo)
      if (row && row[i] === undefined && isRoundComplete(r) && !isPairedIn(r, e.startNo)) {
        row[i] = { opponent: null, colour: null, outcome: missedOutcome(t, e, r.round) }
      }
    }
  }
  const players: TournamentPlayer[] = t.entrants.map((e) => ({
    startNo: e.startNo,
    name: e.name,
    ...(e.sex ? { sex: e.sex } : {}),
    title: e.title,
    ...(e.titles ? { titles: e.titles } : {}),
    // The FIDE rating, as the TRF player line carries it; the tournament rating method orders
    // the start numbers (seeding.ts), which is what pairing reads.
    rating: e.fideRating,
    federation: e.federation,
    fideId: e.fideId,
    birthDate: e.birthDate,
    rounds: rows.get(e.startNo) ?? [],
  }))
  return {
    name: t.settings.name,
    totalRounds: t.settings.totalRounds,
    initialColour: t.settings.initialColour,
    players,
    scoring: t.settings.scoring,
    ...forbiddenOf(t),
    acceleration: new Map(),
  }
}

/** The arbiter's forbidden pairs as the engine reads them: XXP from round 1, 260 ranges after. */
function forbiddenOf(
  t: IndividualTournament,
): Pick<TournamentSnapshot, 'forbiddenPairs' | 'roundForbiddenPairs'> {
  const pairs = t.forbidden ?? []
  const whole = pairs.filter((p) => p.fromRound <= 1).map((p) => p.players)
  const ranges = pairs
    .filter((p) => p.fromRound > 1)
    .map((p) => ({
      firstRound: p.fromRound,
      lastRound: t.settings.totalRounds,
      players: p.players,
    }))
  return { forbiddenPairs: whole, ...(ranges.length > 0 ? { roundForbiddenPairs: ranges } : {}) }
}

/**
 * What a player not paired in a complete round scores: a late entrant's rounds before joining
 * follow the tournament's setting (0 or ½); any other round is a 0-point absence.
 * @see FIDE C.04.2 (2026) Art. 2 (late entrants score 0 unless the regulations say otherwise)
 */
function missedOutcome(
  t: IndividualTournament,
  e: Entrant,
  round: number,
): 'zero-bye' | 'half-bye' {
  return round < e.joinedRound && t.settings.missedRounds === 'half' ? 'half-bye' : 'zero-bye'
}

/** True when every board of the round has a result. */
export function isRoundComplete(r: PairedRound): boolean {
  return r.boards.every((b) => b.result !== null)
}

/** True when the player has a board or the bye in the round. */
export function isPairedIn(r: PairedRound, startNo: number): boolean {
  return r.bye === startNo || r.boards.some((b) => b.white === startNo || b.black === startNo)
}

/** Start numbers whose last two rounds were forfeit losses: FAPA art. 52 suggests withdrawal. */
export function repeatedNoShows(t: IndividualTournament): number[] {
  const out: number[] = []
  const last = t.rounds.slice(-2)
  if (last.length < 2) return out
  for (const e of t.entrants) {
    const lost = last.every((r) =>
      r.boards.some(
        (b) =>
          (b.white === e.startNo && (b.result === '-/+' || b.result === '-/-')) ||
          (b.black === e.startNo && (b.result === '+/-' || b.result === '-/-')),
      ),
    )
    if (lost) out.push(e.startNo)
  }
  return out
}

/** What the list of tournaments shows without reading the whole tournament. */
export interface TournamentSummary {
  readonly place: string
  readonly startDate: string
  readonly entrants: number
  readonly rounds: number
  readonly totalRounds: number
}

/** The list's facts of a tournament. */
export function tournamentSummary(t: IndividualTournament): TournamentSummary {
  return {
    place: t.settings.place,
    startDate: t.settings.startDate,
    entrants: t.entrants.length,
    rounds: t.rounds.length,
    totalRounds: t.settings.totalRounds,
  }
}

import type { HalfPoints } from '../core/halfPoints.ts'
import type { Outcome, Scoring } from '../core/outcome.ts'

export const COLOURS = ['white', 'black'] as const
export type Colour = (typeof COLOURS)[number]

/** One player's round: whom they met, with which colour, and the outcome. */
export interface RoundEntry {
  /** Opponent's start number, or null for byes and absences. */
  readonly opponent: number | null
  /** Colour played (or assigned, for forfeits); null when there was no opponent. */
  readonly colour: Colour | null
  readonly outcome: Outcome
  /** A game played but not rated (TRF codes W, D, L: fewer than one move each). */
  readonly unrated?: boolean
}

/** A registered player with the fields pairing, tie-breaks, norms and reports need. */
export interface TournamentPlayer {
  /** Start (pairing) number, 1-based. */
  readonly startNo: number
  readonly name: string
  readonly sex?: 'm' | 'w'
  /** FIDE title code as in TRF: GM, IM, WGM, FM, WIM, CM, WFM, WCM (empty when none). */
  readonly title?: string
  /** Every title held when more than one (IM and WGM); `title` is then the highest of them. */
  readonly titles?: readonly string[]
  /** Rating used for pairing and tie-breaks; 0 = unrated. */
  readonly rating: number
  readonly federation?: string
  readonly fideId?: string
  readonly birthDate?: string
  /** Rounds already played or decided, index 0 = round 1. Missing = not yet paired. */
  readonly rounds: readonly (RoundEntry | undefined)[]
}

/** Start numbers that must not be paired with each other in rounds firstRound..lastRound. */
export interface ForbiddenRange {
  readonly firstRound: number
  readonly lastRound: number
  readonly players: readonly number[]
}

/**
 * The validated state of an individual tournament: what pairing, tie-breaks and norms read.
 * Built from a TRF file (`tournamentFromTrf`) or from the database.
 */
export interface TournamentSnapshot {
  readonly name: string
  /** Total number of rounds planned (TRF XXR / 062). */
  readonly totalRounds: number
  /** Colour the higher-ranked player of a colourless pair gets when his pairing number is odd (XXC). */
  readonly initialColour: Colour
  readonly players: readonly TournamentPlayer[]
  readonly scoring: Scoring
  /** Groups of start numbers that must never be paired with each other (XXP, TRF-2026 260). */
  readonly forbiddenPairs: readonly (readonly number[])[]
  /** Groups forbidden only in rounds firstRound..lastRound (TRF-2026 260 with a round range). */
  readonly roundForbiddenPairs?: readonly ForbiddenRange[]
  /** Baku acceleration: start number -> virtual half-points per round (index 0 = round 1). */
  readonly acceleration: ReadonlyMap<number, readonly HalfPoints[]>
}

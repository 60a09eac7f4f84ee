import { assertNever } from './result.ts'
import type { HalfPoints } from './halfPoints.ts'

/**
 * What happened to one player in one round: one closed union for played games, forfeits and byes.
 * @see FIDE C.04.1 (byes, forfeits), TRF-16 result codes (fide-facts section 3.1)
 */
export const OUTCOMES = [
  'win',
  'draw',
  'loss',
  'forfeit-win',
  'forfeit-loss',
  'double-forfeit',
  'pab',
  'full-bye',
  'half-bye',
  'zero-bye',
  'absent',
] as const
export type Outcome = (typeof OUTCOMES)[number]

/** Per-tournament point values; defaults 1 - 0.5 - 0 with a one-point PAB (FIDE C.04.1.c). */
export interface Scoring {
  readonly win: HalfPoints
  readonly draw: HalfPoints
  readonly loss: HalfPoints
  readonly pab: HalfPoints
  readonly fullBye: HalfPoints
  readonly halfBye: HalfPoints
  readonly zeroBye: HalfPoints
  /**
   * Points for a forfeit loss when they differ from an over-the-board loss (TRF-2026 record 162
   * gives forfeit losses the value of symbol A, with zero-point byes); absent, a loss's points.
   */
  readonly forfeitLoss?: HalfPoints
}

/** The most a scoring value may give for one game, in half-points (50 points): what an imported or restored tournament may hold. */
export const SCORING_VALUE_MAX = 100

export const DEFAULT_SCORING: Scoring = {
  win: 2 as HalfPoints,
  draw: 1 as HalfPoints,
  loss: 0 as HalfPoints,
  pab: 2 as HalfPoints,
  fullBye: 2 as HalfPoints,
  halfBye: 1 as HalfPoints,
  zeroBye: 0 as HalfPoints,
}

/** Points earned by an outcome, in half-points. */
export function pointsFor(outcome: Outcome, scoring: Scoring = DEFAULT_SCORING): HalfPoints {
  switch (outcome) {
    case 'win':
    case 'forfeit-win':
      return scoring.win
    case 'draw':
      return scoring.draw
    case 'loss':
      return scoring.loss
    case 'forfeit-loss':
    case 'double-forfeit':
      return scoring.forfeitLoss ?? scoring.loss
    case 'pab':
      return scoring.pab
    case 'full-bye':
      return scoring.fullBye
    case 'half-bye':
      return scoring.halfBye
    case 'zero-bye':
    case 'absent':
      return scoring.zeroBye
    default:
      return assertNever(outcome, 'outcome')
  }
}

/** True when the game was played over the board (FIDE C.07: "played game"). */
export function isPlayed(outcome: Outcome): boolean {
  return outcome === 'win' || outcome === 'draw' || outcome === 'loss'
}

/** True when the player was paired against an opponent (played or forfeited). */
export function hasOpponent(outcome: Outcome): boolean {
  return (
    isPlayed(outcome) ||
    outcome === 'forfeit-win' ||
    outcome === 'forfeit-loss' ||
    outcome === 'double-forfeit'
  )
}

/** The outcome the opponent receives. */
export function mirrorOutcome(outcome: Outcome): Outcome {
  switch (outcome) {
    case 'win':
      return 'loss'
    case 'loss':
      return 'win'
    case 'forfeit-win':
      return 'forfeit-loss'
    case 'forfeit-loss':
      return 'forfeit-win'
    default:
      return outcome
  }
}

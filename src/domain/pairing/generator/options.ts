import type { Scoring } from '../../core/index.ts'
import type { Colour } from '../../tournament/index.ts'

/** What a random tournament looks like. Rates are probabilities in [0, 1]. */
export interface GeneratorOptions {
  readonly seed: number
  readonly players: number
  readonly rounds: number
  /** Share of played games that end in a draw. */
  readonly drawRate: number
  /** Share of paired games that are forfeited (a tenth of them by both players). */
  readonly forfeitRate: number
  /** Chance that a present player asks for a bye in a round (two thirds half-point, one third zero). */
  readonly byeRate: number
  /** Number of players who join after round 1 (absent, zero points, until they enter). */
  readonly lateEntries: number
  /** Baku acceleration with XXA virtual points. @see FIDE C.04.7 */
  readonly acceleration: boolean
  /** Initial colour; null draws it from the seed. */
  readonly initialColour: Colour | null
  readonly minRating: number
  readonly maxRating: number
  /** Chance that a present player asks for a half-point bye in a round before the last. */
  readonly halfByeRate?: number
  /** Chance that a present player withdraws before a round from round 2 on (never paired again). */
  readonly retireRate?: number
  /** Point values (half-points); absent, 1 - ½ - 0 with a one-point PAB. */
  readonly scoring?: Scoring
}

export const DEFAULT_GENERATOR_OPTIONS: GeneratorOptions = {
  seed: 1,
  players: 30,
  rounds: 7,
  drawRate: 0.3,
  forfeitRate: 0.03,
  byeRate: 0.03,
  lateEntries: 0,
  acceleration: false,
  initialColour: null,
  minRating: 1200,
  maxRating: 2600,
}

export type GeneratorOptionError = {
  readonly code: 'generator/bad-option'
  readonly option: keyof GeneratorOptions
  readonly detail: string
}

const RATES = ['drawRate', 'forfeitRate', 'byeRate', 'halfByeRate', 'retireRate'] as const
const POINTS = ['win', 'draw', 'loss', 'pab', 'zeroBye', 'forfeitLoss'] as const

/**
 * Point values a TRF-2026 file can carry: whole or half points, a win worth more than a draw and a
 * draw not less than a loss, byes worth a draw or a win, a forfeit loss worth a zero-point bye
 * (record 162 gives both symbol A),
 * and for Baku acceleration a win worth two draws and a loss nothing.
 * @see TRF-2026 record 162, FIDE C.04.7 (2026)
 */
function scoringProblems(s: Scoring, accelerated: boolean): GeneratorOptionError[] {
  const out: GeneratorOptionError[] = []
  const bad = (detail: string) =>
    out.push({ code: 'generator/bad-option', option: 'scoring', detail })
  for (const k of POINTS) {
    const v = s[k]
    if (v !== undefined && !(Number.isInteger(v) && v >= 0 && v <= 198))
      bad(`${k} in whole or half points from 0 to 99`)
  }
  if (!(s.win > s.draw && s.draw >= s.loss)) bad('a win above a draw, a draw not below a loss')
  if (s.halfBye !== s.draw || s.fullBye !== s.win)
    bad('a half-point bye worth a draw and a full-point bye a win (record 162, symbols D and W)')
  if ((s.forfeitLoss ?? s.loss) !== s.zeroBye)
    bad('a forfeit loss worth a zero-point bye (TRF-2026 record 162, symbol A)')
  if (accelerated && (s.win !== 2 * s.draw || s.loss !== 0))
    bad('a win worth two draws and a loss worth 0 with Baku acceleration (C.04.7)')
  return out
}

/** Checks the options: positive counts, rates between 0 and 1, ratings in order. @see FIDE C.02 (generator options) */
export function validateGeneratorOptions(o: GeneratorOptions): GeneratorOptionError[] {
  const out: GeneratorOptionError[] = []
  const bad = (option: keyof GeneratorOptions, detail: string) =>
    out.push({ code: 'generator/bad-option', option, detail })
  if (!Number.isInteger(o.players) || o.players < 2 || o.players > 9999)
    bad('players', 'an integer from 2 to 9999')
  if (!Number.isInteger(o.rounds) || o.rounds < 1 || o.rounds > 99)
    bad('rounds', 'an integer from 1 to 99')
  if (!Number.isInteger(o.seed)) bad('seed', 'an integer')
  for (const k of RATES) if (!((o[k] ?? 0) >= 0 && (o[k] ?? 0) <= 1)) bad(k, 'a number from 0 to 1')
  if (o.scoring) out.push(...scoringProblems(o.scoring, o.acceleration))
  if (!Number.isInteger(o.lateEntries) || o.lateEntries < 0 || o.lateEntries >= o.players)
    bad('lateEntries', 'fewer than the players')
  if (!(o.minRating >= 0 && o.maxRating >= o.minRating && o.maxRating <= 9999))
    bad('maxRating', 'ratings within 0..9999, min <= max')
  return out
}

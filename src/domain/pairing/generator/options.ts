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

const RATES = ['drawRate', 'forfeitRate', 'byeRate'] as const

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
  for (const k of RATES) if (!(o[k] >= 0 && o[k] <= 1)) bad(k, 'a number from 0 to 1')
  if (!Number.isInteger(o.lateEntries) || o.lateEntries < 0 || o.lateEntries >= o.players)
    bad('lateEntries', 'fewer than the players')
  if (!(o.minRating >= 0 && o.maxRating >= o.minRating && o.maxRating <= 9999))
    bad('maxRating', 'ratings within 0..9999, min <= max')
  return out
}

import { halfPoints, type HalfPoints, type Scoring } from '../domain/core/index.ts'
import {
  DEFAULT_GENERATOR_OPTIONS,
  type GeneratorOptions,
} from '../domain/pairing/generator/index.ts'

/** A problem in a generator configuration file, with its 1-based line. */
export interface ConfigError {
  readonly code: 'pair/bad-config'
  readonly line: number
  readonly message: string
}

/** What a configuration file asks for: the generator's options and the file's tie-break list. */
export interface GeneratorConfig {
  readonly options: GeneratorOptions
  /** Tie-break codes of records 202 and 212, in order (`BH/C1` or `BH-C1`). */
  readonly tiebreaks: readonly string[]
  readonly errors: ConfigError[]
}

/** FAPA art. 29.1, Alfil's list for an individual Swiss, when the file names none. */
export const DEFAULT_GENERATED_TIEBREAKS: readonly string[] = ['BH/C1', 'BH', 'SB', 'PS']

type NumericKey =
  | 'players'
  | 'rounds'
  | 'drawRate'
  | 'forfeitRate'
  | 'byeRate'
  | 'halfByeRate'
  | 'retireRate'
  | 'lateEntries'
  | 'minRating'
  | 'maxRating'
const NUMERIC: readonly NumericKey[] = [
  'players',
  'rounds',
  'drawRate',
  'forfeitRate',
  'byeRate',
  'halfByeRate',
  'retireRate',
  'lateEntries',
  'minRating',
  'maxRating',
]

/**
 * The reference generators' keys (JaVaFo / bbpPairings RTG) and how they read: a percentage, or
 * a rate of one event in N (games for ForfeitRate, player-rounds for the others; 0 for never).
 */
const REFERENCE: Readonly<Record<string, [NumericKey, 'plain' | 'percent' | 'oneIn']>> = {
  PlayersNumber: ['players', 'plain'],
  RoundsNumber: ['rounds', 'plain'],
  DrawPercentage: ['drawRate', 'percent'],
  ForfeitRate: ['forfeitRate', 'oneIn'],
  RetiredRate: ['retireRate', 'oneIn'],
  HalfPointByeRate: ['halfByeRate', 'oneIn'],
  HighestRating: ['maxRating', 'plain'],
  LowestRating: ['minRating', 'plain'],
}

type PointKey = 'win' | 'draw' | 'loss' | 'zeroBye' | 'forfeitLoss' | 'pab'
/** Reference point keys, in points (whole or half). */
const POINTS: Readonly<Record<string, PointKey>> = {
  PointsForWin: 'win',
  PointsForDraw: 'draw',
  PointsForLoss: 'loss',
  PointsForZPB: 'zeroBye',
  PointsForForfeitLoss: 'forfeitLoss',
  PointsForPAB: 'pab',
}

interface Draft {
  options: Record<string, unknown>
  points: Partial<Record<PointKey, HalfPoints>>
  tiebreaks: string[] | null
}

function numeric(draft: Draft, key: string, target: NumericKey, value: string): string | null {
  const reference = REFERENCE[key]
  const n = Number(value)
  if (value === '' || !Number.isFinite(n)) return `${key} needs a number`
  const mode = reference?.[1] ?? 'plain'
  if (mode === 'oneIn') {
    if (n !== 0 && n < 1) return `${key} is one in N: 0 (never) or a number from 1 up`
    draft.options[target] = n === 0 ? 0 : 1 / n
  } else draft.options[target] = mode === 'percent' ? n / 100 : n
  return null
}

function applyLine(draft: Draft, key: string, value: string): string | null {
  const target = REFERENCE[key]?.[0] ?? NUMERIC.find((k) => k === key)
  if (target) return numeric(draft, key, target, value)
  const point = POINTS[key]
  if (point) {
    const n = Number(value)
    if (value === '' || !Number.isInteger(n * 2) || n < 0 || n > 99)
      return `${key} is in whole or half points from 0 to 99`
    draft.points[point] = halfPoints(n * 2)
    return null
  }
  if (key === 'acceleration' || key === 'Acceleration') {
    const v = value.toLowerCase()
    if (!['true', 'false', 'baku', 'none'].includes(v))
      return `${key} is baku or none (true or false)`
    draft.options.acceleration = v === 'true' || v === 'baku'
    return null
  }
  if (key === 'TieBreaks') {
    draft.tiebreaks = value.split(/[\s,]+/).filter((c) => c !== '')
    return draft.tiebreaks.length > 0 ? null : 'TieBreaks needs at least one code'
  }
  if (key === 'initialColour') {
    if (value !== 'white' && value !== 'black' && value !== 'random')
      return 'initialColour is white, black or random'
    draft.options.initialColour = value === 'random' ? null : value
    return null
  }
  return `unknown key ${key}`
}

/** The point values a draft names, completed: PAB a win, forfeit loss a zero-point bye. */
function scoringOf(points: Draft['points']): Scoring | null {
  if (Object.keys(points).length === 0) return null
  const win = points.win ?? halfPoints(2)
  const draw = points.draw ?? halfPoints(1)
  const zeroBye = points.zeroBye ?? halfPoints(0)
  return {
    win,
    draw,
    loss: points.loss ?? halfPoints(0),
    pab: points.pab ?? win,
    fullBye: win,
    halfBye: draw,
    zeroBye,
    forfeitLoss: points.forfeitLoss ?? zeroBye,
  }
}

/**
 * Reads `key=value` lines (`#` starts a comment) over the default generator options: the
 * reference generators' keys (`PlayersNumber` ... `PointsForPAB`), `Acceleration=baku|none`,
 * `TieBreaks=BH/C1 BH SB PS`, and Alfil's own option names (`players`, `byeRate`, ...).
 * @see FIDE C.02 (random tournament generator)
 */
export function parseGeneratorConfig(text: string, seed: number): GeneratorConfig {
  const draft: Draft = {
    options: { ...DEFAULT_GENERATOR_OPTIONS, seed },
    points: {},
    tiebreaks: null,
  }
  const errors: ConfigError[] = []
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim()
    if (line === '') return
    const eq = line.indexOf('=')
    const problem =
      eq < 0
        ? 'expected key=value'
        : applyLine(draft, line.slice(0, eq).trim(), line.slice(eq + 1).trim())
    if (problem) errors.push({ code: 'pair/bad-config', line: i + 1, message: problem })
  })
  const scoring = scoringOf(draft.points)
  const options = { ...draft.options, ...(scoring ? { scoring } : {}) }
  return {
    options: options as unknown as GeneratorOptions,
    tiebreaks: draft.tiebreaks ?? DEFAULT_GENERATED_TIEBREAKS,
    errors,
  }
}

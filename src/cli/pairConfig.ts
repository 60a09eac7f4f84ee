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

type NumericKey =
  | 'players'
  | 'rounds'
  | 'drawRate'
  | 'forfeitRate'
  | 'byeRate'
  | 'lateEntries'
  | 'minRating'
  | 'maxRating'
const NUMERIC: readonly NumericKey[] = [
  'players',
  'rounds',
  'drawRate',
  'forfeitRate',
  'byeRate',
  'lateEntries',
  'minRating',
  'maxRating',
]
/** bbpPairings / JaVaFo generator keys that mean the same thing (DrawPercentage is in percent). */
const ALIASES: Readonly<Record<string, [NumericKey, number]>> = {
  PlayersNumber: ['players', 1],
  RoundsNumber: ['rounds', 1],
  DrawPercentage: ['drawRate', 0.01],
}

function applyLine(o: Record<string, unknown>, key: string, value: string): string | null {
  const alias = ALIASES[key]
  const numericKey = alias?.[0] ?? (NUMERIC as readonly string[]).find((k) => k === key)
  if (numericKey) {
    const n = Number(value)
    if (value === '' || !Number.isFinite(n)) return `${key} needs a number`
    o[numericKey] = n * (alias?.[1] ?? 1)
    return null
  }
  if (key === 'acceleration') {
    if (value !== 'true' && value !== 'false') return 'acceleration is true or false'
    o.acceleration = value === 'true'
    return null
  }
  if (key === 'initialColour') {
    if (value !== 'white' && value !== 'black' && value !== 'random')
      return 'initialColour is white, black or random'
    o.initialColour = value === 'random' ? null : value
    return null
  }
  return `unknown key ${key}`
}

/** Reads `key=value` lines (`#` starts a comment) over the default generator options. */
export function parseGeneratorConfig(
  text: string,
  seed: number,
): { options: GeneratorOptions; errors: ConfigError[] } {
  const o: Record<string, unknown> = { ...DEFAULT_GENERATOR_OPTIONS, seed }
  const errors: ConfigError[] = []
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim()
    if (line === '') return
    const eq = line.indexOf('=')
    const problem =
      eq < 0
        ? 'expected key=value'
        : applyLine(o, line.slice(0, eq).trim(), line.slice(eq + 1).trim())
    if (problem) errors.push({ code: 'pair/bad-config', line: i + 1, message: problem })
  })
  return { options: o as unknown as GeneratorOptions, errors }
}

/**
 * `npm run norms -- INPUT.trf [--rules seed|b01-2024] [--player N] [--format json|text]`
 * Evaluates FIDE title norms for every player of a TRF file (all flags: docs/cli.md, `npm run norms`).
 */
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import {
  evaluateNorms,
  forecastNorms,
  normTitleScope,
  formatPlayerNormReport,
  RULE_SETS,
  TOURNAMENT_SYSTEMS,
  ZONAL_KINDS,
  type NormContext,
  toPlayerNormReport,
  type PlayerNormReport,
  type RuleSet,
  type TournamentSystem,
  type ZonalKind,
} from '../domain/norms/index.ts'
import type { TrfDocument } from '../domain/trf/index.ts'
import { isIsoDate } from '../domain/core/index.ts'
import { describeArgsError, emit, parseArgs, type CliOutput, type FlagSpec } from './args.ts'
import { optionsAndTrf, trfTournament } from './trfInput.ts'

const USAGE = `usage: npm run norms -- INPUT.trf [--rules seed|b01-2024] [--player N] [--format json|text]
  [--system swiss|round-robin|double-round-robin|scheveningen|team] [--zonal none|open|women]
  [--women-only] [--national-championship] [--league] [--forty-in-two] [--rounds-per-day N]
  [--start-date YYYY-MM-DD] [--end-date YYYY-MM-DD] [--host FED] [--honorary-gm N] [--after-round N]`

interface Options {
  input: string | null
  player: number | null
  format: 'json' | 'text'
  afterRound: number | null
  ctx: { -readonly [K in keyof NormContext]: NormContext[K] }
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | null {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : null
}

function positiveInt(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null
}

/** Applies one flag that takes a value; returns an error message for a bad value. */
function applyValueFlag(o: Options, a: string, v: string | undefined): string | null {
  const bad = `bad value for ${a}: ${v ?? '(missing)'}`
  switch (a) {
    case '--rules':
      o.ctx.rules = oneOf<RuleSet>(v, RULE_SETS) ?? undefined
      return o.ctx.rules ? null : bad
    case '--system':
      o.ctx.system = oneOf<TournamentSystem>(v, TOURNAMENT_SYSTEMS) ?? undefined
      return o.ctx.system ? null : bad
    case '--zonal':
      o.ctx.zonal = oneOf<ZonalKind>(v, ZONAL_KINDS) ?? undefined
      return o.ctx.zonal ? null : bad
    case '--format': {
      const f = oneOf(v, ['json', 'text'] as const)
      if (f) o.format = f
      return f ? null : bad
    }
    case '--player':
    case '--rounds-per-day':
    case '--honorary-gm':
    case '--after-round': {
      const n = positiveInt(v)
      if (n === null) return bad
      if (a === '--player') o.player = n
      if (a === '--rounds-per-day') o.ctx.maxRoundsPerDay = n
      if (a === '--honorary-gm') o.ctx.honoraryGm = n
      if (a === '--after-round') o.afterRound = n
      return null
    }
    case '--start-date':
    case '--end-date':
      if (!v || !isIsoDate(v)) return bad
      if (a === '--start-date') o.ctx.startDate = v
      else o.ctx.endDate = v
      return null
    case '--host':
      if (!v) return bad
      o.ctx.hostFederation = v.toUpperCase()
      return null
    default:
      return `unknown option ${a}`
  }
}

const SWITCHES: Readonly<Record<string, (o: Options) => void>> = {
  '--women-only': (o) => (o.ctx.womenOnly = true),
  '--national-championship': (o) => (o.ctx.nationalChampionship = true),
  '--league': (o) => (o.ctx.league = true),
  '--forty-in-two': (o) => (o.ctx.slowFortyInTwo = true),
}

const VALUE_FLAGS = [
  '--rules',
  '--system',
  '--zonal',
  '--format',
  '--player',
  '--rounds-per-day',
  '--honorary-gm',
  '--after-round',
  '--start-date',
  '--end-date',
  '--host',
] as const

const FLAGS: FlagSpec = Object.fromEntries([
  ...VALUE_FLAGS.map((f) => [f, 'required'] as const),
  ...Object.keys(SWITCHES).map((f) => [f, 'none'] as const),
])

/** Parses the flags; returns an error message for a bad one. */
function parseOptions(argv: readonly string[]): Options | string {
  const parsed = parseArgs(argv, FLAGS)
  if (!parsed.ok) return describeArgsError(parsed.error)
  const { flags, positionals } = parsed.value
  if (positionals.length > 1) return `unexpected argument ${positionals[1]}`
  const o: Options = {
    input: positionals[0] ?? null,
    player: null,
    format: 'json',
    afterRound: null,
    ctx: {},
  }
  for (const [flag, value] of flags) {
    const sw = SWITCHES[flag]
    if (sw) {
      sw(o)
      continue
    }
    const error = applyValueFlag(o, flag, typeof value === 'string' ? value : undefined)
    if (error) return error
  }
  return o
}

/** A TRF date (2024/03/01, 2024-03-01, 01.03.2024 or 24/03/01) as YYYY-MM-DD, or null. */
export function trfDate(text: string): string | null {
  const t = text.trim()
  let m = /^(\d{4})[-/.](\d{2})[-/.](\d{2})$/.exec(t)
  if (m) return `${m[1]}-${m[2]}-${m[3]}`
  m = /^(\d{2})[-/.](\d{2})[-/.](\d{4})$/.exec(t)
  if (m) return `${m[3]}-${m[2]}-${m[1]}`
  m = /^(\d{2})[-/.](\d{2})[-/.](\d{2})$/.exec(t)
  if (m) return `20${m[1]}-${m[2]}-${m[3]}`
  return null
}

/** Start and end dates (042, 052) and round dates (132) of a TRF file, where present. */
function datesFromTrf(doc: TrfDocument): Pick<NormContext, 'startDate' | 'endDate' | 'roundDates'> {
  const out: { startDate?: string; endDate?: string; roundDates?: string[] } = {}
  for (const r of doc.records) {
    if (r.kind === 'header' && r.code === '042') out.startDate = trfDate(r.value) ?? undefined
    if (r.kind === 'header' && r.code === '052') out.endDate = trfDate(r.value) ?? undefined
    if (r.kind === 'round-dates') out.roundDates = r.dates.map((d) => trfDate(d) ?? '')
  }
  if (out.startDate === undefined) delete out.startDate
  if (out.endDate === undefined) delete out.endDate
  return out
}

/** Runs the command on arguments and a file reader; never exits the process. */
export function runNormsCli(
  args: readonly string[],
  readText: (path: string) => string,
): CliOutput {
  const start = optionsAndTrf('norms', parseOptions(args), USAGE, readText)
  if (!('doc' in start)) return start
  const { opts, doc } = start
  const snap = trfTournament(start.input, doc)
  if (!('snapshot' in snap)) return snap
  const snapshot = snap.snapshot
  const ctx: NormContext = { ...datesFromTrf(doc), ...opts.ctx }
  const players = snapshot.players.filter((p) => opts.player === null || p.startNo === opts.player)
  if (players.length === 0) {
    return { code: 1, stdout: '', stderr: `norms/unknown-player: no player ${opts.player}\n` }
  }
  const options = opts.afterRound === null ? {} : { afterRound: opts.afterRound }
  const reports: PlayerNormReport[] = players.map((p) => {
    const results = evaluateNorms(snapshot, p.startNo, ctx, options)
    const forecasts = forecastNorms(snapshot, p.startNo, ctx, options)
    const running = forecasts.some((f) => f.roundsLeft > 0)
    return toPlayerNormReport(
      snapshot,
      p.startNo,
      results,
      running ? forecasts : [],
      normTitleScope(p),
    )
  })
  if (opts.format === 'json')
    return { code: 0, stdout: JSON.stringify(reports, null, 2) + '\n', stderr: '' }
  const shown =
    opts.player !== null
      ? reports
      : reports.filter(
          (r) =>
            r.norms.some((n) => n.achieved) ||
            (r.forecast ?? []).some((f) => f.status === 'possible'),
        )
  const body =
    shown.length > 0
      ? shown.map(formatPlayerNormReport).join('\n\n')
      : 'No norms and no player in range.'
  return { code: 0, stdout: body + '\n', stderr: '' }
}

/** Runs the command on `argv` (without node and the script): output, then the exit code. */
export function main(argv: readonly string[] = process.argv.slice(2)): void {
  emit(runNormsCli(argv, (p) => readFileSync(p, 'utf8')))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()

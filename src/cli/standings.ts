/**
 * `npm run standings -- INPUT.trf [--tb BH-C1,BH,SB,PS] [--unplayed fapa|vo2009|c07-2024|c07-2026]
 *   [--round N] [--format tsv|json|csv] [--system swiss|round-robin] [--chain ID] [--seed N]
 *   [--ties shared|lots|playoff] [--teams] [--primary MP|GP] [--match-points 2-1-0|3-1-0]`
 * Prints the standings with the requested FIDE C.07 tie-breaks (options and exit codes: docs/cli.md).
 */
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import {
  individualStandingsTable,
  tableToCsv,
  tableToTsv,
  teamCompetitionFromTrf,
  teamStandingsTable,
  type TextTable,
} from '../domain/reports/index.ts'
import {
  computeStandings,
  computeTeamStandings,
  FAPA_CHAINS,
  isFapaChainId,
  isUnplayedModel,
  MATCH_SCORING_2_1_0,
  MATCH_SCORING_3_1_0,
  type EncounterReading,
  type FinalTieRule,
  type PairingSystem,
  type UnplayedModel,
} from '../domain/tiebreaks/index.ts'
import { tiebreaksOf, unplayedModelOf } from '../domain/conformance/index.ts'
import { describeArgsError, emit, parseArgs, type CliOutput, type FlagSpec } from './args.ts'
import { optionsAndTrf, trfTournament } from './trfInput.ts'

const USAGE = `usage: npm run standings -- INPUT.trf [--tb BH-C1,BH,SB,PS] [--unplayed fapa|vo2009|c07-2024|c07-2026]
  [--round N] [--format tsv|json|csv] [--system swiss|round-robin] [--chain fapa-29.1|fapa-29.2|fapa-29.3|fapa-29.4|fapa-91|fapa-99]
  [--seed N] [--ties shared|lots|playoff] [--de c07|liguilla] [--teams] [--primary MP|GP] [--match-points 2-1-0|3-1-0]`

interface Options {
  input: string | null
  tiebreaks: string[] | null
  unplayed: UnplayedModel | null
  round: number | null
  format: 'tsv' | 'json' | 'csv'
  system: PairingSystem | null
  seed: number | null
  ties: FinalTieRule | null
  teams: boolean
  primary: 'MP' | 'GP'
  threePoints: boolean
  reading: EncounterReading | null
}

function setOption(o: Options, flag: string, v: string | undefined): string | null {
  const bad = `standings/bad-option: bad value for ${flag}: ${v ?? '(missing)'}`
  const int = v !== undefined && /^\d+$/.test(v) ? Number(v) : null
  switch (flag) {
    case '--tb':
      o.tiebreaks = (v ?? '').split(',').filter((c) => c.trim() !== '')
      return o.tiebreaks.length > 0 ? null : bad
    case '--unplayed':
      if (v === undefined || !isUnplayedModel(v)) return bad
      o.unplayed = v
      return null
    case '--round':
      o.round = int
      return int !== null && int > 0 ? null : bad
    case '--format':
      if (v !== 'tsv' && v !== 'json' && v !== 'csv') return bad
      o.format = v
      return null
    case '--system':
      if (v !== 'swiss' && v !== 'round-robin') return bad
      o.system = v
      return null
    case '--chain': {
      if (v === undefined || !isFapaChainId(v)) return bad
      const c = FAPA_CHAINS[v]
      o.tiebreaks ??= [...c.tiebreaks]
      o.unplayed ??= c.unplayed
      o.system ??= c.system
      o.ties ??= c.finalTie
      o.teams ||= c.kind === 'team'
      o.reading ??= c.directEncounter
      return null
    }
    case '--seed':
      o.seed = int
      o.ties ??= 'lots'
      return int !== null ? null : bad
    case '--ties':
      if (v !== 'shared' && v !== 'lots' && v !== 'playoff') return bad
      o.ties = v
      return null
    case '--de':
      if (v !== 'c07' && v !== 'liguilla') return bad
      o.reading = v
      return null
    case '--primary':
      if (v !== 'MP' && v !== 'GP') return bad
      o.primary = v
      return null
    case '--match-points':
      if (v !== '2-1-0' && v !== '3-1-0') return bad
      o.threePoints = v === '3-1-0'
      return null
    default:
      return `standings/bad-option: unknown option ${flag}`
  }
}

const FLAGS: FlagSpec = {
  '--tb': 'required',
  '--unplayed': 'required',
  '--round': 'required',
  '--format': 'required',
  '--system': 'required',
  '--chain': 'required',
  '--seed': 'required',
  '--ties': 'required',
  '--de': 'required',
  '--primary': 'required',
  '--match-points': 'required',
  '--teams': 'none',
}

/** Reads the options in the order given, so `--chain` fills in only what came before it unset. */
function parseOptions(argv: readonly string[]): Options | string {
  const parsed = parseArgs(argv, FLAGS)
  if (!parsed.ok) return `standings/bad-option: ${describeArgsError(parsed.error)}`
  const { flags, positionals } = parsed.value
  if (positionals.length > 1) return `standings/bad-option: unexpected argument ${positionals[1]}`
  const o: Options = {
    input: positionals[0] ?? null,
    tiebreaks: null,
    unplayed: null,
    round: null,
    format: 'tsv',
    system: null,
    seed: null,
    ties: null,
    teams: false,
    primary: 'MP',
    threePoints: false,
    reading: null,
  }
  for (const [flag, value] of flags) {
    if (flag === '--teams') o.teams = true
    else {
      const problem = setOption(o, flag, typeof value === 'string' ? value : undefined)
      if (problem !== null) return problem
    }
  }
  return o
}

function render(table: TextTable, json: unknown, format: Options['format']): string {
  if (format === 'json') return JSON.stringify(json, null, 2) + '\n'
  return format === 'csv' ? tableToCsv(table) : tableToTsv(table)
}

/** Standings in the requested format (exit code 0), or the errors of their tie-break list (2). */
function rendered<T>(
  res: { ok: true; value: T } | { ok: false; error: readonly { code: string; input: string }[] },
  table: (value: T) => TextTable,
  format: Options['format'],
): CliOutput {
  if (!res.ok)
    return {
      code: 2,
      stdout: '',
      stderr: res.error.map((e) => `${e.code}: ${e.input}`).join('\n') + '\n',
    }
  return { code: 0, stdout: render(table(res.value), res.value, format), stderr: '' }
}

/** Runs the command on arguments and a file reader; never exits the process. */
export function runStandingsCli(
  args: readonly string[],
  readText: (path: string) => string,
): CliOutput {
  const loaded = optionsAndTrf('standings', parseOptions(args), USAGE, readText)
  if (!('doc' in loaded)) return loaded
  const { opts, input } = loaded
  // Without --tb, the file's own list (TRF-2026 record 202, or 212 after PTS).
  const tiebreaks = opts.tiebreaks ?? tiebreaksOf(loaded.doc)
  if (tiebreaks.length === 0)
    return {
      code: 2,
      stdout: '',
      stderr: `standings/no-tiebreaks: give --tb, ${input} has no 202 or 212 record\n${USAGE}\n`,
    }
  const snap = trfTournament(input, loaded.doc)
  if (!('snapshot' in snap)) return snap
  const unplayed = opts.unplayed ?? unplayedModelOf(loaded.doc)
  const common = {
    tiebreaks,
    unplayed,
    finalTie: opts.ties ?? 'shared',
    lotSeed: opts.seed ?? 0,
    directEncounter: opts.reading ?? 'c07',
    ...(opts.round !== null ? { round: opts.round } : {}),
  }
  if (opts.teams) {
    const scoring = opts.threePoints ? MATCH_SCORING_3_1_0 : MATCH_SCORING_2_1_0
    const competition = teamCompetitionFromTrf(loaded.doc, snap.snapshot, scoring)
    if (competition.teams.length === 0)
      return {
        code: 1,
        stdout: '',
        stderr: `standings/no-teams: ${input} has no 013 or 310 team records\n`,
      }
    const res = computeTeamStandings(competition, { ...common, primary: opts.primary })
    return rendered(res, (v) => teamStandingsTable(v, tiebreaks), opts.format)
  }
  const res = computeStandings(snap.snapshot, {
    ...common,
    ...(opts.system ? { system: opts.system } : {}),
  })
  return rendered(res, (v) => individualStandingsTable(v, tiebreaks), opts.format)
}

/** Runs the command on `argv` (without node and the script): output, then the exit code. */
export function main(argv: readonly string[] = process.argv.slice(2)): void {
  emit(runStandingsCli(argv, (p) => readFileSync(p, 'utf8')))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()

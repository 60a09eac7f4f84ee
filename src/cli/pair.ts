/**
 * `npm run pair -- --dutch INPUT.trf -p [OUTPUT]`   pair the next round of INPUT
 * `npm run pair -- --dutch INPUT.trf -c [--unplayed MODEL]`   re-pair every round of INPUT, check
 *      its standings against its tie-break list (unplayed rounds by MODEL: fapa, vo2009, c07-2024,
 *      c07-2026; by default the C.07 edition in force on the file's start date), list discrepancies
 * `npm run pair -- --dutch -g [CONFIG] -o OUT.trf -s SEED`   generate a random tournament (TRF-2026)
 * Exit codes follow JaVaFo / bbpPairings: 0 done, 1 no legal pairing or discrepancies,
 * 3 invalid input (file, configuration or command line), 5 a file cannot be read or written.
 */
import { pathToFileURL } from 'node:url'
import { emit, flagValue, parseArgs, type CliOutput } from './args.ts'
import { done, EXIT, USAGE } from './pairCodes.ts'

const FLAGS = {
  '--dutch': 'none',
  '-p': 'optional',
  '-c': 'none',
  '--unplayed': 'required',
  '-g': 'optional',
  '-o': 'required',
  '-s': 'required',
  '-h': 'none',
  '--help': 'none',
} as const

/** Runs the pairing command line on its arguments (without `node` and the script). */
export async function runPair(argv: readonly string[]): Promise<CliOutput> {
  const parsed = parseArgs(argv, FLAGS)
  if (!parsed.ok)
    return done(EXIT.invalidInput, '', `${parsed.error.code}: ${parsed.error.flag}\n${USAGE}\n`)
  const args = parsed.value
  if (args.flags.has('-h') || args.flags.has('--help')) return done(EXIT.ok, USAGE + '\n')
  if (!args.flags.has('--dutch'))
    return done(EXIT.invalidInput, '', `pair/unknown-system: only --dutch is available\n${USAGE}\n`)
  const modes = ['-p', '-c', '-g'].filter((f) => args.flags.has(f))
  if (modes.length !== 1)
    return done(EXIT.invalidInput, '', `pair/bad-usage: give exactly one of -p, -c, -g\n${USAGE}\n`)
  if (modes[0] === '-g')
    return args.positionals.length === 0
      ? (await import('./pairModes.ts')).generate(args)
      : done(EXIT.invalidInput, '', `pair/bad-usage: -g takes no input file\n${USAGE}\n`)
  const input = args.positionals[0]
  if (input === undefined || args.positionals.length > 1)
    return done(EXIT.invalidInput, '', `pair/bad-usage: give one input file\n${USAGE}\n`)
  if (modes[0] !== '-c' && args.flags.has('--unplayed'))
    return done(EXIT.invalidInput, '', `pair/bad-usage: --unplayed goes with -c\n${USAGE}\n`)
  const mode = await import('./pairModes.ts')
  return modes[0] === '-c'
    ? mode.check(input, flagValue(args, '--unplayed'))
    : mode.pairNext(input, flagValue(args, '-p'))
}

/** Runs the command on `argv` (without node and the script): output, then the exit code. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  emit(await runPair(argv))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()

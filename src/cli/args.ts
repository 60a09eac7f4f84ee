/**
 * Command-line parsing shared by Alfil's CLIs, in the JaVaFo / bbpPairings style: short and
 * long flags, flags whose value is optional (`-p [OUTPUT]`, `-g [CONFIG]`), and positionals.
 */

export type ValueMode = 'none' | 'required' | 'optional'

/** Flag name (with its dashes) -> whether it takes a value. */
export type FlagSpec = Readonly<Record<string, ValueMode>>

export interface ParsedArgs {
  /** Present flags; the value is `true` for a flag without a value. */
  readonly flags: ReadonlyMap<string, string | true>
  readonly positionals: readonly string[]
}

export type ArgsError = {
  readonly code: 'cli/unknown-flag' | 'cli/missing-value' | 'cli/repeated-flag'
  readonly flag: string
}

const looksLikeFlag = (s: string | undefined): boolean =>
  s !== undefined && s.startsWith('-') && s.length > 1

/** Splits argv into flags and positionals; `--flag=value` is accepted for value-taking flags. */
export function parseArgs(
  argv: readonly string[],
  spec: FlagSpec,
): { ok: true; value: ParsedArgs } | { ok: false; error: ArgsError } {
  const flags = new Map<string, string | true>()
  const positionals: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (!looksLikeFlag(arg)) {
      positionals.push(arg)
      continue
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1
    const name = eq > 0 ? arg.slice(0, eq) : arg
    const mode = spec[name]
    if (mode === undefined) return { ok: false, error: { code: 'cli/unknown-flag', flag: name } }
    if (flags.has(name)) return { ok: false, error: { code: 'cli/repeated-flag', flag: name } }
    if (eq > 0) {
      if (mode === 'none') return { ok: false, error: { code: 'cli/unknown-flag', flag: arg } }
      flags.set(name, arg.slice(eq + 1))
      continue
    }
    const next = argv[i + 1]
    if (mode === 'none' || (mode === 'optional' && (next === undefined || looksLikeFlag(next)))) {
      flags.set(name, true)
    } else if (next === undefined || looksLikeFlag(next)) {
      return { ok: false, error: { code: 'cli/missing-value', flag: name } }
    } else {
      flags.set(name, next)
      i++
    }
  }
  return { ok: true, value: { flags, positionals } }
}

/** A parse error in words: `unknown option --x`, `bad value for --x: (missing)`, `--x given twice`. */
export function describeArgsError(error: ArgsError): string {
  switch (error.code) {
    case 'cli/unknown-flag':
      return `unknown option ${error.flag}`
    case 'cli/missing-value':
      return `bad value for ${error.flag}: (missing)`
    case 'cli/repeated-flag':
      return `${error.flag} given twice`
  }
}

/** The string value of a flag, or undefined when absent or given without a value. */
export function flagValue(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name)
  return typeof v === 'string' ? v : undefined
}

/** What a command prints and its exit code. */
export interface CliOutput {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** Prints a command's output and sets the process exit code. */
export function emit(out: CliOutput): void {
  process.stdout.write(out.stdout)
  process.stderr.write(out.stderr)
  process.exitCode = out.code
}

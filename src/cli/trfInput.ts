/**
 * The TRF input of the `standings` and `norms` commands: the file read, parsed and turned into a
 * tournament, or the output that says why not (exit code 1, located and coded errors on stderr,
 * as docs/cli.md states).
 */
import { parseTrf, tournamentFromTrf, type TrfDocument } from '../domain/trf/index.ts'
import type { CliOutput } from './args.ts'

type Snapshot = Extract<ReturnType<typeof tournamentFromTrf>, { ok: true }>['value']

const failed = (lines: readonly string[]): CliOutput => ({
  code: 1,
  stdout: '',
  stderr: lines.join('\n') + '\n',
})

/** The parsed TRF file at `input`; `command` names the error code of an unreadable file. */
function readTrfDocument(
  command: 'standings' | 'norms',
  input: string,
  readText: (path: string) => string,
): { doc: TrfDocument } | CliOutput {
  let text: string
  try {
    text = readText(input)
  } catch {
    return failed([`${command}/unreadable-input: cannot read ${input}`])
  }
  const doc = parseTrf(text)
  if (doc.ok) return { doc: doc.value }
  return failed(doc.error.map((e) => `${input}:${e.line}:${e.column}: ${e.code}: ${e.message}`))
}

/**
 * The start of the `standings` and `norms` commands: their parsed options (or the option error)
 * and then the TRF file they name, read and parsed. A bad or missing option is a usage error
 * (exit code 2, with `usage`); an unreadable or invalid file is exit code 1.
 */
export function optionsAndTrf<O extends { readonly input: string | null }>(
  command: 'standings' | 'norms',
  opts: O | string,
  usage: string,
  readText: (path: string) => string,
): { opts: O; input: string; doc: TrfDocument } | CliOutput {
  if (typeof opts === 'string') return { code: 2, stdout: '', stderr: `${opts}\n${usage}\n` }
  if (opts.input === null) return { code: 2, stdout: '', stderr: `${usage}\n` }
  const loaded = readTrfDocument(command, opts.input, readText)
  return 'doc' in loaded ? { opts, input: opts.input, doc: loaded.doc } : loaded
}

/** The tournament a parsed TRF file records, or its errors as output. */
export function trfTournament(input: string, doc: TrfDocument): { snapshot: Snapshot } | CliOutput {
  const snap = tournamentFromTrf(doc)
  if (snap.ok) return { snapshot: snap.value }
  return failed(snap.error.map((e) => `${input}: ${JSON.stringify(e)}`))
}

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
export function readTrfDocument(
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

/** The tournament a parsed TRF file records, or its errors as output. */
export function trfTournament(input: string, doc: TrfDocument): { snapshot: Snapshot } | CliOutput {
  const snap = tournamentFromTrf(doc)
  if (snap.ok) return { snapshot: snap.value }
  return failed(snap.error.map((e) => `${input}: ${JSON.stringify(e)}`))
}
